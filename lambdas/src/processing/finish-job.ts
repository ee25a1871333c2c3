import {
  MAX_CUSTOM_FIELDS,
  MAX_CUSTOM_FIELDS_BYTES,
  MAX_SUMMARY_CARDS_PER_VALUE,
  MAX_SUMMARY_COLUMNS,
  MAX_SUMMARY_GAMES,
  MAX_SUMMARY_NOTES,
  MAX_SUMMARY_VALUES,
  fitCustomFields,
  isPlayBrokenDown,
  type BreakdownPatch,
  type Card,
  type ImportSummary,
} from '@scout/shared/domain';
import { parseCsvSheet } from './breakdown-csv';
import { mapSheetToCards, type SheetMapping, type SheetRows } from './breakdown-sheet';
import { parseSportscodeXml } from './breakdown-sportscode-xml';
import { parseXlsxSheet } from './breakdown-xlsx';
import type { ProcessingDeps } from './deps';
import { updateCardLatest } from '../cards/update-card-latest';
import { failImport } from './import-lifecycle';
import { isFinished, movesInto } from './import-status';
import type { ProcessingJob } from './job';
import { ProcessingLog } from './processing-log';
import { InflationGuard, type PlannedBreakdownFile } from './zip-entry-rules';
import type { ImportRecord } from '../ports';

/** A breakdown sheet is a few hundred rows; anything past this is not one. */
const MAX_SHEET_BYTES = 20 * 1024 * 1024;
const WARNINGS_LOGGED = 50;

async function readSheet(deps: ProcessingDeps, record: ImportRecord, file: PlannedBreakdownFile): Promise<SheetRows> {
  const archive = await deps.zips.open(deps.buckets.uploads, record.zipKey);
  const entry = archive.entries.find((candidate) => candidate.name === file.entryName);
  if (!entry) throw new Error(`"${file.entryName}" is no longer in the ZIP`);
  if (entry.uncompressedSize > MAX_SHEET_BYTES) throw new Error(`"${file.entryName}" is larger than ${MAX_SHEET_BYTES / 1024 ** 2} MB`);
  const counter = new InflationGuard(archive.size).startEntry(entry.name, entry.compressedSize);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of archive.openEntry(entry.name) as AsyncIterable<Buffer>) {
    counter.add(chunk.length);
    total += chunk.length;
    if (total > MAX_SHEET_BYTES) throw new Error(`"${file.entryName}" is larger than ${MAX_SHEET_BYTES / 1024 ** 2} MB`);
    chunks.push(chunk);
  }
  const data = Buffer.concat(chunks);
  if (file.format === 'xlsx') return parseXlsxSheet(data);
  const text = data.toString('utf8');
  return file.format === 'csv' ? parseCsvSheet(text) : parseSportscodeXml(text);
}

async function importCardsOfRecord(deps: ProcessingDeps, record: ImportRecord): Promise<Card[]> {
  const base = record.cardNumberBase ?? 0;
  const cards: Card[] = [];
  let startKey: string | undefined;
  do {
    const page = await deps.cards.listByReport(record.reportId, { limit: 1000, startKey });
    cards.push(
      ...page.cards.filter(
        (card) => card.cardNumber > base && card.cardNumber <= base + record.clipsTotal && card.id.startsWith(record.importId),
      ),
    );
    startKey = page.nextKey ?? undefined;
  } while (startKey);
  return cards;
}

const clip = (text: string, length = 300) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * The summary the report page shows of a sheet's import, bounded: card numbers become the report's numbers
 * (and ids, for links), long lists are cut with a count of what was left out.
 */
export function importSummaryOf(
  record: Pick<ImportRecord, 'importId'>,
  fileName: string,
  mapping: SheetMapping,
  cards: readonly Pick<Card, 'id' | 'cardNumber'>[],
  base: number,
): ImportSummary {
  const byNumber = new Map(cards.map((card) => [card.cardNumber - base, card]));
  const { read } = mapping;
  return {
    importId: record.importId,
    fileName: clip(fileName),
    playsRead: read.playsRead,
    cardsWithBreakdown: mapping.assignments.length,
    cardsTotal: cards.length,
    matchedBy: mapping.matchedBy,
    columnsRecognised: read.columnsRecognised
      .slice(0, MAX_SUMMARY_COLUMNS)
      .map(({ header, label }) => ({ header: clip(header), field: label })),
    columnsKept: read.columnsKept.slice(0, MAX_SUMMARY_COLUMNS).map((header) => clip(header)),
    valuesNotRecognised: read.unreadValues.slice(0, MAX_SUMMARY_VALUES).map((value) => {
      const onCards = value.cardNumbers.flatMap((number) => {
        const card = byNumber.get(number);
        return card ? [{ id: card.id, number: card.cardNumber }] : [];
      });
      return {
        header: clip(value.header),
        value: clip(value.value),
        reason: clip(value.reason),
        cards: onCards.slice(0, MAX_SUMMARY_CARDS_PER_VALUE),
        moreCards: Math.max(0, onCards.length - MAX_SUMMARY_CARDS_PER_VALUE),
        rowsWithoutCard: value.rowsWithoutCard,
      };
    }),
    moreValuesNotRecognised: Math.max(0, read.unreadValues.length - MAX_SUMMARY_VALUES),
    games: read.games.slice(0, MAX_SUMMARY_GAMES).map((game) => ({ name: clip(game.name), plays: game.plays })),
    gamesFrom: read.gamesFrom,
    notes: read.sheetNotes.slice(0, MAX_SUMMARY_NOTES).map((note) => clip(note, 1000)),
  };
}

/**
 * Imports the first breakdown sheet that reads (CSV, XLSX or Sportscode XML, in the ZIP's order) onto the
 * cards. The same rows land on the same cards however often this runs.
 */
async function importBreakdown(deps: ProcessingDeps, record: ImportRecord, log: ProcessingLog): Promise<void> {
  const cards = await importCardsOfRecord(deps, record);
  const base = record.cardNumberBase ?? 0;
  for (const file of record.breakdownFiles) {
    const started = Date.now();
    let sheet: SheetRows;
    try {
      sheet = await readSheet(deps, record, file);
    } catch (err) {
      await log.warn('breakdown', `Could not read "${file.entryName}": ${(err as Error).message}`);
      continue;
    }
    const toMatch = cards.map((card) => ({
      cardNumber: card.cardNumber - base,
      fileName: card.sourceFileName?.split('/').at(-1) ?? card.title,
    }));
    const mapping = mapSheetToCards(sheet, toMatch);
    const byNumber = new Map(cards.map((card) => [card.cardNumber - base, card]));
    for (const assignment of mapping.assignments) {
      const card = byNumber.get(assignment.cardNumber);
      if (!card) continue;
      const patch: BreakdownPatch = { ...assignment.breakdown } as BreakdownPatch;
      let dropped: string[] = [];
      let wasFilled = false;
      const updated = await updateCardLatest(deps.cards, card.id, (current) => {
        wasFilled = isPlayBrokenDown(current.breakdown);
        // Held to the same bounds as a coach's edits (count, names, size), so every card stays one item.
        const fitted = fitCustomFields({
          ...((current.breakdown.customFields as Record<string, unknown> | undefined) ?? {}),
          ...assignment.customFields,
        });
        dropped = fitted.dropped;
        const customFields = fitted.fields;
        const breakdown: Record<string, unknown> = { ...current.breakdown };
        for (const [field, value] of Object.entries(patch))
          if (value !== null && value !== undefined && value !== '') breakdown[field] = value;
        if (Object.keys(customFields).length > 0) breakdown.customFields = customFields;
        return { breakdown, updatedAt: deps.now().toISOString() };
      });
      // The same rows land on the same cards however often this runs, so a card is counted filled once.
      if (updated && isPlayBrokenDown(updated.breakdown) && !wasFilled) await deps.reports.adjustCardCounts(record.reportId, { filled: 1 });
      if (dropped.length > 0) {
        await log.warn(
          'breakdown',
          `Card ${card.cardNumber}: ${dropped.length} column(s) not kept as custom fields (a card keeps at most ${MAX_CUSTOM_FIELDS}, ${MAX_CUSTOM_FIELDS_BYTES / 1024} KB in all): ${dropped.slice(0, 5).join(', ')}${dropped.length > 5 ? ' …' : ''}`,
        );
      }
    }
    await log.write([
      {
        level: 'info',
        step: 'breakdown',
        message: `Imported "${file.entryName}": ${mapping.assignments.length} of ${cards.length} card(s) got a breakdown, matched by ${mapping.matchedBy === 'play-number' ? 'PLAY #' : 'order'}.`,
        durationMs: Date.now() - started,
      },
      ...mapping.warnings
        .slice(0, WARNINGS_LOGGED)
        .map((warning) => ({ level: 'warn' as const, step: 'breakdown', message: warning.message })),
      ...(mapping.warnings.length > WARNINGS_LOGGED
        ? [
            {
              level: 'warn' as const,
              step: 'breakdown',
              message: `${mapping.warnings.length - WARNINGS_LOGGED} more warning(s) not listed.`,
            },
          ]
        : []),
    ]);
    await deps.imports.setReportImportSummary(record.reportId, importSummaryOf(record, file.entryName, mapping, cards, base));
    return;
  }
}

/**
 * Finish job, after the last clip: imports the breakdown sheet and settles the import and the report's
 * hudl_import_status. Idempotent: a finished import is left alone, a half-finished one is finished again.
 */
export async function runFinishJob(deps: ProcessingDeps, job: Extract<ProcessingJob, { type: 'finish' }>): Promise<void> {
  const record = await deps.imports.get(job.reportId, job.importId);
  if (!record || isFinished(record.status)) return;
  const tally = await deps.imports.tally(record.reportId, record.importId);
  if (tally.done < tally.total) return;
  const moved = await deps.imports.transition(record.reportId, record.importId, movesInto('finishing'), {
    status: 'finishing',
    step: 'Importing the breakdown',
  });
  if (!moved) return;
  await deps.imports.setReportImport(record.reportId, { importId: record.importId, status: 'finishing', error: null });
  const log = new ProcessingLog(deps.imports, record.reportId, deps.now);

  if (tally.failed >= tally.total) {
    await failImport(deps, record, `None of the ${tally.total} clip(s) could be processed; see the processing log.`, 'finish');
    return;
  }
  if (record.breakdownFiles.length > 0) await importBreakdown(deps, record, log);

  const ready = tally.total - tally.failed;
  const finishedAt = deps.now().toISOString();
  const moved2 = await deps.imports.transition(record.reportId, record.importId, movesInto('completed'), {
    status: 'completed',
    step: tally.failed > 0 ? `Done: ${ready} of ${tally.total} clips ready, ${tally.failed} failed` : `Done: ${ready} clips ready`,
    finishedAt,
  });
  if (!moved2) return;
  await deps.imports.setReportImport(record.reportId, { importId: record.importId, status: 'completed', error: null });
  const took = record.startedAt ? Date.parse(finishedAt) - Date.parse(record.startedAt) : null;
  await log.info(
    'finish',
    `Processing finished: ${ready} of ${tally.total} clip(s) ready${tally.failed ? `, ${tally.failed} failed` : ''}.`,
    { durationMs: took },
  );
}
