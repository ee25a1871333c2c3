import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { InternalUser } from '@scout/shared/api';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { LoadMore } from '../../../components/ui/load-more';
import { SearchField } from '../../../components/ui/search-field';
import { useInternalUserPages } from '../../../entities/users/list-internal-users';
import { useServerSearch } from '../../../entities/users/server-search';
import { isApiError } from '../../../lib/api-error';
import { useDeleteInternalUser } from '../api/delete-internal-user';
import { InternalUserFormDialog } from './internal-user-form-dialog';
import { EmailText, lastSignIn, PersonName } from './person-text';
import { TemporaryPasswordDialog } from './temporary-password-dialog';
import type { UsersPageProps } from './users-page';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; user: InternalUser }
  | { kind: 'remove'; user: InternalUser }
  | { kind: 'password'; name: string; username: string; password: string }
  | null;

const ROLE_LABELS: Record<string, string> = { admin: 'Administrator', staff: 'Staff' };
const reportsLabel = (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`;

function lockedBecause(user: InternalUser, props: UsersPageProps, action: 'edit' | 'remove'): string | null {
  if (user.isDemoAccount) return "Demo accounts can't be changed: they are the product's demo sign-ins.";
  if (!props.canManageRole(user.role)) return 'Only administrators can manage staff and administrators.';
  if (action === 'remove' && user.id === props.currentUserId) return 'You cannot remove yourself.';
  return null;
}

function Chips({ user }: { user: InternalUser }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" color="primary" label={ROLE_LABELS[user.role] ?? user.role} />
      {user.disabled ? <Chip size="small" color="error" variant="outlined" label="Disabled" /> : null}
      {user.isDemoAccount ? <Chip size="small" variant="outlined" label="Demo" /> : null}
    </Stack>
  );
}

function RemoveDialog({ user, onClose }: { user: InternalUser; onClose(): void }) {
  const mutation = useDeleteInternalUser();
  const assignments = user.reportsAssigned === 0 ? '' : ` The ${reportsLabel(user.reportsAssigned)} they are assigned to keep their name.`;
  return (
    <ConfirmDialog
      open
      title={`Remove ${user.name}?`}
      description={`${user.name} is signed out everywhere and cannot sign in again.${assignments}`}
      confirmLabel="Remove"
      pending={mutation.isPending}
      error={
        mutation.isError ? (isApiError(mutation.error) ? mutation.error.message : 'They could not be removed. Please try again.') : null
      }
      onConfirm={() => mutation.mutate(user.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/**
 * '/internal-users': Scout's staff with their reports assigned and last sign-in, by name a page at a time
 * (Load more) and searched on the server; add, edit and remove them.
 */
export function InternalUsersPage(props: UsersPageProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const [search, setSearch] = useState('');
  const { q, tooShort } = useServerSearch(search);
  const staff = useInternalUserPages(q);
  const [dialog, setDialog] = useState<Dialog>(null);
  const users = staff.items;

  const actions = (user: InternalUser, labelled: boolean) =>
    (
      [
        {
          label: 'Edit',
          icon: <EditOutlinedIcon fontSize="small" />,
          off: lockedBecause(user, props, 'edit'),
          open: () => setDialog({ kind: 'edit', user }),
        },
        {
          label: 'Remove',
          icon: <DeleteOutlineIcon fontSize="small" />,
          off: lockedBecause(user, props, 'remove'),
          open: () => setDialog({ kind: 'remove', user }),
          color: 'error' as const,
        },
      ] as const
    ).map((action) =>
      labelled ? (
        <Button
          key={action.label}
          size="small"
          color={'color' in action ? action.color : 'primary'}
          startIcon={action.icon}
          disabled={Boolean(action.off)}
          onClick={action.open}
          aria-label={`${action.label} ${user.name}`}
        >
          {action.label}
        </Button>
      ) : (
        <Tooltip key={action.label} title={action.off ?? action.label}>
          <span>
            <IconButton
              size="small"
              color={'color' in action ? action.color : 'default'}
              disabled={Boolean(action.off)}
              onClick={action.open}
              aria-label={`${action.label} ${user.name}`}
            >
              {action.icon}
            </IconButton>
          </span>
        </Tooltip>
      ),
    );

  return (
    <Box>
      <PageHeader
        title="Internal Users"
        subtitle="Scout's staff: who works on reports, how many each is assigned, and when they last signed in."
        actions={
          <Button variant="contained" startIcon={<PersonAddAlt1Icon />} onClick={() => setDialog({ kind: 'create' })}>
            Add staff member
          </Button>
        }
      />
      <Box role="search" sx={{ mb: 2, maxWidth: { sm: 420 } }}>
        <SearchField
          label="Search staff by name or e-mail"
          value={search}
          onChange={setSearch}
          fullWidth
          helperText={tooShort ? 'Type two letters or more to search.' : undefined}
        />
      </Box>
      {staff.isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label="Loading staff">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={52} />
          ))}
        </Stack>
      ) : staff.isError ? (
        <RetryAlert message="Failed to load internal users. Please try again." onRetry={() => void staff.refetch()} />
      ) : users.length === 0 ? (
        <Card sx={{ py: 5, px: 3, textAlign: 'center' }}>
          <Typography variant="h6" component="p" gutterBottom>
            {q ? 'No staff member matches' : 'No staff yet'}
          </Typography>
          <Typography color="text.secondary">{q ? 'Try another name or e-mail.' : 'Add the first with Add staff member.'}</Typography>
        </Card>
      ) : phone ? (
        <Stack spacing={1.5} component="ul" aria-label="Internal users" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {users.map((user) => (
            <Card key={user.id} component="li" aria-label={user.name}>
              <CardContent sx={{ pb: 1 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  <EmailText email={user.email} />
                </Typography>
                <Chips user={user} />
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {reportsLabel(user.reportsAssigned)} assigned · last sign-in: {lastSignIn(user.lastSignInAt)}
                </Typography>
              </CardContent>
              <CardActions sx={{ pt: 0 }}>
                {lockedBecause(user, props, 'edit') ? (
                  <Typography variant="caption" color="text.secondary" sx={{ px: 1, pb: 1 }}>
                    {lockedBecause(user, props, 'edit')}
                  </Typography>
                ) : (
                  actions(user, true)
                )}
              </CardActions>
            </Card>
          ))}
        </Stack>
      ) : (
        <Card>
          <TableContainer>
            <Table size="small" aria-label="Internal users">
              <TableHead>
                <TableRow>
                  <TableCell>Name</TableCell>
                  <TableCell>E-mail</TableCell>
                  <TableCell>Role</TableCell>
                  <TableCell align="right">Reports assigned</TableCell>
                  <TableCell>Last sign-in</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {users.map((user) => (
                  <TableRow key={user.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <PersonName name={user.name} username={user.username} />
                    </TableCell>
                    <TableCell>
                      <EmailText email={user.email} />
                    </TableCell>
                    <TableCell>
                      <Chips user={user} />
                    </TableCell>
                    <TableCell align="right">{user.reportsAssigned}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{lastSignIn(user.lastSignInAt)}</TableCell>
                    <TableCell align="right">
                      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                        {actions(user, false)}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      <LoadMore hasMore={staff.hasMore} loading={staff.isFetchingNextPage} onLoadMore={staff.loadMore} label="Load more staff" />

      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <InternalUserFormDialog
          user={dialog.kind === 'edit' ? dialog.user : undefined}
          canManageAdmins={props.canManageRole('admin')}
          currentUserId={props.currentUserId}
          onClose={() => setDialog(null)}
          onCreated={(result) =>
            setDialog({ kind: 'password', name: result.user.name, username: result.user.username, password: result.temporaryPassword })
          }
        />
      ) : null}
      {dialog?.kind === 'remove' ? <RemoveDialog user={dialog.user} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'password' ? (
        <TemporaryPasswordDialog
          reason="created"
          name={dialog.name}
          username={dialog.username}
          password={dialog.password}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Box>
  );
}
