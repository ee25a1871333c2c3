import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { DevelopmentTask } from '@scout/shared/api';
import {
  DEVELOPMENT_TASK_DESCRIPTION_MAX,
  DEVELOPMENT_TASK_STATUS_LABELS,
  DEVELOPMENT_TASK_STATUSES,
  DEVELOPMENT_TASK_TITLE_MAX,
  type DevelopmentTaskStatus,
} from '@scout/shared/domain';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useReports } from '../../../entities/reports/list-reports';
import { StaffSelect } from '../../../entities/users/staff-select';
import { useOrganizationName } from '../../../entities/users/list-organizations';
import { useCreateDevelopmentTask } from '../api/create-development-task';
import { useUpdateDevelopmentTask } from '../api/update-development-task';

interface ReportOption {
  id: string;
  label: string;
}

interface TaskFormDialogProps {
  /** The task to edit; absent: a new task (in `initialStatus`). */
  task?: DevelopmentTask;
  initialStatus?: DevelopmentTaskStatus;
  organizationId: string;
  onClose(): void;
}

/** Creates or edits a development task: title, description, status, assignee, linked report, due date. */
export function TaskFormDialog({ task, initialStatus = 'todo', organizationId, onClose }: TaskFormDialogProps) {
  const [title, setTitle] = useState(task?.title ?? '');
  const [description, setDescription] = useState(task?.description ?? '');
  const [status, setStatus] = useState<DevelopmentTaskStatus>(task?.status ?? initialStatus);
  const [assigneeId, setAssigneeId] = useState(task?.assigneeId ?? '');
  const [report, setReport] = useState<ReportOption | null>(
    task?.reportId ? { id: task.reportId, label: task.reportTitle ?? task.reportId } : null,
  );
  const [dueDate, setDueDate] = useState(task?.dueDate ?? '');
  const [touched, setTouched] = useState(false);
  const [assigneeName, setAssigneeName] = useState(task?.assigneeName ?? null);
  const reports = useReports({ isInternalUser: true, limit: 100 });
  const organizationName = useOrganizationName();
  const create = useCreateDevelopmentTask();
  const update = useUpdateDevelopmentTask();
  const mutation = task ? update : create;
  const titleProblem = title.trim() === '' ? 'Give the task a title' : null;
  const reportOptions: ReportOption[] = (reports.data?.reports ?? []).map((r) => ({
    id: r.id,
    label: `${r.title} · ${organizationName(r.organizationId)}`,
  }));

  const submit = () => {
    setTouched(true);
    if (titleProblem) return;
    const fields = {
      title: title.trim(),
      description: description.trim(),
      status,
      assigneeId: assigneeId || null,
      reportId: report?.id ?? null,
      dueDate: dueDate || null,
    };
    if (task) update.mutate({ taskId: task.id, changes: { ...fields, version: task.version } }, { onSuccess: onClose });
    else create.mutate({ ...fields, organizationId }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      title={task ? 'Edit task' : 'New task'}
      submitLabel={task ? 'Save task' : 'Create task'}
      onSubmit={submit}
      onClose={onClose}
      pending={mutation.isPending}
      error={mutation.isError ? mutation.error.message || 'The task could not be saved. Please try again.' : null}
    >
      <TextField
        label="Title"
        required
        autoFocus
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={touched && titleProblem !== null}
        helperText={touched ? titleProblem : null}
        slotProps={{ htmlInput: { maxLength: DEVELOPMENT_TASK_TITLE_MAX } }}
      />
      <TextField
        label="Description"
        multiline
        minRows={3}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        slotProps={{ htmlInput: { maxLength: DEVELOPMENT_TASK_DESCRIPTION_MAX } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as DevelopmentTaskStatus)}
          sx={{ flex: 1 }}
        >
          {DEVELOPMENT_TASK_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {DEVELOPMENT_TASK_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Due date"
          type="date"
          value={dueDate}
          onChange={(event) => setDueDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <StaffSelect
        label="Assignee"
        size="medium"
        value={assigneeId}
        onChange={(id, user) => {
          setAssigneeId(id);
          setAssigneeName(user?.name ?? null);
        }}
        leadingOptions={[{ value: '', label: 'Unassigned' }]}
        chosenName={assigneeName ?? assigneeId}
      />
      <Autocomplete
        options={reportOptions}
        value={report}
        onChange={(_event, value) => setReport(value)}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        loading={reports.isPending}
        renderInput={(params) => <TextField {...params} label="Linked report (optional)" />}
      />
    </FormDialog>
  );
}
