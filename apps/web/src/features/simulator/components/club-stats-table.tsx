import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/scroll-region';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ClubStats, Units } from '@golf/contracts';
import { formatNumber, NO_VALUE } from '@/lib/format/number';

/** Averages with their spread (±1 standard deviation) per club, side by side: the club comparison. */
export function ClubStatsTable({ clubs, units, caption }: { clubs: ClubStats[]; units: Units; caption: string }) {
  const { t, i18n } = useTranslation('simulator');
  const f = (v: number | null | undefined, d = 1) => formatNumber(v, i18n.language, d);
  const withSd = (s: { mean: number; sd: number | null } | null, d = 1) => (s ? `${f(s.mean, d)}${s.sd === null ? '' : ` ± ${f(s.sd, d)}`}` : NO_VALUE);
  return (
    <ScrollRegion label={caption}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.club')}</TableCell>
            <TableCell align="right">{t('stats.shots')}</TableCell>
            <TableCell align="right">{`${t('fields.carry')} (${units.distance})`}</TableCell>
            <TableCell align="right">{`${t('fields.total')} (${units.distance})`}</TableCell>
            <TableCell align="right">{`${t('fields.offline')} (${units.distance})`}</TableCell>
            <TableCell align="right">{`${t('fields.ballSpeed')} (${units.speed})`}</TableCell>
            <TableCell align="right">{t('fields.smashFactor')}</TableCell>
            <TableCell align="right">{`${t('stats.dispersion')} (${units.distance})`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {clubs.map((c) => (
            <TableRow key={c.clubType}>
              <TableCell>{t(`clubs.${c.clubType}`)}</TableCell>
              <TableCell align="right">{c.shotCount}</TableCell>
              <TableCell align="right">{withSd(c.carry)}</TableCell>
              <TableCell align="right">{withSd(c.total)}</TableCell>
              <TableCell align="right">{withSd(c.offline)}</TableCell>
              <TableCell align="right">{withSd(c.ballSpeed)}</TableCell>
              <TableCell align="right">{c.smashFactor ? f(c.smashFactor.mean, 2) : NO_VALUE}</TableCell>
              <TableCell align="right">{c.ellipse ? `${f(c.ellipse.semiMajor * 2, 0)} × ${f(c.ellipse.semiMinor * 2, 0)}` : NO_VALUE}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
