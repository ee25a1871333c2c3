/**
 * Sizes and speeds as the upload screen shows them: '12.3 MB of 1.2 GB · 8.4 MB/s · about 2 min left'.
 * Units are 1024-based, as the upload limit is.
 */

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} bytes`;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // 1023.96 MB would round to '1024.0 MB': say '1.0 GB' instead.
  if (Number(value.toFixed(1)) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}

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
