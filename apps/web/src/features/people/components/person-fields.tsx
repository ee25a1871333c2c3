import TextField from '@mui/material/TextField';
import { EMAIL_MAX, PERSON_NAME_MAX, USERNAME_MAX } from '@scout/shared/api';

export interface PersonFieldsProps {
  name: string;
  onName(value: string): void;
  username: string;
  onUsername(value: string): void;
  email: string;
  onEmail(value: string): void;
  /** Editing someone who exists: their username cannot change. */
  editing: boolean;
  /** The required fields to mark as missing or invalid (after a submit). */
  invalid: { name: boolean; username: boolean; email: boolean };
}

/** Name, username and e-mail: the fields every person has, in the user and the internal-user dialogs alike. */
export function PersonFields({ name, onName, username, onUsername, email, onEmail, editing, invalid }: PersonFieldsProps) {
  return (
    <>
      <TextField
        label="Name"
        value={name}
        onChange={(event) => onName(event.target.value)}
        error={invalid.name}
        helperText={invalid.name ? 'Name is required' : ' '}
        required
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { maxLength: PERSON_NAME_MAX } }}
      />
      <TextField
        label="Username"
        value={username}
        onChange={(event) => onUsername(event.target.value)}
        error={invalid.username}
        helperText={
          editing
            ? 'Usernames cannot be changed.'
            : invalid.username
              ? 'At least 3 characters'
              : 'Letters, digits, dots, dashes, underscores'
        }
        required={!editing}
        disabled={editing}
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: USERNAME_MAX, autoCapitalize: 'none', spellCheck: false } }}
      />
      <TextField
        label="E-mail"
        type="email"
        value={email}
        onChange={(event) => onEmail(event.target.value)}
        error={invalid.email}
        helperText={invalid.email ? 'Enter a valid e-mail address' : ' '}
        required
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: EMAIL_MAX } }}
      />
    </>
  );
}
