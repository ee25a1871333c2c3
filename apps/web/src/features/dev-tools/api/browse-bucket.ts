import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { devToolsRoutes, type DevBucket, type RouteResponse } from '@scout/shared/api';
import { callApi } from '../../../lib/api-client';

/** GET /dev/buckets/objects: a bucket's folders and objects under a prefix. */
export function browseBucket(
  bucket: DevBucket,
  prefix: string,
  nextToken: string | null,
  signal?: AbortSignal,
): Promise<RouteResponse<'browseBucket'>> {
  return callApi(devToolsRoutes.browseBucket, { query: { bucket, prefix, ...(nextToken ? { nextToken } : {}) }, signal });
}

export function useBucketPage(bucket: DevBucket, prefix: string, nextToken: string | null) {
  return useQuery({
    queryKey: ['dev-tools', 'bucket', bucket, prefix, nextToken],
    queryFn: ({ signal }) => browseBucket(bucket, prefix, nextToken, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /dev/buckets/object-url: a 5-minute URL to preview one object. */
export function useObjectUrl() {
  return useMutation({
    mutationFn: ({ bucket, key }: { bucket: DevBucket; key: string }) =>
      callApi(devToolsRoutes.getBucketObjectUrl, { query: { bucket, key } }),
  });
}
