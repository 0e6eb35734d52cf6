import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FamilyMember } from '@golf/contracts';
import { ErrorState } from '@/components/error-state';
import { PageHeading } from '@/components/page-heading';
import { Panel } from '@/components/panel';
import { commerceApi } from '@/lib/api/commerce-api';
import { isApiError } from '@/lib/api/api-error';
import { portalApi } from '@/lib/api/portal-api';
import { sessionApi, useGetMeQuery } from '@/lib/session/session-api';
import { subAccountSignedIn } from '@/lib/session/user-slice';
import { useAppDispatch, useSharedSelector } from '@/lib/store/hooks';
import { useSubAccountLoginMutation } from './api';
import { FamilyMemberList } from './family-member-list';

/**
 * Switching family member without signing out: a member of a family (parent or sub-account) picks
 * another; their session replaces this one, whose refresh token is then revoked, and nothing the
 * previous member loaded stays cached.
 */
export default function FamilySwitchPage() {
  const { t } = useTranslation(['auth', 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const familyEmail = useSharedSelector((state) => state.user.familyEmail ?? null);
  // The profile is not kept across a reload: asked for (once, cached) to mark who plays now.
  const currentId = useGetMeQuery().data?.id ?? null;
  const refreshToken = useSharedSelector((state) => state.user.refreshToken);
  const [loginAs, { isLoading: isSwitching }] = useSubAccountLoginMutation();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const title = t('auth:family.switchTitle');

  const choose = async (member: FamilyMember) => {
    setChosenId(member.id);
    setChoiceError(null);
    try {
      const session = await loginAs({ playerId: member.id }).unwrap();
      dispatch(subAccountSignedIn({ ...session, familyEmail }));
      dispatch(portalApi.util.resetApiState());
      dispatch(commerceApi.util.resetApiState());
      if (refreshToken) void dispatch(sessionApi.endpoints.logout.initiate({ refresh_token: refreshToken }));
      await navigate('/', { replace: true });
    } catch (error) {
      setChosenId(null);
      setChoiceError(isApiError(error) && error.status === 'network' ? t('auth:errors.network') : t('auth:family.choiceFailed'));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <PageHeading title={title} documentTitle={`${title} · ${t('common:productName')}`} />
      <Typography color="text.secondary">{t('auth:family.switchDescription')}</Typography>
      {choiceError ? <ErrorState message={choiceError} retryLabel={t('common:actions.retry')} /> : null}
      <Panel>
        {familyEmail ? (
          <FamilyMemberList
            email={familyEmail}
            currentId={currentId}
            chosenId={chosenId}
            isSwitching={isSwitching}
            onChoose={(member) => void choose(member)}
          />
        ) : (
          // Opened by a session that has no family to switch in (a player on their own): say so, and lead back.
          <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
            <Typography>{t('auth:family.noFamilySession')}</Typography>
            <Button component={RouterLink} to="/" variant="outlined">
              {t('common:notFound.home')}
            </Button>
          </Box>
        )}
      </Panel>
    </Box>
  );
}
