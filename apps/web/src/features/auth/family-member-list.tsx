import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { personName, type FamilyMember } from '@golf/contracts';
import { QueryState } from '@/components/query-state';
import { useFamilyAccountsQuery } from './api';

const initials = (member: FamilyMember) => `${member.firstName.charAt(0)}${member.lastName.charAt(0)}`.toUpperCase();

/**
 * The family named by its parent's e-mail, one button per member (the family choice after sign-in,
 * and switching member later). The member signed in now, when given (switching), is shown but not offered.
 */
export function FamilyMemberList({
  email,
  currentId = null,
  chosenId,
  isSwitching,
  onChoose,
}: {
  email: string;
  currentId?: number | null;
  chosenId: number | null;
  isSwitching: boolean;
  onChoose: (member: FamilyMember) => void;
}) {
  const { t } = useTranslation('auth');
  const family = useFamilyAccountsQuery({ email });
  const roleOf = (member: FamilyMember) =>
    [
      member.isParent ? t(currentId === null ? 'family.parent' : 'family.parentAccount') : t('family.member'),
      member.id === currentId ? t('family.current') : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <QueryState
      query={family}
      errorMessage={t('family.loadFailed')}
      loading={
        <List aria-label={t('family.loading')} aria-busy="true">
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
          <List aria-label={t('family.listLabel')}>
            {members.map((member) => (
              <ListItem key={member.id} disablePadding>
                <ListItemButton onClick={() => onChoose(member)} disabled={isSwitching || member.id === currentId}>
                  <ListItemAvatar>
                    <Avatar sx={{ bgcolor: member.isParent ? 'secondary.main' : 'primary.main' }} aria-hidden="true">
                      {initials(member)}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText primary={personName(member)} secondary={roleOf(member)} />
                  {chosenId === member.id ? <CircularProgress size={20} aria-label={t('family.signingInAs', { name: member.firstName })} /> : null}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {/* The parent alone is still a choice, so "no sub-accounts" is said under the list rather than instead of it. */}
          {!members.some((member) => !member.isParent) ? <Typography color="text.secondary">{t('family.empty')}</Typography> : null}
        </>
      )}
    </QueryState>
  );
}
