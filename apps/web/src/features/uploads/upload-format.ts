import { formatBytes } from '../../lib/format-bytes';

/**
 * Sizes and speeds as the upload screen shows them: '12.3 MB of 1.2 GB · 8.4 MB/s · about 2 min left'.
 * Units are 1024-based, as the upload limit is.
 */

export { formatBytes };

export function formatSpeed(bytesPerSecond: number): string {
  return `${formatBytes(bytesPerSecond)}/s`;
}

/** 'less than a minute left', 'about 3 min left', 'about 1 h 20 min left'. */
export function formatTimeLeft(seconds: number): string {
  if (seconds < 60) return 'less than a minute left';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `about ${hours} h ${rest} min left` : `about ${hours} h left`;
}

/** The line under an upload's progress bar. */
export function formatUploadProgress(uploadedBytes: number, totalBytes: number, speedBytesPerSecond: number | null): string {
  const parts = [`${formatBytes(uploadedBytes)} of ${formatBytes(totalBytes)}`];
  if (speedBytesPerSecond !== null && speedBytesPerSecond > 0) {
    parts.push(formatSpeed(speedBytesPerSecond));
    const remaining = Math.max(0, totalBytes - uploadedBytes);
    if (remaining > 0) parts.push(formatTimeLeft(remaining / speedBytesPerSecond));
  }
  return parts.join(' · ');
}
