import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, type KeyboardEvent } from 'react';
import { stepIndex, type GalleryItem } from '../card-gallery';
import { altText, KindChip } from './card-media-labels';

/** The medium full size: the video plays, the picture fills the dialog; ←/→ step through the gallery. */
export function Lightbox({
  items,
  index,
  cardNumber,
  onIndex,
  onClose,
}: {
  items: GalleryItem[];
  index: number | null;
  cardNumber: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const item = index === null ? null : items[index];
  const step = (direction: 1 | -1) => index !== null && onIndex(stepIndex(index, items.length, direction));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLVideoElement && event.key !== 'Escape') return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  return (
    <Dialog open={Boolean(item)} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby={titleId} onKeyDown={onKeyDown}>
      {item ? (
        <>
          <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
            <KindChip item={item} />
            <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {item.medium.fileName?.trim() || item.label}
            </Box>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
              {(index ?? 0) + 1} of {items.length}
            </Typography>
            <IconButton onClick={onClose} aria-label="Close">
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent sx={{ bgcolor: 'common.black', p: 0, display: 'flex', justifyContent: 'center' }}>
            {item.kind === 'video' ? (
              <video
                key={item.medium.mediaId}
                src={item.medium.url ?? undefined}
                poster={item.previewUrl ?? undefined}
                controls
                autoPlay
                playsInline
                aria-label={altText(item, cardNumber)}
                style={{ width: '100%', maxHeight: '75vh', display: 'block', background: '#000' }}
              >
                <track kind="captions" />
              </video>
            ) : (
              <Box
                component="img"
                src={item.medium.url ?? undefined}
                alt={altText(item, cardNumber)}
                sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain', display: 'block' }}
              />
            )}
          </DialogContent>
          <DialogActions sx={{ justifyContent: 'space-between' }}>
            <Button startIcon={<NavigateBeforeIcon />} onClick={() => step(-1)} disabled={items.length < 2} aria-label="Previous medium">
              Previous
            </Button>
            <Button
              component="a"
              href={item.medium.url ?? undefined}
              download={item.medium.fileName ?? true}
              target="_blank"
              rel="noopener"
              startIcon={<DownloadIcon />}
            >
              Download
            </Button>
            <Button endIcon={<NavigateNextIcon />} onClick={() => step(1)} disabled={items.length < 2} aria-label="Next medium">
              Next
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
