import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

type FieldProps = Omit<OutlinedInputProps, 'label' | 'error' | 'inputRef'> & {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
};

const DRAWS_PLACEHOLDER = new Set(['date', 'time', 'datetime-local', 'month', 'week']);

/**
 * An outlined text field with its label and helper text wired for screen readers. Built from the
 * input parts rather than TextField, whose select mode would bring the whole menu machinery into
 * the first route.
 */
export function FormField({ id: idProp, label, error = false, helperText, required, size, ...inputProps }: FieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const helperId = `${id}-helper`;
  // A date or time input always draws its own placeholder (mm/dd/yyyy): its label sits above, never on it.
  const drawsPlaceholder = DRAWS_PLACEHOLDER.has(String(inputProps.type)) || undefined;
  return (
    // The size goes on the control, so a small field's label sits in its (smaller) input, not below it.
    <FormControl variant="outlined" fullWidth required={required} error={error} size={size}>
      <InputLabel htmlFor={id} shrink={drawsPlaceholder}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        // Sizes the notch in the outline (OutlinedInput adds the asterisk of a required field).
        label={label}
        notched={drawsPlaceholder}
        aria-describedby={helperText ? helperId : undefined}
        {...inputProps}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
