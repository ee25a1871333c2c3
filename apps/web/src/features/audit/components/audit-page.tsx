import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { AUDIT_EVENT_KINDS, type AuditEvent, type AuditEventKind } from '@scout/shared/domain';
import { useState } from 'react';
import { LoadMore } from '../../../components/ui/load-more';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useAuditEvents, type AuditFilters } from '../api/list-audit-events';
import { actorLabel, AUDIT_KIND_LABELS, AUDIT_OUTCOME_LABELS, targetLabel } from '../audit-labels';

const OUTCOME_COLORS = { success: 'success', failure: 'warning', denied: 'error' } as const;

interface AuditPageProps {
  filters: AuditFilters;
  onFiltersChange(filters: AuditFilters): void;
}

const when = (at: string) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A text filter that applies on Enter or when it loses focus, so typing does not load a page per key. */
function IdFilter({ label, value, onApply }: { label: string; value: string | undefined; onApply(value: string | undefined): void }) {
  const [text, setText] = useState(value ?? '');
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setText(value ?? '');
  }
  const apply = () => onApply(text.trim() || undefined);
  return (
    <TextField
      label={label}
      size="small"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
    />
  );
}

function Filters({ filters, onFiltersChange }: AuditPageProps) {
  const set = (change: Partial<AuditFilters>) => onFiltersChange({ ...filters, ...change });
  const anyFilter = Object.values(filters).some(Boolean);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(190px, 1fr))' },
        gap: 1.5,
        alignItems: 'center',
        mb: 2,
      }}
    >
      <TextField
        select
        label="Kind"
        size="small"
        value={filters.kind ?? ''}
        onChange={(e) => set({ kind: (e.target.value || undefined) as AuditEventKind | undefined })}
      >
        <MenuItem value="">All kinds</MenuItem>
        {AUDIT_EVENT_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {AUDIT_KIND_LABELS[kind]}
          </MenuItem>
        ))}
      </TextField>
      <IdFilter label="Actor (user id)" value={filters.actor} onApply={(actor) => set({ actor })} />
      <IdFilter label="Target (id)" value={filters.target} onApply={(target) => set({ target })} />
      <TextField
        label="From"
        type="date"
        size="small"
        value={filters.from ?? ''}
        onChange={(e) => set({ from: e.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="To"
        type="date"
        size="small"
        value={filters.to ?? ''}
        onChange={(e) => set({ to: e.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {anyFilter ? (
        <Button onClick={() => onFiltersChange({})} sx={{ justifySelf: 'start' }}>
          Clear filters
        </Button>
      ) : null}
    </Box>
  );
}

/** An actor or target that narrows the trail to itself when clicked. */
function FilterLink({ label, onClick, title }: { label: string; onClick?: () => void; title: string }) {
  if (!onClick) return <>{label}</>;
  return (
    <Link component="button" type="button" onClick={onClick} title={title} sx={{ textAlign: 'left', wordBreak: 'break-word' }}>
      {label}
    </Link>
  );
}

function Outcome({ event }: { event: AuditEvent }) {
  return <Chip size="small" variant="outlined" color={OUTCOME_COLORS[event.outcome]} label={AUDIT_OUTCOME_LABELS[event.outcome]} />;
}

function EventRows({ events, filters, onFiltersChange }: AuditPageProps & { events: AuditEvent[] }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const byActor = (event: AuditEvent) =>
    event.actor.userId ? () => onFiltersChange({ ...filters, actor: event.actor.userId ?? undefined }) : undefined;
  const byTarget = (event: AuditEvent) =>
    event.target?.id ? () => onFiltersChange({ ...filters, target: event.target?.id ?? undefined }) : undefined;

  if (phone) {
    return (
      <Stack spacing={1} component="ul" aria-label="Audit events" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {events.map((event) => (
          <Paper component="li" variant="outlined" key={event.id} sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <Typography variant="subtitle2">{AUDIT_KIND_LABELS[event.kind]}</Typography>
              <Outcome event={event} />
            </Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {when(event.at)}
              {event.sourceIp ? ` · ${event.sourceIp}` : ''}
            </Typography>
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              By <FilterLink label={actorLabel(event.actor)} onClick={byActor(event)} title="Show this person's events" />
              {event.target ? (
                <>
                  {' · '}
                  <FilterLink label={targetLabel(event.target)} onClick={byTarget(event)} title="Show this target's events" />
                </>
              ) : null}
            </Typography>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Audit events">
        <TableHead>
          <TableRow>
            <TableCell>Time</TableCell>
            <TableCell>Event</TableCell>
            <TableCell>Outcome</TableCell>
            <TableCell>Actor</TableCell>
            <TableCell>Target</TableCell>
            <TableCell>Source address</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(event.at)}</TableCell>
              <TableCell>{AUDIT_KIND_LABELS[event.kind]}</TableCell>
              <TableCell>
                <Outcome event={event} />
              </TableCell>
              <TableCell>
                <FilterLink label={actorLabel(event.actor)} onClick={byActor(event)} title="Show this person's events" />
              </TableCell>
              <TableCell>
                <FilterLink label={targetLabel(event.target)} onClick={byTarget(event)} title="Show this target's events" />
              </TableCell>
              <TableCell>{event.sourceIp ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The audit trail (administrators): security events newest first, filtered by kind, actor, target and dates. */
export function AuditPage({ filters, onFiltersChange }: AuditPageProps) {
  const events = useAuditEvents(filters);
  const items = events.items;
  return (
    <Box>
      <PageHeader
        title="Audit"
        subtitle="Security events of the last year, newest first: sign-ins, changes to people and access, share links, prices, deploys."
      />
      <Filters filters={filters} onFiltersChange={onFiltersChange} />
      {events.isPending ? (
        <Stack spacing={1} aria-label="Loading the audit trail">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} variant="rounded" height={40} />
          ))}
        </Stack>
      ) : events.isError ? (
        <RetryAlert message={`Failed to load the audit trail: ${events.error.message}`} onRetry={() => void events.refetch()} />
      ) : items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {Object.values(filters).some(Boolean) ? 'No events match these filters.' : 'No events recorded yet.'}
          </Typography>
        </Paper>
      ) : (
        <>
          <EventRows events={items} filters={filters} onFiltersChange={onFiltersChange} />
          <LoadMore hasMore={events.hasMore} loading={events.isFetchingNextPage} onLoadMore={events.loadMore} />
        </>
      )}
    </Box>
  );
}
