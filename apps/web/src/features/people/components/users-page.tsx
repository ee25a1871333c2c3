import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ManagedUser } from '@scout/shared/api';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useOrganizations } from '../../../entities/users/list-organizations';
import { useServerSearch } from '../../../entities/users/server-search';
import { useUsers, type UsersQuery } from '../../../entities/users/list-users';
import { LoadMore } from '../../../components/ui/load-more';
import { isApiError } from '../../../lib/api-error';
import { useResetUserPassword } from '../api/reset-user-password';
import { useSetUserDisabled } from '../api/set-user-disabled';
import { EmailText, lastSignIn, PersonName } from './person-text';
import { TemporaryPasswordDialog } from './temporary-password-dialog';
import { UserFormDialog } from './user-form-dialog';
import { SearchField } from '../../../components/ui/search-field';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; user: ManagedUser }
  | { kind: 'toggle'; user: ManagedUser }
  | { kind: 'reset'; user: ManagedUser }
  | { kind: 'password'; reason: 'created' | 'reset'; name: string; username: string; password: string }
  | null;

type TypeFilter = 'all' | 'internal' | 'external';
type StatusFilter = 'all' | 'active' | 'disabled';

export interface UsersPageProps {
  /** The signed-in person's id: they cannot disable, reset or retype themselves. */
  currentUserId: string | null;
  /** Whether the signed-in person may manage someone holding this role (staff never administrators). */
  canManageRole(role: string): boolean;
}

const ROLE_LABELS: Record<string, string> = { admin: 'Administrator', staff: 'Staff', coach: 'Coach' };

/** Why a row's actions are off, or null when they are on. */
function lockedBecause(user: ManagedUser, props: UsersPageProps): string | null {
  if (user.isDemoAccount) return "Demo accounts can't be changed: they are the product's demo sign-ins.";
  if (!props.canManageRole(user.role)) return 'Only administrators can manage staff and administrators.';
  return null;
}

function StatusChip({ user }: { user: ManagedUser }) {
  return user.disabled ? (
    <Chip size="small" color="error" variant="outlined" label="Disabled" />
  ) : (
    <Chip size="small" color="success" variant="outlined" label="Active" />
  );
}

function RoleChips({ user }: { user: ManagedUser }) {
  return (
    <Stack direction="row" spacing={0.5}>
      <Chip size="small" color={user.userType === 'internal' ? 'primary' : 'default'} label={ROLE_LABELS[user.role] ?? user.role} />
      {user.isDemoAccount ? <Chip size="small" variant="outlined" label="Demo" /> : null}
    </Stack>
  );
}

interface RowActionsProps {
  user: ManagedUser;
  props: UsersPageProps;
  onEdit(): void;
  onReset(): void;
  onToggle(): void;
  /** Phone cards: labelled buttons rather than icons. */
  labelled?: boolean;
}

function RowActions({ user, props, onEdit, onReset, onToggle, labelled = false }: RowActionsProps) {
  const locked = lockedBecause(user, props);
  const self = user.id === props.currentUserId;
  const actions = [
    { label: 'Edit', icon: <EditOutlinedIcon fontSize="small" />, onClick: onEdit, off: locked },
    {
      label: 'Reset password',
      icon: <KeyOutlinedIcon fontSize="small" />,
      onClick: onReset,
      off: locked ?? (self ? 'Your own password is not reset here.' : null),
    },
    {
      label: user.disabled ? 'Enable' : 'Disable',
      icon: user.disabled ? <CheckCircleOutlineIcon fontSize="small" /> : <BlockIcon fontSize="small" />,
      onClick: onToggle,
      off: locked ?? (self ? 'You cannot disable your own account.' : null),
      color: user.disabled ? ('primary' as const) : ('error' as const),
    },
  ];
  if (labelled) {
    // A phone card of someone no one may change says so once, rather than showing three dead buttons.
    if (locked) {
      return (
        <Typography variant="caption" color="text.secondary" sx={{ px: 1, pb: 1 }}>
          {locked}
        </Typography>
      );
    }
    return (
      <>
        {actions.map((action) => (
          <Button
            key={action.label}
            size="small"
            color={action.color ?? 'primary'}
            onClick={action.onClick}
            disabled={Boolean(action.off)}
            aria-label={`${action.label} ${user.name}`}
          >
            {action.label}
          </Button>
        ))}
      </>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {actions.map((action) => (
        <Tooltip key={action.label} title={action.off ?? action.label}>
          {/* The span keeps the tooltip on a disabled button. */}
          <span>
            <IconButton
              size="small"
              color={action.color ?? 'default'}
              onClick={action.onClick}
              disabled={Boolean(action.off)}
              aria-label={`${action.label} ${user.name}`}
            >
              {action.icon}
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Stack>
  );
}

function ToggleDialog({ user, onClose }: { user: ManagedUser; onClose(): void }) {
  const mutation = useSetUserDisabled();
  const disabling = !user.disabled;
  return (
    <ConfirmDialog
      open
      title={disabling ? `Disable ${user.name}?` : `Enable ${user.name}?`}
      description={
        disabling
          ? `${user.name} is signed out everywhere at once and cannot sign in until enabled again. Their reports and data stay.`
          : `${user.name} can sign in again with their current password.`
      }
      confirmLabel={disabling ? 'Disable user' : 'Enable user'}
      confirmIcon={disabling ? <BlockIcon /> : <CheckCircleOutlineIcon />}
      confirmColor={disabling ? 'error' : 'primary'}
      pending={mutation.isPending}
      error={
        mutation.isError ? (isApiError(mutation.error) ? mutation.error.message : 'The change could not be saved. Please try again.') : null
      }
      onConfirm={() => mutation.mutate({ id: user.id, disabled: disabling }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

function ResetDialog({ user, onClose, onReset }: { user: ManagedUser; onClose(): void; onReset(password: string): void }) {
  const mutation = useResetUserPassword();
  return (
    <ConfirmDialog
      open
      title={`Reset ${user.name}'s password?`}
      description={`Scout makes a new temporary password and shows it to you once. ${user.name}'s current password and every open session stop working at once.`}
      confirmLabel="Reset password"
      confirmIcon={<KeyOutlinedIcon />}
      confirmColor="warning"
      pending={mutation.isPending}
      error={
        mutation.isError
          ? isApiError(mutation.error)
            ? mutation.error.message
            : 'The password could not be reset. Please try again.'
          : null
      }
      onConfirm={() => mutation.mutate(user.id, { onSuccess: (result) => onReset(result.temporaryPassword) })}
      onClose={onClose}
    />
  );
}

/**
 * '/admin/users' (User Management): everyone who can sign in, searched by name or e-mail and filtered on the
 * server, a page at a time; staff create coaches (in an existing or a new organisation) and staff, edit them,
 * disable and enable them, and reset a password (a temporary one, shown once).
 */
export function UsersPage(props: UsersPageProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const [search, setSearch] = useState('');
  const [organizationId, setOrganizationId] = useState('all');
  const [type, setType] = useState<TypeFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [dialog, setDialog] = useState<Dialog>(null);
  const { q, tooShort } = useServerSearch(search);
  // A new search or filter starts from the first page (the key of the list's query changes).
  const query: UsersQuery = {
    ...(q ? { q } : {}),
    ...(organizationId !== 'all' ? { organizationId } : {}),
    ...(type !== 'all' ? { userType: type } : {}),
    ...(status !== 'all' ? { disabled: status === 'disabled' } : {}),
  };
  const users = useUsers(query);
  const organizations = useOrganizations();
  const rows = users.items;
  const filtered = Boolean(q) || organizationId !== 'all' || type !== 'all' || status !== 'all';

  const actionsFor = (user: ManagedUser) => ({
    onEdit: () => setDialog({ kind: 'edit', user }),
    onReset: () => setDialog({ kind: 'reset', user }),
    onToggle: () => setDialog({ kind: 'toggle', user }),
  });

  return (
    <Box>
      <PageHeader
        title="User Management"
        subtitle="Everyone who can sign in: coaches of customer organisations and Scout's staff."
        actions={
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1Icon />}
            onClick={() => setDialog({ kind: 'create' })}
            disabled={!organizations.data}
          >
            New user
          </Button>
        }
      />
      <Box role="search" sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1fr 1fr 1fr' } }}>
        <SearchField
          label="Search by name or e-mail"
          value={search}
          onChange={setSearch}
          helperText={tooShort ? 'Type two letters or more to search.' : undefined}
          sx={{ gridColumn: { sm: '1 / -1', lg: 'auto' } }}
        />
        <TextField
          select
          label="Organisation"
          size="small"
          value={organizationId}
          onChange={(event) => setOrganizationId(event.target.value)}
        >
          <MenuItem value="all">All organisations</MenuItem>
          {(organizations.data?.organizations ?? []).map((organization) => (
            <MenuItem key={organization.id} value={organization.id}>
              {organization.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Type" size="small" value={type} onChange={(event) => setType(event.target.value as TypeFilter)}>
          <MenuItem value="all">Everyone</MenuItem>
          <MenuItem value="external">Coaches</MenuItem>
          <MenuItem value="internal">Internal staff</MenuItem>
        </TextField>
        <TextField select label="Status" size="small" value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)}>
          <MenuItem value="all">Active and disabled</MenuItem>
          <MenuItem value="active">Active</MenuItem>
          <MenuItem value="disabled">Disabled</MenuItem>
        </TextField>
      </Box>

      {users.isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label="Loading users">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={52} />
          ))}
        </Stack>
      ) : users.isError ? (
        <RetryAlert message="Failed to load users. Please try again." onRetry={() => void users.refetch()} />
      ) : rows.length === 0 ? (
        <Card sx={{ py: 5, px: 3, textAlign: 'center' }}>
          <Typography variant="h6" component="p" gutterBottom>
            {filtered ? 'No user matches' : 'No users yet'}
          </Typography>
          <Typography color="text.secondary">
            {filtered ? 'Try another name or e-mail, or clear the filters.' : 'Create the first coach with New user.'}
          </Typography>
        </Card>
      ) : (
        <Card>
          {users.isFetching ? <LinearProgress aria-label="Updating the list" sx={{ height: 2 }} /> : <Box sx={{ height: 2 }} />}
          {phone ? (
            <Stack spacing={1.5} sx={{ p: 1.5 }} component="ul" aria-label="Users" style={{ listStyle: 'none', margin: 0 }}>
              {rows.map((user) => (
                <Card key={user.id} component="li" variant="outlined" aria-label={user.name}>
                  <CardContent sx={{ pb: 1 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
                      <Box sx={{ minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.name}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          <EmailText email={user.email} />
                        </Typography>
                      </Box>
                      <StatusChip user={user} />
                    </Stack>
                    <Typography variant="body2" sx={{ mt: 1 }}>
                      {user.organizationName}
                    </Typography>
                    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      <RoleChips user={user} />
                      <Typography variant="caption" color="text.secondary">
                        Last sign-in: {lastSignIn(user.lastSignInAt)}
                      </Typography>
                    </Stack>
                  </CardContent>
                  <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, pt: 0 }}>
                    <RowActions user={user} props={props} labelled {...actionsFor(user)} />
                  </CardActions>
                </Card>
              ))}
            </Stack>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Users">
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell>E-mail</TableCell>
                    <TableCell>Organisation</TableCell>
                    <TableCell>Role</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Last sign-in</TableCell>
                    <TableCell align="right">Actions</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((user) => (
                    <TableRow key={user.id} hover sx={user.disabled ? { '& td': { color: 'text.secondary' } } : undefined}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <PersonName name={user.name} username={user.username} />
                      </TableCell>
                      <TableCell>
                        <EmailText email={user.email} />
                      </TableCell>
                      <TableCell>{user.organizationName}</TableCell>
                      <TableCell>
                        <RoleChips user={user} />
                      </TableCell>
                      <TableCell>
                        <StatusChip user={user} />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{lastSignIn(user.lastSignInAt)}</TableCell>
                      <TableCell align="right">
                        <RowActions user={user} props={props} {...actionsFor(user)} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Card>
      )}
      <LoadMore hasMore={users.hasMore} loading={users.isFetchingNextPage} onLoadMore={users.loadMore} label="Load more users" />

      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <UserFormDialog
          user={dialog.kind === 'edit' ? dialog.user : undefined}
          organizations={organizations.data?.organizations ?? []}
          canManageAdmins={props.canManageRole('admin')}
          currentUserId={props.currentUserId}
          onClose={() => setDialog(null)}
          onCreated={(result) =>
            setDialog({
              kind: 'password',
              reason: 'created',
              name: result.user.name,
              username: result.user.username,
              password: result.temporaryPassword,
            })
          }
        />
      ) : null}
      {dialog?.kind === 'toggle' ? <ToggleDialog user={dialog.user} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'reset' ? (
        <ResetDialog
          user={dialog.user}
          onClose={() => setDialog(null)}
          onReset={(password) =>
            setDialog({ kind: 'password', reason: 'reset', name: dialog.user.name, username: dialog.user.username, password })
          }
        />
      ) : null}
      {dialog?.kind === 'password' ? (
        <TemporaryPasswordDialog
          reason={dialog.reason}
          name={dialog.name}
          username={dialog.username}
          password={dialog.password}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Box>
  );
}
