import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conceptRoutes, type RouteResponse } from '@scout/shared/api';
import type { ConceptType } from '@scout/shared/domain';
import { callApi } from '../../lib/api-client';
import { conceptKeys } from './concept-keys';

export interface ConceptFields {
  name: string;
  conceptType: ConceptType;
  description: string;
}

/** POST /concepts: adds a concept to the library (internal users: to organizationId's). */
export function createConcept(input: ConceptFields & { organizationId?: string }): Promise<RouteResponse<'createConcept'>> {
  return callApi(conceptRoutes.createConcept, { retryOnGateway: 'not-found', body: input });
}

/** PUT /concepts/{conceptId}: renames or edits a concept, or sets its example clip (a card id; null clears it). */
export function updateConcept(
  id: string,
  changes: Partial<ConceptFields> & { exampleCardId?: string | null },
): Promise<RouteResponse<'updateConcept'>> {
  return callApi(conceptRoutes.updateConcept, { retryOnGateway: 'not-found', params: { conceptId: id }, body: changes });
}

/** Creates the concept when no id is given, else saves the changes; the library lists are refreshed. */
export function useSaveConcept() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields, organizationId }: { id?: string; fields: ConceptFields; organizationId?: string }) =>
      id ? updateConcept(id, fields) : createConcept({ ...fields, organizationId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: conceptKeys.lists() });
    },
  });
}

/** Sets (or, with null, clears) a concept's example clip: one of the plays tagged with it. */
export function useSetExampleClip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, cardId }: { id: string; cardId: string | null }) => updateConcept(id, { exampleCardId: cardId }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: conceptKeys.lists() });
    },
  });
}
