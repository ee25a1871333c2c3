import CreditCardIcon from '@mui/icons-material/CreditCard';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import SystemUpdateIcon from '@mui/icons-material/SystemUpdateAlt';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState, type MouseEvent } from 'react';
import type { ShellUser } from '../shell-user';
import { InternalBadge } from './internal-badge';

interface UserMenuProps {
  user: ShellUser;
  onCheckForUpdates(): void;
  /** Reload by itself when a new build is found (after a countdown); remembered by the caller. */
  autoReload: boolean;
  onAutoReloadChange(on: boolean): void;
  onBilling(): void;
  onChangePassword(): void;
  /** Opens 'Download API Logs'. */
  onDownloadLogs(): void;
  onLogout(): void;
}

/** Greeting ('Coach {last name}') with the e-mail beneath; opens the account menu. */
export function UserMenu({
  user,
  onCheckForUpdates,
  autoReload,
  onAutoReloadChange,
  onBilling,
  onChangePassword,
  onDownloadLogs,
  onLogout,
}: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const run = (action: () => void) => () => {
    close();
    action();
  };
  const initial =
    user.greeting
      .replace(/^Coach\s*/, '')
      .charAt(0)
      .toUpperCase() || 'C';

  return (
    <>
      <ButtonBase
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-label="Open user menu"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ borderRadius: 2, px: 1, py: 0.5, gap: 1.25, textAlign: 'left', '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' } }}
      >
        <Box sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }} data-testid="greeting">
            {user.greeting}
          </Typography>
          <Typography variant="caption" component="p" sx={{ opacity: 0.8, lineHeight: 1.2 }} noWrap>
            {user.email}
          </Typography>
        </Box>
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'secondary.main', fontWeight: 700 }}>{initial}</Avatar>
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 260, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle2" noWrap>
              {user.email}
            </Typography>
            {user.isInternal ? <InternalBadge /> : null}
          </Stack>
          {user.organizationName ? (
            <Typography variant="body2" color="text.secondary">
              {user.organizationName}
            </Typography>
          ) : null}
          {user.organizationId ? (
            <Typography variant="caption" color="text.secondary">
              Org ID: {user.organizationId}
            </Typography>
          ) : null}
        </Box>
        <Divider />
        <MenuItem onClick={run(onCheckForUpdates)}>
          <ListItemIcon>
            <SystemUpdateIcon fontSize="small" />
          </ListItemIcon>
          Check for Updates
        </MenuItem>
        {/* Stays open: a switch the user sees flip. */}
        <MenuItem role="menuitemcheckbox" aria-checked={autoReload} onClick={() => onAutoReloadChange(!autoReload)}>
          <ListItemIcon>
            <AutorenewIcon fontSize="small" />
          </ListItemIcon>
          <Box component="span" sx={{ flex: 1 }}>
            Auto-reload updates
          </Box>
          <Switch
            size="small"
            edge="end"
            checked={autoReload}
            tabIndex={-1}
            slotProps={{ input: { 'aria-hidden': true } }}
            sx={{ ml: 1 }}
          />
        </MenuItem>
        <MenuItem onClick={run(onBilling)}>
          <ListItemIcon>
            <CreditCardIcon fontSize="small" />
          </ListItemIcon>
          Billing &amp; Payments
        </MenuItem>
        <MenuItem onClick={run(onChangePassword)}>
          <ListItemIcon>
            <LockResetIcon fontSize="small" />
          </ListItemIcon>
          Change password
        </MenuItem>
        <MenuItem onClick={run(onDownloadLogs)}>
          <ListItemIcon>
            <DescriptionOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Download Logs
        </MenuItem>
        <Divider />
        <MenuItem onClick={run(onLogout)}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
