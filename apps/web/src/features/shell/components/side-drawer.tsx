import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { NavEntry, NavGroup } from '@scout/shared/domain';
import { Link, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { DRAWER_WIDTH } from '../../../theme/primitives';
import { useLayoutStore } from '../layout-store';
import { InternalBadge } from './internal-badge';
import { NavIcon } from './nav-icon';

const GROUPS: ReadonlyArray<{ group: NavGroup; title: string | null }> = [
  { group: 'main', title: null },
  { group: 'admin', title: 'Admin' },
  { group: 'internal', title: 'Internal' },
  { group: 'devTools', title: 'Dev Tools' },
];

interface SideDrawerProps {
  entries: NavEntry[];
  /** Height of the sticky header above the desktop drawer. */
  topOffset: number;
  isInternal: boolean;
  /** The drawer's foot: the running build's version chip. */
  footer: ReactNode;
}

function isActive(pathname: string, entryPath: string): boolean {
  return pathname === entryPath || (entryPath !== '/reports' && pathname.startsWith(`${entryPath}/`));
}

function DrawerContent({ entries, isInternal, footer, onNavigate }: Omit<SideDrawerProps, 'topOffset'> & { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Stack sx={{ height: '100%' }}>
      {isInternal ? (
        <Box sx={{ px: 2, pt: 2 }}>
          <InternalBadge />
        </Box>
      ) : null}
      <Box sx={{ flex: 1, overflowY: 'auto', py: 1 }}>
        {GROUPS.map(({ group, title }) => {
          const items = entries.filter((entry) => entry.group === group);
          if (items.length === 0) return null;
          return (
            <List
              key={group}
              dense
              aria-label={title ?? 'Main'}
              subheader={title ? <ListSubheader component="li">{title}</ListSubheader> : undefined}
            >
              {items.map((entry) =>
                entry.external ? (
                  <ListItem key={entry.path} disablePadding>
                    <ListItemButton component="a" href={entry.path} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
                      <ListItemIcon>
                        <NavIcon path={entry.path} />
                      </ListItemIcon>
                      <ListItemText primary={entry.title} />
                    </ListItemButton>
                  </ListItem>
                ) : (
                  <ListItem key={entry.path} disablePadding>
                    <ListItemButton component={Link} to={entry.path} selected={isActive(pathname, entry.path)} onClick={onNavigate}>
                      <ListItemIcon>
                        <NavIcon path={entry.path} />
                      </ListItemIcon>
                      <ListItemText primary={entry.title} />
                    </ListItemButton>
                  </ListItem>
                ),
              )}
            </List>
          );
        })}
      </Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>{footer}</Box>
    </Stack>
  );
}

/** The side drawer: collapsible on desktop (open state remembered), temporary on mobile. */
export function SideDrawer(props: SideDrawerProps) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  const drawerOpen = useLayoutStore((s) => s.drawerOpen);
  const mobileDrawerOpen = useLayoutStore((s) => s.mobileDrawerOpen);
  const setMobileDrawerOpen = useLayoutStore((s) => s.setMobileDrawerOpen);

  if (isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={mobileDrawerOpen}
        onClose={() => setMobileDrawerOpen(false)}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH }, component: 'nav', 'aria-label': 'Main navigation' } as object }}
      >
        <DrawerContent {...props} onNavigate={() => setMobileDrawerOpen(false)} />
      </Drawer>
    );
  }

  return (
    <Box
      component="nav"
      aria-label="Main navigation"
      inert={!drawerOpen}
      sx={{
        width: drawerOpen ? DRAWER_WIDTH : 0,
        flexShrink: 0,
        // clip, not hidden: hidden would make this box the scroll container of the sticky panel below.
        overflow: 'clip',
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.standard }),
      }}
    >
      <Box
        sx={{
          width: DRAWER_WIDTH,
          position: 'sticky',
          top: props.topOffset,
          height: `calc(100vh - ${props.topOffset}px)`,
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        <DrawerContent {...props} />
      </Box>
    </Box>
  );
}
