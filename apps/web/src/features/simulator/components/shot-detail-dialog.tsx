import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Shot, Units } from '@golf/contracts';
import { digitsOf, SHOT_FIELDS, unitOf } from '../format';
import { formatNumber } from '@/lib/format/number';

/** Every number the launch monitor measured for one shot, in the profile's units. */
export function ShotDetailDialog({ shot, units, onClose }: { shot: Shot | null; units: Units; onClose: () => void }) {
  const { t, i18n } = useTranslation('simulator');
  const titleId = useId();
  return (
    <Dialog open={shot !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {shot ? (
        <>
          <DialogTitle id={titleId}>{t('detail.shotTitle', { number: shot.shotNumber, club: t(`clubs.${shot.clubType}`) })}</DialogTitle>
          <DialogContent>
            <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '6px 16px', margin: 0 }}>
              {SHOT_FIELDS.map((f) => (
                <div key={f} style={{ display: 'contents' }}>
                  <dt>{t(`fields.${f}`)}</dt>
                  <dd style={{ margin: 0, textAlign: 'right' }}>
                    {formatNumber(shot[f], i18n.language, digitsOf(f))} {shot[f] === null ? '' : unitOf(f, units)}
                  </dd>
                </div>
              ))}
            </dl>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('actions.close')}</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
