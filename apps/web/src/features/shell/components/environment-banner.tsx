import BugReportIcon from '@mui/icons-material/BugReport';
import CloudIcon from '@mui/icons-material/Cloud';
import ComputerIcon from '@mui/icons-material/Computer';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { HostEnvironment } from '../../../config/host';
import { ENVIRONMENT_BANNER_HEIGHT } from '../../../theme/primitives';
import { isDebugEnabled, setDebugEnabled } from '../../../lib/logger';
import { userTypeLabel } from '../shell-user';

interface EnvironmentBannerProps {
  environment: HostEnvironment;
  isInternalUser: boolean;
}

/**
 * 'LOCAL DEVELOPMENT' (with the debug switch and the user-type chip) on local and private-network hosts,
 * 'AWS DEVELOPMENT' on dev, staging and cloud hosts, nothing in production.
 */
export function EnvironmentBanner({ environment, isInternalUser }: EnvironmentBannerProps) {
  const [debug, setDebug] = useState(isDebugEnabled);
  if (environment === 'production') return null;
  const local = environment === 'local';
  return (
    <Box
      role="region"
      aria-label="Environment"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexWrap: 'wrap',
        gap: 1.5,
        px: 2,
        height: ENVIRONMENT_BANNER_HEIGHT,
        overflow: 'hidden',
        bgcolor: local ? 'warning.main' : 'info.main',
        color: 'common.white',
      }}
    >
      {local ? <ComputerIcon fontSize="small" /> : <CloudIcon fontSize="small" />}
      <Typography variant="caption" sx={{ fontWeight: 800, letterSpacing: '0.14em' }}>
        {local ? 'LOCAL DEVELOPMENT' : 'AWS DEVELOPMENT'}
      </Typography>
      {local ? (
        <>
          <Chip
            size="small"
            label={userTypeLabel(isInternalUser)}
            sx={{ bgcolor: 'rgba(0,0,0,0.2)', color: 'inherit', letterSpacing: '0.06em' }}
          />
          <FormControlLabel
            sx={{ m: 0, '& .MuiFormControlLabel-label': { fontSize: 12, fontWeight: 700 } }}
            control={
              <Switch
                size="small"
                color="default"
                checked={debug}
                onChange={(event) => {
                  setDebugEnabled(event.target.checked);
                  setDebug(event.target.checked);
                }}
              />
            }
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <BugReportIcon sx={{ fontSize: 14 }} /> Debug {debug ? 'on' : 'off'}
              </Box>
            }
          />
        </>
      ) : null}
    </Box>
  );
}
