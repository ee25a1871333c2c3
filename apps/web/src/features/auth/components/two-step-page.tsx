import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { isApiError } from '../../../lib/api-error';
import { OutlinedTextField } from '../../../components/ui/outlined-text-field';
import { useConfirmMfaEnrollment } from '../api/confirm-mfa-enrollment';
import { useDisableMfa } from '../api/disable-mfa';
import { useMfaStatus } from '../api/mfa-status';
import { useStartMfaEnrollment } from '../api/start-mfa-enrollment';
import { sessionStore, useSession } from '../session-store';

const OtpauthQrCode = lazy(() => import('./otpauth-qr-code').then((m) => ({ default: m.OtpauthQrCode })));

function messageOf(error: unknown): string {
  if (isApiError(error) && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

const card = { p: { xs: 2, sm: 3 }, maxWidth: 640, minWidth: 0 } as const;

/** The recovery codes, shown once after enrolling, to copy or download. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const [copied, setCopied] = useState(false);
  const text = `Scout recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'scout-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Paper variant="outlined" sx={card}>
      <Stack spacing={2}>
        <Alert severity="success">Two-step sign-in is on.</Alert>
        <Typography variant="h6" component="h2">
          Save your recovery codes
        </Typography>
        <Typography variant="body2" color="text.secondary">
          If you lose your phone, sign in with one of these codes instead of a code from the app. Each works once. They are shown only now:
          keep them somewhere safe.
        </Typography>
        <Box
          component="ul"
          aria-label="Recovery codes"
          sx={{
            m: 0,
            p: 2,
            listStyle: 'none',
            bgcolor: 'grey.100',
            borderRadius: 1,
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: 1,
            fontFamily: 'monospace',
            fontSize: 16,
          }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />} onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
            Download
          </Button>
          <Button variant="contained" onClick={onDone} sx={{ ml: { sm: 'auto' } }}>
            I have saved them
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** Scan or type the secret, then confirm with a code. */
function Enrol({ onEnabled }: { onEnabled(codes: string[]): void }) {
  const start = useStartMfaEnrollment();
  const confirm = useConfirmMfaEnrollment();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (!start.data) {
    return (
      <Paper variant="outlined" sx={card}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="body1">
            Two-step sign-in asks for a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
            1Password and the like) each time you sign in, so a stolen password alone is not enough.
          </Typography>
          {start.error ? <Alert severity="error">{messageOf(start.error)}</Alert> : null}
          <Button variant="contained" onClick={() => start.mutate()} disabled={start.isPending}>
            Set up two-step sign-in
          </Button>
        </Stack>
      </Paper>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) {
      setProblem('Enter the 6-digit code from your authenticator app');
      return;
    }
    setProblem(null);
    confirm.mutate(typed, {
      onSuccess: ({ token, recoveryCodes }) => {
        const { user } = sessionStore.getState();
        if (user) {
          const { mustEnrollMfa: _done, ...rest } = user;
          sessionStore.getState().loginSuccess(token, rest);
        }
        onEnabled(recoveryCodes);
      },
    });
  };
  const error = problem ?? (confirm.error ? messageOf(confirm.error) : null);

  return (
    <Paper variant="outlined" sx={card}>
      <Stack spacing={2.5}>
        <Typography variant="h6" component="h2">
          1. Scan this QR code with your authenticator app
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
          <Suspense fallback={<CircularProgress size={28} />}>
            <OtpauthQrCode url={start.data.otpauthUrl} />
          </Suspense>
          <Stack spacing={1} sx={{ minWidth: 0, width: { xs: '100%', sm: 'auto' }, flex: { sm: 1 } }}>
            <Typography variant="body2" color="text.secondary">
              Can’t scan it? Enter this key in the app instead (time-based, 6 digits):
            </Typography>
            <Typography
              data-testid="mfa-secret"
              sx={{ fontFamily: 'monospace', fontSize: 16, overflowWrap: 'anywhere', bgcolor: 'grey.100', p: 1, borderRadius: 1 }}
            >
              {start.data.secret.replace(/(.{4})/g, '$1 ').trim()}
            </Typography>
          </Stack>
        </Stack>
        <Box component="form" noValidate onSubmit={submit} aria-label="Confirm two-step sign-in">
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              2. Enter the code the app shows
            </Typography>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <OutlinedTextField
                id="mfa-confirm-code"
                label="6-digit code"
                name="code"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                inputProps={{ inputMode: 'numeric', maxLength: 7 }}
                disabled={confirm.isPending}
              />
              <Button type="submit" variant="contained" disabled={confirm.isPending} sx={{ flexShrink: 0 }}>
                Turn on
              </Button>
            </Stack>
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}

/** On: since when, codes left, and turning it off (with a code or the password) unless the stage requires it. */
function Enabled({ enabledAt, recoveryCodesLeft, required }: { enabledAt: string | null; recoveryCodesLeft: number; required: boolean }) {
  const disable = useDisableMfa();
  const [secret, setSecret] = useState('');
  const [withPassword, setWithPassword] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    disable.mutate(withPassword ? { currentPassword: secret } : { code: secret.trim() });
  };
  return (
    <Paper variant="outlined" sx={card}>
      <Stack spacing={2}>
        <Alert severity="success">
          Two-step sign-in is on{enabledAt ? ` since ${formatDate(enabledAt)}` : ''}. {recoveryCodesLeft} of 10 recovery codes left.
        </Alert>
        {required ? (
          <Typography variant="body2" color="text.secondary">
            Administrators must keep two-step sign-in on.
          </Typography>
        ) : (
          <Box component="form" noValidate onSubmit={submit} aria-label="Turn off two-step sign-in">
            <Stack spacing={1.5}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                Turn off two-step sign-in
              </Typography>
              {disable.error ? (
                <Alert severity="error" role="alert">
                  {messageOf(disable.error)}
                </Alert>
              ) : null}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <OutlinedTextField
                  key={withPassword ? 'password' : 'code'}
                  id="mfa-disable-proof"
                  label={withPassword ? 'Current password' : 'Code from the app'}
                  type={withPassword ? 'password' : 'text'}
                  autoComplete={withPassword ? 'current-password' : 'one-time-code'}
                  value={secret}
                  onChange={(event) => setSecret(event.target.value)}
                  disabled={disable.isPending}
                />
                <Button type="submit" variant="outlined" color="error" disabled={disable.isPending || !secret} sx={{ flexShrink: 0 }}>
                  Turn off
                </Button>
              </Stack>
              <Button
                variant="text"
                sx={{ alignSelf: 'flex-start' }}
                onClick={() => {
                  setWithPassword((on) => !on);
                  setSecret('');
                }}
              >
                {withPassword ? 'Use a code instead' : 'Use my password instead'}
              </Button>
            </Stack>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}

/** '/account/two-step': set up, see and turn off two-step sign-in; every page leads here while the session must enrol. */
export function TwoStepPage() {
  const status = useMfaStatus();
  const mustEnroll = useSession((s) => s.user?.mustEnrollMfa === true);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <Stack spacing={2.5}>
      <PageHeader title="Two-step sign-in" subtitle="A code from your phone as well as your password." />
      {mustEnroll ? <Alert severity="warning">Set up two-step sign-in to continue. Administrators need it on this site.</Alert> : null}
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : status.isPending ? (
        <CircularProgress aria-label="Loading" />
      ) : status.error ? (
        <Alert severity="error">{messageOf(status.error)}</Alert>
      ) : status.data.enabled ? (
        <Enabled enabledAt={status.data.enabledAt} recoveryCodesLeft={status.data.recoveryCodesLeft} required={status.data.required} />
      ) : (
        <Enrol onEnabled={setRecoveryCodes} />
      )}
    </Stack>
  );
}
