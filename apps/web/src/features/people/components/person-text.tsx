import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format-date';

/** An e-mail address that wraps after its '@' when the column is narrow, never in the middle of a word. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/** When someone last signed in, or that they have not yet. */
export function lastSignIn(value: string | null): string {
  return value ? formatDateTime(value) : 'Not yet';
}

/** A person as a list names them: their name, with their username beneath. */
export function PersonName({ name, username }: { name: string; username: string }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {username}
      </Typography>
    </>
  );
}
