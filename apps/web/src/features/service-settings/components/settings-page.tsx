import KeyIcon from '@mui/icons-material/Key';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACCESS_CODE_MIN, type AccessCodeStatus } from '@scout/shared/api';
import type { PackageOffer } from '@scout/shared/domain';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { PasswordField } from '../../../components/ui/password-field';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { usePackages } from '../../../entities/payments/list-packages';
import { useUpdatePackages } from '../../../entities/payments/update-packages';
import { useClearAccessCode } from '../api/clear-access-code';
import { useAccessCodeSetting } from '../api/get-access-code-setting';
import { useSetAccessCode } from '../api/set-access-code';
import { draftsOf, offersOf, type PackageDraft } from '../package-drafts';

/** The metric definitions' form loads with its section, after the packages and the access code. */
const MetricRulesEditor = lazy(() => import('./metric-rules-editor').then((module) => ({ default: module.MetricRulesEditor })));

function formatWhen(iso: string): string {
  const date = new Date(iso);
  return date.toLocaleString(undefined, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

function PackageEditor({ offers }: { offers: PackageOffer[] }) {
  const [drafts, setDrafts] = useState<PackageDraft[]>(() => draftsOf(offers));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const mutation = useUpdatePackages();
  const change = (index: number, field: keyof PackageDraft, value: string) => {
    setSaved(false);
    setDrafts((was) => was.map((draft, i) => (i === index ? { ...draft, [field]: value } : draft)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = offersOf(drafts);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    mutation.mutate(result.offers, {
      onSuccess: (answer) => {
        setDrafts(draftsOf(answer.packages));
        setSaved(true);
      },
    });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Packages">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {drafts.map((draft, index) => (
          <Card key={draft.packageType} variant="outlined" component="fieldset" sx={{ m: 0, p: 0 }}>
            <CardContent>
              <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
                {offers[index]?.name ?? draft.packageType} package
              </Typography>
              <Stack spacing={1.5}>
                <Stack direction="row" spacing={1.5}>
                  <TextField
                    label="Name"
                    size="small"
                    value={draft.name}
                    onChange={(e) => change(index, 'name', e.target.value)}
                    sx={{ flex: 2 }}
                  />
                  <TextField
                    label={`${draft.name || draft.packageType} price`}
                    size="small"
                    value={draft.price}
                    disabled={draft.packageType === 'free'}
                    onChange={(e) => change(index, 'price', e.target.value)}
                    slotProps={{
                      input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                      htmlInput: { inputMode: 'decimal' },
                    }}
                    sx={{ flex: 1, minWidth: 110 }}
                  />
                </Stack>
                <TextField
                  label="Summary"
                  size="small"
                  multiline
                  maxRows={3}
                  value={draft.summary}
                  onChange={(e) => change(index, 'summary', e.target.value)}
                />
                <TextField
                  label="What it includes"
                  helperText="One line per feature"
                  size="small"
                  multiline
                  minRows={3}
                  value={draft.features}
                  onChange={(e) => change(index, 'features', e.target.value)}
                />
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={mutation.isPending}>
          Save packages
        </Button>
        <Button
          onClick={() => {
            setDrafts(draftsOf(offers));
            setProblem(null);
            setSaved(false);
          }}
          disabled={mutation.isPending}
        >
          Discard changes
        </Button>
        {saved ? (
          <Alert severity="success" sx={{ py: 0 }}>
            Packages saved. The pricing page and new checkouts use them now.
          </Alert>
        ) : null}
      </Stack>
      {problem || mutation.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem ?? mutation.error?.message ?? 'The packages could not be saved. Please try again.'}
        </Alert>
      ) : null}
    </Box>
  );
}

function AccessCodeState({ status }: { status: AccessCodeStatus }) {
  const who = status.updatedByName ?? status.updatedBy;
  const when = status.updatedAt ? `${formatWhen(status.updatedAt)}${who ? ` by ${who}` : ''}` : null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip color={status.isSet ? 'success' : 'default'} label={status.isSet ? 'Code set' : 'No code set'} />
      <Typography variant="body2" color="text.secondary">
        {status.isSet
          ? `Set ${when ?? ''}`
          : when
            ? `Cleared ${when}: the gate has no code to ask for.`
            : 'Never set: the gate has no code to ask for.'}
      </Typography>
    </Stack>
  );
}

function AccessCodeEditor() {
  const setting = useAccessCodeSetting();
  const set = useSetAccessCode();
  const clear = useClearAccessCode();
  const [code, setCode] = useState('');
  const codeId = useId();
  const [confirmClear, setConfirmClear] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const tooShort = code.length > 0 && code.length < ACCESS_CODE_MIN;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code || tooShort) return;
    setDone(null);
    set.mutate(code, {
      onSuccess: () => {
        setCode('');
        setDone('Access code saved. Share it with the people who test on the restricted sites.');
      },
    });
  };
  if (setting.isPending) return <Skeleton variant="rounded" height={120} aria-label="Loading the access code setting" />;
  if (setting.isError) return <RetryAlert message="Failed to load the access code setting." onRetry={() => void setting.refetch()} />;
  const status = setting.data;
  return (
    <Stack spacing={2} component="form" onSubmit={submit} noValidate aria-label="Access code">
      <AccessCodeState status={status} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <PasswordField
          id={codeId}
          label={status.isSet ? 'New access code' : 'Access code'}
          secretName="access code"
          size="small"
          autoComplete="new-password"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={tooShort}
          helperText={tooShort ? `At least ${ACCESS_CODE_MIN} characters` : 'Kept as a hash only: nobody can read it back.'}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 360 } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<KeyIcon />}
          disabled={!code || tooShort}
          loading={set.isPending}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, mt: { sm: 0.25 } }}
        >
          {status.isSet ? 'Replace code' : 'Set code'}
        </Button>
        {status.isSet ? (
          <Button color="error" onClick={() => setConfirmClear(true)} sx={{ whiteSpace: 'nowrap', flexShrink: 0, mt: { sm: 0.25 } }}>
            Clear code
          </Button>
        ) : null}
      </Stack>
      {done ? <Alert severity="success">{done}</Alert> : null}
      {set.isError ? <Alert severity="error">{set.error.message || 'The access code could not be saved. Please try again.'}</Alert> : null}
      <ConfirmDialog
        open={confirmClear}
        title="Clear the access code?"
        description="The restricted sites (preprod, staging, dev) will no longer ask for a code: anyone who finds them can open them."
        confirmLabel="Clear code"
        pending={clear.isPending}
        error={clear.isError ? 'The access code could not be cleared. Please try again.' : null}
        onConfirm={() =>
          clear.mutate(undefined, {
            onSuccess: () => {
              setConfirmClear(false);
              setDone('Access code cleared.');
            },
          })
        }
        onClose={() => setConfirmClear(false)}
      />
    </Stack>
  );
}

/**
 * '/admin/settings': what staff change without a deploy: the packages sold, each organisation's metric
 * definitions and the restricted sites' access code.
 */
/** What a member of staff reads in place of an administrator-only setting. */
function AdministratorsOnly({ what }: { what: string }) {
  return <Alert severity="info">Only administrators can change {what}.</Alert>;
}

/**
 * The service settings. `isAdministrator`: packages, prices and the access code are administrators' (the server
 * refuses anyone else); staff keep the metric definitions.
 */
export function SettingsPage({ isAdministrator }: { isAdministrator: boolean }) {
  const packages = usePackages();
  return (
    <Box>
      <PageHeader title="Settings" subtitle="Service settings staff change without a deploy. Changes apply at once." />
      <Stack spacing={4}>
        <Box component="section" aria-labelledby="settings-packages">
          <Typography id="settings-packages" variant="h5" component="h2" gutterBottom>
            Packages
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Prices and contents shown on the pricing page and charged at checkout. Checkouts already open keep their price.
          </Typography>
          {!isAdministrator ? (
            <AdministratorsOnly what="the packages and their prices" />
          ) : packages.isPending ? (
            <Skeleton variant="rounded" height={320} aria-label="Loading packages" />
          ) : packages.isError ? (
            <RetryAlert message="Failed to load the packages." onRetry={() => void packages.refetch()} />
          ) : (
            <PackageEditor offers={packages.data.packages} />
          )}
        </Box>
        <Box component="section" aria-labelledby="settings-metric-rules">
          <Typography id="settings-metric-rules" variant="h5" component="h2" gutterBottom>
            Metric definitions
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            What counts as a successful and an explosive play, per organisation. Its reports, groups, printouts and share links are computed
            with them, and each prints the rule it used.
          </Typography>
          <Card variant="outlined">
            <CardContent>
              <Suspense fallback={<Skeleton variant="rounded" height={240} aria-label="Loading the metric definitions" />}>
                <MetricRulesEditor />
              </Suspense>
            </CardContent>
          </Card>
        </Box>
        <Box component="section" aria-labelledby="settings-access-code">
          <Typography id="settings-access-code" variant="h5" component="h2" gutterBottom>
            Access code
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            The code the restricted sites (hosts with preprod, staging or dev in their name) ask for before anything else.
          </Typography>
          <Card variant="outlined">
            <CardContent>{isAdministrator ? <AccessCodeEditor /> : <AdministratorsOnly what="the access code" />}</CardContent>
          </Card>
        </Box>
      </Stack>
    </Box>
  );
}
