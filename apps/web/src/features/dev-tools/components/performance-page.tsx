import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useMemo, useSyncExternalStore } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { logger } from '../../../lib/logger';
import { webVitals, type Vital, type VitalName } from '../../../lib/web-vitals';
import { apiCallsOf, latencyByRoute } from '../api-calls';

interface VitalInfo {
  name: VitalName;
  title: string;
  /** Google's 'good' threshold, as text. */
  good: string;
  waiting: string;
}

const CORE_VITALS: VitalInfo[] = [
  {
    name: 'LCP',
    title: 'Largest Contentful Paint',
    good: 'good ≤ 2.5 s',
    waiting: 'Measured once the page has painted its largest element.',
  },
  { name: 'INP', title: 'Interaction to Next Paint', good: 'good ≤ 200 ms', waiting: 'Click, tap or type on the page to measure it.' },
  { name: 'CLS', title: 'Cumulative Layout Shift', good: 'good ≤ 0.1', waiting: 'Measured as the page lays out.' },
];

const OTHER_VITALS: VitalInfo[] = [
  { name: 'FCP', title: 'First Contentful Paint', good: 'good ≤ 1.8 s', waiting: '—' },
  { name: 'TTFB', title: 'Time to First Byte', good: 'good ≤ 0.8 s', waiting: '—' },
];

const RATING_LABELS: Record<Vital['rating'], string> = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };
const RATING_COLORS: Record<Vital['rating'], string> = { good: 'success.main', 'needs-improvement': 'warning.dark', poor: 'error.main' };

function vitalText(vital: Vital): string {
  if (vital.name === 'CLS') return vital.value.toFixed(3);
  return vital.value >= 1000 ? `${(vital.value / 1000).toFixed(2)} s` : `${Math.round(vital.value)} ms`;
}

// The charts library loads after the page, as its own chunk.
const LatencyChart = lazy(() => import('./latency-chart').then((module) => ({ default: module.LatencyChart })));

/** How many routes the latency chart shows (the slowest). */
const CHART_ROUTES = 10;

/**
 * '/dev/performance': this browser's Core Web Vitals (LCP, INP, CLS from `web-vitals`, with FCP and TTFB) and the
 * API's latency by route (p50/p95 of the calls the logger kept), as charts and a table.
 */
export function PerformancePage() {
  const vitals = useSyncExternalStore(webVitals.subscribe, webVitals.snapshot);
  const entries = useSyncExternalStore(logger.subscribe, logger.snapshot);
  const latency = useMemo(() => latencyByRoute(apiCallsOf(entries)), [entries]);
  const chart = latency.slice(0, CHART_ROUTES);

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <PageHeader
        title="Performance"
        subtitle="This browser's Core Web Vitals for this visit, and the API's latency by route from the calls made."
      />
      <Box
        component="section"
        aria-label="Core Web Vitals"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        {CORE_VITALS.map((info) => {
          const vital = vitals[info.name];
          return (
            <Card key={info.name} component="section" aria-label={info.title}>
              <CardContent>
                <Typography variant="overline" color="text.secondary">
                  {info.name} · {info.title}
                </Typography>
                {vital ? (
                  <>
                    <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: RATING_COLORS[vital.rating] }}>
                      {vitalText(vital)}
                    </Typography>
                    <Typography variant="body2" sx={{ color: RATING_COLORS[vital.rating], fontWeight: 600 }}>
                      {RATING_LABELS[vital.rating]}
                    </Typography>
                  </>
                ) : (
                  <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
                    {info.waiting}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  {info.good}
                </Typography>
              </CardContent>
            </Card>
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {OTHER_VITALS.map((info) => {
          const vital = vitals[info.name];
          return `${info.name} ${vital ? `${vitalText(vital)} (${RATING_LABELS[vital.rating]})` : 'not measured'} · ${info.good}`;
        }).join('   |   ')}
      </Typography>
      <Paper variant="outlined" component="section" aria-label="API latency by route" sx={{ p: 2, minWidth: 0 }}>
        <Typography variant="h6" component="h2">
          API latency by route
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          p50 and p95 of this browser's answered calls, slowest first ({latency.reduce((sum, route) => sum + route.calls, 0)} calls).
        </Typography>
        {latency.length === 0 ? (
          <Alert severity="info">No API calls yet in this browser session.</Alert>
        ) : (
          <>
            <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', fontSize: '0.8rem' }} aria-hidden>
              <span style={{ color: '#2e7d32', fontWeight: 700 }}>■ p50</span>
              <span style={{ color: '#0b2545', fontWeight: 700 }}>■ p95</span>
            </Box>
            <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
              <LatencyChart routes={chart} />
            </Suspense>
            <TableContainer>
              <Table size="small" aria-label="Latency by route">
                <TableHead>
                  <TableRow>
                    <TableCell>Route</TableCell>
                    <TableCell align="right">Calls</TableCell>
                    <TableCell align="right">Errors</TableCell>
                    <TableCell align="right">p50</TableCell>
                    <TableCell align="right">p95</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {latency.map((route) => (
                    <TableRow key={route.routeId}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{route.routeId}</TableCell>
                      <TableCell align="right">{route.calls}</TableCell>
                      <TableCell align="right" sx={{ color: route.errors > 0 ? 'error.main' : undefined }}>
                        {route.errors}
                      </TableCell>
                      <TableCell align="right">{route.p50} ms</TableCell>
                      <TableCell align="right">{route.p95} ms</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </Paper>
    </Stack>
  );
}
