import VideocamOffOutlinedIcon from '@mui/icons-material/VideocamOffOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Media } from '@scout/shared/domain';
import type { ReactNode } from 'react';

function isVideo(media: Media): boolean {
  return media.mediaType.includes('video') || Boolean(media.mimeType?.startsWith('video/'));
}

function isImage(media: Media): boolean {
  return media.mediaType === 'image' || Boolean(media.mimeType?.startsWith('image/'));
}

/** A 16:9 frame, as game film is shot. */
function Frame({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        width: '100%',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'primary.dark',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The card's film: its first playable video (or image) when the upload pipeline has produced one;
 * until then a tidy 16:9 placeholder.
 */
export function CardMedia({ media }: { media: readonly Media[] }) {
  const video = media.find((m) => isVideo(m) && m.url);
  const image = media.find((m) => isImage(m) && m.url);
  if (video?.url) {
    return (
      <Frame label="Video">
        <video src={video.url} controls preload="metadata" style={{ width: '100%', height: '100%', display: 'block', background: '#000' }}>
          <track kind="captions" />
        </video>
      </Frame>
    );
  }
  if (image?.url) {
    return (
      <Frame label="Image">
        <img src={image.url} alt={image.fileName ?? 'Card image'} style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />
      </Frame>
    );
  }
  return (
    <Frame label="Video">
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1,
          color: 'rgba(255,255,255,0.78)',
          background: (theme) =>
            `repeating-linear-gradient(90deg, transparent 0 calc(10% - 1px), rgba(255,255,255,0.05) calc(10% - 1px) 10%), linear-gradient(160deg, ${theme.palette.primary.light}, ${theme.palette.primary.dark})`,
        }}
      >
        <VideocamOffOutlinedIcon sx={{ fontSize: 44, opacity: 0.8 }} />
        <Typography variant="h6" component="p" sx={{ color: 'inherit', fontWeight: 700 }}>
          No video yet
        </Typography>
        <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.6)', px: 3, textAlign: 'center' }}>
          The play’s clip appears here once the game film is uploaded and processed.
        </Typography>
      </Box>
    </Frame>
  );
}
