import { useQueryClient } from '@tanstack/react-query';
import type { Media, MediaUploadType } from '@scout/shared/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteCardMedium, MediaUploadError, refreshCardMedia, uploadCardMedium } from '../api/card-media';
import type { NotifyFn } from '../card-notice';

/** A file on its way to the card, as its tile shows it. */
export interface MediaUpload {
  id: string;
  fileName: string;
  mediaType: MediaUploadType;
  loaded: number;
  total: number;
  /** The medium this one replaces, deleted once the new one has arrived. */
  replaces: Media | null;
  /** The medium id once the server has signed the upload. */
  mediaId: string | null;
}

let nextId = 0;

/**
 * The card's uploads in progress: start one (optionally replacing a medium), watch its progress, cancel it.
 * Success and failure are told through `notify`; the card is read again after each.
 */
export function useCardMediaUploads(reportId: string, cardId: string, notify: NotifyFn) {
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<MediaUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = (id: string, change: Partial<MediaUpload>) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  const start = useCallback(
    (file: File, mediaType: MediaUploadType, replaces: Media | null = null) => {
      const id = `upload-${++nextId}`;
      const controller = new AbortController();
      controllers.current.set(id, controller);
      setUploads((current) => [...current, { id, fileName: file.name, mediaType, loaded: 0, total: file.size, replaces, mediaId: null }]);
      let signedId: string | null = null;
      const finish = () => {
        controllers.current.delete(id);
        setUploads((current) => current.filter((upload) => upload.id !== id));
        refreshCardMedia(queryClient, reportId, cardId);
      };
      uploadCardMedium({
        reportId,
        cardId,
        file,
        mediaType,
        signal: controller.signal,
        onProgress: (loaded) => patch(id, { loaded }),
        onStarted: (media) => {
          signedId = media.mediaId;
          patch(id, { mediaId: media.mediaId });
        },
      })
        .then(async (media) => {
          signedId = null;
          const done = media.status === 'processing' ? 'uploaded; Scout is making it playable' : 'added';
          if (!replaces) {
            notify({ severity: 'success', message: `"${file.name}" ${done}.` });
            return;
          }
          const old = replaces.fileName ?? 'the old file';
          try {
            await deleteCardMedium(cardId, replaces.mediaId);
            notify({ severity: 'success', message: `"${file.name}" replaced "${old}".` });
          } catch {
            notify({ severity: 'warning', message: `"${file.name}" ${done}, but "${old}" could not be removed. Delete it yourself.` });
          }
        })
        .catch(async (error: unknown) => {
          // A signed upload that did not finish leaves its record behind: remove it (best effort; the server
          // also drops it once its URL has expired).
          if (signedId) await deleteCardMedium(cardId, signedId).catch(() => undefined);
          if (controller.signal.aborted) {
            notify({ severity: 'info', message: `Adding "${file.name}" was cancelled.` });
            return;
          }
          const message = error instanceof MediaUploadError ? error.message : `Media upload failed: ${String(error)}`;
          notify({ severity: 'error', message });
        })
        .finally(finish);
    },
    [cardId, notify, queryClient, reportId],
  );

  const cancel = useCallback((id: string) => controllers.current.get(id)?.abort(), []);

  return { uploads, start, cancel };
}
