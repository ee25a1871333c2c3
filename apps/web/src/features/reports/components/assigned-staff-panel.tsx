import GroupOutlinedIcon from '@mui/icons-material/GroupOutlined';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import { useAssignStaff } from '../../../entities/reports/assign-staff';
import { useAssignments } from '../../../entities/reports/list-assignments';
import { StaffSelect } from '../../../entities/users/staff-select';
import type { Notify } from '../report-notice';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}` : (words[0]?.slice(0, 2) ?? '?')).toUpperCase();
}

function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}

interface AssignedStaffPanelProps {
  reportId: string;
  /** Internal users may assign staff (the server allows it to them only). */
  canAssign: boolean;
  onNotify: Notify;
}

/** 'Assigned staff': who at Scout works on the report; internal users add someone from the staff list. */
export function AssignedStaffPanel({ reportId, canAssign, onNotify }: AssignedStaffPanelProps) {
  const assignmentsQuery = useAssignments(reportId);
  const assign = useAssignStaff(reportId);
  const [userId, setUserId] = useState('');
  const assignments = useMemo(() => assignmentsQuery.data?.assignments ?? [], [assignmentsQuery.data]);
  // Disabled staff keep their past assignments but are not offered for new ones (StaffSelect leaves them out).
  const assigned = useMemo(() => new Set(assignments.map((a) => a.userId)), [assignments]);

  const onAssign = (event: FormEvent) => {
    event.preventDefault();
    if (!userId) return;
    assign.mutate(userId, {
      onSuccess: (assignment) => {
        setUserId('');
        onNotify({ severity: 'success', message: `${assignment.name} is assigned to this report.` });
      },
    });
  };

  return (
    <Card component="section" aria-labelledby="assigned-staff-heading" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <GroupOutlinedIcon color="primary" />
          <Typography id="assigned-staff-heading" variant="h6" component="h2">
            Assigned staff
          </Typography>
        </Stack>

        {assignmentsQuery.isPending ? (
          <Stack spacing={1} aria-busy="true">
            <Skeleton variant="rounded" height={44} />
            <Skeleton variant="rounded" height={44} />
          </Stack>
        ) : assignmentsQuery.isError ? (
          <Alert severity="warning">Could not load assigned staff.</Alert>
        ) : assignments.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            No staff assigned yet.
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Assigned staff">
            {assignments.map((assignment) => (
              <ListItem key={assignment.userId} disableGutters>
                <ListItemAvatar sx={{ minWidth: 48 }}>
                  <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: '0.9rem', fontWeight: 700 }}>
                    {initials(assignment.name)}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={assignment.name}
                  secondary={`${assignment.role} · since ${formatDay(assignment.assignedAt)}`}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                />
              </ListItem>
            ))}
          </List>
        )}

        {canAssign ? (
          <>
            <Divider sx={{ my: 2 }} />
            <Box component="form" onSubmit={onAssign} noValidate>
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                <StaffSelect
                  label="Staff member"
                  value={userId}
                  onChange={(id) => {
                    assign.reset();
                    setUserId(id);
                  }}
                  exclude={assigned}
                  enabled={canAssign}
                  emptyText="Everyone is assigned."
                  sx={{ width: '100%' }}
                />
                <Button
                  type="submit"
                  variant="outlined"
                  startIcon={<PersonAddAlt1Icon />}
                  disabled={!userId}
                  loading={assign.isPending}
                  sx={{ flexShrink: 0 }}
                >
                  Assign
                </Button>
              </Stack>
              {assign.isError ? (
                <Alert severity="error" sx={{ mt: 1.5 }}>
                  Failed to assign staff. Please try again.
                </Alert>
              ) : null}
            </Box>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
