import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type InternalUser, type RouteResponse } from '@scout/shared/api';
import { useId, useState, type FormEvent } from 'react';
import { missingPersonFields } from '../person-fields-check';
import { PersonFields } from './person-fields';
import { isApiError } from '../../../lib/api-error';
import { useCreateInternalUser } from '../api/create-internal-user';
import { useUpdateInternalUser } from '../api/update-internal-user';

type Role = 'staff' | 'admin';

interface InternalUserFormDialogProps {
  /** The member of staff to edit; none: a new one. */
  user?: InternalUser;
  canManageAdmins: boolean;
  currentUserId: string | null;
  onClose(): void;
  onCreated(result: RouteResponse<'createInternalUser'>): void;
}

function messageOf(error: unknown): string {
  return isApiError(error) && error.message ? error.message : 'The member of staff could not be saved. Please try again.';
}

/** Add a member of staff (organisation 'internal'), or edit one's name, e-mail and role. */
export function InternalUserFormDialog({ user, canManageAdmins, currentUserId, onClose, onCreated }: InternalUserFormDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [name, setName] = useState(user?.name ?? '');
  const [username, setUsername] = useState(user?.username ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [role, setRole] = useState<Role>(user?.role === 'admin' ? 'admin' : 'staff');
  const [touched, setTouched] = useState(false);
  const create = useCreateInternalUser();
  const update = useUpdateInternalUser();
  const pending = create.isPending || update.isPending;
  const error = create.error ?? update.error;
  const self = user !== undefined && user.id === currentUserId;
  const missing = missingPersonFields(Boolean(user), { name, username, email });
  const show = (field: keyof typeof missing) => touched && missing[field];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(missing).some(Boolean)) return;
    if (!user) {
      create.mutate({ username: username.trim(), email: email.trim(), name: name.trim(), role }, { onSuccess: onCreated });
      return;
    }
    const changes = {
      ...(name.trim() !== user.name ? { name: name.trim() } : {}),
      ...(email.trim().toLowerCase() !== user.email ? { email: email.trim() } : {}),
      ...(role !== user.role ? { role } : {}),
    };
    if (Object.keys(changes).length === 0) onClose();
    else update.mutate({ id: user.id, body: changes }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{user ? `Edit ${user.name}` : 'Add a member of staff'}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={`${titleId}-form`} onSubmit={onSubmit} noValidate spacing={1.5} sx={{ pt: 1 }}>
          <PersonFields
            name={name}
            onName={setName}
            username={username}
            onUsername={setUsername}
            email={email}
            onEmail={setEmail}
            editing={Boolean(user)}
            invalid={{ name: show('name'), username: show('username'), email: show('email') }}
          />
          <TextField
            select
            label="Role"
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            disabled={self || (user?.role === 'admin' && !canManageAdmins)}
            helperText={self ? 'You cannot change your own role.' : 'Administrators also manage other administrators.'}
            fullWidth
          >
            <MenuItem value="staff">Staff</MenuItem>
            <MenuItem value="admin" disabled={!canManageAdmins}>
              Administrator
            </MenuItem>
          </TextField>
        </Stack>
        {error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {messageOf(error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={pending}>
          {user ? 'Save' : 'Add staff member'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
