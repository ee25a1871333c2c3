import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, useState } from 'react';
import type { LambdaFunction } from '@scout/shared/api';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useLambdaFunctions } from '../api/list-lambda-functions';

const ms = (value: number | null) => (value === null ? '—' : `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`);
const routeCount = (fn: LambdaFunction) =>
  fn.routes.length === 0 ? 'queue worker' : `${fn.routes.length} ${fn.routes.length === 1 ? 'route' : 'routes'}`;
const settings = (fn: LambdaFunction) => `${fn.memoryMb} MB · ${fn.timeoutSeconds} s · ${fn.runtime}`;

function RouteList({ fn }: { fn: LambdaFunction }) {
  if (fn.routes.length === 0) return <Typography variant="body2">No HTTP routes: it runs the processing queue's jobs.</Typography>;
  return (
    <Box
      component="ul"
      aria-label={`Routes of ${fn.domain}`}
      sx={{ m: 0, pl: 0, listStyle: 'none', columns: { xs: 1, md: 2 }, fontFamily: 'monospace', fontSize: 13 }}
    >
      {fn.routes.map((route) => (
        <li key={`${route.method} ${route.path}`}>
          <Box component="span" sx={{ display: 'inline-block', minWidth: 64, fontWeight: 600 }}>
            {route.method}
          </Box>
          {route.path}
        </li>
      ))}
    </Box>
  );
}

function LastError({ fn }: { fn: LambdaFunction }) {
  if (!fn.lastError) return <>—</>;
  return (
    <Box component="span" sx={{ color: 'error.main' }} title={fn.lastError.message}>
      {new Date(fn.lastError.at).toLocaleTimeString()}: {fn.lastError.message}
    </Box>
  );
}

/** '/lambdas' (staff): every function of the stack, its routes and settings, and its last hour. */
export function LambdasPage() {
  const functions = useLambdaFunctions();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const [open, setOpen] = useState<string | null>(null);
  const data = functions.data;
  const toggle = (domain: string) => setOpen((current) => (current === domain ? null : domain));

  return (
    <Box>
      <PageHeader
        title="Lambda Functions"
        subtitle={
          data
            ? `${data.functions.length} functions; invocations, errors and durations over the last ${data.windowMinutes} minutes (${data.source === 'aws' ? 'CloudWatch' : "the local server's own measurements"}).`
            : 'Every function of the stack and its last hour.'
        }
        actions={
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void functions.refetch()} disabled={functions.isFetching}>
            Refresh
          </Button>
        }
      />
      {functions.isPending ? (
        <PageLoading label="Loading the functions" />
      ) : functions.isError && !data ? (
        <RetryAlert message="The functions could not be loaded." onRetry={() => void functions.refetch()} />
      ) : data && phone ? (
        <Stack spacing={2} component="ul" aria-label="Functions" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.functions.map((fn) => (
            <Card component="li" key={fn.domain} variant="outlined" aria-label={fn.domain}>
              <CardContent>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {fn.domain}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {fn.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {settings(fn)}
                </Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1, my: 1.5 }}>
                  <Typography variant="body2">Invocations: {fn.invocations}</Typography>
                  <Typography variant="body2">Errors: {fn.errors}</Typography>
                  <Typography variant="body2">p50: {ms(fn.p50Ms)}</Typography>
                  <Typography variant="body2">p95: {ms(fn.p95Ms)}</Typography>
                </Box>
                <Typography variant="body2" sx={{ mb: 1, wordBreak: 'break-word' }}>
                  Last error: <LastError fn={fn} />
                </Typography>
                <Button
                  size="small"
                  onClick={() => toggle(fn.domain)}
                  endIcon={<ExpandMoreIcon sx={{ transform: open === fn.domain ? 'rotate(180deg)' : undefined }} />}
                  aria-expanded={open === fn.domain}
                >
                  {routeCount(fn)}
                </Button>
                <Collapse in={open === fn.domain} unmountOnExit>
                  <Box sx={{ mt: 1 }}>
                    <RouteList fn={fn} />
                  </Box>
                </Collapse>
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : data ? (
        <TableContainer component={Card} variant="outlined">
          <Table size="small" aria-label="Functions">
            <TableHead>
              <TableRow>
                <TableCell />
                <TableCell>Function</TableCell>
                <TableCell>Memory · timeout · runtime</TableCell>
                <TableCell align="right">Invocations</TableCell>
                <TableCell align="right">Errors</TableCell>
                <TableCell align="right">p50</TableCell>
                <TableCell align="right">p95</TableCell>
                <TableCell>Last error</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.functions.map((fn) => (
                <Fragment key={fn.domain}>
                  <TableRow aria-label={fn.domain} sx={{ '& > td': { borderBottom: open === fn.domain ? 'none' : undefined } }}>
                    <TableCell padding="checkbox">
                      <IconButton
                        size="small"
                        aria-label={`Routes of ${fn.domain}`}
                        aria-expanded={open === fn.domain}
                        onClick={() => toggle(fn.domain)}
                      >
                        <ExpandMoreIcon sx={{ transform: open === fn.domain ? 'rotate(180deg)' : undefined }} />
                      </IconButton>
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {fn.domain}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {fn.name} · {routeCount(fn)}
                      </Typography>
                    </TableCell>
                    <TableCell>{settings(fn)}</TableCell>
                    <TableCell align="right" data-testid={`invocations-${fn.domain}`}>
                      {fn.invocations}
                    </TableCell>
                    <TableCell align="right" sx={{ color: fn.errors > 0 ? 'error.main' : undefined }}>
                      {fn.errors}
                    </TableCell>
                    <TableCell align="right">{ms(fn.p50Ms)}</TableCell>
                    <TableCell align="right">{ms(fn.p95Ms)}</TableCell>
                    <TableCell sx={{ maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                      <LastError fn={fn} />
                    </TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell colSpan={8} sx={{ py: 0, borderBottom: open === fn.domain ? undefined : 'none' }}>
                      <Collapse in={open === fn.domain} unmountOnExit>
                        <Box sx={{ py: 1.5 }}>
                          <RouteList fn={fn} />
                        </Box>
                      </Collapse>
                    </TableCell>
                  </TableRow>
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Box>
  );
}
