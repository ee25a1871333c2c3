import SystemUpdateIcon from '@mui/icons-material/SystemUpdateAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { CommitInfo } from '../api/get-commit-info';
import { AUTO_RELOAD_DELAY_MS, secondsLeft, shortCommit, type UpdateBannerView } from '../update-status';

/** The banner's height on wide screens, where it sits on one line (the drawer's sticky offset adds it). */
export const UPDATE_BANNER_HEIGHT = 48;

interface UpdateBannerProps {
  view: UpdateBannerView;
  autoReload: boolean;
  onAutoReloadChange(on: boolean): void;
  onRefresh(): void;
  onLater(): void;
  onCancel(): void;
}

/** Seconds left of the auto-reload countdown, started when the caller mounts; calls `onDone` at zero. */
function useCountdown(onDone: () => void): number {
  const [deadline] = useState(() => Date.now() + AUTO_RELOAD_DELAY_MS);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const left = secondsLeft(deadline, now);
  useEffect(() => {
    if (left === 0) onDone();
  }, [left, onDone]);
  return left;
}

/**
 * 'A new version of Scout is available': Refresh or Later; with auto-reload on, a 15 s countdown with Cancel.
 * Hidden while the running build is the deployed one.
 */
export function UpdateBanner(props: UpdateBannerProps) {
  if (props.view.kind === 'hidden') return null;
  if (props.view.kind === 'countdown') return <CountingDown key={props.view.deployed.hash} {...props} deployed={props.view.deployed} />;
  return <BannerBody {...props} deployed={props.view.deployed} left={null} />;
}

function CountingDown(props: UpdateBannerProps & { deployed: CommitInfo }) {
  const left = useCountdown(props.onRefresh);
  return <BannerBody {...props} left={left} />;
}

function BannerBody({
  deployed,
  left,
  autoReload,
  onAutoReloadChange,
  onRefresh,
  onLater,
  onCancel,
}: Omit<UpdateBannerProps, 'view'> & { deployed: CommitInfo; left: number | null }) {
  const counting = left !== null;
  const version = deployed.shortHash || shortCommit(deployed.hash);
  const totalSeconds = AUTO_RELOAD_DELAY_MS / 1000;

  return (
    <Box
      role="region"
      aria-label="Update available"
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        flexWrap: { xs: 'wrap', md: 'nowrap' },
        columnGap: 2,
        rowGap: 0.5,
        px: { xs: 2, md: 3 },
        py: { xs: 1, md: 0 },
        minHeight: UPDATE_BANNER_HEIGHT,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        boxShadow: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, flex: 1, minWidth: { xs: '100%', md: 0 } }}>
        <SystemUpdateIcon fontSize="small" />
        <Typography variant="body2" role="status" sx={{ fontWeight: 600 }}>
          A new version of Scout is available ({version}).{' '}
          {counting ? (
            <Box component="span" sx={{ fontWeight: 800 }}>
              Reloading in {left} s…
            </Box>
          ) : null}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0, ml: { xs: 'auto', md: 0 } }}>
        <FormControlLabel
          sx={{ m: 0, mr: 1, '& .MuiFormControlLabel-label': { fontSize: 13, fontWeight: 600 } }}
          control={
            <Switch size="small" color="default" checked={autoReload} onChange={(event) => onAutoReloadChange(event.target.checked)} />
          }
          label="Auto-reload"
        />
        {counting ? (
          <Button size="small" variant="outlined" color="inherit" onClick={onCancel}>
            Cancel
          </Button>
        ) : (
          <Button size="small" color="inherit" onClick={onLater}>
            Later
          </Button>
        )}
        <Button size="small" variant="contained" color="primary" onClick={onRefresh}>
          {counting ? 'Refresh now' : 'Refresh'}
        </Button>
      </Box>
      {counting ? (
        <LinearProgress
          variant="determinate"
          aria-label="Time until reload"
          value={((totalSeconds - (left ?? 0)) / totalSeconds) * 100}
          color="inherit"
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 3, opacity: 0.7 }}
        />
      ) : null}
    </Box>
  );
}
