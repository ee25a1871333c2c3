import LoginIcon from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { BrandMark } from '../../../components/ui/brand-mark';
import { OutlinedTextField } from '../../../components/ui/outlined-text-field';
import { PasswordField } from '../../../components/ui/password-field';
import { preloadSignIn, useSignIn, useSignInWithCode, type SignInOutcome } from '../hooks/use-sign-in';
import { useSession } from '../session-store';
import { SIGN_IN_MESSAGES, validateCredentials } from '../sign-in';
import { QuickLogin } from './quick-login';

// Only accounts with two-step sign-in on see the code step: it loads then, out of the first page's bundle.
const MfaCodeStep = lazy(() => import('./mfa-code-step').then((m) => ({ default: m.MfaCodeStep })));

interface LoginFormProps {
  /** A message brought by a redirect, e.g. 'Please login to access the dashboard'. */
  notice?: string | null;
  registrationUrl: string;
  showQuickLogin: boolean;
}

/** The sign-in screen's content (the public page at '/'). */
export function LoginForm({ notice, registrationUrl, showQuickLogin }: LoginFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);
  const isLoading = useSession((s) => s.isLoading);
  const sessionError = useSession((s) => (s.status === 'error' ? (s.error ?? SIGN_IN_MESSAGES.loginFailed) : null));
  const signIn = useSignIn();
  const signInWithCode = useSignInWithCode();
  /** Set when the password was right and the account asks for a second-factor code. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const onOutcome = (outcome: SignInOutcome) => {
    if (typeof outcome === 'object') setChallenge(outcome.challenge);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = { username, password };
    const problem = validateCredentials(credentials);
    setValidationError(problem);
    if (problem) return;
    void signIn(credentials, 'form').then(onOutcome);
  };

  const quickSignIn = (credentials: { username: string; password: string }) => {
    setValidationError(null);
    void signIn(credentials, 'quick-login').then(onOutcome);
  };

  const error = validationError ?? sessionError;

  return (
    <Stack spacing={3}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <BrandMark size="large" tone="dark" />
        <Typography variant="body1" color="text.secondary">
          Sign in to your account
        </Typography>
      </Stack>

      {notice && !error ? (
        <Alert severity="info" variant="outlined">
          {notice}
        </Alert>
      ) : null}
      {error && !challenge ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}

      {challenge ? (
        <Suspense fallback={<CircularProgress aria-label="Loading" sx={{ alignSelf: 'center' }} />}>
          <MfaCodeStep
            busy={isLoading}
            error={sessionError}
            onSubmit={(code) => void signInWithCode({ challenge, code, username }).then(onOutcome)}
            onBack={() => {
              setChallenge(null);
              setPassword('');
            }}
          />
        </Suspense>
      ) : (
        <Box component="form" noValidate onSubmit={submit} onKeyDown={preloadSignIn} onPointerDown={preloadSignIn} aria-label="Sign in">
          <Stack spacing={2.5}>
            <OutlinedTextField
              id="login-username"
              label="Username / Email"
              name="username"
              autoComplete="username"
              autoFocus
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              disabled={isLoading}
            />
            <PasswordField
              id="login-password"
              label="Password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={isLoading}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={isLoading}
              startIcon={isLoading ? <CircularProgress size={18} color="inherit" /> : <LoginIcon />}
            >
              Sign In
            </Button>
          </Stack>
        </Box>
      )}

      {__SCOUT_QUICK_LOGIN__ && showQuickLogin && !challenge ? <QuickLogin disabled={isLoading} onSignIn={quickSignIn} /> : null}

      <Divider />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <Link href={registrationUrl} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
          Create Account - Come back to this page to login once you have registered.
        </Link>
      </Typography>
    </Stack>
  );
}
