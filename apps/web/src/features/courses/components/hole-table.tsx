import { useTranslation } from 'react-i18next';
import type { CourseHole, TeeBox } from '@golf/contracts';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@/lib/a11y/visually-hidden';
import { teeName } from '@/lib/format/tee-name';
import { NO_VALUE } from '@/lib/format/number';

/** Holes as rows: par, stroke index and the length from each tee (in the player's unit); out, in and total at the foot. */
export function HoleTable({ holes, tees }: { holes: CourseHole[]; tees: TeeBox[] }) {
  const { t } = useTranslation('courses');
  const sum = (list: CourseHole[], pick: (h: CourseHole) => number) => list.reduce((s, h) => s + pick(h), 0);
  const nines =
    holes.length > 9
      ? [
          { label: t('holes.out'), list: holes.filter((h) => h.number <= 9) },
          { label: t('holes.in'), list: holes.filter((h) => h.number > 9) },
        ]
      : [];
  return (
    <Box
      sx={{ position: 'relative', overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}
      tabIndex={0}
      role="region"
      aria-label={t('holes.tableLabel')}
    >
      <Table size="small" sx={{ minWidth: 360 }}>
        <Box component="caption" sx={visuallyHidden}>
          {t('holes.caption')}
        </Box>
        {/* Japanese and Chinese headings break between words only (at the space before the unit), not inside ホール or ブラック. */}
        <TableHead sx={{ '& th': { wordBreak: 'keep-all' } }}>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('holes.hole')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('holes.par')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('holes.strokeIndex')}
            </TableCell>
            {tees.map((tee) => (
              <TableCell key={tee.id} component="th" scope="col" align="right">
                {teeName(t, tee.name)} ({tee.totalLength.unit})
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {holes.map((h) => (
            <TableRow key={h.number}>
              <TableCell component="th" scope="row">
                {h.number}
              </TableCell>
              <TableCell align="right">{h.par}</TableCell>
              <TableCell align="right">{h.handicap}</TableCell>
              {tees.map((tee) => (
                <TableCell key={tee.id} align="right">
                  {tee.lengths[h.number - 1] ?? NO_VALUE}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {[...nines, { label: t('holes.total'), list: holes }].map(({ label, list }) => (
            <TableRow key={label} sx={{ '& > *': { fontWeight: 700 } }}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{sum(list, (h) => h.par)}</TableCell>
              <TableCell />
              {tees.map((tee) => (
                <TableCell key={tee.id} align="right">
                  {list.reduce((s, h) => s + (tee.lengths[h.number - 1] ?? 0), 0)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
