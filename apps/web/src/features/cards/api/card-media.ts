import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { checkMediaUpload, type Media, type MediaUploadType } from '@scout/shared/domain';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { DIRECT_UPLOAD_MESSAGES, xhrPut } from '../../../lib/xhr-put';
import { cardKeys } from '../../../entities/cards/card-keys';
import { refreshReportAfterCardChange, updateCachedCard } from './card-cache-sync';
import { cardMediaRoutes } from '@scout/shared/api';

/** Why adding a medium stopped, in the words the card screen shows. */
export class MediaUploadError extends Error {
  override readonly name = 'MediaUploadError';
}

export interface MediaUploadRequest {
  reportId: string;
  cardId: string;
  file: File;
  mediaType: MediaUploadType;
  signal: AbortSignal;
  /** Bytes of the file sent so far. */
  onProgress(loadedBytes: number): void;
  /** The medium as the server recorded it when the upload was signed (status 'uploading'). */
  onStarted?(media: Media): void;
}

function serverMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'NETWORK_ERROR') return 'Network error. Please check your connection.';
  return error instanceof Error ? error.message : String(error);
}

/**
 * Adds a file to a card: checked here first (the server checks again), then POST /reports/{id}/cards/{cid}
 * for a PUT URL signed for its type and size, the PUT with progress, and the completion call, which checks
 * what arrived. Answers the medium: ready (images) or processing (videos, made playable in the background).
 */
export async function uploadCardMedium(request: MediaUploadRequest): Promise<Media> {
  const { file, signal } = request;
  const check = checkMediaUpload({ fileName: file.name, fileType: file.type, fileSize: file.size, mediaType: request.mediaType });
  if (!check.ok) throw new MediaUploadError(check.reason);

  let signed;
  try {
    signed = await callApi(cardMediaRoutes.addCardMedia, {
      params: { id: request.reportId, cid: request.cardId },
      body: { fileName: file.name, fileType: file.type, mediaType: request.mediaType, fileSize: file.size },
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new MediaUploadError(`Media upload failed: ${serverMessage(error)}`);
  }
  request.onStarted?.(signed.media);

  const put = await xhrPut({ url: signed.uploadUrl, body: file, contentType: signed.contentType, signal, onProgress: request.onProgress });
  if (put.status === 0) throw new MediaUploadError(DIRECT_UPLOAD_MESSAGES.networkError);
  if (put.status < 200 || put.status >= 300) throw new MediaUploadError(DIRECT_UPLOAD_MESSAGES.failedWithStatus(put.status));

  try {
    const done = await callApi(cardMediaRoutes.completeCardMedia, { params: { cid: request.cardId, mid: signed.mediaId }, signal });
    return done.media;
  } catch (error) {
    if (signal.aborted) throw error;
    throw new MediaUploadError(`Media upload failed: ${serverMessage(error)}`);
  }
}

/** The card's media changed on the server: its copies (and what the report page shows of it) are read again. */
export function refreshCardMedia(queryClient: QueryClient, reportId: string, cardId: string): void {
  void queryClient.invalidateQueries({ queryKey: cardKeys.detail(reportId, cardId) });
  void queryClient.invalidateQueries({ queryKey: cardKeys.list(reportId) });
  refreshReportAfterCardChange(queryClient, reportId);
}

/**
 * DELETE /cards/{cid}/media/{mid}; when that fails for any reason but a refusal (403), the older route
 * DELETE /media/{mid} (a gateway without the first route answers 404).
 */
export async function deleteCardMedium(cardId: string, mediaId: string): Promise<void> {
  try {
    await callApi(cardMediaRoutes.deleteCardMedia, { params: { cid: cardId, mid: mediaId } });
  } catch (error) {
    if (isApiError(error) && error.status === 403) throw error;
    await callApi(cardMediaRoutes.deleteMedia, { params: { mid: mediaId } });
  }
}

export function useDeleteCardMedium(reportId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mediaId: string) => deleteCardMedium(cardId, mediaId),
    onSuccess: (_result, mediaId) => {
      updateCachedCard(queryClient, reportId, cardId, (card) => ({ ...card, media: card.media.filter((m) => m.mediaId !== mediaId) }));
      refreshCardMedia(queryClient, reportId, cardId);
    },
  });
}
