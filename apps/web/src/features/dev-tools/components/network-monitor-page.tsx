import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { formatBytes } from '../../../lib/format-bytes';
import { logger } from '../../../lib/logger';
import { ALL_CALLS, apiCallsOf, filterApiCalls, type ApiCall, type ApiCallFilter, type StatusClass } from '../api-calls';
import { SearchField } from '../../../components/ui/search-field';

const STATUS_FILTERS: { value: StatusClass; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: '2xx', label: '2xx success' },
  { value: '3xx', label: '3xx redirect' },
  { value: '4xx', label: '4xx refused' },
  { value: '5xx', label: '5xx server error' },
  { value: 'failed', label: 'No answer' },
];

function statusColor(status: number): 'success' | 'warning' | 'error' | 'default' {
  if (status === 0 || status >= 400) return 'error';
  if (status >= 300) return 'warning';
  return 'success';
}

function time(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour12: false });
}

function Json({ label, value }: { label: string; value: unknown }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontSize: '0.75rem',
          overflow: 'auto',
          maxHeight: 360,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {value === undefined ? '(none)' : JSON.stringify(value, null, 2)}
      </Box>
    </Box>
  );
}

function CallDetails({ call }: { call: ApiCall }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Call details">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {call.method} {call.path}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {call.routeId} · {call.status === 0 ? (call.error ?? 'No answer') : `status ${call.status}`} · {call.durationMs} ms ·{' '}
        {formatBytes(call.size)} · {new Date(call.timestamp).toLocaleString()}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Json label="Request body" value={call.request} />
        <Json label="Response body" value={call.response} />
      </Box>
    </Paper>
  );
}

/**
 * '/dev/network': this browser's API calls as the logger keeps them, live — method, path, status, duration,
 * size — filterable, with the request and response bodies as redacted.
 */
export function NetworkMonitorPage() {
  const entries = useSyncExternalStore(logger.subscribe, logger.snapshot);
  const calls = useMemo(() => apiCallsOf(entries), [entries]);
  const [filter, setFilter] = useState<ApiCallFilter>(ALL_CALLS);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const shown = useMemo(() => filterApiCalls(calls, filter), [calls, filter]);
  const methods = useMemo(() => [...new Set(calls.map((call) => call.method))].sort(), [calls]);
  const selected = calls.find((call) => call.id === selectedId) ?? null;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeader
        title="Network Monitor"
        subtitle="This browser's API calls, newest first, as the logger keeps them: secrets, contact details and organisation ids are redacted."
      />
      <Box role="search" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
        <SearchField label="Filter by path or route" value={filter.text} onChange={(text) => setFilter({ ...filter, text })} />
        <TextField
          select
          label="Method"
          size="small"
          value={filter.method}
          onChange={(event) => setFilter({ ...filter, method: event.target.value })}
        >
          <MenuItem value="all">All methods</MenuItem>
          {methods.map((method) => (
            <MenuItem key={method} value={method}>
              {method}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Status"
          size="small"
          value={filter.status}
          onChange={(event) => setFilter({ ...filter, status: event.target.value as StatusClass })}
        >
          {STATUS_FILTERS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {shown.length} of {calls.length} calls
      </Typography>
      {calls.length === 0 ? (
        <Alert severity="info">
          No API calls yet in this browser session. Use the app in this tab and they appear here as they happen.
        </Alert>
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-label="API calls">
            <TableHead>
              <TableRow>
                <TableCell>Time</TableCell>
                <TableCell>Method</TableCell>
                <TableCell>Path</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Duration</TableCell>
                <TableCell align="right">Size</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((call) => (
                <TableRow
                  key={call.id}
                  hover
                  selected={call.id === selectedId}
                  onClick={() => setSelectedId(call.id)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') setSelectedId(call.id);
                  }}
                  tabIndex={0}
                  aria-label={`${call.method} ${call.path} ${call.status}`}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{time(call.timestamp)}</TableCell>
                  <TableCell sx={{ fontWeight: 600 }}>{call.method}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 180 }}>{call.path}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={statusColor(call.status)}
                      variant="outlined"
                      label={call.status === 0 ? 'failed' : call.status}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {call.durationMs} ms
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatBytes(call.size)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {selected ? (
        <CallDetails call={selected} />
      ) : calls.length > 0 ? (
        <Typography color="text.secondary">Select a call to see its bodies.</Typography>
      ) : null}
    </Stack>
  );
}
