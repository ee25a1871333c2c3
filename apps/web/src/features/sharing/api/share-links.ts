import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareLink } from '@scout/shared/domain';
import { callApi } from '../../../lib/api-client';
import { reportGroupKeys } from '../../../entities/report-groups/report-group-keys';
import { reportKeys } from '../../../entities/reports/report-keys';
import { shareLinkRoutes } from '@scout/shared/api';

/** What a coach shares: a report, or a group of linked reports. */
export type ShareTarget = { kind: 'report'; reportId: string } | { kind: 'group'; groupId: string };

/** A report's (or group's) share links sit under it in the key tree: dropping it drops them. */
export const shareLinkKeys = {
  of: (target: ShareTarget) =>
    target.kind === 'report'
      ? ([...reportKeys.detail(target.reportId), 'share-links'] as const)
      : ([...reportGroupKeys.detail(target.groupId), 'share-links'] as const),
  shared: (token: string) => ['shared', token] as const,
};

function listLinks(target: ShareTarget, signal: AbortSignal) {
  return target.kind === 'report'
    ? callApi(shareLinkRoutes.listShareLinks, { params: { id: target.reportId }, signal })
    : callApi(shareLinkRoutes.listGroupShareLinks, { params: { gid: target.groupId }, signal });
}

/** POST /reports/{id}/share or /report-groups/{gid}/share: the token comes back once, here. */
function createLink(target: ShareTarget, expiresInDays: number) {
  return target.kind === 'report'
    ? callApi(shareLinkRoutes.createShareLink, { params: { id: target.reportId }, body: { expiresInDays } })
    : callApi(shareLinkRoutes.createGroupShareLink, { params: { gid: target.groupId }, body: { expiresInDays } });
}

function revokeLink(target: ShareTarget, shareId: string) {
  return target.kind === 'report'
    ? callApi(shareLinkRoutes.revokeShareLink, { params: { id: target.reportId, sid: shareId } })
    : callApi(shareLinkRoutes.revokeGroupShareLink, { params: { gid: target.groupId, sid: shareId } });
}

export function useShareLinks(target: ShareTarget, enabled = true) {
  return useQuery({
    queryKey: shareLinkKeys.of(target),
    queryFn: ({ signal }) => listLinks(target, signal).then((answer) => answer.links),
    enabled,
    // Read again each time the dialog opens: the views change while it is closed.
    staleTime: 0,
  });
}

export function useCreateShareLink(target: ShareTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: number) => createLink(target, expiresInDays),
    onSuccess: ({ link }) => queryClient.setQueryData<ShareLink[]>(shareLinkKeys.of(target), (links) => [link, ...(links ?? [])]),
  });
}

export function useRevokeShareLink(target: ShareTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) => revokeLink(target, shareId),
    onSuccess: ({ link }) =>
      queryClient.setQueryData<ShareLink[]>(shareLinkKeys.of(target), (links) =>
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
      const answer = await callApi(shareLinkRoutes.getSharedReport, {
        params: { token },
        query: counted.has(token) ? { refresh: true } : {},
      });
      counted.add(token);
      return answer;
    },
    staleTime: Infinity,
  });
}
