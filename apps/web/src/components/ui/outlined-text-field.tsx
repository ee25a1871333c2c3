import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';

export interface OutlinedTextFieldProps extends Omit<OutlinedInputProps, 'label' | 'id' | 'slotProps'> {
  id: string;
  label: ReactNode;
  helperText?: ReactNode;
  /** As TextField's slotProps.input: props of the OutlinedInput (adornments and the like). */
  slotProps?: { input?: Partial<OutlinedInputProps> };
}

/**
 * An outlined text field that looks and behaves like MUI's TextField (label, helper text, error state,
 * full width by default) for the pages of the first load. TextField itself also imports the select
 * variant (Select, Menu, Popover, Modal, focus trap, two more input styles), about 13 KB gzipped that a
 * sign-in form never uses; pages loaded later keep using TextField.
 */
export function OutlinedTextField({
  id,
  label,
  helperText,
  slotProps,
  fullWidth = true,
  error,
  disabled,
  required,
  size,
  ...input
}: OutlinedTextFieldProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} error={error} disabled={disabled} required={required} size={size}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperId} {...input} {...slotProps?.input} />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
