import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { personName, type FamilyMember } from '@golf/contracts';
import { ErrorState } from '@/components/error-state';
import { QueryState } from '@/components/query-state';
import { isApiError } from '@/lib/api/api-error';
import { sessionApi } from '@/lib/session/session-api';
import { signOut } from '@/lib/session/sign-out';
import { subAccountSignedIn } from '@/lib/session/user-slice';
import { useAppDispatch, useSharedSelector } from '@/lib/store/hooks';
import { useFamilyAccountsQuery, useSubAccountLoginMutation } from './api';
import { SessionSkeleton } from './session-skeleton';
import { returnPathOf } from './sign-in-page';
import { subAccountOf, withoutSubAccount } from './sub-account-link';

const initials = (member: FamilyMember) => `${member.firstName.charAt(0)}${member.lastName.charAt(0)}`.toUpperCase();

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
  const family = useFamilyAccountsQuery(parentEmail ? { email: parentEmail } : skipToken);
  const [loginAs, { isLoading: isSwitching }] = useSubAccountLoginMutation();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const title = t('auth:family.title');
  const returnPath = returnPathOf(location.state);
  // A page address naming a family member (?subAccount=<id>) chooses them at once: the child token.
  const wanted = subAccountOf(returnPath);
  const followedLink = useRef(false);

  const choose = useCallback(
    async (member: FamilyMember) => {
      setChosenId(member.id);
      setChoiceError(null);
      try {
        const session = await loginAs({ playerId: member.id }).unwrap();
        dispatch(subAccountSignedIn(session));
        if (parentRefreshToken) void dispatch(sessionApi.endpoints.logout.initiate({ refresh_token: parentRefreshToken }));
        await navigate(withoutSubAccount(returnPath), { replace: true });
      } catch (error) {
        setChosenId(null);
        setChoiceError(isApiError(error) && error.status === 'network' ? t('auth:errors.network') : t('auth:family.choiceFailed'));
      }
    },
    [dispatch, loginAs, navigate, parentRefreshToken, returnPath, t],
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
            <QueryState
              query={family}
              errorMessage={t('auth:family.loadFailed')}
              loading={
                <List aria-label={t('auth:family.loading')} aria-busy="true">
                  {[0, 1, 2].map((key) => (
                    <ListItem key={key}>
                      <ListItemAvatar>
                        <Skeleton variant="circular" width={40} height={40} />
                      </ListItemAvatar>
                      <ListItemText primary={<Skeleton width="60%" />} secondary={<Skeleton width="40%" />} />
                    </ListItem>
                  ))}
                </List>
              }
            >
              {(members) => (
                <>
                  <List aria-label={t('auth:family.listLabel')}>
                    {members.map((member) => (
                      <ListItem key={member.id} disablePadding>
                        <ListItemButton onClick={() => void choose(member)} disabled={isSwitching}>
                          <ListItemAvatar>
                            <Avatar sx={{ bgcolor: member.isParent ? 'secondary.main' : 'primary.main' }} aria-hidden="true">
                              {initials(member)}
                            </Avatar>
                          </ListItemAvatar>
                          <ListItemText primary={personName(member)} secondary={member.isParent ? t('auth:family.parent') : t('auth:family.member')} />
                          {chosenId === member.id ? <CircularProgress size={20} aria-label={t('auth:family.signingInAs', { name: member.firstName })} /> : null}
                        </ListItemButton>
                      </ListItem>
                    ))}
                  </List>
                  {/* The parent alone is still a choice, so "no sub-accounts" is said under the list rather than instead of it. */}
                  {!members.some((member) => !member.isParent) ? <Typography color="text.secondary">{t('auth:family.empty')}</Typography> : null}
                </>
              )}
            </QueryState>
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
