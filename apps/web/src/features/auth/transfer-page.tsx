import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@/lib/api/api-error';
import { signOut } from '@/lib/session/sign-out';
import { credentialsSignedIn } from '@/lib/session/user-slice';
import { useAppDispatch, useSharedSelector } from '@/lib/store/hooks';
import { useLoginMutation } from './api';
import { SingleUseSignIn } from './single-use-sign-in';
import { useOnce } from './use-once';

/**
 * The landing of the wrong-region redirect on the player's own site: the sealed token pair in
 * `t` is sent to the login call once, and the page is replaced by home so a reload cannot replay it.
 */
export default function TransferPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const hadSession = useSharedSelector((state) => Boolean(state.user.refreshToken));
  const [login] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);

  useOnce(() => {
    const transfer = params.get('t');
    if (!transfer) {
      setFailure(t('transfer.missing'));
      return;
    }
    // Whoever was signed in on this site before leaves first, and their session is revoked.
    if (hadSession) void dispatch(signOut());
    login({ transfer })
      .unwrap()
      .then(async (session) => {
        dispatch(credentialsSignedIn({ session, rememberMe: params.get('remember') === '1' }));
        await navigate('/', { replace: true });
      })
      .catch((error: unknown) => setFailure(isApiError(error) && error.status === 'network' ? t('errors.network') : t('transfer.failed')));
  });

  return <SingleUseSignIn title={t('transfer.title')} waiting={t('transfer.waiting')} failure={failure} />;
}
