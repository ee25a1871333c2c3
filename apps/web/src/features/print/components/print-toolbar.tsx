import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { CARDS_PER_PAGE_OPTIONS, type CardsPerPage } from '../print-layout';
import { PRINT_LAYOUTS, PRINT_LAYOUT_LABELS, type PrintLayout } from '../print-tables';

interface PrintToolbarProps {
  title: string;
  backHref: string;
  backLabel: string;
  /** The cards-per-page choice, for printouts of several cards. */
  perPage?: { value: CardsPerPage; onChange(value: CardsPerPage): void };
  /** The report printout's layout choice: booklet, or tendency sheet + call list. */
  layout?: { value: PrintLayout; onChange(value: PrintLayout): void };
  /** False while the printout is still loading. */
  ready?: boolean;
  /** The print button's words (a receipt says 'Print / Save as PDF'). */
  printLabel?: string;
}

/** Above the printout on screen (never printed): back, the cards-per-page choice, and Print. */
export function PrintToolbar({ title, backHref, backLabel, perPage, layout, ready = true, printLabel = 'Print' }: PrintToolbarProps) {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: { xs: 1, md: 2 },
        px: { xs: 2, md: 4 },
        py: 1.5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        '@media print': { display: 'none' },
      }}
    >
      <Button component={Link} to={backHref} startIcon={<ArrowBackIcon />}>
        {backLabel}
      </Button>
      {/* On a phone the title gives its row to Print (the sheets below name the report). */}
      <Typography variant="h6" component="h1" noWrap sx={{ flex: 1, minWidth: 0, display: { xs: 'none', sm: 'block' } }}>
        {title}
      </Typography>
      <Box sx={{ flex: 1, display: { xs: 'block', sm: 'none' } }} />
      {layout ? (
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={layout.value}
          aria-label="Print layout"
          onChange={(_event, value: PrintLayout | null) => {
            if (value !== null) layout.onChange(value);
          }}
          sx={{ order: { xs: 2, sm: 0 }, flexWrap: 'wrap' }}
        >
          {PRINT_LAYOUTS.map((option) => (
            <ToggleButton key={option} value={option} sx={{ px: 1.5, textTransform: 'none' }}>
              {PRINT_LAYOUT_LABELS[option]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
      {perPage ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, order: { xs: 3, sm: 0 }, width: { xs: '100%', sm: 'auto' } }}>
          <Typography variant="body2" color="text.secondary" id="cards-per-page-label">
            Cards per page
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={perPage.value}
            aria-labelledby="cards-per-page-label"
            onChange={(_event, value: CardsPerPage | null) => {
              if (value !== null) perPage.onChange(value);
            }}
          >
            {CARDS_PER_PAGE_OPTIONS.map((option) => (
              <ToggleButton key={option} value={option} sx={{ px: 1.75 }}>
                {option}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      ) : null}
      <Button variant="contained" startIcon={<PrintIcon />} disabled={!ready} onClick={() => window.print()}>
        {printLabel}
      </Button>
    </Box>
  );
}
