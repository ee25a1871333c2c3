import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type SearchFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'slotProps'> & {
  value: string;
  onChange: (value: string) => void;
  /** The field's accessible name when it shows a placeholder rather than a label. */
  ariaLabel?: string;
};

/** A search box: a small search-type field with a magnifier, reporting its text as it is typed. */
export function SearchField({ value, onChange, ariaLabel, size = 'small', ...props }: SearchFieldProps) {
  return (
    <TextField
      {...props}
      type="search"
      size={size}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        ...(ariaLabel ? { htmlInput: { 'aria-label': ariaLabel } } : {}),
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
