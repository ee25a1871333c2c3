import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

interface TemporaryPasswordDialogProps {
  /** 'created': a new account; 'reset': a new password for an existing one. */
  reason: 'created' | 'reset';
  name: string;
  username: string;
  password: string;
  onClose(): void;
}

/**
 * Shows a temporary password this once, with a copy button: the server keeps only its hash, so once this
 * closes nobody can read it again (a new reset makes a new one).
 */
export function TemporaryPasswordDialog({ reason, name, username, password, onClose }: TemporaryPasswordDialogProps) {
  const titleId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{reason === 'created' ? `${name} can sign in now` : `New password for ${name}`}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Give {name} their username <strong>{username}</strong> and this temporary password
          {reason === 'reset' ? '. Their old password and every open session have stopped working.' : '.'}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            p: 2,
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          <Typography
            component="code"
            aria-label="Temporary password"
            data-testid="temporary-password"
            sx={{
              fontFamily: 'monospace',
              fontSize: { xs: '1rem', sm: '1.15rem' },
              letterSpacing: '0.04em',
              overflowWrap: 'anywhere',
              flex: '1 1 16rem',
            }}
          >
            {password}
          </Typography>
          <Button variant="outlined" startIcon={copied === 'yes' ? <CheckIcon /> : <ContentCopyIcon />} onClick={() => void copy()}>
            {copied === 'yes' ? 'Copied' : 'Copy'}
          </Button>
        </Box>
        {copied === 'failed' ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            The browser did not allow copying: select the password and copy it by hand.
          </Alert>
        ) : null}
        <Alert severity="info" sx={{ mt: 2 }}>
          This password is shown only now. Scout stores it hashed and cannot show it again; if it is lost, reset it.
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
