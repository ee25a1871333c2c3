import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_OPPONENT_NAME,
  packageChip,
  readBreakdown,
  reportDisplayTitle,
  summarizeBreakdowns,
  type Card,
  type Report,
} from '@scout/shared/domain';
import {
  DEFAULT_TENDENCY_RULES,
  defaultSideOf,
  describeTendencyRules,
  opponentTeamOf,
  orientPlays,
  sideCounts,
  tendencyInputsOfCards,
  whosePlaysLine,
  type TendencyRules,
} from '@scout/shared/domain/tendencies';
import { useMemo } from 'react';
import { pagesOf, type CardsPerPage } from '../print-layout';
import { bookletSections, callListTable, fitTable, paginateTables, playListTable, type PrintLayout } from '../print-tables';
import { PrintCardGrid } from './print-card';
import { PrintSheet } from './print-sheet';
import { TendencyTablesPage } from './tendency-tables';

const DEFAULT_THIN_BELOW = DEFAULT_TENDENCY_RULES.thinBelow;

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

interface ReportBookletProps {
  report: Report;
  cards: readonly Card[];
  perPage: CardsPerPage;
  /** The organisation's metric definitions (printed with the tables); the engine's defaults when none. */
  rules?: TendencyRules;
  /** The booklet (default) or the tendency sheet + call list. */
  layout?: PrintLayout;
  /** What part of the report the cards are ('Offense · 3rd down: 8 of 24 plays'), when filtered. */
  scope?: string | null;
}

/**
 * A report as a handout: a cover (opponent, report, games, snaps, package), the analytics tables side by side of
 * the ball as the plays hold them (the report type's side first, each from a new page: key tendencies, down &
 * distance, field zones, situations, hash, and the offense's personnel, formations and play concepts or the
 * defense's fronts, coverages, pressures and the formations it faced; then the kicking game; as many pages as
 * they take, see print-tables.ts), then the cards in card order, `perPage` to a page, and the full play list at
 * the end; every page is numbered 'Page n of m'.
 */
export function ReportBooklet({ report, cards, perPage, rules, layout = 'booklet', scope = null }: ReportBookletProps) {
  const summary = useMemo(() => summarizeBreakdowns(cards.map(readBreakdown)), [cards]);
  // Oriented by the report's tag: an own game's D rows are the opponent's offense (see orientation.ts).
  const tag = report.opponentOffenseTag;
  const inputs = useMemo(() => orientPlays(tendencyInputsOfCards(cards), tag), [cards, tag]);
  const counts = useMemo(() => sideCounts(inputs), [inputs]);
  const sections = useMemo(
    () => bookletSections(inputs, defaultSideOf(report.reportType), { rules, layout }),
    [inputs, report.reportType, rules, layout],
  );
  const sheet = layout === 'sheet';
  const playListPages = useMemo(() => paginateTables([fitTable(sheet ? callListTable(inputs) : playListTable(inputs))]), [inputs, sheet]);
  const tablePages = sections.flatMap((section) =>
    section.pages.map((page, index) => ({ section, page, first: index === 0, key: `${section.id}-${index}` })),
  );
  const cardPages = sheet ? [] : pagesOf(cards, perPage);
  const cover = sheet ? 0 : 1;
  const firstTablePage = cover + 1;
  const firstCardPage = firstTablePage + tablePages.length;
  const firstListPage = firstCardPage + cardPages.length;
  const pages = cover + tablePages.length + cardPages.length + playListPages.length;
  const title = reportDisplayTitle(report);
  const opponent = report.opponentName?.trim() || DEFAULT_OPPONENT_NAME;
  const footer = `${title} · ${opponent}${scope ? ` · ${scope}` : ''}`;

  return (
    <>
      {sheet ? null : (
        <PrintSheet page={1} pages={pages} footer={footer}>
          <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: '0.4in' }}>
            <Box>
              <Typography sx={{ fontSize: '0.9rem', fontWeight: 800, letterSpacing: '0.2em', color: '#1e7b4c' }}>
                SCOUTING REPORT
              </Typography>
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
            {scope ? (
              <Typography sx={{ fontSize: '1rem', fontWeight: 700, color: '#374151' }} data-testid="print-scope">
                Printed: {scope}
              </Typography>
            ) : null}
          </Box>
        </PrintSheet>
      )}

      {tablePages.map(({ section, page, first, key }, index) => (
        <PrintSheet key={key} page={firstTablePage + index} pages={pages} footer={footer}>
          <TendencyTablesPage
            page={page}
            heading={first ? (sheet && index === 0 ? `${opponent} · ${section.heading}` : section.heading) : null}
            note={`${whosePlaysLine({ team: opponentTeamOf(report), side: section.id, count: counts[section.id], tag })}. ${section.note}${
              section.rules ? ` ${describeTendencyRules(section.rules)}` : ''
            }`}
            thinBelow={section.rules?.thinBelow ?? DEFAULT_THIN_BELOW}
          />
        </PrintSheet>
      ))}

      {cardPages.map((pageCards, index) => (
        <PrintSheet key={pageCards[0]?.id ?? index} page={firstCardPage + index} pages={pages} footer={footer}>
          <PrintCardGrid cards={pageCards} perPage={perPage} />
        </PrintSheet>
      ))}

      {playListPages.map((page, index) => (
        <PrintSheet key={`play-list-${index}`} page={firstListPage + index} pages={pages} footer={footer}>
          <TendencyTablesPage
            page={page}
            heading={index === 0 ? (sheet ? 'Call list' : 'Play list') : null}
            note={
              sheet
                ? `Every play printed, in card order (${cards.length}): situation (down & distance · hash · yard line), formation, the call, the result.`
                : `Every play in card order (${cards.length}), each side's with its call: the offense's play, the defense's front / coverage / pressure, the kick.`
            }
            thinBelow={DEFAULT_THIN_BELOW}
          />
        </PrintSheet>
      ))}
    </>
  );
}
