import FullscreenIcon from '@mui/icons-material/Fullscreen';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RepeatOneIcon from '@mui/icons-material/RepeatOne';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { filmActionForKey, FILM_SPEEDS, isTypingTarget, spaceBelongsTo, stepSpeed, type FilmAction, type KeyTarget } from '../film-keys';
import { assignSlots, NO_SLOTS, stepIndex, type FilmClip, type PlayerSlots } from '../playlist';

interface FilmPlayerProps {
  playlist: readonly FilmClip[];
  index: number;
  onSelect(index: number): void;
}

function keyTargetOf(target: EventTarget | null): KeyTarget | null {
  if (!(target instanceof HTMLElement)) return null;
  return {
    tagName: target.tagName,
    isContentEditable: target.isContentEditable,
    type: target instanceof HTMLInputElement ? target.type : undefined,
    role: target.getAttribute('role'),
  };
}

/** '0:07' for seconds into a clip. */
function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Speed survives a new clip being loaded: the default rate is what a fresh load starts at. */
function applySpeed(video: HTMLVideoElement | null, speed: number): void {
  if (!video) return;
  video.defaultPlaybackRate = speed;
  video.playbackRate = speed;
}

/**
 * The film room's player: the current clip on show and the next one loaded in a hidden second player, so at
 * the end of a clip the two swap and the next play starts at once. Only those two clips are ever fetched.
 * Speed and loop stay as set from clip to clip; the keyboard drives it like film software.
 */
export function FilmPlayer({ playlist, index, onSelect }: FilmPlayerProps) {
  const current = playlist[index] ?? null;
  const next = playlist[index + 1] ?? null;

  // The players follow the current and next clip, changing as little as they can.
  const [players, setPlayers] = useState<PlayerSlots>(() => assignSlots(NO_SLOTS, current, next));
  const wanted = assignSlots(players, current, next);
  if (wanted !== players) setPlayers(wanted);

  const videos = useRef<[HTMLVideoElement | null, HTMLVideoElement | null]>([null, null]);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const [loop, setLoop] = useState(false);
  const [clock, setClock] = useState({ time: 0, duration: 0 });
  const filmRef = useRef<HTMLDivElement | null>(null);

  const activeVideo = useCallback(() => videos.current[wanted.active], [videos, wanted.active]);

  // On a new clip: the other player stops and rewinds, the one on show keeps playing if the film was.
  useEffect(() => {
    const shown = videos.current[wanted.active];
    const hidden = videos.current[wanted.active === 0 ? 1 : 0];
    if (hidden && !hidden.paused) hidden.pause();
    if (hidden && hidden.currentTime !== 0 && hidden.readyState > 0) hidden.currentTime = 0;
    if (shown && playing && shown.paused) void shown.play().catch(() => setPlaying(false));
    // The seek bar reads the clip now on show.
    setClock({ time: shown?.currentTime ?? 0, duration: shown?.duration || 0 });
    // The slot's clip is what matters here, not the refs' identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted.active, wanted.slots[wanted.active]?.cardId, playing]);

  useEffect(() => {
    videos.current.forEach((video) => applySpeed(video, speed));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [speed, wanted.slots[0]?.cardId, wanted.slots[1]?.cardId]);

  const goTo = useCallback(
    (step: 1 | -1) => {
      const target = stepIndex(index, step, playlist.length);
      if (target !== null) onSelect(target);
    },
    [index, playlist.length, onSelect],
  );

  const togglePlay = useCallback(() => {
    const video = activeVideo();
    if (!video) return;
    if (video.paused) {
      setPlaying(true);
      void video.play().catch(() => setPlaying(false));
    } else {
      setPlaying(false);
      video.pause();
    }
  }, [activeVideo]);

  const run = useCallback(
    (action: FilmAction) => {
      const video = activeVideo();
      switch (action.type) {
        case 'toggle-play':
          togglePlay();
          break;
        case 'pause':
          setPlaying(false);
          video?.pause();
          break;
        case 'seek':
          if (video) {
            const end = Number.isFinite(video.duration) ? video.duration : Infinity;
            video.currentTime = Math.min(end, Math.max(0, video.currentTime + action.seconds));
          }
          break;
        case 'clip':
          goTo(action.step);
          break;
        case 'speed':
          setSpeed((value) => stepSpeed(value, action.step));
          break;
        case 'toggle-loop':
          setLoop((value) => !value);
          break;
      }
    },
    [activeVideo, togglePlay, goTo],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const target = keyTargetOf(event.target);
      if (isTypingTarget(target)) return;
      if (event.key === ' ' && spaceBelongsTo(target)) return;
      const video = activeVideo();
      const action = filmActionForKey(event, video ? video.paused : true);
      if (!action) return;
      event.preventDefault();
      run(action);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [activeVideo, run]);

  const onEnded = (slot: 0 | 1) => {
    if (slot !== wanted.active) return;
    const video = videos.current[slot];
    if (loop && video) {
      video.currentTime = 0;
      void video.play().catch(() => setPlaying(false));
      return;
    }
    const target = stepIndex(index, 1, playlist.length);
    if (target === null) {
      setPlaying(false);
      return;
    }
    // The next clip is already loaded in the hidden player: start it now, before the page redraws.
    const other = (slot === 0 ? 1 : 0) as 0 | 1;
    const hidden = videos.current[other];
    if (hidden && wanted.slots[other]?.cardId === playlist[target]?.cardId) void hidden.play().catch(() => undefined);
    onSelect(target);
  };

  return (
    <Box>
      <Box
        role="region"
        aria-label="Film"
        ref={filmRef}
        sx={{ position: 'relative', aspectRatio: '16 / 9', width: '100%', bgcolor: 'common.black', borderRadius: 2, overflow: 'hidden' }}
      >
        {([0, 1] as const).map((slot) => {
          const held = wanted.slots[slot];
          const shown = slot === wanted.active;
          const clip = held ? playlist.find((item) => item.cardId === held.cardId) : undefined;
          return (
            <video
              key={slot}
              ref={(element) => {
                videos.current[slot] = element;
              }}
              src={held?.url}
              poster={shown ? (clip?.posterUrl ?? undefined) : undefined}
              preload="auto"
              playsInline
              onClick={shown ? togglePlay : undefined}
              onTimeUpdate={(event) => {
                if (shown) setClock({ time: event.currentTarget.currentTime, duration: event.currentTarget.duration || 0 });
              }}
              onLoadedMetadata={(event) => {
                if (shown) setClock({ time: event.currentTarget.currentTime, duration: event.currentTarget.duration || 0 });
              }}
              aria-hidden={!shown}
              tabIndex={shown ? 0 : -1}
              aria-label={clip ? `Clip of card ${clip.cardNumber}` : 'Clip'}
              data-film-slot={shown ? 'current' : 'next'}
              onPlay={() => {
                if (shown) setPlaying(true);
              }}
              onPause={(event) => {
                if (shown && !event.currentTarget.ended) setPlaying(false);
              }}
              onEnded={() => onEnded(slot)}
              style={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                background: '#000',
                visibility: shown ? 'visible' : 'hidden',
                cursor: 'pointer',
              }}
            >
              <track kind="captions" />
            </video>
          );
        })}
      </Box>
      {/* One set of controls (the keyboard drives the same ones): the video's own are not shown. */}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, mt: 0.5, px: 1 }}>
        <Slider
          size="small"
          aria-label="Seek"
          min={0}
          max={clock.duration || 1}
          step={0.1}
          value={Math.min(clock.time, clock.duration || 1)}
          onChange={(_event, value) => {
            const video = activeVideo();
            if (video && typeof value === 'number') video.currentTime = value;
          }}
        />
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {formatClock(clock.time)} / {formatClock(clock.duration)}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Tooltip title="Previous clip (P)">
          <span>
            <IconButton aria-label="Previous clip" disabled={index <= 0} onClick={() => goTo(-1)}>
              <SkipPreviousIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={playing ? 'Pause (Space)' : 'Play (Space)'}>
          <IconButton
            aria-label={playing ? 'Pause' : 'Play'}
            color="primary"
            onClick={togglePlay}
            sx={{ border: 1, borderColor: 'divider' }}
          >
            {playing ? <PauseIcon /> : <PlayArrowIcon />}
          </IconButton>
        </Tooltip>
        <Tooltip title="Next clip (N)">
          <span>
            <IconButton aria-label="Next clip" disabled={index >= playlist.length - 1} onClick={() => goTo(1)}>
              <SkipNextIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Typography variant="body2" color="text.secondary" sx={{ mx: 1, whiteSpace: 'nowrap' }}>
          Clip {index + 1} of {playlist.length}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={speed}
          aria-label="Speed"
          onChange={(_, value: number | null) => {
            if (value !== null) setSpeed(value);
          }}
        >
          {FILM_SPEEDS.map((value) => (
            <ToggleButton key={value} value={value} aria-label={`${value}× speed`} sx={{ px: 1, py: 0.25 }}>
              {value}×
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Tooltip title="Loop this clip (R)">
          <ToggleButton
            size="small"
            value="loop"
            selected={loop}
            aria-label="Loop this clip"
            onChange={() => setLoop((value) => !value)}
            sx={{ py: 0.25 }}
          >
            <RepeatOneIcon fontSize="small" />
          </ToggleButton>
        </Tooltip>
        <Tooltip title="Full screen">
          <IconButton
            aria-label="Full screen"
            size="small"
            onClick={() => void filmRef.current?.requestFullscreen?.().catch(() => undefined)}
          >
            <FullscreenIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
}
