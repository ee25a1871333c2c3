import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { OrganizationStorage } from '@scout/shared/api';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { useOrganizationStorage } from '../../../entities/storage/get-organization-storage';
import { useOrganizationName } from '../../../entities/users/list-organizations';
import { formatBytes } from '../../../lib/format-bytes';
import { quotaSeverity, storageKindLabel } from '../storage-labels';

/**
 * The bytes of each kind as one bar of coloured parts (the table under it is its legend, in words): a whole
 * charting library for one bar would double what this page loads.
 */
function KindBar({ kinds, colors }: { kinds: OrganizationStorage['byKind']; colors: readonly string[] }) {
  const total = kinds.reduce((sum, entry) => sum + entry.bytes, 0);
  return (
    <Box aria-hidden sx={{ display: 'flex', height: 16, borderRadius: 1, overflow: 'hidden', my: 1.5, bgcolor: 'action.hover' }}>
      {kinds.map((entry, i) => (
        <Box
          key={entry.kind}
          sx={{
            width: `${total > 0 ? (entry.bytes / total) * 100 : 0}%`,
            minWidth: entry.bytes > 0 ? 2 : 0,
            bgcolor: colors[i % colors.length],
          }}
        />
      ))}
    </Box>
  );
}

export const STORAGE_LOAD_FAILED = 'Failed to load storage. Please try again later.';

function QuotaCard({ storage }: { storage: OrganizationStorage }) {
  const percent = Math.min(100, storage.percentUsed);
  return (
    <Card component="section" aria-label="Quota">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
          <Typography variant="h6" component="h2">
            {formatBytes(storage.usedBytes)} of {formatBytes(storage.quotaBytes)} used
          </Typography>
          <Typography color="text.secondary">
            {storage.percentUsed === 0 && storage.usedBytes > 0 ? '< 0.1' : storage.percentUsed} % ·{' '}
            {storage.objects.toLocaleString('en-US')} {storage.objects === 1 ? 'file' : 'files'}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={quotaSeverity(storage.percentUsed)}
          aria-label={`${storage.percentUsed} % of the storage quota used`}
          sx={{ height: 10, borderRadius: 5 }}
        />
      </CardContent>
    </Card>
  );
}

function ByKind({ storage }: { storage: OrganizationStorage }) {
  const theme = useTheme();
  const colors = [
    theme.palette.primary.main,
    theme.palette.success.main,
    theme.palette.warning.main,
    theme.palette.info.main,
    theme.palette.secondary.main,
  ];
  return (
    <Card component="section" aria-label="By kind of media" sx={{ flex: 1, minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          By kind of media
        </Typography>
        {storage.byKind.length === 0 ? (
          <Typography color="text.secondary">Nothing stored yet.</Typography>
        ) : (
          <>
            <KindBar kinds={storage.byKind} colors={colors} />
            <Table size="small" aria-label="Storage by kind of media">
              <TableBody>
                {storage.byKind.map((entry, i) => (
                  <TableRow key={entry.kind}>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Box sx={{ width: 12, height: 12, borderRadius: 0.5, flexShrink: 0, bgcolor: colors[i % colors.length] }} />
                        <span>{storageKindLabel(entry.kind)}</span>
                      </Stack>
                    </TableCell>
                    <TableCell align="right">{formatBytes(entry.bytes)}</TableCell>
                    <TableCell align="right">{entry.objects.toLocaleString('en-US')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ByReport({ storage }: { storage: OrganizationStorage }) {
  return (
    <Card component="section" aria-label="By report" sx={{ flex: 2, minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          By report
        </Typography>
        {storage.byReport.length === 0 ? (
          <Typography color="text.secondary">
            No report holds media yet: clips appear here once film is processed, and added images and videos once they are uploaded.
          </Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Storage by report">
              <TableHead>
                <TableRow>
                  <TableCell>Report</TableCell>
                  <TableCell align="right">Size</TableCell>
                  <TableCell align="right">Files</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {storage.byReport.map((entry) => (
                  <TableRow key={entry.reportId}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {entry.title === null ? (
                        <Typography variant="body2" color="text.secondary">
                          Report no longer available
                        </Typography>
                      ) : (
                        <Link to={paths.report.getHref(entry.reportId)}>{entry.title}</Link>
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatBytes(entry.bytes)}
                    </TableCell>
                    <TableCell align="right">{entry.objects.toLocaleString('en-US')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

interface StoragePageProps {
  organizationId: string | null;
  /** Staff look at any organisation's storage. */
  canChooseOrganization: boolean;
  onChooseOrganization(organizationId: string): void;
}

/** '/storage': what an organisation keeps in Scout, against its quota, by kind of media and by report. */
export function StoragePage({ organizationId, canChooseOrganization, onChooseOrganization }: StoragePageProps) {
  const query = useOrganizationStorage(organizationId);
  const [typed, setTyped] = useState(organizationId ?? '');
  const organizationName = useOrganizationName(canChooseOrganization);
  const choose = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) onChooseOrganization(typed.trim());
  };
  return (
    <Box>
      <PageHeader
        title="Storage"
        subtitle={
          canChooseOrganization
            ? `Organisation ${organizationId ? organizationName(organizationId) : ''}`
            : 'What your organisation keeps in Scout: clips, thumbnails, GIFs and added media.'
        }
      />
      {canChooseOrganization && (
        <Stack component="form" onSubmit={choose} direction="row" spacing={1} sx={{ mb: 2, maxWidth: 480 }}>
          <TextField size="small" label="Organisation id" value={typed} onChange={(event) => setTyped(event.target.value)} fullWidth />
          <Button type="submit" variant="outlined">
            Show
          </Button>
        </Stack>
      )}
      {query.isPending ? (
        <Stack spacing={2} aria-label="Loading storage">
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      ) : query.isError ? (
        <RetryAlert message={STORAGE_LOAD_FAILED} onRetry={() => void query.refetch()} />
      ) : (
        <Stack spacing={2}>
          <QuotaCard storage={query.data} />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
            <ByKind storage={query.data} />
            <ByReport storage={query.data} />
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
