/**
 * Every edit of a report's cards runs in one queue, in order: each sends the version the previous one
 * left, so quick successive edits of a card never conflict with each other.
 */
export function cardMutationScope(reportId: string): { id: string } {
  return { id: `cards:${reportId}` };
}
