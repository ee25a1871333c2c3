import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { OutlinedTextField, type OutlinedTextFieldProps } from './outlined-text-field';

export interface PasswordFieldProps extends Omit<OutlinedTextFieldProps, 'type' | 'autoComplete' | 'slotProps'> {
  /**
   * What a password manager should do: fill the saved one ('current-password'), offer a new one
   * ('new-password'), or stay out ('off', for a shared code).
   */
  autoComplete: 'current-password' | 'new-password' | 'off';
  /** What the toggle shows and hides, in its label: 'Show password' / 'Hide password' by default. */
  secretName?: string;
}

/** A secret typed in the open or hidden, with a toggle to check what was typed (handy on a phone keyboard). */
export function PasswordField({ autoComplete, secretName = 'password', size, ...field }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const iconSize = size === 'small' ? 'small' : 'medium';
  return (
    <OutlinedTextField
      {...field}
      size={size}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size={iconSize}
                aria-label={`${shown ? 'Hide' : 'Show'} ${secretName}`}
                onClick={() => setShown((was) => !was)}
                edge="end"
              >
                {shown ? <VisibilityOff fontSize={iconSize} /> : <Visibility fontSize={iconSize} />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
