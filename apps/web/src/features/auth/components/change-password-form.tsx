import LockResetIcon from '@mui/icons-material/LockReset';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { MIN_NEW_PASSWORD_LENGTH, newPasswordProblem } from '@scout/shared/domain';
import { OutlinedTextField } from '../../../components/ui/outlined-text-field';
import { ApiError } from '../../../lib/api-error';
import { changePassword } from '../api/change-password';
import { getOrganizationDetails } from '../api/get-organization-details';
import { sessionStore, useSession } from '../session-store';
import { withOrganizationDetails } from '../session-user';

export const CHANGE_PASSWORD_MESSAGES = {
  mustChange: 'Your administrator gave you a temporary password. Choose a password of your own to continue.',
  rules: `At least ${MIN_NEW_PASSWORD_LENGTH} characters. Not your username or e-mail, and not a common password. A few unrelated words make a good one.`,
  currentRequired: 'Please enter your current password.',
  mismatch: 'The two new passwords do not match.',
  failed: 'Your password could not be changed. Please try again.',
} as const;

interface ChangePasswordFormProps {
  /** After the change: the session holds the new token. */
  onChanged(): void;
  onCancel?: () => void;
}

/**
 * Changing one's own password. The server checks every rule (and its common-password list); the form checks
 * the shared ones first so most mistakes are explained before anything is sent. On success the fresh token
 * replaces the session's: every other session of the person has ended.
 */
export function ChangePasswordForm({ onChanged, onCancel }: ChangePasswordFormProps) {
  const user = useSession((s) => s.user);
  const mustChange = user?.mustChangePassword === true;
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) return;
    const problem =
      currentPassword.length === 0
        ? CHANGE_PASSWORD_MESSAGES.currentRequired
        : (newPasswordProblem(newPassword, { username: user.userName, email: user.email }) ??
          (newPassword !== confirmation ? CHANGE_PASSWORD_MESSAGES.mismatch : null));
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      const { token } = await changePassword({ currentPassword, newPassword });
      const { mustChangePassword: _done, ...unrestricted } = user;
      const details = await getOrganizationDetails({ token }).catch(() => null);
      sessionStore.getState().loginSuccess(token, details ? withOrganizationDetails(unrestricted, details) : unrestricted);
      onChanged();
    } catch (err) {
      setError(err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : CHANGE_PASSWORD_MESSAGES.failed);
      setSaving(false);
    }
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          Change password
        </Typography>
        {mustChange ? (
          <Alert severity="info" variant="outlined" role="status">
            {CHANGE_PASSWORD_MESSAGES.mustChange}
          </Alert>
        ) : null}
      </Stack>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Change password">
        <Stack spacing={2.5}>
          {/* For password managers: the account whose password changes. */}
          <input type="text" name="username" autoComplete="username" value={user?.userName ?? ''} readOnly hidden />
          <OutlinedTextField
            id="current-password"
            label={mustChange ? 'Temporary password' : 'Current password'}
            type="password"
            autoComplete="current-password"
            autoFocus
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
            disabled={saving}
          />
          <OutlinedTextField
            id="new-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
            disabled={saving}
            helperText={CHANGE_PASSWORD_MESSAGES.rules}
          />
          <OutlinedTextField
            id="confirm-password"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            disabled={saving}
          />
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            {onCancel && !mustChange ? (
              <Button onClick={onCancel} disabled={saving} size="large">
                Cancel
              </Button>
            ) : null}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={saving}
              startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <LockResetIcon />}
            >
              Change password
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Stack>
  );
}
