import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type InternalUser, type RouteResponse } from '@scout/shared/api';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
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

  const onSubmit = () => {
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
    <FormDialog
      title={user ? `Edit ${user.name}` : 'Add a member of staff'}
      submitLabel={user ? 'Save' : 'Add staff member'}
      onSubmit={onSubmit}
      onClose={onClose}
      pending={pending}
      error={error ? messageOf(error) : null}
      spacing={1.5}
    >
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
    </FormDialog>
  );
}
