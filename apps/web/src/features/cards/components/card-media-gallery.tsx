import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  acceptAttribute,
  MEDIA_RULES,
  MEDIA_TYPE_LABELS,
  MEDIA_UPLOAD_TYPES,
  type Card as ScoutCard,
  type Media,
  type MediaUploadType,
} from '@scout/shared/domain';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useDeleteCardMedium } from '../api/card-media';
import { formatBytes } from '../../../lib/format-bytes';
import { altText, KindChip } from './card-media-labels';
import { galleryItems, type GalleryItem } from '../card-gallery';
import { failureMessage, type NotifyFn } from '../card-notice';
import { useCardMediaUploads, type MediaUpload } from '../hooks/use-card-media-uploads';

/** The medium full size, loaded when a tile is first opened (off the card page's first load). */
const Lightbox = lazy(() => import('./card-media-lightbox').then((module) => ({ default: module.Lightbox })));
/** Asked only before a delete: loaded then, off the card page's first load. */
const ConfirmDialog = lazy(() => import('../../../components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

const TILE_MIN = 176;

/** A 16:9 box for a tile's picture or state. */
function Preview({ children, dark = true }: { children: ReactNode; dark?: boolean }) {
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        width: '100%',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: dark ? 'primary.dark' : 'action.hover',
        color: 'rgba(255,255,255,0.85)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexDirection: 'column',
        gap: 0.5,
        textAlign: 'center',
        px: 1,
      }}
    >
      {children}
    </Box>
  );
}

function TilePicture({ item, cardNumber }: { item: GalleryItem; cardNumber: number }) {
  // A picture this browser cannot show (HEIC outside Safari) falls back to an icon and a word.
  const [unreadable, setUnreadable] = useState(false);
  if (item.state === 'processing' || item.state === 'uploading') {
    return (
      <Preview>
        <CircularProgress size={28} sx={{ color: 'inherit' }} aria-hidden />
        <Typography variant="caption" sx={{ color: 'inherit' }}>
          {item.state === 'processing' ? 'Making it playable…' : 'Uploading…'}
        </Typography>
      </Preview>
    );
  }
  if (item.state === 'failed') {
    return (
      <Preview>
        <ErrorOutlineIcon aria-hidden />
        <Typography variant="caption" sx={{ color: 'inherit', lineHeight: 1.3 }}>
          {item.medium.error?.trim() || 'This file could not be used.'}
        </Typography>
      </Preview>
    );
  }
  return (
    <Preview>
      {item.previewUrl && !unreadable ? (
        <Box
          component="img"
          src={item.previewUrl}
          alt={altText(item, cardNumber)}
          loading="lazy"
          onError={() => setUnreadable(true)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : item.kind === 'video' ? null : (
        <>
          <ImageOutlinedIcon aria-label={altText(item, cardNumber)} />
          {unreadable ? (
            <Typography variant="caption" sx={{ color: 'inherit' }}>
              No preview in this browser
            </Typography>
          ) : null}
        </>
      )}
      {item.kind === 'video' ? (
        <PlayCircleOutlineIcon sx={{ position: 'relative', fontSize: 40, filter: 'drop-shadow(0 1px 3px rgba(0,0,0,0.6))' }} aria-hidden />
      ) : null}
    </Preview>
  );
}

function MediaTile({
  item,
  cardNumber,
  editable,
  busy,
  onOpen,
  onReplace,
  onDelete,
}: {
  item: GalleryItem;
  cardNumber: number;
  editable: boolean;
  busy: boolean;
  onOpen: () => void;
  onReplace: () => void;
  onDelete: () => void;
}) {
  const name = item.medium.fileName?.trim() || item.label;
  const viewable = item.state === 'ready' && Boolean(item.medium.url);
  const picture = <TilePicture item={item} cardNumber={cardNumber} />;
  return (
    <Box component="li" sx={{ listStyle: 'none', minWidth: 0 }} aria-label={`${item.label}: ${name}`}>
      {viewable ? (
        <ButtonBase
          onClick={onOpen}
          aria-label={`Open ${item.label.toLowerCase()} ${name}`}
          sx={{
            display: 'block',
            width: '100%',
            borderRadius: 1,
            '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'secondary.main' },
          }}
        >
          {picture}
        </ButtonBase>
      ) : (
        picture
      )}
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.75, minWidth: 0, minHeight: 30 }}>
        <KindChip item={item} />
        <Box sx={{ flex: 1 }} />
        {editable ? (
          <>
            {item.state === 'ready' ? (
              <IconButton size="small" onClick={onReplace} disabled={busy} aria-label={`Replace ${name}`} title="Replace">
                <SwapHorizIcon fontSize="small" />
              </IconButton>
            ) : null}
            <IconButton size="small" onClick={onDelete} disabled={busy} aria-label={`Delete ${name}`} title="Delete">
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </>
        ) : null}
      </Stack>
      <Typography variant="caption" color="text.secondary" noWrap title={name} component="p" sx={{ minWidth: 0 }}>
        {name}
        {item.medium.sizeBytes && item.state === 'ready' ? ` · ${formatBytes(item.medium.sizeBytes)}` : ''}
      </Typography>
    </Box>
  );
}

function UploadTile({ upload, onCancel }: { upload: MediaUpload; onCancel: () => void }) {
  const percent = upload.total > 0 ? Math.min(100, Math.round((upload.loaded / upload.total) * 100)) : 0;
  return (
    <Box component="li" sx={{ listStyle: 'none', minWidth: 0 }} aria-label={`Uploading ${upload.fileName}`}>
      <Preview dark={false}>
        <Typography variant="body2" sx={{ color: 'text.primary', fontWeight: 700 }}>
          {percent} %
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={`Upload progress of ${upload.fileName}`}
          sx={{ width: '80%', height: 6, borderRadius: 3 }}
        />
        <Typography variant="caption" color="text.secondary">
          {formatBytes(upload.loaded)} of {formatBytes(upload.total)}
        </Typography>
      </Preview>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.75 }}>
        <Typography variant="caption" color="text.secondary" noWrap title={upload.fileName} sx={{ flex: 1, minWidth: 0 }}>
          {upload.replaces ? `Replacing with ${upload.fileName}` : upload.fileName}
        </Typography>
        <Button size="small" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * Every medium of the card as a gallery of tiles: the clip, its thumbnail, what staff and coaches added (video,
 * image, 3D-app video, labelled) and GIFs. A tile opens the medium full size. In edit mode files can be added
 * (with a progress bar per upload), replaced and deleted; a refused file says why.
 */
export function CardMediaGallery({ card, editable, notify }: { card: ScoutCard; editable: boolean; notify: NotifyFn }) {
  const items = galleryItems(card);
  const viewable = items.filter((item) => item.state === 'ready' && item.medium.url);
  const { uploads, start, cancel } = useCardMediaUploads(card.reportId, card.id, notify);
  const deleteMutation = useDeleteCardMedium(card.reportId, card.id);
  const [open, setOpen] = useState<number | null>(null);
  const [addMenu, setAddMenu] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<Media | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const picking = useRef<{ mediaType: MediaUploadType; replaces: Media | null }>({ mediaType: 'image', replaces: null });
  const [accept, setAccept] = useState('');

  const pick = (mediaType: MediaUploadType, replaces: Media | null = null) => {
    picking.current = { mediaType, replaces };
    setAccept(acceptAttribute(mediaType));
    setAddMenu(null);
    // The input's accept attribute must be set before the dialog opens.
    requestAnimationFrame(() => picker.current?.click());
  };

  const onFiles = (files: FileList | null) => {
    const { mediaType, replaces } = picking.current;
    for (const file of Array.from(files ?? []).slice(0, replaces ? 1 : undefined)) start(file, mediaType, replaces);
    if (picker.current) picker.current.value = '';
  };

  const onDelete = () => {
    if (!confirming) return;
    const name = confirming.fileName ?? 'The file';
    deleteMutation.mutate(confirming.mediaId, {
      onSuccess: () => notify({ severity: 'success', message: `"${name}" deleted from card #${card.cardNumber}.` }),
      onError: (error) => notify({ severity: 'error', message: failureMessage(error, `Deleting "${name}"`) }),
      onSettled: () => setConfirming(null),
    });
  };

  const count = items.length + uploads.length;
  return (
    <Card component="section" aria-label="Media" sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Media
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {count === 0 ? 'None yet' : `${count} ${count === 1 ? 'file' : 'files'}`}
          </Typography>
          {editable ? (
            <>
              <Button
                variant="outlined"
                startIcon={<AddPhotoAlternateOutlinedIcon />}
                onClick={(event) => setAddMenu(event.currentTarget)}
                aria-haspopup="menu"
              >
                Add media
              </Button>
              <Menu anchorEl={addMenu} open={Boolean(addMenu)} onClose={() => setAddMenu(null)}>
                {MEDIA_UPLOAD_TYPES.map((type) => (
                  <MenuItem key={type} onClick={() => pick(type)}>
                    <Stack>
                      <span>{MEDIA_TYPE_LABELS[type]}</span>
                      <Typography variant="caption" color="text.secondary">
                        {MEDIA_RULES[type].allowed}
                      </Typography>
                    </Stack>
                  </MenuItem>
                ))}
              </Menu>
              <input
                ref={picker}
                type="file"
                hidden
                multiple
                accept={accept}
                aria-label="Media file"
                data-testid="card-media-input"
                onChange={(event) => onFiles(event.currentTarget.files)}
              />
            </>
          ) : null}
        </Stack>
        {count === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {editable ? 'Add a video, a picture (a whiteboard, a diagram) or a 3D-app video of this play.' : 'This card has no media yet.'}
          </Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: `repeat(auto-fill, minmax(${TILE_MIN}px, 1fr))` },
              gap: 2,
              m: 0,
              p: 0,
            }}
          >
            {items.map((item) => (
              <MediaTile
                key={item.medium.mediaId}
                item={item}
                cardNumber={card.cardNumber}
                editable={editable}
                busy={deleteMutation.isPending && deleteMutation.variables === item.medium.mediaId}
                onOpen={() => setOpen(viewable.indexOf(item))}
                onReplace={() => pick(item.replaceAs, item.medium)}
                onDelete={() => setConfirming(item.medium)}
              />
            ))}
            {uploads.map((upload) => (
              <UploadTile key={upload.id} upload={upload} onCancel={() => cancel(upload.id)} />
            ))}
          </Box>
        )}
      </CardContent>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox items={viewable} index={open} cardNumber={card.cardNumber} onIndex={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title="Delete this file?"
            description={`“${confirming.fileName ?? 'This file'}” will be removed from card #${card.cardNumber} and deleted from storage. This cannot be undone.`}
            confirmLabel="Delete"
            pending={deleteMutation.isPending}
            onConfirm={onDelete}
            onClose={() => setConfirming(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}
