import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Page margins when printed. The paper size is left to the printer dialog: a sheet is 9.9 in tall when
 * printed, which fits inside both Letter (10 in between the margins) and A4 (10.7 in).
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@page': { margin: '0.5in' },
        '@media print': {
          'html, body': { background: '#ffffff !important' },
        },
      }}
    />
  );
}

/** The grey desk the printout lies on, on screen; plain white when printed. */
export function PrintDesk({ toolbar, children }: { toolbar: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#e5e7eb', '@media print': { bgcolor: '#ffffff', minHeight: 0 } }}>
      <PrintStyles />
      {toolbar}
      {children}
    </Box>
  );
}

/**
 * The pages of a printout: on screen, paper-shaped sheets on a grey desk (scaled down on narrow screens);
 * when printed, one sheet per page and nothing else.
 */
export function PrintSheets({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      aria-label={label}
      sx={{
        py: { xs: 2, md: 4 },
        zoom: { xs: 0.44, sm: 0.72, md: 1 },
        '@media print': { p: 0, zoom: 1 },
      }}
    >
      {children}
    </Box>
  );
}

interface PrintSheetProps {
  /** Which page this is and how many the printout has: the footer says 'Page n of m'. */
  page: number;
  pages: number;
  /** What the footer names on the left (the report). */
  footer: string;
  children: ReactNode;
}

/** One printed page: its content, and a footer with the report and 'Page n of m'. */
export function PrintSheet({ page, pages, footer, children }: PrintSheetProps) {
  return (
    <Box
      component="section"
      aria-label={`Page ${page} of ${pages}`}
      sx={{
        width: '8.5in',
        height: '11in',
        p: '0.5in',
        mx: 'auto',
        mb: 3,
        boxSizing: 'border-box',
        bgcolor: '#ffffff',
        color: '#111827',
        boxShadow: '0 2px 12px rgba(15, 23, 42, 0.18)',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        '@media print': {
          width: 'auto',
          height: '9.9in',
          p: 0,
          m: 0,
          boxShadow: 'none',
          breakAfter: 'page',
          breakInside: 'avoid',
          '&:last-of-type': { breakAfter: 'auto' },
        },
      }}
    >
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>{children}</Box>
      <Box
        component="footer"
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, pt: 1, mt: 1.5, borderTop: '1px solid #d1d5db' }}
      >
        <Typography variant="caption" noWrap sx={{ color: '#4b5563' }}>
          {footer}
        </Typography>
        <Typography variant="caption" sx={{ color: '#4b5563', fontWeight: 700, whiteSpace: 'nowrap' }}>
          Page {page} of {pages}
        </Typography>
      </Box>
    </Box>
  );
}
