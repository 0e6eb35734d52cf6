import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { RoundSummary } from '@golf/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDate, formatToPar } from '../format';
import { teeName } from '@/lib/format/tee-name';
import { NO_VALUE } from '@/lib/format/number';

/** A round in the list: date and course (to the round), tee, status, score. */
export function RoundCard({ round }: { round: RoundSummary }) {
  const { t, i18n } = useTranslation('rounds');
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', p: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {formatDate(round.playedAt, i18n.language, 'long')}
        </Typography>
        <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
          <Link component={RouterLink} to={`/rounds/${round.id}`} underline="hover" color="inherit">
            {round.courseName}
          </Link>
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Chip
            size="small"
            label={t(`status.${round.status}`)}
            color={round.status === 'completed' ? 'success' : round.status === 'in-progress' ? 'primary' : 'default'}
            variant={round.status === 'completed' ? 'outlined' : 'filled'}
          />
          <Chip size="small" variant="outlined" label={t('card.tee', { tee: teeName(t, round.teeBoxName) })} />
          {round.scope === 9 ? <Chip size="small" variant="outlined" label={t(`scope.${round.scopeType}`)} /> : null}
          {round.coach ? <Chip size="small" variant="outlined" label={t('card.coach', { name: `${round.coach.firstName} ${round.coach.lastName}` })} /> : null}
        </Box>
      </Box>
      <Box
        sx={{ textAlign: 'right' }}
        aria-label={
          round.score === null
            ? t('card.noScore')
            : t('card.scoreLabel', { score: round.score, toPar: formatToPar(round.toPar, i18n.language), holes: round.holesPlayed })
        }
      >
        <Typography sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.1 }} aria-hidden>
          {round.score ?? NO_VALUE}
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {round.score === null ? t('card.notStarted') : `${formatToPar(round.toPar, i18n.language)} · ${t('card.holes', { count: round.holesPlayed })}`}
        </Typography>
      </Box>
    </Card>
  );
}
