import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';
import { brand } from '../../theme/primitives';

/** Centred card on a field-and-night backdrop, for the sign-in screen. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 6,
        background: `radial-gradient(1200px 600px at 10% -10%, ${brand.navyLight} 0%, transparent 60%),
          radial-gradient(900px 500px at 110% 110%, ${brand.greenDark} 0%, transparent 55%),
          linear-gradient(160deg, ${brand.navyDark} 0%, ${brand.navy} 55%, ${brand.greenDark} 140%)`,
        position: 'relative',
        overflow: 'hidden',
        // Faint yard lines.
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: 0,
          backgroundImage: 'repeating-linear-gradient(90deg, rgba(255,255,255,0.04) 0 2px, transparent 2px 120px)',
          pointerEvents: 'none',
        },
      }}
    >
      <Card
        variant="elevation"
        elevation={12}
        sx={{ width: '100%', maxWidth: 480, position: 'relative', borderRadius: 4, border: 'none', borderTop: `6px solid ${brand.green}` }}
      >
        <CardContent sx={{ p: { xs: 3, sm: 4.5 } }}>{children}</CardContent>
      </Card>
    </Box>
  );
}
