import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { CLUB_CODES, type ClubTypeCode } from '@golf/contracts';
import { SelectField } from '@/components/select-field';

/** Moves the chosen shots to another club (the monitor was set to the wrong one). */
export function ChangeClubDialog(props: {
  open: boolean;
  count: number;
  busy: boolean;
  error?: string;
  onSave: (club: ClubTypeCode) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('simulator');
  const titleId = useId();
  const [club, setClub] = useState<ClubTypeCode>('7i');
  return (
    <Dialog open={props.open} onClose={props.busy ? undefined : props.onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('changeClub.title', { count: props.count })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {props.error ? <Alert severity="error">{props.error}</Alert> : null}
        <SelectField label={t('changeClub.club')} value={club} onChange={(v) => setClub(v as ClubTypeCode)}>
          {CLUB_CODES.map((c) => (
            <option key={c} value={c}>
              {t(`clubs.${c}`)}
            </option>
          ))}
        </SelectField>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={props.busy}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" onClick={() => props.onSave(club)} disabled={props.busy}>
          {t('changeClub.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
