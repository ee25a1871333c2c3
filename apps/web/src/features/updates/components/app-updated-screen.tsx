import SystemUpdateIcon from '@mui/icons-material/SystemUpdateAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageLoading } from '../../../components/ui/page-loading';
import { APP_UPDATED_MESSAGE, recoverFromChunkFailure, type ChunkRecovery } from '../chunk-recovery';

/**
 * What a page whose code failed to load shows: while the automatic reload (the first failure of the session's
 * episode) is under way, a spinner; after it, 'Scout was updated — reload to continue' with a Reload that
 * stays at the same address.
 */
export function ChunkFailureScreen() {
  // The page load's one decision (it may start the reload): the same on a second render or a second screen.
  const [recovery] = useState<ChunkRecovery>(recoverFromChunkFailure);
  if (recovery !== 'show-updated') return <PageLoading label="Loading the new version" />;
  return <AppUpdatedScreen onReload={() => window.location.reload()} />;
}

export function AppUpdatedScreen({ onReload }: { onReload(): void }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, pt: { xs: 6, sm: 10 } }}>
      <Paper
        role="alert"
        variant="outlined"
        sx={{ width: '100%', maxWidth: 480, p: { xs: 3, sm: 4 }, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
      >
        <SystemUpdateIcon color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Typography component="h1" variant="h6" sx={{ textAlign: 'center' }}>
          {APP_UPDATED_MESSAGE}
        </Typography>
        <Button variant="contained" onClick={onReload}>
          Reload
        </Button>
      </Paper>
    </Box>
  );
}
