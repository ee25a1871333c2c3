import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaRoutes, type RouteResponse } from '@scout/shared/api';
import { callApi, VIDEO_PROCESSING_TIMEOUT_MS } from '../../../lib/api-client';
import { addMedia } from '../card-cache';
import { updateCachedCard } from './card-cache-sync';

export interface GifRequest {
  /** Where in the clip the GIF starts. */
  startSeconds: number;
  /** How long it runs (0.5-6 s). */
  durationSeconds: number;
}

/** POST /convert-to-gif: an animated GIF of the card's clip, added to its media (ffmpeg runs for a while). */
export function convertToGif(reportId: string, cardId: string, request: GifRequest): Promise<RouteResponse<'convertToGif'>> {
  return callApi(mediaRoutes.convertToGif, {
    body: { reportId, cardId, startSeconds: request.startSeconds, durationSeconds: request.durationSeconds },
    timeoutMs: VIDEO_PROCESSING_TIMEOUT_MS,
  });
}

/** Makes a GIF and adds it to the cached card (the video keeps its URL, so playback is not interrupted). */
export function useConvertToGif(reportId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: GifRequest) => convertToGif(reportId, cardId, request),
    onSuccess: ({ media, url }) =>
      updateCachedCard(queryClient, reportId, cardId, (card) => addMedia(card, { ...media, url: media.url ?? url })),
  });
}
