import { useTranslation } from 'react-i18next';
import type { Handicap } from '@golf/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate, formatNumber } from '../format';

/** A signed amount: strokes added show their "+". */
const signed = (value: number, lang: string) => (value > 0 ? `+${formatNumber(value, lang)}` : formatNumber(value, lang));

/** Each rule of handicapping that moved the index now, as the server listed them (caps, ESR, PCC, nines). */
export function HandicapAdjustments({ handicap }: { handicap: Handicap }) {
  const { t, i18n } = useTranslation('rounds');
  const lang = i18n.language;
  return (
    <Box component="section" aria-labelledby="handicap-adjustments-heading" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography id="handicap-adjustments-heading" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('handicap.adjustmentsTitle')}
      </Typography>
      {handicap.calculatedIndex !== null && handicap.lowHandicapIndex !== null ? (
        <Typography variant="body2" color="text.secondary">
          {t('handicap.calculated', { calculated: formatNumber(handicap.calculatedIndex, lang), low: formatNumber(handicap.lowHandicapIndex, lang) })}
        </Typography>
      ) : null}
      {handicap.adjustments.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25, overflowWrap: 'anywhere' }}>
          {handicap.adjustments.map((a) => (
            <Typography component="li" variant="body2" key={`${a.kind}-${a.roundId ?? 'index'}`}>
              {t(`handicap.adj_${a.kind}`, {
                amount: a.kind === 'soft-cap' || a.kind === 'hard-cap' ? formatNumber(a.amount, lang) : signed(a.amount, lang),
                course: a.courseName ?? '',
                date: a.playedAt ? formatDate(a.playedAt, lang) : '',
              })}
            </Typography>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('handicap.noAdjustments')}
        </Typography>
      )}
      {handicap.waitingNines ? (
        <Typography variant="body2" color="text.secondary">
          {t('handicap.waitingNines', { count: handicap.waitingNines })}
        </Typography>
      ) : null}
    </Box>
  );
}
