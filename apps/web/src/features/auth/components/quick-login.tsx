import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import GroupsIcon from '@mui/icons-material/Groups';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEMO_ACCOUNTS } from '@scout/shared/domain';

interface QuickLoginProps {
  disabled: boolean;
  onSignIn(credentials: { username: string; password: string }): void;
}

/** Dev hosts only: one click signs in as the seeded demo administrator or organisation coach. */
export function QuickLogin({ disabled, onSignIn }: QuickLoginProps) {
  return (
    <Box
      component="section"
      aria-label="Quick login"
      sx={{ p: 1.5, borderRadius: 2, border: '1px dashed', borderColor: 'divider', bgcolor: 'background.default' }}
    >
      <Typography variant="overline" color="text.secondary" component="h2" sx={{ display: 'block', mb: 1 }}>
        Quick login (development)
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ '& .MuiButton-root': { whiteSpace: 'nowrap', px: 1.5 } }}>
        <Button
          variant="outlined"
          fullWidth
          disabled={disabled}
          startIcon={<AdminPanelSettingsIcon />}
          onClick={() => onSignIn({ username: DEMO_ACCOUNTS.admin.username, password: DEMO_ACCOUNTS.admin.password })}
        >
          Sign in as Admin
        </Button>
        <Button
          variant="outlined"
          color="secondary"
          fullWidth
          disabled={disabled}
          startIcon={<GroupsIcon />}
          onClick={() => onSignIn({ username: DEMO_ACCOUNTS.coach.username, password: DEMO_ACCOUNTS.coach.password })}
        >
          Sign in as Org
        </Button>
      </Stack>
    </Box>
  );
}
