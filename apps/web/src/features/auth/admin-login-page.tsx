import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api/api-error';
import { signOut } from '@/lib/session/sign-out';
import { ticketSignedIn } from '@/lib/session/user-slice';
import { useAppDispatch, useSharedSelector } from '@/lib/store/hooks';
import { useAdminLoginMutation } from './api';
import { SingleUseSignIn } from './single-use-sign-in';
import { useOnce } from './use-once';

/**
 * An admin coach opens a player's portal: /admin-login?ticket=…&isSkytrak=true|false. The ticket
 * is spent once; whoever was signed in in this browser before is replaced by the ticket's player.
 */
export default function AdminLoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const hadSession = useSharedSelector((state) => Boolean(state.user.refreshToken));
  const [adminLogin] = useAdminLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);

  useOnce(() => {
    const ticket = params.get('ticket');
    const isSkytrak = params.get('isSkytrak') === 'true';
    if (!ticket) {
      setFailure(t('ticket.missing'));
      return;
    }
    // Whoever was signed in here before leaves first, and their session is revoked.
    if (hadSession) void dispatch(signOut());
    adminLogin({ ticket, isSkytrak })
      .unwrap()
      .then(async (session) => {
        dispatch(ticketSignedIn({ session, isSkytrak }));
        await navigate('/', { replace: true });
      })
      .catch((error: unknown) => setFailure(isApiError(error) && error.status === 'network' ? t('errors.network') : t('ticket.failed')));
  });

  return <SingleUseSignIn title={t('ticket.title')} waiting={t('ticket.waiting')} failure={failure} />;
}
