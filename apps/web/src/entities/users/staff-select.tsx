import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { InternalUser } from '@scout/shared/api';
import { useState } from 'react';
import { SearchField } from '../../components/ui/search-field';
import { useStaffSearch } from './list-internal-users';

export interface StaffSelectProps {
  label: string;
  /** The chosen staff member's id ('' or a leading option's value when none). */
  value: string;
  onChange(value: string, user: InternalUser | null): void;
  /** Options before the staff (Unassigned, Everyone...). */
  leadingOptions?: readonly { value: string; label: string }[];
  /** The chosen person's name, shown while the search does not list them. */
  chosenName?: string | null;
  /** Staff not offered (already assigned); disabled staff never are. */
  exclude?: ReadonlySet<string>;
  /** False for callers who may not read staff. */
  enabled?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** Shown under the list when nothing is wrong (e.g. 'Everyone is assigned.'). */
  emptyText?: string;
  sx?: SxProps<Theme>;
}

/**
 * A staff picker that searches on the server: 'Find staff' narrows the list to the staff whose name,
 * username or e-mail words start with what is typed (the first page of GET /internal-users?q), so it never
 * reads every member of staff.
 */
export function StaffSelect({
  label,
  value,
  onChange,
  leadingOptions = [],
  chosenName,
  exclude,
  enabled = true,
  disabled = false,
  size = 'small',
  emptyText,
  sx,
}: StaffSelectProps) {
  const [text, setText] = useState('');
  const search = useStaffSearch(text, enabled);
  const offered = search.staff.filter((user) => !user.disabled && !exclude?.has(user.id));
  const isLeading = leadingOptions.some((option) => option.value === value);
  const chosenMissing = value !== '' && !isLeading && !offered.some((user) => user.id === value);
  const helper = search.isError
    ? 'Could not load staff.'
    : search.tooShort
      ? 'Type two letters or more to search.'
      : search.isSuccess && offered.length === 0
        ? text.trim()
          ? 'No staff member matches.'
          : emptyText
        : search.more
          ? 'Showing the first matches: type more to narrow.'
          : undefined;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={[{ alignItems: { sm: 'flex-start' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <SearchField label="Find staff" value={text} onChange={setText} size={size} disabled={disabled || !enabled} sx={{ minWidth: 160 }} />
      <TextField
        select
        size={size}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value, offered.find((user) => user.id === event.target.value) ?? null)}
        disabled={disabled || !enabled || search.isPending}
        helperText={helper}
        error={search.isError}
        sx={{ minWidth: 200, flex: 1 }}
      >
        {leadingOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
        {offered.map((user) => (
          <MenuItem key={user.id} value={user.id}>
            <ListItemText primary={user.name} secondary={user.email} sx={{ my: 0 }} />
          </MenuItem>
        ))}
        {chosenMissing ? <MenuItem value={value}>{chosenName ?? value}</MenuItem> : null}
      </TextField>
    </Stack>
  );
}
