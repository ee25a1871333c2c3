/** What each kind of stored medium is called on the storage page. */
const KIND_LABELS: Record<string, string> = {
  video: 'Video clips',
  thumbnail: 'Thumbnails',
  gif: 'GIFs',
  image: 'Images',
  '3d-app-video': '3D-app video',
};

export function storageKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

/** The quota bar's colour: over 90 % used is an error, over 75 % a warning. */
export function quotaSeverity(percentUsed: number): 'success' | 'warning' | 'error' {
  if (percentUsed > 90) return 'error';
  if (percentUsed > 75) return 'warning';
  return 'success';
}
