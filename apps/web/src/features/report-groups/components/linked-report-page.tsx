import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BarChartIcon from '@mui/icons-material/BarChart';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReportGroup } from '@scout/shared/api';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadFailure } from '../../../components/ui/load-failure';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useReportGroup } from '../../../entities/report-groups/get-report-group';
import { useReportGroups } from '../../../entities/report-groups/list-report-groups';
import { useUpdateReportGroup } from '../../../entities/report-groups/update-report-group';
import { formatDay } from '../../../entities/report-groups/group-games';
import { dateRangeOf, snapsLabel } from '../group-format';
import { DeleteGroupDialog } from './delete-group-dialog';
import { GroupFormDialog } from './group-form-dialog';
import { GroupKeyTendencies } from './group-key-tendencies';

const ANALYTICS = [
  { label: 'Play Concepts', href: paths.groupPlayConcept.getHref },
  { label: 'Hash', href: paths.groupHash.getHref },
  { label: 'Down & Distance', href: paths.groupDownDistance.getHref },
  { label: 'Formation Analysis', href: paths.groupFormationAnalysis.getHref },
] as const;

function BackToRollups() {
  return (
    <Button component={Link} to={paths.reportRollup.getHref()} startIcon={<ArrowBackIcon />}>
      Back to Report Rollups
    </Button>
  );
}

function GroupReports({ group }: { group: ReportGroup }) {
  const update = useUpdateReportGroup();
  const remove = (id: string) =>
    update.mutate({ id: group.id, changes: { reportIds: group.reports.map((r) => r.id).filter((r) => r !== id) } });
  return (
    <Card component="section" aria-labelledby="group-reports">
      <CardContent>
        <Typography id="group-reports" variant="h6" component="h2">
          Reports
        </Typography>
        {update.isError ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            The report could not be taken out of the group. Please try again.
          </Alert>
        ) : null}
        {group.reports.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            No reports left in this group. Edit the group to add some.
          </Typography>
        ) : (
          <List dense disablePadding>
            {group.reports.map((report, i) => (
              <ListItem
                key={report.id}
                disableGutters
                divider={i < group.reports.length - 1}
                secondaryAction={
                  group.reports.length > 1 ? (
                    <Tooltip title="Take out of the group">
                      <IconButton
                        edge="end"
                        aria-label={`Remove ${report.title} from the group`}
                        onClick={() => remove(report.id)}
                        disabled={update.isPending}
                      >
                        <RemoveCircleOutlineIcon />
                      </IconButton>
                    </Tooltip>
                  ) : null
                }
              >
                <ListItemText
                  primary={<Link to={paths.report.getHref(report.id)}>{report.title}</Link>}
                  secondary={`${formatDay(report.createdAt)} · ${snapsLabel(report.cardsCount)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * '/view-linked-report/{groupId}': a group's reports, combined snaps, key tendencies and the group analytics.
 * `extraActions` (the app's Share button) stand first among the header's buttons once the group has loaded.
 */
export function LinkedReportPage({ groupId, extraActions }: { groupId: string; extraActions?: ReactNode }) {
  const group = useReportGroup(groupId);
  const groups = useReportGroups();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);

  if (group.isPending) {
    return (
      <Box aria-busy="true" aria-label="Loading the group">
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={160} sx={{ my: 2 }} />
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  }
  if (group.isError) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <LoadFailure
          error={group.error}
          notFound="Group not found."
          failed="Failed to load the group. Please try again."
          onRetry={() => void group.refetch()}
        />
        <BackToRollups />
      </Stack>
    );
  }
  const data = group.data;
  return (
    <Box>
      <BackToRollups />
      <PageHeader
        title={data.name}
        subtitle={`${data.reports.length} ${data.reports.length === 1 ? 'report' : 'reports'} · ${snapsLabel(data.totalSnaps)} · ${dateRangeOf(data)}`}
        actions={
          <>
            {extraActions}
            <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setDialog('edit')}>
              Edit group
            </Button>
            <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setDialog('delete')}>
              Delete
            </Button>
          </>
        }
      />
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          <GroupReports group={data} />
          <Card component="section" aria-labelledby="group-analytics">
            <CardContent>
              <Typography id="group-analytics" variant="h6" component="h2" gutterBottom>
                Analytics across games
              </Typography>
              <Stack spacing={1}>
                {ANALYTICS.map((link) => (
                  <Button
                    key={link.label}
                    component={Link}
                    to={link.href(data.id)}
                    variant="outlined"
                    startIcon={<BarChartIcon />}
                    sx={{ justifyContent: 'flex-start' }}
                  >
                    {link.label}
                  </Button>
                ))}
              </Stack>
            </CardContent>
          </Card>
        </Box>
        {data.reports.length > 0 ? <GroupKeyTendencies reports={data.reports} organizationId={data.organizationId} /> : null}
      </Stack>
      {dialog === 'edit' ? (
        <GroupFormDialog
          group={data}
          groups={groups.data?.groups ?? []}
          organizationId={data.organizationId}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'delete' ? (
        <DeleteGroupDialog
          group={data}
          onClose={() => setDialog(null)}
          onDeleted={() => void navigate(paths.reportRollup.getHref(), { replace: true })}
        />
      ) : null}
    </Box>
  );
}
