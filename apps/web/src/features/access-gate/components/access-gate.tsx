import LockOpenIcon from '@mui/icons-material/LockOpen';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INVALID_ACCESS_CODE } from '@scout/shared/api';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { BrandMark } from '../../../components/ui/brand-mark';
import { OutlinedTextField } from '../../../components/ui/outlined-text-field';
import { PageLoading } from '../../../components/ui/page-loading';
import { isApiError } from '../../../lib/api-error';
import { logger } from '../../../lib/logger';
import { getAccessCodeRequirement } from '../api/get-access-code-requirement';
import { verifyAccessCode } from '../api/verify-access-code';
import { rememberGateUnlocked, setGateOnScreen } from '../gate-session';

type GateState = 'checking' | 'locked' | 'open';

/**
 * The restricted-environment gate: on preprod, staging and dev hosts the whole app, sign-in
 * included, waits behind an access-code screen until the server accepts the code; then it stays unlocked for
 * the browser session. With no code set (GET /access-code/status) the app opens at once. If the status cannot
 * be read the screen shows (closed rather than open); the check of a code then tells what went wrong.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<GateState>('checking');
  // While it shows, a refused call elsewhere (sent without a pass) must not reload the page under the form.
  useEffect(() => setGateOnScreen(state !== 'open'), [state]);

  useEffect(() => {
    const controller = new AbortController();
    getAccessCodeRequirement(controller.signal).then(
      ({ required }) => setState(required ? 'locked' : 'open'),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        logger.warn('access-gate', 'Could not read whether an access code is required', String(error));
        setState('locked');
      },
    );
    return () => controller.abort();
  }, []);

  if (state === 'open') return children;
  if (state === 'checking') return <PageLoading fullPage label="Checking access" />;
  return (
    <AccessCodeForm
      onUnlocked={(token) => {
        rememberGateUnlocked(token);
        setState('open');
      }}
    />
  );
}

function AccessCodeForm({ onUnlocked }: { onUnlocked(token: string | null): void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code || pending) return;
    setPending(true);
    setError(null);
    try {
      const result = await verifyAccessCode(code);
      if (result.valid) {
        onUnlocked(result.token);
        return;
      }
      setError(result.message ?? INVALID_ACCESS_CODE);
      setCode('');
    } catch (caught) {
      // 429 (too many wrong codes) and any other refusal: the server's own message.
      setError(isApiError(caught) ? caught.message : 'Could not check the access code. Please try again.');
    } finally {
      setPending(false);
    }
    input.current?.focus();
  };

  return (
    <AuthLayout>
      <Stack spacing={3} component="section" aria-labelledby={headingId}>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <BrandMark size="large" tone="dark" />
          <Box
            aria-hidden
            sx={{ display: 'grid', placeItems: 'center', width: 48, height: 48, borderRadius: '50%', bgcolor: 'action.hover' }}
          >
            <LockOutlinedIcon color="primary" />
          </Box>
          <Typography id={headingId} variant="h6" component="h1">
            Restricted environment
          </Typography>
          <Typography variant="body2" color="text.secondary">
            This is a test environment of Scout. Enter the access code to continue.
          </Typography>
        </Stack>

        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}

        <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Unlock with access code">
          <Stack spacing={2.5}>
            <OutlinedTextField
              id="access-code"
              label="Access code"
              name="access-code"
              type="password"
              autoComplete="off"
              autoFocus
              inputRef={input}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              readOnly={pending}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={!code || pending}
              startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <LockOpenIcon />}
            >
              Unlock
            </Button>
          </Stack>
        </Box>
      </Stack>
    </AuthLayout>
  );
}
