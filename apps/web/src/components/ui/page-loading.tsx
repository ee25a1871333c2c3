import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * What a page shows while its code loads: a quiet spinner in the page's place, so the shell around it
 * (top bar, drawer) stays where it is; `fullPage` while the shell itself loads. It waits a moment before
 * appearing, so a fast load shows nothing.
 */
export function PageLoading({ label = 'Loading page', fullPage = false }: { label?: string; fullPage?: boolean }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{
        display: 'flex',
        justifyContent: 'center',
        pt: fullPage ? '30vh' : 8,
        minHeight: fullPage ? '100vh' : 240,
        opacity: 0,
        animation: 'scout-page-loading-in 0s linear 300ms forwards',
        '@keyframes scout-page-loading-in': { to: { opacity: 1 } },
      }}
    >
      <CircularProgress size={32} aria-hidden />
    </Box>
  );
}
