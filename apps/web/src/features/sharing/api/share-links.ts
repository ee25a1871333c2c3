import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareLink } from '@scout/shared/domain';
import { callApi } from '../../../lib/api-client';
import { reportKeys } from '../../../entities/reports/report-keys';

/** A report's share links sit under the report in the key tree: dropping the report drops them. */
export const shareLinkKeys = {
  ofReport: (reportId: string) => [...reportKeys.detail(reportId), 'share-links'] as const,
  shared: (token: string) => ['shared', token] as const,
};

export function useShareLinks(reportId: string, enabled = true) {
  return useQuery({
    queryKey: shareLinkKeys.ofReport(reportId),
    queryFn: ({ signal }) => callApi('listShareLinks', { params: { id: reportId }, signal }).then((answer) => answer.links),
    enabled,
    // Read again each time the dialog opens: the views change while it is closed.
    staleTime: 0,
  });
}

/** POST /reports/{id}/share: the token comes back once, here. */
export function useCreateShareLink(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: number) => callApi('createShareLink', { params: { id: reportId }, body: { expiresInDays } }),
    onSuccess: ({ link }) => queryClient.setQueryData<ShareLink[]>(shareLinkKeys.ofReport(reportId), (links) => [link, ...(links ?? [])]),
  });
}

export function useRevokeShareLink(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => callApi('revokeShareLink', { params: { id: reportId, sid: shareId } }),
    onSuccess: ({ link }) =>
      queryClient.setQueryData<ShareLink[]>(shareLinkKeys.ofReport(reportId), (links) =>
        links?.map((candidate) => (candidate.shareId === link.shareId ? link : candidate)),
      ),
  });
}

/** The page's address for a token. */
export function shareUrl(token: string, origin = window.location.origin): string {
  return `${origin}/shared/${encodeURIComponent(token)}`;
}

/** Links already opened (and so counted) in this page session. */
const counted = new Set<string>();

/**
 * GET /shared/{token}: the first answer of a visit counts as a view for the owner; reading it again in the same
 * visit (a retry, a remount) says `refresh`, which is not counted. No abort signal: an opening cancelled
 * half-way would already be counted and then fetched again. Media are API paths that redirect to fresh storage
 * URLs, so the answer never needs reading again for them.
 */
export function sharedReportQuery(token: string) {
  return queryOptions({
    queryKey: shareLinkKeys.shared(token),
    queryFn: async () => {
      const answer = await callApi('getSharedReport', { params: { token }, query: counted.has(token) ? { refresh: true } : {} });
      counted.add(token);
      return answer;
    },
    staleTime: Infinity,
  });
}
