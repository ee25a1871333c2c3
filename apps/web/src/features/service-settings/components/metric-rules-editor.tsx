import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { OrganizationMetricRules } from '@scout/shared/api';
import {
  DOWN_ORDINALS,
  METRIC_RULES_THIN_BELOW,
  SUCCESS_PRESETS,
  metricRulesOfDraft,
  sharePercent,
  successPresetOf,
  type MetricRules,
} from '@scout/shared/domain';
import { describeTendencyRules } from '@scout/shared/domain/tendencies';
import { useMemo, useState, type FormEvent } from 'react';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useOrganizationMetricRules } from '../../../entities/organizations/get-metric-rules';
import { useUpdateMetricRules } from '../../../entities/organizations/update-metric-rules';
import { useOrganizations } from '../../../entities/users/list-organizations';

interface Draft {
  successPercent: string[];
  explosiveRun: string;
  explosivePass: string;
}

const draftOf = (rules: MetricRules): Draft => ({
  successPercent: rules.successShare.map((share) => String(sharePercent(share))),
  explosiveRun: String(rules.explosiveRun),
  explosivePass: String(rules.explosivePass),
});

const presetText = (shares: readonly number[]) => shares.slice(0, 3).map(sharePercent).join('/');

function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

function SavedState({ saved }: { saved: OrganizationMetricRules }) {
  const who = saved.updatedByName ?? saved.updatedBy;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip color={saved.custom ? 'primary' : 'default'} label={saved.custom ? 'Own definitions' : "Scout's defaults"} />
      <Typography variant="body2" color="text.secondary">
        {saved.custom && saved.updatedAt
          ? `Saved ${formatWhen(saved.updatedAt)}${who ? ` by ${who}` : ''}.`
          : 'Never changed: the college convention and run 10+ / pass 20+ yards.'}
      </Typography>
    </Stack>
  );
}

/** The definitions of one organisation, edited from what is saved (remounted for another organisation). */
function MetricRulesForm({ saved }: { saved: OrganizationMetricRules }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved.rules));
  // The version the draft started from: a save over a newer one is refused (409) instead of overwriting it.
  const [baseVersion, setBaseVersion] = useState(saved.version);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const mutation = useUpdateMetricRules(saved.organizationId);
  const checked = useMemo(() => metricRulesOfDraft(draft), [draft]);
  const preset = 'rules' in checked ? successPresetOf(checked.rules.successShare) : null;

  const change = (next: Partial<Draft>) => {
    setDone(false);
    setProblem(null);
    setDraft((was) => ({ ...was, ...next }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    mutation.mutate(
      { ...checked.rules, version: baseVersion },
      {
        onSuccess: (answer) => {
          setBaseVersion(answer.version);
          setDraft(draftOf(answer.rules));
          setDone(true);
        },
      },
    );
  };
  const discard = () => {
    setDraft(draftOf(saved.rules));
    setBaseVersion(saved.version);
    setProblem(null);
    setDone(false);
    mutation.reset();
  };

  return (
    <Stack spacing={2.5} component="form" onSubmit={submit} noValidate aria-label="Metric definitions">
      <SavedState saved={saved} />
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5, p: 0 }}>
          Success
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          The share of the yards to go a run or pass must gain to succeed, by down. A touchdown always succeeds; a turnover never does.
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={preset?.key ?? null}
          onChange={(_, key: string | null) => {
            const chosen = SUCCESS_PRESETS.find((candidate) => candidate.key === key);
            if (chosen) change({ successPercent: chosen.successShare.map((share) => String(sharePercent(share))) });
          }}
          aria-label="Success presets"
          sx={{ mb: 2, flexWrap: 'wrap' }}
        >
          {SUCCESS_PRESETS.map((option) => (
            <ToggleButton key={option.key} value={option.key} sx={{ textTransform: 'none', px: 1.5 }}>
              {option.label} {presetText(option.successShare)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 160px))' } }}>
          {DOWN_ORDINALS.map((down, i) => (
            <TextField
              key={down}
              label={`${down} down`}
              size="small"
              value={draft.successPercent[i] ?? ''}
              onChange={(event) =>
                change({ successPercent: draft.successPercent.map((value, at) => (at === i ? event.target.value : value)) })
              }
              slotProps={{
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                htmlInput: { inputMode: 'numeric', 'aria-label': `Success on ${down} down, percent of the distance` },
              }}
            />
          ))}
        </Box>
      </Box>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5, p: 0 }}>
          Explosive
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          The gain from which a run or a pass counts as explosive.
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 160px))' } }}>
          <TextField
            label="Run"
            size="small"
            value={draft.explosiveRun}
            onChange={(event) => change({ explosiveRun: event.target.value })}
            slotProps={{
              input: { endAdornment: <InputAdornment position="end">yards+</InputAdornment> },
              htmlInput: { inputMode: 'numeric', 'aria-label': 'Explosive run, yards' },
            }}
          />
          <TextField
            label="Pass"
            size="small"
            value={draft.explosivePass}
            onChange={(event) => change({ explosivePass: event.target.value })}
            slotProps={{
              input: { endAdornment: <InputAdornment position="end">yards+</InputAdornment> },
              htmlInput: { inputMode: 'numeric', 'aria-label': 'Explosive pass, yards' },
            }}
          />
        </Box>
      </Box>
      <Box>
        <Typography variant="overline" color="text.secondary" component="p">
          As every report prints it
        </Typography>
        <Typography data-testid="metric-rules-preview" sx={{ fontStyle: 'rules' in checked ? 'normal' : 'italic' }}>
          {'rules' in checked
            ? describeTendencyRules({ ...checked.rules, thinBelow: METRIC_RULES_THIN_BELOW })
            : 'Fix the definitions above to see the sentence.'}
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={mutation.isPending}>
          Save definitions
        </Button>
        <Button onClick={discard} disabled={mutation.isPending}>
          {mutation.isError ? 'Use the saved definitions' : 'Discard changes'}
        </Button>
      </Stack>
      {done ? (
        <Alert severity="success">
          Definitions saved. This organisation&apos;s reports, groups, printouts and share links count with them now.
        </Alert>
      ) : null}
      {problem || mutation.isError ? (
        <Alert severity="error">{problem ?? mutation.error?.message ?? 'The definitions could not be saved. Please try again.'}</Alert>
      ) : null}
    </Stack>
  );
}

/**
 * The metric definitions of one organisation at a time (what counts as a success or an explosive play differs from
 * staff to staff): pick the organisation, start from a preset or type each share, and save; the sentence below is the
 * one every report of the organisation prints.
 */
export function MetricRulesEditor() {
  const organizations = useOrganizations();
  const teams = useMemo(
    () => (organizations.data?.organizations ?? []).filter((organization) => !organization.isInternal),
    [organizations.data],
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const organizationId = chosen ?? teams[0]?.id ?? null;
  const saved = useOrganizationMetricRules(organizationId);

  if (organizations.isPending) return <Skeleton variant="rounded" height={280} aria-label="Loading the organisations" />;
  if (organizations.isError) return <RetryAlert message="Failed to load the organisations." onRetry={() => void organizations.refetch()} />;
  if (teams.length === 0) return <Alert severity="info">No organisation yet: the definitions are set per organisation.</Alert>;
  return (
    <Stack spacing={2.5}>
      <TextField
        select
        label="Organisation"
        size="small"
        value={organizationId ?? ''}
        onChange={(event) => setChosen(event.target.value)}
        sx={{ width: { xs: '100%', sm: 360 } }}
      >
        {teams.map((organization) => (
          <MenuItem key={organization.id} value={organization.id}>
            {organization.name}
          </MenuItem>
        ))}
      </TextField>
      {saved.isPending ? (
        <Skeleton variant="rounded" height={240} aria-label="Loading the definitions" />
      ) : saved.isError ? (
        <RetryAlert message="Failed to load the definitions." onRetry={() => void saved.refetch()} />
      ) : (
        <MetricRulesForm key={saved.data.organizationId} saved={saved.data} />
      )}
    </Stack>
  );
}
