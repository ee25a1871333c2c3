import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { ReportGroupMember } from '@scout/shared/api';
import { orientPlays, tendencyInputOfCard, type TendencyInput } from '@scout/shared/domain/tendencies';
import { reportCardsQueryOptions, type ReportCards } from '../cards/list-report-cards';
import { gameLabelsOf } from './group-games';

/** Each report's cards once all have arrived (a stable object while none changes), and what is still missing. */
export interface GroupCards {
  data: ReportCards[] | null;
  pending: boolean;
  /** The refetches of the reports whose cards failed to load. */
  failed: (() => Promise<unknown>)[];
}

function combineCards(results: UseQueryResult<ReportCards>[]): GroupCards {
  const all = results.map((result) => result.data);
  return {
    data: all.every((data) => data !== undefined) ? (all as ReportCards[]) : null,
    pending: results.some((result) => result.isPending),
    failed: results.filter((result) => result.isError).map((result) => result.refetch),
  };
}

/** GET /reports/{id}/cards of every report of a group (each report's own cached query, as its pages load it). */
export function useGroupCards(reports: readonly ReportGroupMember[]): GroupCards {
  return useQueries({ queries: reports.map((report) => reportCardsQueryOptions(report.id)), combine: combineCards });
}

/**
 * The group's plays as tendency-engine input: game by game in the group's order, each game's in card order (as its cards arrive),
 * each play carrying its report and game label (what the per-game columns and the plays list show), and oriented by its
 * report's own tag (an own game's D rows are the opponent's offense).
 */
export function groupTendencyInputs(reports: readonly ReportGroupMember[], cards: readonly ReportCards[]): TendencyInput[] {
  const labels = gameLabelsOf(reports);
  return reports.flatMap((report, i) =>
    orientPlays(
      (cards[i]?.cards ?? []).map((card) => ({ ...tendencyInputOfCard(card, labels[i]), reportId: report.id })),
      report.opponentOffenseTag,
    ),
  );
}
