import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import GifBoxOutlinedIcon from '@mui/icons-material/GifBoxOutlined';
import VideocamOffOutlinedIcon from '@mui/icons-material/VideocamOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Card } from '@scout/shared/domain';
import { useState, type ReactNode } from 'react';
import { useConvertToGif } from '../api/convert-to-gif';
import { cardFilm, DEFAULT_GIF_SECONDS, formatClipTime, GIF_DURATIONS } from '../card-film';
import { failureMessage, type NotifyFn } from '../card-notice';

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

/** The frame's message when there is nothing to play: no film yet, the clip being processed, or failed. */
function FrameMessage({
  icon,
  title,
  detail,
  tone = 'neutral',
}: {
  icon: ReactNode;
  title: string;
  detail: string;
  tone?: 'neutral' | 'error';
}) {
  return (
    <Box
      sx={{
        position: 'absolute',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        color: 'rgba(255,255,255,0.82)',
        background: (theme) =>
          tone === 'error'
            ? `linear-gradient(160deg, ${theme.palette.primary.light}, ${theme.palette.error.dark})`
            : `repeating-linear-gradient(90deg, transparent 0 calc(10% - 1px), rgba(255,255,255,0.05) calc(10% - 1px) 10%), linear-gradient(160deg, ${theme.palette.primary.light}, ${theme.palette.primary.dark})`,
      }}
    >
      {icon}
      <Typography variant="h6" component="p" sx={{ color: 'inherit', fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.7)', px: 3, textAlign: 'center', maxWidth: 520 }}>
        {detail}
      </Typography>
    </Box>
  );
}

/**
 * The card's film: its clip in a player (the thumbnail as poster), or why there is none yet (no film,
 * 'Processing clip…', or the clip's error). 'Make GIF' turns a few seconds of the clip, from where the player
 * stands, into a GIF to drop into slides or a group chat (it appears in the card's media gallery).
 */
export function CardMedia({ card, notify }: { card: Card; notify: NotifyFn }) {
  const film = cardFilm(card.media);
  const [position, setPosition] = useState(0);
  const [gifSeconds, setGifSeconds] = useState<number>(DEFAULT_GIF_SECONDS);
  const makeGif = useConvertToGif(card.reportId, card.id);

  const onMakeGif = () =>
    makeGif.mutate(
      { startSeconds: Math.round(position * 10) / 10, durationSeconds: gifSeconds },
      {
        onSuccess: () => notify({ severity: 'success', message: `GIF of card #${card.cardNumber} made. It is in the card's media below.` }),
        onError: (error) => notify({ severity: 'error', message: failureMessage(error, 'Making the GIF') }),
      },
    );

  let frame: ReactNode;
  if (film.video?.url) {
    frame = (
      <Frame label="Video">
        <video
          key={film.video.mediaId}
          src={film.video.url}
          poster={film.image?.url ?? undefined}
          controls
          preload="metadata"
          playsInline
          aria-label={`Clip of card ${card.cardNumber}`}
          onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
          style={{ width: '100%', height: '100%', display: 'block', background: '#000' }}
        >
          <track kind="captions" />
        </video>
      </Frame>
    );
  } else if (card.clipStatus === 'queued') {
    frame = (
      <Frame label="Video">
        <FrameMessage
          icon={<CircularProgress size={40} sx={{ color: 'inherit' }} aria-hidden />}
          title="Processing clip…"
          detail="Scout is preparing this play's clip. It appears here as soon as it is ready."
        />
      </Frame>
    );
  } else if (card.clipStatus === 'failed') {
    frame = (
      <Frame label="Video">
        <FrameMessage
          tone="error"
          icon={<BrokenImageOutlinedIcon sx={{ fontSize: 44 }} />}
          title="This clip could not be processed"
          detail={card.clipError?.trim() || 'The clip in the ZIP could not be read.'}
        />
      </Frame>
    );
  } else if (film.image?.url) {
    frame = (
      <Frame label="Image">
        <img
          src={film.image.url}
          alt={film.image.fileName ?? `Card ${card.cardNumber} image`}
          style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      </Frame>
    );
  } else {
    frame = (
      <Frame label="Video">
        <FrameMessage
          icon={<VideocamOffOutlinedIcon sx={{ fontSize: 44, opacity: 0.8 }} />}
          title="No video yet"
          detail="The play’s clip appears here once the game film is uploaded and processed."
        />
      </Frame>
    );
  }

  const source = [card.sourceFileName?.trim(), card.durationSeconds ? `${card.durationSeconds.toFixed(1)} s` : null]
    .filter(Boolean)
    .join(' · ');

  return (
    <Box>
      {frame}
      {film.video?.mediaType === 'video' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1.5, alignItems: { sm: 'center' } }}>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ flex: 1, minWidth: 0, wordBreak: 'break-all' }}
            title={card.sourceFileName ?? undefined}
          >
            {source}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <TextField
              select
              size="small"
              label="GIF length"
              value={gifSeconds}
              onChange={(event) => setGifSeconds(Number(event.target.value))}
              disabled={makeGif.isPending}
              sx={{ width: 120 }}
            >
              {GIF_DURATIONS.map((seconds) => (
                <MenuItem key={seconds} value={seconds}>
                  {seconds} s
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              startIcon={<GifBoxOutlinedIcon />}
              onClick={onMakeGif}
              loading={makeGif.isPending}
              loadingPosition="start"
            >
              {makeGif.isPending ? 'Making GIF…' : `Make GIF from ${formatClipTime(position)}`}
            </Button>
          </Stack>
        </Stack>
      ) : null}
    </Box>
  );
}
