import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useNotificationSweep } from '../hooks/use-notification-sweep';
import { CLOSE_ANIMATION_MS, useNotifications } from '../notifications-store';

/** The notification stack, bottom-right, 300-500 px wide. */
export function NotificationsStack() {
  useNotificationSweep();
  const notifications = useNotifications((s) => s.notifications);
  const hide = useNotifications((s) => s.hide);
  // The live region stays mounted so screen readers announce what is added to it.
  return (
    <Stack
      spacing={1}
      aria-live="polite"
      aria-label="Notifications"
      role="region"
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        minWidth: 300,
        maxWidth: 500,
        pointerEvents: notifications.length === 0 ? 'none' : undefined,
      }}
    >
      {notifications.map((notification) => (
        <Fade key={notification.id} in={notification.open} timeout={CLOSE_ANIMATION_MS} appear>
          <Alert
            variant="filled"
            severity={notification.severity}
            onClose={() => hide(notification.id)}
            action={
              // A custom action replaces Alert's close button, so it is added back beside the action.
              notification.action ? (
                <>
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                      notification.action?.handler();
                      hide(notification.id);
                    }}
                  >
                    {notification.action.label}
                  </Button>
                  <IconButton color="inherit" size="small" aria-label="Close" onClick={() => hide(notification.id)}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </>
              ) : undefined
            }
            sx={{ boxShadow: 6 }}
          >
            {notification.message}
          </Alert>
        </Fade>
      ))}
    </Stack>
  );
}
