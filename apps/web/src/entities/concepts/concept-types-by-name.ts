import { useQuery } from '@tanstack/react-query';
import type { Concept } from '@scout/shared/api';
import { CONCEPT_TYPE_LABELS } from '@scout/shared/domain';
import { useMemo } from 'react';
import { conceptsQueryOptions } from './list-concepts';

/**
 * The library concept type of a play's concept name, as it reads on screen ('Pass'), or null when the
 * organisation's library has no concept of that name (names match whatever their case or surrounding spaces,
 * as the analytics group them).
 */
export function conceptTypesByName(concepts: readonly Concept[]): (name: string) => string | null {
  const types = new Map(concepts.map((concept) => [concept.name.trim().toLowerCase(), CONCEPT_TYPE_LABELS[concept.conceptType]]));
  return (name) => types.get(name.trim().toLowerCase()) ?? null;
}

/**
 * The organisation's library as `conceptTypesByName` (null while it loads, when it cannot be read, or without an
 * organisation): the analytics show library concept types where they can and go on without them.
 */
export function useConceptTypesByName(organizationId: string | null): ((name: string) => string | null) | null {
  const library = useQuery({ ...conceptsQueryOptions(organizationId), enabled: organizationId !== null });
  const concepts = library.data?.concepts;
  return useMemo(() => (concepts ? conceptTypesByName(concepts) : null), [concepts]);
}
