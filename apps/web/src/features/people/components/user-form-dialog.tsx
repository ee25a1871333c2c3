import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ORGANIZATION_NAME_MAX, type ManagedUser, type OrganizationSummary, type RouteResponse } from '@scout/shared/api';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { missingPersonFields } from '../person-fields-check';
import { PersonFields } from './person-fields';
import { isApiError } from '../../../lib/api-error';
import { useCreateUser } from '../api/create-user';
import { useSetUserType } from '../api/set-user-type';
import { useUpdateUser } from '../api/update-user';

/** The picker's choice that creates an organisation with the coach. */
const NEW_ORGANIZATION = '__new__';

type Kind = 'coach' | 'staff' | 'admin';

const KIND_LABELS: Record<Kind, string> = { coach: 'Coach (customer organisation)', staff: 'Internal staff', admin: 'Administrator' };

interface UserFormDialogProps {
  /** The person to edit; none: a new one. */
  user?: ManagedUser;
  organizations: OrganizationSummary[];
  /** Whether the signed-in person may manage internal people (staff and administrators): administrators only. */
  canManageAdmins: boolean;
  /** The signed-in person's own id: they cannot change their own type or role. */
  currentUserId: string | null;
  onClose(): void;
  onCreated(result: RouteResponse<'createUser'>): void;
}

function messageOf(error: unknown): string {
  return isApiError(error) && error.message ? error.message : 'The user could not be saved. Please try again.';
}

const kindOf = (user: ManagedUser | undefined): Kind =>
  user === undefined || user.userType === 'external' ? 'coach' : user.role === 'admin' ? 'admin' : 'staff';

/** Create a person (a coach in an existing or new organisation, or staff), or edit one's name, e-mail, type and role. */
export function UserFormDialog({ user, organizations, canManageAdmins, currentUserId, onClose, onCreated }: UserFormDialogProps) {
  const customers = organizations.filter((organization) => !organization.isInternal);
  const [name, setName] = useState(user?.name ?? '');
  const [username, setUsername] = useState(user?.username ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [kind, setKind] = useState<Kind>(kindOf(user));
  const [organizationId, setOrganizationId] = useState(
    user?.userType === 'external' ? user.organizationId : (customers[0]?.id ?? NEW_ORGANIZATION),
  );
  const [newOrganizationName, setNewOrganizationName] = useState('');
  const [touched, setTouched] = useState(false);
  const create = useCreateUser();
  const update = useUpdateUser();
  const setType = useSetUserType();
  const pending = create.isPending || update.isPending || setType.isPending;
  const error = create.error ?? setType.error ?? update.error;
  const self = user !== undefined && user.id === currentUserId;

  const missing = {
    ...missingPersonFields(Boolean(user), { name, username, email }),
    organization: kind === 'coach' && organizationId === NEW_ORGANIZATION && newOrganizationName.trim().length < 2,
  };
  const show = (field: keyof typeof missing) => touched && missing[field];

  const onSubmit = async () => {
    setTouched(true);
    if (Object.values(missing).some(Boolean)) return;
    const organization =
      kind !== 'coach'
        ? {}
        : organizationId === NEW_ORGANIZATION
          ? { newOrganizationName: newOrganizationName.trim() }
          : { organizationId };
    try {
      if (!user) {
        const created = await create.mutateAsync({
          username: username.trim(),
          email: email.trim(),
          name: name.trim(),
          role: kind,
          ...organization,
        });
        onCreated(created);
        return;
      }
      const wasKind = kindOf(user);
      const typeChanges = (wasKind === 'coach') !== (kind === 'coach') || (kind === 'coach' && organizationId !== user.organizationId);
      if (typeChanges) {
        await setType.mutateAsync({
          id: user.id,
          body: kind === 'coach' ? { userType: 'external', organizationId } : { userType: 'internal' },
        });
      }
      // A type change leaves staff with the 'staff' role: ask for admin afterwards when that was chosen.
      const roleNow = typeChanges ? (kind === 'coach' ? 'coach' : 'staff') : user.role;
      const changes = {
        ...(name.trim() !== user.name ? { name: name.trim() } : {}),
        ...(email.trim().toLowerCase() !== user.email ? { email: email.trim() } : {}),
        ...(kind !== 'coach' && kind !== roleNow ? { role: kind } : {}),
      };
      if (Object.keys(changes).length > 0) await update.mutateAsync({ id: user.id, body: changes });
      onClose();
    } catch {
      // Shown in the dialog from the mutation's error.
    }
  };

  return (
    <FormDialog
      title={user ? `Edit ${user.name}` : 'New user'}
      submitLabel={user ? 'Save' : 'Create user'}
      onSubmit={() => void onSubmit()}
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
        label="Type and role"
        value={kind}
        onChange={(event) => setKind(event.target.value as Kind)}
        disabled={self || (kindOf(user) !== 'coach' && !canManageAdmins)}
        helperText={self ? 'You cannot change your own type or role.' : 'Changing it ends their open sessions.'}
        fullWidth
      >
        {(['coach', 'staff', 'admin'] as const).map((value) => (
          <MenuItem key={value} value={value} disabled={value !== 'coach' && !canManageAdmins}>
            {KIND_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      {kind === 'coach' ? (
        <TextField
          select
          label="Organisation"
          value={organizationId}
          onChange={(event) => setOrganizationId(event.target.value)}
          helperText=" "
          fullWidth
        >
          {customers.map((organization) => (
            <MenuItem key={organization.id} value={organization.id}>
              {organization.name}
            </MenuItem>
          ))}
          {!user ? <MenuItem value={NEW_ORGANIZATION}>+ New organisation…</MenuItem> : null}
        </TextField>
      ) : null}
      {kind === 'coach' && organizationId === NEW_ORGANIZATION ? (
        <TextField
          label="New organisation name"
          placeholder="e.g. Westfield Wolves Football"
          value={newOrganizationName}
          onChange={(event) => setNewOrganizationName(event.target.value)}
          error={show('organization')}
          helperText={show('organization') ? 'Give the organisation a name of at least 2 characters' : ' '}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: ORGANIZATION_NAME_MAX } }}
        />
      ) : null}
    </FormDialog>
  );
}
