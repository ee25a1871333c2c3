import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { reportSchema, reportDisplayTitle } from '@scout/shared/domain';
import { PrintDesk, PrintSheets } from '../../features/print/components/print-sheet';
import { PrintToolbar } from '../../features/print/components/print-toolbar';
import { ReportBooklet } from '../../features/print/components/report-booklet';
import type { SharedPrintInput } from '../../features/sharing/components/shared-report-page';

/**
 * A share link's printout: the print feature's booklet of each game the shared page shows, with the shared
 * page's filters applied (only 3rd downs prints only 3rd downs). It reads only what the link already served.
 */
export function SharedPrint({ games, filtered, backHref, rules }: SharedPrintInput) {
  const first = games[0];
  const toolbar = (
    <PrintToolbar
      title={first ? `Print: ${reportDisplayTitle(first.report)}` : 'Print'}
      backHref={backHref}
      backLabel="Back to the shared report"
    />
  );
  return (
    <PrintDesk toolbar={toolbar}>
      {filtered ? (
        <Box sx={{ maxWidth: 816, mx: 'auto', mt: 2, px: 2 }}>
          <Alert severity="info" sx={{ '@media print': { display: 'none' } }}>
            {filtered}: the printout holds these plays only.
          </Alert>
        </Box>
      ) : null}
      <PrintSheets label="Printout">
        {games.map((game) => (
          <ReportBooklet
            key={game.reportId}
            // A link carries the report's summary: the booklet's other fields keep their defaults.
            report={reportSchema.parse({ ...game.report, organizationId: 'shared', status: 'completed', cardsCount: game.cards.length })}
            cards={game.cards}
            perPage={4}
            rules={rules}
          />
        ))}
      </PrintSheets>
    </PrintDesk>
  );
}
