import { useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cardMutationScope } from '../api/card-mutation-scope';

/**
 * How many edits of the report's cards are still on their way to the server. While any are, closing or
 * reloading the tab warns (the browser's own prompt), so a quick edit is not lost.
 */
export function usePendingCardSaves(reportId: string): number {
  const scope = cardMutationScope(reportId).id;
  const pending = useIsMutating({ predicate: (mutation) => mutation.options.scope?.id === scope });
  useEffect(() => {
    if (pending === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);
  return pending;
}
