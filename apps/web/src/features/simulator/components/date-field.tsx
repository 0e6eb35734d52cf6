import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

/** A labelled date input; the label always sits above, since the browser's date mask fills the box. */
export function DateField(props: { label: string; value: string; min?: string; max?: string; error?: string; onChange: (value: string) => void }) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth error={Boolean(props.error)}>
      <InputLabel htmlFor={id} shrink>
        {props.label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="date"
        notched
        label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        inputProps={{ min: props.min || undefined, max: props.max || undefined }}
        aria-describedby={props.error ? helperId : undefined}
      />
      {props.error ? <FormHelperText id={helperId}>{props.error}</FormHelperText> : null}
    </FormControl>
  );
}
