import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportGroup } from '@scout/shared/api';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { useReportGroups } from '../../../entities/report-groups/list-report-groups';
import { formatDay } from '../../../entities/report-groups/group-games';
import { dateRangeOf, snapsLabel } from '../group-format';
import { DeleteGroupDialog } from './delete-group-dialog';
import { GroupFormDialog } from './group-form-dialog';

type Dialog = { kind: 'create' } | { kind: 'edit'; group: ReportGroup } | { kind: 'delete'; group: ReportGroup } | null;

function GroupCard({ group, onEdit, onDelete }: { group: ReportGroup; onEdit(): void; onDelete(): void }) {
  return (
    <Card component="section" aria-label={group.name} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          <Box
            component={Link}
            to={paths.linkedReport.getHref(group.id)}
            sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
          >
            {group.name}
          </Box>
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
          <Chip size="small" label={`${group.reports.length} ${group.reports.length === 1 ? 'report' : 'reports'}`} />
          <Chip size="small" label={snapsLabel(group.totalSnaps)} />
          <Chip size="small" variant="outlined" label={dateRangeOf(group)} />
        </Stack>
        {group.reports.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No reports left in this group: edit it to add some.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {group.reports.map((report) => (
              <Typography component="li" variant="body2" key={report.id} sx={{ py: 0.25 }}>
                <Link to={paths.report.getHref(report.id)}>{report.title}</Link>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {formatDay(report.createdAt)} · {snapsLabel(report.cardsCount)}
                </Typography>
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        <Button size="small" component={Link} to={paths.linkedReport.getHref(group.id)} startIcon={<LinkIcon />}>
          Open
        </Button>
        <Button size="small" onClick={onEdit} startIcon={<EditOutlinedIcon />} aria-label={`Edit ${group.name}`}>
          Edit
        </Button>
        <Button size="small" color="error" onClick={onDelete} startIcon={<DeleteOutlineIcon />} aria-label={`Delete ${group.name}`}>
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}

/** '/reports/rollup': the organisation's groups of linked reports, each with its reports, snaps and dates. */
export function ReportRollupPage() {
  const groups = useReportGroups();
  const [dialog, setDialog] = useState<Dialog>(null);
  const all = groups.data?.groups ?? [];

  return (
    <Box>
      <PageHeader
        title="Report Rollups"
        subtitle="Link reports of one opponent (the last games you scouted) and read their tendencies together."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
            New group
          </Button>
        }
      />
      {groups.isPending ? (
        <Box
          aria-busy="true"
          aria-label="Loading groups"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={180} />
        </Box>
      ) : groups.isError ? (
        <RetryAlert message="Failed to load your groups of linked reports." onRetry={() => void groups.refetch()} />
      ) : all.length === 0 ? (
        <Card sx={{ py: 6, px: 3, textAlign: 'center' }}>
          <LinkIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
          <Typography variant="h6" component="p" gutterBottom>
            No groups yet
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Group the reports of one opponent to see snaps, dates and key tendencies across those games.
          </Typography>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
            Create a group
          </Button>
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'stretch' }}>
          {all.map((group) => (
            <GroupCard
              key={group.id}
              group={group}
              onEdit={() => setDialog({ kind: 'edit', group })}
              onDelete={() => setDialog({ kind: 'delete', group })}
            />
          ))}
        </Box>
      )}
      {dialog?.kind === 'create' ? <GroupFormDialog groups={all} organizationId={null} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? (
        <GroupFormDialog group={dialog.group} groups={all} organizationId={dialog.group.organizationId} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? <DeleteGroupDialog group={dialog.group} onClose={() => setDialog(null)} /> : null}
    </Box>
  );
}
