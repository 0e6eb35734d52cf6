import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Club } from '@golf/contracts';
import { categoryName, clubName } from '../club-names';

import { ClubPhoto } from './club-photo';

/** One club: its photo, what it is, its numbers, and edit and remove buttons naming it. */
export function ClubCard({ club, onEdit, onRemove }: { club: Club; onEdit: () => void; onRemove: () => void }) {
  const { t } = useTranslation('bags');
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const name = clubName(t, club);
  const facts = [
    club.loft !== null ? t('club.loft', { value: club.loft }) : null,
    club.flex ? t('club.flex', { flex: club.flex }) : null,
    club.shaft || null,
    // The server gave the carry in the player's unit.
    club.carry !== null ? t('club.carry', { value: club.carry.value, unit: t(`units.${club.carry.unit}`) }) : null,
  ].filter(Boolean);
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', gap: { mobile: 1.5, sm: 2 }, p: 1.5, alignItems: 'center', listStyle: 'none' }}>
      <ClubPhoto club={club} name={name} size={narrow ? 56 : 72} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography component="h4" sx={{ fontWeight: 600 }}>
          {categoryName(t, club.category)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[club.manufacturer?.name, club.model].filter(Boolean).join(' ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {facts.join(' · ')}
        </Typography>
      </Box>
      {/* On a phone the two buttons stand one above the other, leaving the text its width. */}
      <Box sx={{ display: 'flex', flexDirection: { mobile: 'column', sm: 'row' }, flexShrink: 0 }}>
        <IconButton aria-label={t('actions.editClub', { club: name })} onClick={onEdit}>
          <EditOutlined />
        </IconButton>
        <IconButton aria-label={t('actions.removeClub', { club: name })} onClick={onRemove}>
          <DeleteOutline />
        </IconButton>
      </Box>
    </Card>
  );
}
