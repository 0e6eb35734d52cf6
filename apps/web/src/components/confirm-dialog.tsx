import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormError } from './form-error';

/** Asks before something that cannot be undone; the confirm button names the act. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const textId = useId();
  const errorId = useId();
  return (
    <Dialog open={props.open} onClose={props.busy ? undefined : props.onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {props.error ? <FormError id={errorId} message={props.error} /> : null}
        <DialogContentText id={textId}>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={props.busy}>
          {props.cancelLabel}
        </Button>
        <Button color="error" variant="contained" onClick={props.onConfirm} disabled={props.busy}>
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
