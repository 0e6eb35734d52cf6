import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type ApiError } from '@/lib/api/api-error';
import { sessionApi } from '@/lib/session/session-api';
import { credentialsSignedIn } from '@/lib/session/user-slice';
import { useAppDispatch } from '@/lib/store/hooks';
import { useLoginMutation } from './api';
import { signInErrorMessage } from './error-message';
import { transferUrlOf, wrongRegionOf } from './region-redirect';
import type { SignInValues } from './sign-in-form';

export type SignInOutcome =
  { kind: 'signed-in' } | { kind: 'choose-family-account' } | { kind: 'other-region'; region: string; url: string } | { kind: 'refused'; message: string };

/**
 * The credentials sign-in of spec §4: stores the session (a family parent's token waits for the
 * account choice), follows a 90015 answer to the player's own site, and turns refusals into
 * translated messages. An admin coach's own account has no player portal: it is signed out again.
 */
export function useCredentialsSignIn() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();

  return useCallback(
    async (values: SignInValues): Promise<SignInOutcome> => {
      try {
        const session = await login(values).unwrap();
        if (!session.profile) {
          void dispatch(sessionApi.endpoints.logout.initiate({ refresh_token: session.refresh_token }));
          return { kind: 'refused', message: t('errors.coachAccount') };
        }
        dispatch(credentialsSignedIn({ session, rememberMe: values.rememberMe }));
        return session.jwt_token === null ? { kind: 'choose-family-account' } : { kind: 'signed-in' };
      } catch (caught) {
        const error: ApiError = isApiError(caught) ? caught : { status: 'network', code: 'network', message: String(caught) };
        const wrongRegion = wrongRegionOf(error);
        const url = wrongRegion && transferUrlOf(wrongRegion, values.rememberMe);
        if (wrongRegion && url) return { kind: 'other-region', region: wrongRegion.region, url };
        return { kind: 'refused', message: signInErrorMessage(error, t) };
      }
    },
    [dispatch, login, t],
  );
}
