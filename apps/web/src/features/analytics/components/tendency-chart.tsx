import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BAR_CHART_PLUGINS, BarPlot, type BarChartPluginSignatures } from '@mui/x-charts/BarChart';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';

/** One bar: a row's label and its run and pass plays. */
export interface ChartBar {
  label: string;
  run: number;
  pass: number;
}

interface TendencyChartProps {
  bars: readonly ChartBar[];
  title: string;
  /** A bar's run or pass part was chosen. */
  onSelect(index: number, kind: 'run' | 'pass'): void;
}

function LegendKey({ color, label }: { color: string; label: string }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75 }}>
      <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: color }} />
      <Typography variant="body2">{label}</Typography>
    </Stack>
  );
}

/**
 * Run and pass plays per row (the ten most used), stacked horizontal bars; a bar opens its plays. Composed from
 * the charts' parts (no tooltip or built-in legend: the table beside it has every number), which keeps the
 * library's share of this page small. Imports nothing of the app, so its chunk is the library's alone.
 */
export function TendencyChart({ bars: rows, title, onSelect }: TendencyChartProps) {
  const theme = useTheme();
  const height = Math.max(140, rows.length * 34 + 50);
  const run = theme.palette.success.main;
  const pass = theme.palette.primary.main;
  return (
    <Box role="figure" aria-label={`${title}: run and pass plays per row`} sx={{ width: '100%', minWidth: 0 }}>
      <Stack direction="row" sx={{ gap: 2, justifyContent: 'flex-end', px: 1 }}>
        <LegendKey color={run} label="Run" />
        <LegendKey color={pass} label="Pass" />
      </Stack>
      <ChartsDataProvider<'bar', BarChartPluginSignatures>
        plugins={BAR_CHART_PLUGINS}
        height={height}
        margin={{ left: 4, right: 16, top: 8, bottom: 4 }}
        series={[
          { type: 'bar', id: 'run', layout: 'horizontal', data: rows.map((row) => row.run), label: 'Run', stack: 'plays', color: run },
          { type: 'bar', id: 'pass', layout: 'horizontal', data: rows.map((row) => row.pass), label: 'Pass', stack: 'plays', color: pass },
        ]}
        yAxis={[{ id: 'rows', scaleType: 'band', data: rows.map((row) => row.label), width: 120, tickLabelStyle: { fontSize: 12 } }]}
        xAxis={[{ id: 'plays', tickMinStep: 1 }]}
      >
        <ChartsSurface>
          <BarPlot
            onItemClick={(_event, item) => {
              onSelect(item.dataIndex, item.seriesId === 'run' ? 'run' : 'pass');
            }}
          />
          <ChartsXAxis axisId="plays" />
          <ChartsYAxis axisId="rows" />
        </ChartsSurface>
      </ChartsDataProvider>
    </Box>
  );
}
