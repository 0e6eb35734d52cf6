import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/scroll-region';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Shot, ShotCountChoice, Units } from '@golf/contracts';
import { digitsOf, unitOf } from '../format';
import { formatNumber } from '@/lib/format/number';

const COLUMNS = ['ballSpeed', 'launchAngle', 'backSpin', 'carry', 'total', 'offline'] as const;

/** What a switch turned to `counted` asks for: back to the rule when that is what the rule says, else the player's own choice. */
export function countChoice(shot: Shot, counted: boolean): ShotCountChoice {
  if (counted === !shot.isOutlier) return 'auto';
  return counted ? 'include' : 'exclude';
}

/**
 * The session's shots; rows can be chosen for change club, delete or compare, and opened for every
 * number. Mishits are marked, and a switch per shot puts it in or out of the averages.
 */
export function ShotTable(props: {
  shots: Shot[];
  units: Units;
  selected: number[];
  busy?: boolean;
  onToggle: (id: number) => void;
  onOpen: (shot: Shot) => void;
  onCount: (shot: Shot, choice: ShotCountChoice) => void;
}) {
  const { t, i18n } = useTranslation('simulator');
  return (
    <ScrollRegion label={t('detail.shots')}>
      <Table size="small" aria-label={t('detail.shots')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <span className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {t('detail.choose')}
              </span>
            </TableCell>
            <TableCell>#</TableCell>
            <TableCell>{t('fields.club')}</TableCell>
            {COLUMNS.map((c) => (
              <TableCell key={c} align="right">{`${t(`fields.${c}`)} (${unitOf(c, props.units)})`}</TableCell>
            ))}
            <TableCell>{t('detail.counted')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.shots.map((s) => (
            <TableRow key={s.skyTrakShotId} selected={props.selected.includes(s.skyTrakShotId)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={props.selected.includes(s.skyTrakShotId)}
                  onChange={() => props.onToggle(s.skyTrakShotId)}
                  slotProps={{ input: { 'aria-label': t('detail.chooseShot', { number: s.shotNumber }) } }}
                />
              </TableCell>
              <TableCell>
                <Button size="small" onClick={() => props.onOpen(s)} aria-label={t('detail.openShot', { number: s.shotNumber })} sx={{ minWidth: 0 }}>
                  {s.shotNumber}
                </Button>
              </TableCell>
              <TableCell>{t(`clubs.${s.clubType}`)}</TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c} align="right">
                  {formatNumber(s[c], i18n.language, digitsOf(c))}
                </TableCell>
              ))}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Switch
                  size="small"
                  checked={s.isCounted}
                  disabled={props.busy}
                  onChange={(e) => props.onCount(s, countChoice(s, e.target.checked))}
                  slotProps={{ input: { 'aria-label': t('detail.countShot', { number: s.shotNumber }) } }}
                />
                {s.isOutlier ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t('detail.mishit')}
                    title={t('detail.mishitRule')}
                    sx={{ borderColor: 'warning.main', color: 'text.primary' }}
                  />
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
