import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PREDICTOR_METHOD, backtestSummary, type TendencyInput, type TendencyRules } from '@scout/shared/domain/tendencies';
import { useMemo } from 'react';
import { backtestFor, predictorFor } from '../prepared-predictor';
import { CALL_SHEET_COLUMNS, callSheetRows, type PanelSide } from '../whats-next';

interface CallSheetProps {
  inputs: readonly TendencyInput[];
  side: PanelSide;
  rules?: TendencyRules;
  /** Whose sheet it is ('Central Eagles · Week 7'). */
  title: string;
  onClose(): void;
}

/** The class of the dialog's root: when printing, it is all the page shows. */
const PRINT_ROOT = 'scout-call-sheet';

/**
 * Printed, the call sheet is all there is: one US Letter page, portrait (a clipboard's shape), its own margins.
 * The dialog's fixed layers become plain blocks, so the sheet is laid out once and not repeated per page.
 */
const PRINT_STYLES = {
  '@page': { size: 'letter portrait', margin: '0.4in' },
  '@media print': {
    'html, body': { background: '#ffffff !important', height: 'auto !important', overflow: 'visible !important' },
    [`body > *:not(.${PRINT_ROOT})`]: { display: 'none !important' },
    [`.${PRINT_ROOT}, .${PRINT_ROOT} .MuiDialog-container, .${PRINT_ROOT} .MuiDialog-paper`]: {
      position: 'static !important',
      height: 'auto !important',
      overflow: 'visible !important',
      boxShadow: 'none !important',
      background: '#ffffff !important',
    },
    [`.${PRINT_ROOT} .MuiBackdrop-root, .${PRINT_ROOT} [data-print="hide"]`]: { display: 'none !important' },
  },
} as const;

/** The figures' columns: run and pass (or pressure) big and narrow, the gain narrow; the names take the rest. */
function figureCell(side: PanelSide, position: number) {
  if (side === 'defense') return position === 0 ? { fontWeight: 700, fontSize: '15pt', width: '1in' } : {};
  if (position < 2) return { fontWeight: 700, fontSize: '15pt', width: '0.75in' };
  return position === 3 ? { width: '0.7in' } : {};
}

const CELL = { border: '1px solid #9ca3af', padding: '8pt 7pt', verticalAlign: 'top', textAlign: 'left' } as const;

/**
 * The call sheet: the situations a coordinator prepares for (CALL_SHEET_SITUATIONS), each with the prediction
 * of the side shown, its n, and the backtest's line on top; one page in big type for a sideline clipboard. On
 * screen a sheet of paper in a full-screen dialog (scaled down on a phone), with Print and Close.
 */
export function CallSheet({ inputs, side, rules, title, onClose }: CallSheetProps) {
  const rows = useMemo(() => callSheetRows(predictorFor(inputs, side, rules)), [inputs, side, rules]);
  const summary = useMemo(() => backtestSummary(backtestFor(inputs, side, rules)), [inputs, side, rules]);
  const columns = CALL_SHEET_COLUMNS[side];
  const sideName = side === 'offense' ? 'Offense' : 'Defense';
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      className={PRINT_ROOT}
      aria-labelledby="call-sheet-title"
      slotProps={{ paper: { sx: { bgcolor: '#e5e7eb', backgroundImage: 'none' } } }}
    >
      <GlobalStyles styles={PRINT_STYLES} />
      <Stack
        direction="row"
        data-print="hide"
        sx={{
          gap: 1,
          p: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          alignItems: 'center',
          flexWrap: 'wrap',
          bgcolor: 'background.paper',
        }}
      >
        <Typography sx={{ fontWeight: 700, flex: '1 1 auto' }}>Call sheet · one page, US Letter portrait</Typography>
        <Button variant="contained" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
          Print
        </Button>
        <Button onClick={onClose}>Close</Button>
      </Stack>
      <Box sx={{ bgcolor: '#e5e7eb', py: { xs: 1, sm: 3 }, overflowX: 'hidden', '@media print': { bgcolor: '#ffffff', p: 0 } }}>
        <Box
          component="article"
          aria-label="Call sheet"
          sx={{
            width: '7.7in',
            mx: 'auto',
            bgcolor: '#ffffff',
            color: '#111827',
            p: '0.3in',
            boxShadow: 2,
            fontFamily: 'Arial, Helvetica, sans-serif',
            zoom: { xs: 0.46, sm: 0.8, md: 1 },
            '@media print': { p: 0, boxShadow: 'none', zoom: 1, width: 'auto' },
          }}
        >
          <Box component="h1" id="call-sheet-title" sx={{ fontSize: '20pt', m: 0, lineHeight: 1.15 }}>
            {title}
          </Box>
          <Box component="p" sx={{ fontSize: '13pt', fontWeight: 700, m: '2pt 0 6pt' }}>
            {sideName} call sheet · what they call next
          </Box>
          <Box
            component="p"
            sx={{ fontSize: '11.5pt', m: '0 0 8pt', p: '5pt 7pt', border: '1.5px solid #111827' }}
            data-testid="call-sheet-backtest"
          >
            {summary}
          </Box>
          <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: '13pt', lineHeight: 1.25 }}>
            <thead>
              <tr>
                {['Situation', ...columns, 'Plays'].map((column) => (
                  <Box component="th" key={column} sx={{ ...CELL, bgcolor: '#e5e7eb', fontSize: '11pt' }}>
                    {column}
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <Box component="tr" key={row.key} data-row={row.label} sx={row.fallback ? { color: '#6b7280' } : undefined}>
                  <Box component="th" scope="row" sx={{ ...CELL, fontSize: '14pt', width: '1.9in' }}>
                    {row.name}
                    {row.range ? (
                      <Box component="span" sx={{ display: 'block', fontSize: '10.5pt', fontWeight: 400 }}>
                        {row.range}
                      </Box>
                    ) : null}
                  </Box>
                  {row.cells.map((cell, position) => (
                    <Box component="td" key={columns[position]} sx={{ ...CELL, ...figureCell(side, position) }}>
                      {cell}
                    </Box>
                  ))}
                  <Box component="td" sx={{ ...CELL, width: '0.8in', fontSize: '13pt' }}>
                    {row.fallback ? 'none' : row.n}
                  </Box>
                </Box>
              ))}
            </tbody>
          </Box>
          <Box component="p" sx={{ fontSize: '8.5pt', color: '#4b5563', m: '8pt 0 0' }}>
            Plays: how many of theirs were in the situation; a greyed row had none and reads all their plays. {PREDICTOR_METHOD}
          </Box>
        </Box>
      </Box>
    </Dialog>
  );
}
