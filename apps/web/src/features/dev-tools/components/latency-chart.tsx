import Box from '@mui/material/Box';
import { BAR_CHART_PLUGINS, BarPlot, type BarChartPluginSignatures } from '@mui/x-charts/BarChart';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import type { RouteLatency } from '../api-calls';

/**
 * p50 and p95 per route, side by side horizontal bars; composed from the charts' parts (the table beside it has
 * every number), and loaded after the page as its own chunk.
 */
export function LatencyChart({ routes }: { routes: readonly RouteLatency[] }) {
  return (
    <Box role="figure" aria-label="p50 and p95 latency of the slowest routes" sx={{ width: '100%', minWidth: 0 }}>
      <ChartsDataProvider<'bar', BarChartPluginSignatures>
        plugins={BAR_CHART_PLUGINS}
        height={Math.max(160, routes.length * 36 + 50)}
        margin={{ left: 4, right: 16, top: 8, bottom: 4 }}
        series={[
          { type: 'bar', id: 'p50', layout: 'horizontal', data: routes.map((route) => route.p50), label: 'p50', color: '#2e7d32' },
          { type: 'bar', id: 'p95', layout: 'horizontal', data: routes.map((route) => route.p95), label: 'p95', color: '#0b2545' },
        ]}
        yAxis={[{ id: 'routes', scaleType: 'band', data: routes.map((route) => route.routeId), width: 200 }]}
        xAxis={[{ id: 'ms', tickMinStep: 1, max: routes.some((route) => route.p95 > 0) ? undefined : 1 }]}
      >
        <ChartsSurface>
          <BarPlot />
          <ChartsXAxis axisId="ms" />
          <ChartsYAxis axisId="routes" />
        </ChartsSurface>
      </ChartsDataProvider>
    </Box>
  );
}
