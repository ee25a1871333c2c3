import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BAR_CHART_PLUGINS, BarPlot, type BarChartPluginSignatures } from '@mui/x-charts/BarChart';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import { useMemo } from 'react';
import { estimateWidth, wrapLabel, type MeasureText } from '../chart-labels';

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

const LABEL_FONT_SIZE = 12;
const LABEL_LINE_HEIGHT = 14;
/** Room between a row's label and the axis line. */
const LABEL_GAP = 10;

/** Measures text as the labels draw it (a canvas); an estimate where there is none. */
function useMeasureText(fontFamily: string): MeasureText {
  return useMemo(() => {
    const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (!context) return estimateWidth(LABEL_FONT_SIZE);
    context.font = `${LABEL_FONT_SIZE}px ${fontFamily}`;
    return (text) => context.measureText(text).width;
  }, [fontFamily]);
}

/**
 * The rows' names beside the axis, wrapped to two lines and cut with '…' only past that (the chart's own tick
 * labels cut at one line, which loses '2nd/3rd & medium (4–6)' on a phone); each keeps its full name as a tooltip.
 */
function RowLabels({ labels, width }: { labels: readonly string[]; width: number }) {
  const theme = useTheme();
  const scale = useYScale<'band'>('rows');
  const { left } = useDrawingArea();
  const measure = useMeasureText(String(theme.typography.fontFamily));
  const x = left - LABEL_GAP;
  return (
    <g aria-hidden="true">
      {labels.map((label) => {
        const top = scale(label);
        if (top === undefined) return null;
        const lines = wrapLabel(label, width - LABEL_GAP, measure);
        const middle = top + scale.bandwidth() / 2;
        const first = middle - ((lines.length - 1) * LABEL_LINE_HEIGHT) / 2;
        return (
          <text
            key={label}
            x={x}
            textAnchor="end"
            dominantBaseline="central"
            fontSize={LABEL_FONT_SIZE}
            fill={theme.palette.text.primary}
            style={{ fontFamily: String(theme.typography.fontFamily) }}
          >
            <title>{label}</title>
            {lines.map((line, index) => (
              <tspan key={index} x={x} y={first + index * LABEL_LINE_HEIGHT}>
                {line}
              </tspan>
            ))}
          </text>
        );
      })}
    </g>
  );
}

/**
 * Run and pass plays per row (the ten most used), stacked horizontal bars; a bar opens its plays. Composed from
 * the charts' parts (no tooltip or built-in legend: the table beside it has every number), which keeps the
 * library's share of this page small. Imports nothing of the app, so its chunk is the library's alone.
 */
export function TendencyChart({ bars: rows, title, onSelect }: TendencyChartProps) {
  const theme = useTheme();
  // Room for the row names: a phone gives the bars most of its width and wraps long names to two lines.
  const wide = useMediaQuery(theme.breakpoints.up('sm'));
  const labelWidth = wide ? 190 : 112;
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
        yAxis={[{ id: 'rows', scaleType: 'band', data: rows.map((row) => row.label), width: labelWidth, tickLabelInterval: () => false }]}
        // Rows with no run or pass play (kicks, untagged plays) would leave an empty scale read as '0.000000'.
        xAxis={[{ id: 'plays', tickMinStep: 1, max: rows.some((row) => row.run + row.pass > 0) ? undefined : 1 }]}
      >
        <ChartsSurface>
          <BarPlot
            onItemClick={(_event, item) => {
              onSelect(item.dataIndex, item.seriesId === 'run' ? 'run' : 'pass');
            }}
          />
          <ChartsXAxis axisId="plays" />
          <ChartsYAxis axisId="rows" />
          <RowLabels labels={rows.map((row) => row.label)} width={labelWidth} />
        </ChartsSurface>
      </ChartsDataProvider>
    </Box>
  );
}
