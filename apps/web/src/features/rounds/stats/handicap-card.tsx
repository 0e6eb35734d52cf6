import { useTranslation } from 'react-i18next';
import type { Handicap } from '@golf/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { formatDate, formatNumber } from '../format';
import { HandicapAdjustments } from './handicap-adjustments';

/** The World Handicap System index, how it is computed, and the differentials it comes from. */
export function HandicapCard({ handicap }: { handicap: Handicap }) {
  const { t, i18n } = useTranslation('rounds');
  const lang = i18n.language;
  return (
    <Card variant="outlined" component="section" aria-labelledby="handicap-heading">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="handicap-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('handicap.title')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}>
          <Typography
            sx={{ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1 }}
            aria-label={t('handicap.indexLabel', { value: formatNumber(handicap.handicapIndex, lang) })}
          >
            {formatNumber(handicap.handicapIndex, lang)}
          </Typography>
          <Typography color="text.secondary">
            {handicap.handicapIndex === null
              ? t('handicap.needed', { count: handicap.roundsNeeded })
              : t('handicap.counted', { counted: handicap.differentialsCounted, available: handicap.differentialsAvailable })}
          </Typography>
        </Box>
        <HandicapAdjustments handicap={handicap} />
        <Typography variant="body2" color="text.secondary">
          {t('handicap.explain')}
        </Typography>
        {handicap.records.length ? (
          <Box sx={{ overflowX: 'auto' }} role="region" aria-label={t('handicap.tableLabel')} tabIndex={0}>
            {/* Japanese and Chinese break between any two characters: without a floor the course column
                shrinks to one character a line on a phone. The table scrolls inside its region instead. */}
            <Table size="small" sx={{ minWidth: 560, '& th': { whiteSpace: 'nowrap' } }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('handicap.date')}</TableCell>
                  <TableCell>{t('handicap.course')}</TableCell>
                  <TableCell align="right">{t('handicap.ags')}</TableCell>
                  <TableCell align="right">{t('handicap.ratingSlope')}</TableCell>
                  <TableCell align="right">{t('handicap.differential')}</TableCell>
                  <TableCell align="center">{t('handicap.counts')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {handicap.records.map((r) => (
                  <TableRow key={r.roundId} sx={r.isCounted ? { bgcolor: 'rgba(194, 65, 12, 0.06)' } : undefined}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(r.playedAt, lang)}</TableCell>
                    <TableCell sx={{ minWidth: '10em' }}>
                      {r.courseName}
                      {r.holeCount === 9 ? ` · ${t('handicap.nine')}` : ''}
                    </TableCell>
                    <TableCell align="right">{r.adjustedGrossScore}</TableCell>
                    <TableCell align="right">
                      {r.courseRating.toFixed(1)} / {r.slope}
                    </TableCell>
                    <TableCell align="right">
                      {formatNumber(r.differential, lang)}
                      {r.exceptionalReduction ? (
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                          {t('handicap.reduction', { amount: formatNumber(r.exceptionalReduction, lang) })}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell align="center">{r.isCounted ? <CheckIcon fontSize="small" titleAccess={t('handicap.countsYes')} /> : null}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
