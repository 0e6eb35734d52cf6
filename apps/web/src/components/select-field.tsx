import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

/** A labelled native select (the phone's own picker on mobile), outlined like the text fields. */
export function SelectField({
  label,
  value,
  onChange,
  children,
  error,
  helperText,
  required,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  name?: string;
}) {
  const id = useId();
  return (
    <FormControl fullWidth error={error} required={required}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched id={id} name={name} inputProps={{ 'aria-describedby': helperText ? `${id}-helper` : undefined }} />}
      >
        {children}
      </NativeSelect>
      {helperText ? <FormHelperText id={`${id}-helper`}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
