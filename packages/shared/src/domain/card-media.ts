/**
 * What people may add to a card besides its processed clip, declared once for the browser (which refuses a
 * file before sending it) and the server (which refuses it again, signs the upload for exactly this type and
 * size, and checks what arrived).
 */

/** The kinds of medium a person adds; the 3D-app video is a video from a 3D play-animation app, shown labelled. */
export const MEDIA_UPLOAD_TYPES = ['video', 'image', '3d-app-video'] as const;
export type MediaUploadType = (typeof MEDIA_UPLOAD_TYPES)[number];

export const MEDIA_TYPE_LABELS: Record<string, string> = {
  video: 'Video',
  image: 'Image',
  gif: 'GIF',
  '3d-app-video': '3D-app video',
};

/**
 * The 3D-app video is '3d_video' inside the app and travels as '3d-app-video'; the server takes either and
 * stores the wire name.
 */
export function wireMediaType(mediaType: string): string {
  return mediaType === '3d_video' ? '3d-app-video' : mediaType;
}

/** Where a medium is: signed for upload, being made playable, ready to view, or refused. */
export const MEDIA_STATUSES = ['uploading', 'processing', 'ready', 'failed'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

interface MediaKindRule {
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  /** MIME type by file extension (lower case, with the dot); the MIME type is what the upload is signed for. */
  types: Readonly<Record<string, string>>;
  /** How people read the limits. */
  allowed: string;
}

const VIDEO_RULE: MediaKindRule = {
  maxBytes: 2 * 1024 ** 3,
  types: { '.mp4': 'video/mp4', '.m4v': 'video/mp4', '.mov': 'video/quicktime' },
  allowed: 'MP4 or MOV video up to 2 GB',
};

export const MEDIA_RULES: Record<MediaUploadType, MediaKindRule> = {
  video: VIDEO_RULE,
  '3d-app-video': VIDEO_RULE,
  image: {
    maxBytes: 20 * 1024 ** 2,
    types: {
      '.jpg': 'image/jpeg',
      '.jpeg': 'image/jpeg',
      '.png': 'image/png',
      '.webp': 'image/webp',
      '.heic': 'image/heic',
      '.heif': 'image/heif',
    },
    allowed: 'JPEG, PNG, WebP or HEIC image up to 20 MB',
  },
};

/** A card holds at most this many media (its processed clip and thumbnail included). */
export const MAX_MEDIA_PER_CARD = 24;

/** What the file picker offers for each kind. */
export function acceptAttribute(mediaType: MediaUploadType): string {
  const rule = MEDIA_RULES[mediaType];
  return [...new Set([...Object.keys(rule.types), ...Object.values(rule.types)])].join(',');
}

function extensionOf(fileName: string): string {
  const match = /\.[^./\\]+$/.exec(fileName.trim());
  return match ? match[0].toLowerCase() : '';
}

function formatLimit(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${bytes / 1024 ** 3} GB` : `${bytes / 1024 ** 2} MB`;
}

export interface MediaUploadRequest {
  fileName: string;
  /** The browser's MIME type for the file; may be empty (browsers leave HEIC and some MOV files untyped). */
  fileType: string;
  fileSize: number;
  mediaType: string;
}

export type MediaUploadCheck =
  { ok: true; mediaType: MediaUploadType; contentType: string; extension: string } | { ok: false; reason: string };

/**
 * Whether a file may be added as this kind of medium, and the MIME type its upload is signed for: the type
 * the file's extension stands for, which the browser's own type (when it gives one) must agree with. The
 * reasons are shown to people as they are.
 */
export function checkMediaUpload(request: MediaUploadRequest): MediaUploadCheck {
  const mediaType = wireMediaType(request.mediaType);
  if (!(MEDIA_UPLOAD_TYPES as readonly string[]).includes(mediaType)) {
    return { ok: false, reason: `Media type must be video, image or 3d-app-video, not "${request.mediaType}".` };
  }
  const kind = mediaType as MediaUploadType;
  const rule = MEDIA_RULES[kind];
  const name = request.fileName.trim() || 'The file';
  const extension = extensionOf(request.fileName);
  const contentType = rule.types[extension];
  const what = { video: 'a video', image: 'an image', '3d-app-video': 'a 3D-app video' }[kind];
  if (!contentType) {
    return { ok: false, reason: `"${name}" cannot be added as ${what}: only ${rule.allowed} can.` };
  }
  const declared = request.fileType.trim().toLowerCase();
  const agrees = declared === '' || declared === contentType || (contentType === 'image/heic' && declared === 'image/heif');
  if (!agrees) {
    return {
      ok: false,
      reason: `"${name}" is ${declared}, which does not match its ${extension} name. Only ${rule.allowed} can be added.`,
    };
  }
  if (!Number.isFinite(request.fileSize) || request.fileSize <= 0) return { ok: false, reason: `"${name}" is empty.` };
  if (request.fileSize > rule.maxBytes) {
    return { ok: false, reason: `"${name}" is larger than ${formatLimit(rule.maxBytes)}: only ${rule.allowed} can be added.` };
  }
  return { ok: true, mediaType: kind, contentType, extension };
}

/** Whether a medium's type is a video people added or the clip processing made (both play in the video player). */
export function isVideoMediaType(mediaType: string): boolean {
  return mediaType === 'video' || mediaType === '3d-app-video';
}
