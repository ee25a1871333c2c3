import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { OutlinedTextField } from '../../../components/ui/outlined-text-field';

interface MfaCodeStepProps {
  busy: boolean;
  error: string | null;
  onSubmit(code: string): void;
  onBack(): void;
}

/** The sign-in's second step: the 6-digit code from the authenticator app, or one of the recovery codes. */
export function MfaCodeStep({ busy, error, onSubmit, onBack }: MfaCodeStepProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    const wrongShape = useRecovery ? typed.replace(/[\s-]/g, '').length !== 10 : !/^\d{6}$/.test(typed.replace(/\s/g, ''));
    const message = useRecovery
      ? 'Enter one of your recovery codes, e.g. k3m9x-7qv2a'
      : 'Enter the 6-digit code from your authenticator app';
    setProblem(wrongShape ? message : null);
    if (!wrongShape) onSubmit(typed);
  };

  const shown = problem ?? error;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Two-step sign-in">
      <Stack spacing={2.5}>
        <Stack spacing={0.5}>
          <Typography variant="h6" component="h2">
            Two-step sign-in
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {useRecovery
              ? 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each works once.'
              : 'Enter the 6-digit code from your authenticator app.'}
          </Typography>
        </Stack>
        {shown ? (
          <Alert severity="error" role="alert">
            {shown}
          </Alert>
        ) : null}
        <OutlinedTextField
          key={useRecovery ? 'recovery' : 'totp'}
          id="login-mfa-code"
          label={useRecovery ? 'Recovery code' : 'Authentication code'}
          name="code"
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          disabled={busy}
          inputProps={useRecovery ? { maxLength: 20, spellCheck: false } : { inputMode: 'numeric', maxLength: 7 }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null}
        >
          Verify
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="text"
            onClick={() => {
              setUseRecovery((on) => !on);
              setCode('');
              setProblem(null);
            }}
            disabled={busy}
          >
            {useRecovery ? 'Use the authenticator app' : 'Use a recovery code'}
          </Button>
          <Button variant="text" color="inherit" onClick={onBack} disabled={busy}>
            Back to sign in
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
