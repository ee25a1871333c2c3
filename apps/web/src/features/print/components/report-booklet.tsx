import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_OPPONENT_NAME,
  packageChip,
  readBreakdown,
  reportDisplayTitle,
  summarizeBreakdowns,
  type Card,
  type CountRow,
  type Report,
} from '@scout/shared/domain';
import { useMemo } from 'react';
import { pagesOf, type CardsPerPage } from '../print-layout';
import { PrintCardGrid } from './print-card';
import { PrintSheet } from './print-sheet';

/** Rows in the top formations and top plays tables. */
const TOP_ROWS = 8;

function CoverFact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ borderLeft: '4px solid #1e7b4c', pl: 1.5, printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' }}>
      <Typography sx={{ fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.1em', textTransform: 'uppercase', color: '#6b7280' }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.6rem', fontWeight: 800 }}>{value}</Typography>
    </Box>
  );
}

function CountTable({
  title,
  column,
  rows,
  total,
  empty,
}: {
  title: string;
  column: string;
  rows: CountRow[];
  total: number;
  empty: string;
}) {
  const cell = { py: '3px', px: 1, borderBottom: '1px solid #e5e7eb', fontSize: '0.85rem' } as const;
  return (
    <Box sx={{ breakInside: 'avoid' }}>
      <Typography component="h3" sx={{ fontSize: '1rem', fontWeight: 800, mb: 0.5 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography sx={{ fontSize: '0.85rem', color: '#6b7280' }}>{empty}</Typography>
      ) : (
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ ...cell, textAlign: 'left', fontWeight: 700, borderBottom: '2px solid #111827' }}>
                {column}
              </Box>
              <Box component="th" scope="col" sx={{ ...cell, textAlign: 'right', fontWeight: 700, borderBottom: '2px solid #111827' }}>
                Plays
              </Box>
              <Box component="th" scope="col" sx={{ ...cell, textAlign: 'right', fontWeight: 700, borderBottom: '2px solid #111827' }}>
                %
              </Box>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <Box component="td" sx={{ ...cell, fontWeight: 600, color: row.count ? '#111827' : '#9ca3af' }}>
                  {row.label}
                </Box>
                <Box component="td" sx={{ ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {row.count}/{total}
                </Box>
                <Box component="td" sx={{ ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {row.percent}%
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </Box>
  );
}

interface ReportBookletProps {
  report: Report;
  cards: readonly Card[];
  perPage: CardsPerPage;
}

/**
 * A report as a handout: a cover (opponent, report, games, snaps, package), a page of summary tables (top
 * formations, top plays, down & distance), then the cards in card order, `perPage` to a page; every page
 * is numbered 'Page n of m'.
 */
export function ReportBooklet({ report, cards, perPage }: ReportBookletProps) {
  const summary = useMemo(() => summarizeBreakdowns(cards.map(readBreakdown), TOP_ROWS), [cards]);
  const cardPages = pagesOf(cards, perPage);
  const pages = 2 + cardPages.length;
  const title = reportDisplayTitle(report);
  const opponent = report.opponentName?.trim() || DEFAULT_OPPONENT_NAME;
  const footer = `${title} · ${opponent}`;

  return (
    <>
      <PrintSheet page={1} pages={pages} footer={footer}>
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: '0.4in' }}>
          <Box>
            <Typography sx={{ fontSize: '0.9rem', fontWeight: 800, letterSpacing: '0.2em', color: '#1e7b4c' }}>SCOUTING REPORT</Typography>
            <Typography component="h1" sx={{ fontSize: '2.6rem', fontWeight: 900, lineHeight: 1.1, mt: 1 }}>
              {opponent}
            </Typography>
            <Typography sx={{ fontSize: '1.3rem', fontWeight: 700, color: '#374151', mt: 1 }}>{title}</Typography>
            {report.title.trim() ? <Typography sx={{ fontSize: '1.1rem', color: '#4b5563', mt: 0.5 }}>{report.title}</Typography> : null}
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '0.3in' }}>
            <CoverFact label="Games" value={summary.games === null ? '—' : String(summary.games)} />
            <CoverFact label="Snaps" value={String(summary.snaps)} />
            <CoverFact label="Package" value={packageChip(report)} />
            <CoverFact label="Location" value={report.location === 'away' ? 'Away' : 'Home'} />
          </Box>
        </Box>
      </PrintSheet>

      <PrintSheet page={2} pages={pages} footer={footer}>
        <Typography component="h2" sx={{ fontSize: '1.5rem', fontWeight: 900, mb: '0.2in' }}>
          Breakdown summary
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '0.3in', mb: '0.3in' }}>
          <CountTable
            title="Top formations"
            column="Formation"
            rows={summary.topFormations}
            total={summary.snaps}
            empty="No formations broken down yet."
          />
          <CountTable title="Top plays" column="Play" rows={summary.topPlays} total={summary.snaps} empty="No plays broken down yet." />
        </Box>
        <CountTable
          title="Down & distance"
          column="Situation"
          rows={summary.snapsWithDown > 0 ? summary.downDistance : []}
          total={summary.snapsWithDown}
          empty="No downs broken down yet."
        />
        <Typography sx={{ fontSize: '0.75rem', color: '#6b7280', mt: 1 }}>
          Shares of all {summary.snaps} snaps; down & distance as shares of the {summary.snapsWithDown} snaps with a down.
        </Typography>
      </PrintSheet>

      {cardPages.map((pageCards, index) => (
        <PrintSheet key={pageCards[0]?.id ?? index} page={3 + index} pages={pages} footer={footer}>
          <PrintCardGrid cards={pageCards} perPage={perPage} />
        </PrintSheet>
      ))}
    </>
  );
}
