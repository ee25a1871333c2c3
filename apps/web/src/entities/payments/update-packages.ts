import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentRoutes, type RouteResponse } from '@scout/shared/api';
import type { PackageOffer } from '@scout/shared/domain';
import { callApi } from '../../lib/api-client';
import { paymentKeys } from './payment-keys';

/** PUT /packages: staff save the packages' prices and contents (checkouts started later use them). */
export function updatePackages(packages: PackageOffer[]): Promise<RouteResponse<'updatePackages'>> {
  return callApi(paymentRoutes.updatePackages, { body: { packages } });
}

export function useUpdatePackages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePackages,
    onSuccess: (answer) => {
      queryClient.setQueryData(paymentKeys.packages(), answer);
    },
  });
}
