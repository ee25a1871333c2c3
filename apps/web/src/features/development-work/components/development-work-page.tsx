import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ViewKanbanOutlinedIcon from '@mui/icons-material/ViewKanbanOutlined';
import ViewListIcon from '@mui/icons-material/ViewList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { DevelopmentTask } from '@scout/shared/api';
import {
  DEVELOPMENT_TASK_STATUS_LABELS,
  DEVELOPMENT_TASK_STATUSES,
  INTERNAL_ORGANIZATION_ID,
  isDevelopmentTaskOverdue,
  localCalendarDate,
  type DevelopmentTaskStatus,
} from '@scout/shared/domain';
import { useId, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { useDeleteDevelopmentTask } from '../api/delete-development-task';
import { useDevelopmentTasks } from '../api/list-development-tasks';
import { useUpdateDevelopmentTask } from '../api/update-development-task';
import { sortTasks, type TaskSort, type TaskSortKey } from '../task-sort';
import { TaskFormDialog } from './task-form-dialog';

type Dialog =
  | { kind: 'create'; status: DevelopmentTaskStatus }
  | { kind: 'edit'; task: DevelopmentTask }
  | { kind: 'delete'; task: DevelopmentTask }
  | null;

type View = 'board' | 'list';
const UNASSIGNED = '__unassigned';

function formatDue(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year as number, (month as number) - 1, day).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

function DueChip({ task, today }: { task: DevelopmentTask; today: string }) {
  if (!task.dueDate) return null;
  const overdue = isDevelopmentTaskOverdue(task, today);
  return (
    <Chip
      size="small"
      color={overdue ? 'error' : 'default'}
      variant={overdue ? 'filled' : 'outlined'}
      label={overdue ? `Overdue · ${formatDue(task.dueDate)}` : `Due ${formatDue(task.dueDate)}`}
    />
  );
}

function ReportLink({ task }: { task: DevelopmentTask }) {
  if (!task.reportId) return null;
  return (
    <Link
      component={RouterLink}
      to={paths.report.getHref(task.reportId)}
      variant="body2"
      underline="hover"
      sx={{ overflowWrap: 'anywhere' }}
    >
      {task.reportTitle ?? 'Linked report (deleted)'}
    </Link>
  );
}

/** The task's actions: move to another column, edit, delete. */
function TaskActions({ task, onEdit, onDelete }: { task: DevelopmentTask; onEdit(): void; onDelete(): void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const update = useUpdateDevelopmentTask();
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${task.title}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {DEVELOPMENT_TASK_STATUSES.filter((status) => status !== task.status).map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              close();
              update.mutate({ taskId: task.id, changes: { status, version: task.version } });
            }}
          >
            Move to {DEVELOPMENT_TASK_STATUS_LABELS[status]}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            onEdit();
          }}
        >
          Edit
        </MenuItem>
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            close();
            onDelete();
          }}
        >
          Delete
        </MenuItem>
      </Menu>
    </>
  );
}

function TaskCard({ task, today, onEdit, onDelete }: { task: DevelopmentTask; today: string; onEdit(): void; onDelete(): void }) {
  return (
    <Card component="article" aria-label={task.title} variant="outlined">
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700, flex: 1, overflowWrap: 'anywhere', lineHeight: 1.3, pt: 0.5 }}
          >
            {task.title}
          </Typography>
          <TaskActions task={task} onEdit={onEdit} onDelete={onDelete} />
        </Stack>
        {task.description ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {task.description.length > 160 ? `${task.description.slice(0, 160)}…` : task.description}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Chip size="small" variant="outlined" label={task.assigneeName ?? 'Unassigned'} />
          <DueChip task={task} today={today} />
        </Stack>
        <Box sx={{ mt: task.reportId ? 1 : 0 }}>
          <ReportLink task={task} />
        </Box>
      </CardContent>
    </Card>
  );
}

function Board({ tasks, today, setDialog }: { tasks: DevelopmentTask[]; today: string; setDialog(dialog: Dialog): void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignItems: 'start' }}>
      {DEVELOPMENT_TASK_STATUSES.map((status) => {
        const column = tasks.filter((task) => task.status === status);
        const label = DEVELOPMENT_TASK_STATUS_LABELS[status];
        return (
          <Paper key={status} component="section" aria-label={label} variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                {label}
              </Typography>
              <Chip size="small" label={column.length} aria-label={`${column.length} tasks`} />
            </Stack>
            <Stack spacing={1}>
              {column.map((task) => (
                <TaskCard
                  key={task.id}
                  task={task}
                  today={today}
                  onEdit={() => setDialog({ kind: 'edit', task })}
                  onDelete={() => setDialog({ kind: 'delete', task })}
                />
              ))}
              {column.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  No tasks here.
                </Typography>
              ) : null}
              <Button
                size="small"
                startIcon={<AddIcon />}
                onClick={() => setDialog({ kind: 'create', status })}
                sx={{ alignSelf: 'flex-start' }}
              >
                Add to {label}
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </Box>
  );
}

/** Columns a phone leaves out. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;

const LIST_COLUMNS: { key: TaskSortKey; label: string; wide?: boolean }[] = [
  { key: 'title', label: 'Title' },
  { key: 'status', label: 'Status', wide: true },
  { key: 'assignee', label: 'Assignee', wide: true },
  { key: 'dueDate', label: 'Due' },
  { key: 'updatedAt', label: 'Updated', wide: true },
];

function TaskList({ tasks, today, setDialog }: { tasks: DevelopmentTask[]; today: string; setDialog(dialog: Dialog): void }) {
  const [sort, setSort] = useState<TaskSort>({ key: 'dueDate', direction: 'asc' });
  const rows = useMemo(() => sortTasks(tasks, sort), [tasks, sort]);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Development tasks" sx={{ minWidth: { md: 760 } }}>
        <TableHead>
          <TableRow>
            {LIST_COLUMNS.map((column) => (
              <TableCell
                key={column.key}
                sortDirection={sort.key === column.key ? sort.direction : false}
                sx={column.wide ? WIDE_ONLY : undefined}
              >
                <TableSortLabel
                  active={sort.key === column.key}
                  direction={sort.key === column.key ? sort.direction : 'asc'}
                  onClick={() =>
                    setSort((was) => ({ key: column.key, direction: was.key === column.key && was.direction === 'asc' ? 'desc' : 'asc' }))
                  }
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell sx={WIDE_ONLY}>Report</TableCell>
            {/* No visible heading (the menu button names itself); an absolutely placed hidden text would widen the page. */}
            <TableCell align="right" aria-label="Actions" />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((task) => (
            <TableRow key={task.id} hover>
              <TableCell sx={{ maxWidth: 280, overflowWrap: 'break-word' }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {task.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ display: { md: 'none' } }}>
                  {task.assigneeName ?? 'Unassigned'} · {DEVELOPMENT_TASK_STATUS_LABELS[task.status]}
                </Typography>
              </TableCell>
              <TableCell sx={WIDE_ONLY}>{DEVELOPMENT_TASK_STATUS_LABELS[task.status]}</TableCell>
              <TableCell sx={WIDE_ONLY}>{task.assigneeName ?? 'Unassigned'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{task.dueDate ? <DueChip task={task} today={today} /> : '—'}</TableCell>
              <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{new Date(task.updatedAt).toLocaleDateString()}</TableCell>
              <TableCell sx={{ ...WIDE_ONLY, maxWidth: 220 }}>
                <ReportLink task={task} />
              </TableCell>
              <TableCell align="right">
                <TaskActions
                  task={task}
                  onEdit={() => setDialog({ kind: 'edit', task })}
                  onDelete={() => setDialog({ kind: 'delete', task })}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function DeleteTaskDialog({ task, onClose }: { task: DevelopmentTask; onClose(): void }) {
  const mutation = useDeleteDevelopmentTask();
  return (
    <ConfirmDialog
      open
      title="Delete task?"
      description={`“${task.title}” will be deleted. This cannot be undone.`}
      confirmLabel="Delete task"
      pending={mutation.isPending}
      error={mutation.isError ? 'The task could not be deleted. Please try again.' : null}
      onConfirm={() => mutation.mutate(task.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/**
 * '/development-work': internal staff's development tasks as a board (To do, In progress, Done; a task moves
 * between columns from its menu) and as a sortable list, filtered by assignee; overdue tasks are marked.
 */
export function DevelopmentWorkPage() {
  const organizationId = INTERNAL_ORGANIZATION_ID;
  const tasks = useDevelopmentTasks(organizationId);
  const moves = useUpdateDevelopmentTask();
  const [view, setView] = useState<View>('board');
  const [assignee, setAssignee] = useState('all');
  const [dialog, setDialog] = useState<Dialog>(null);
  const today = localCalendarDate(new Date());
  const all = tasks.data?.tasks ?? [];
  // The assignee filter offers the people the tasks are assigned to (not every member of staff), by name.
  const assignees = [
    ...new Map(all.flatMap((task) => (task.assigneeId ? [[task.assigneeId, task.assigneeName ?? task.assigneeId] as const] : []))),
  ].sort((a, b) => a[1].localeCompare(b[1]));
  const shown = all.filter(
    (task) => assignee === 'all' || (assignee === UNASSIGNED ? task.assigneeId === null : task.assigneeId === assignee),
  );
  const overdue = shown.filter((task) => isDevelopmentTaskOverdue(task, today)).length;

  return (
    <Box>
      <PageHeader
        title="Development Work"
        subtitle="Staff tasks: plan them on the board, move them along, and keep an eye on what is overdue."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create', status: 'todo' })}>
            New task
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, value: View | null) => value && setView(value)}
          aria-label="View"
        >
          <ToggleButton value="board" aria-label="Board">
            <ViewKanbanOutlinedIcon fontSize="small" sx={{ mr: 0.5 }} />
            Board
          </ToggleButton>
          <ToggleButton value="list" aria-label="List">
            <ViewListIcon fontSize="small" sx={{ mr: 0.5 }} />
            List
          </ToggleButton>
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label="Assignee"
          fullWidth={false}
          value={assignee}
          onChange={(event) => setAssignee(event.target.value)}
          sx={{ width: { xs: '100%', sm: 240 } }}
        >
          <MenuItem value="all">Everyone</MenuItem>
          <MenuItem value={UNASSIGNED}>Unassigned</MenuItem>
          {assignees.map(([id, name]) => (
            <MenuItem key={id} value={id}>
              <ListItemText primary={name} />
            </MenuItem>
          ))}
        </TextField>
        {overdue > 0 ? <Chip color="error" label={`${overdue} overdue`} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} /> : null}
      </Stack>
      {moves.isError ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => moves.reset()}>
          {moves.error.message || 'The task could not be moved. Please try again.'}
        </Alert>
      ) : null}
      {tasks.isPending ? (
        <Box
          aria-busy="true"
          aria-label="Loading tasks"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
        >
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={180} />
        </Box>
      ) : tasks.isError ? (
        <RetryAlert message="Failed to load the development tasks." onRetry={() => void tasks.refetch()} />
      ) : all.length === 0 ? (
        <Card sx={{ py: 6, px: 3, textAlign: 'center' }}>
          <TaskAltIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
          <Typography variant="h6" component="p" gutterBottom>
            No tasks yet
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Add the work staff have on: a report to finish, film to re-cut, a fix to ship.
          </Typography>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create', status: 'todo' })}>
            Add a task
          </Button>
        </Card>
      ) : view === 'board' ? (
        <Board tasks={shown} today={today} setDialog={setDialog} />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">No task is assigned to this person.</Typography>
      ) : (
        <TaskList tasks={shown} today={today} setDialog={setDialog} />
      )}
      {dialog?.kind === 'create' ? (
        <TaskFormDialog organizationId={organizationId} initialStatus={dialog.status} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <TaskFormDialog organizationId={organizationId} task={dialog.task} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? <DeleteTaskDialog task={dialog.task} onClose={() => setDialog(null)} /> : null}
    </Box>
  );
}
