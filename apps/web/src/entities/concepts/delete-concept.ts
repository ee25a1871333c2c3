import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conceptRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../lib/api-client';
import { conceptKeys } from './concept-keys';

/** DELETE /concepts/{conceptId}: the concept goes and its tag comes off every card (the cards stay). */
export function deleteConcept(id: string): Promise<RouteResponse<'deleteConcept'>> {
  return callApi(conceptRoutes.deleteConcept, { retryOnGateway: 'not-found', params: { conceptId: id } });
}

export function useDeleteConcept() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConcept,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: conceptKeys.cards(id) });
      await queryClient.invalidateQueries({ queryKey: conceptKeys.lists() });
    },
  });
}
