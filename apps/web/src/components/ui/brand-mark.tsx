import SportsFootballIcon from '@mui/icons-material/SportsFootball';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface BrandMarkProps {
  size?: 'small' | 'large';
  /** Colour of the word mark; the icon tile keeps the brand green. */
  tone?: 'light' | 'dark';
}

/** The SCOUT logo: a green tile with a football and the word mark. */
export function BrandMark({ size = 'small', tone = 'light' }: BrandMarkProps) {
  const large = size === 'large';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: large ? 1.5 : 1 }}>
      <Box
        aria-hidden
        sx={{
          width: large ? 48 : 32,
          height: large ? 48 : 32,
          borderRadius: large ? 3 : 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          boxShadow: large ? 3 : 0,
        }}
      >
        <SportsFootballIcon sx={{ fontSize: large ? 30 : 20, transform: 'rotate(-30deg)' }} />
      </Box>
      <Typography
        component="span"
        variant={large ? 'h4' : 'h6'}
        sx={{ fontWeight: 900, letterSpacing: '0.18em', color: tone === 'light' ? 'common.white' : 'primary.main' }}
      >
        SCOUT
      </Typography>
    </Box>
  );
}
