import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/ui/brand-mark';
import { TOP_BAR_HEIGHT } from '../../../theme/primitives';
import { useLayoutStore } from '../layout-store';

interface TopBarProps {
  homeHref: string;
  /** Extra header content, e.g. a running countdown. */
  center?: ReactNode;
  userMenu: ReactNode;
}

export function TopBar({ homeHref, center, userMenu }: TopBarProps) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  const toggleDrawer = useLayoutStore((s) => s.toggleDrawer);
  const setMobileDrawerOpen = useLayoutStore((s) => s.setMobileDrawerOpen);
  const drawerOpen = useLayoutStore((s) => s.drawerOpen);

  return (
    <AppBar position="static">
      <Toolbar sx={{ minHeight: `${TOP_BAR_HEIGHT}px !important`, gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label="Toggle navigation menu"
          aria-expanded={isMobile ? undefined : drawerOpen}
          onClick={() => (isMobile ? setMobileDrawerOpen(true) : toggleDrawer())}
        >
          <MenuIcon />
        </IconButton>
        <Box component={Link} to={homeHref} aria-label="Scout home" sx={{ color: 'inherit', textDecoration: 'none' }}>
          <BrandMark />
        </Box>
        <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>{center}</Box>
        {userMenu}
      </Toolbar>
    </AppBar>
  );
}
