import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { FamilyMember } from '@golf/contracts';
import { ErrorState } from '@/components/error-state';
import { isApiError } from '@/lib/api/api-error';
import { sessionApi } from '@/lib/session/session-api';
import { signOut } from '@/lib/session/sign-out';
import { subAccountSignedIn } from '@/lib/session/user-slice';
import { useAppDispatch, useSharedSelector } from '@/lib/store/hooks';
import { useFamilyAccountsQuery, useSubAccountLoginMutation } from './api';
import { FamilyMemberList } from './family-member-list';
import { SessionSkeleton } from './session-skeleton';
import { returnPathOf } from './sign-in-page';
import { subAccountOf, withoutSubAccount } from './sub-account-link';

/**
 * The family choice after a parent's credentials: the portal waits as a skeleton behind a dialog
 * listing the parent and their sub-accounts. Choosing one signs in as that account; the parent's
 * own session token is then revoked, as nothing holds it any more.
 */
export default function FamilyPickerPage() {
  const { t } = useTranslation(['auth', 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const parentEmail = useSharedSelector((state) => state.user.data?.email ?? null);
  const parentRefreshToken = useSharedSelector((state) => state.user.refreshToken);
  const [loginAs, { isLoading: isSwitching }] = useSubAccountLoginMutation();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const title = t('auth:family.title');
  const returnPath = returnPathOf(location.state);
  // A page address naming a family member (?subAccount=<id>) chooses them at once: the child token.
  const wanted = subAccountOf(returnPath);
  const followedLink = useRef(false);

  const family = useFamilyAccountsQuery({ email: parentEmail ?? '' }, { skip: !parentEmail });

  const choose = useCallback(
    async (member: FamilyMember) => {
      setChosenId(member.id);
      setChoiceError(null);
      try {
        const session = await loginAs({ playerId: member.id }).unwrap();
        dispatch(subAccountSignedIn({ ...session, familyEmail: parentEmail }));
        if (parentRefreshToken) void dispatch(sessionApi.endpoints.logout.initiate({ refresh_token: parentRefreshToken }));
        await navigate(withoutSubAccount(returnPath), { replace: true });
      } catch (error) {
        setChosenId(null);
        setChoiceError(isApiError(error) && error.status === 'network' ? t('auth:errors.network') : t('auth:family.choiceFailed'));
      }
    },
    [dispatch, loginAs, navigate, parentEmail, parentRefreshToken, returnPath, t],
  );

  const wantedMember = wanted === null ? undefined : family.data?.find((m) => m.id === wanted && !m.isParent);
  const wantedUnknown = wanted !== null && family.data !== undefined && !wantedMember;
  useEffect(() => {
    if (!wantedMember || followedLink.current) return;
    followedLink.current = true;
    // Chosen as a click would, once the list is here (after this render, not during it).
    void Promise.resolve(wantedMember).then(choose);
  }, [wantedMember, choose]);

  return (
    <>
      <title>{`${title} · ${t('common:productName')}`}</title>
      <SessionSkeleton />
      <Dialog open aria-labelledby="family-title" aria-describedby="family-description" fullWidth maxWidth="sm">
        <DialogTitle id="family-title" component="h1">
          {title}
        </DialogTitle>
        <DialogContent>
          <Typography id="family-description" color="text.secondary" sx={{ mb: 1 }}>
            {t('auth:family.description')}
          </Typography>
          {wantedUnknown ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {t('auth:family.linkUnknown')}
            </Alert>
          ) : null}
          {choiceError ? <ErrorState message={choiceError} retryLabel={t('common:actions.retry')} /> : null}
          {/* Without the parent's email there is nothing to ask for: said at once, with nothing to retry. */}
          {!parentEmail ? (
            <ErrorState message={t('auth:family.loadFailed')} retryLabel={t('common:actions.retry')} />
          ) : (
            <FamilyMemberList email={parentEmail} chosenId={chosenId} isSwitching={isSwitching} onChoose={(member) => void choose(member)} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void dispatch(signOut())} disabled={isSwitching}>
            {t('auth:family.cancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
