import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HASH_NAMES } from '@scout/shared/domain';
import { FIELD_ZONE_LABELS } from '@scout/shared/domain/breakdown-filters';
import { backtestSummary, type TendencyInput, type TendencyRules } from '@scout/shared/domain/tendencies';
import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { CellPlays } from '../analytics-view';
import { backtestFor, predictorFor } from '../prepared-predictor';
import { EMPTY_SITUATION, type SituationForm } from '../situation-fill';
import {
  backtestDetails,
  predictionWords,
  scoreDifferenceLabel,
  situationOfForm,
  situationOptions,
  type BacktestDetails,
  type PanelSide,
} from '../whats-next';

interface WhatsNextPanelProps {
  /** Every play of the report or group (all sides; the panel reads `side`'s). */
  inputs: readonly TendencyInput[];
  side: PanelSide;
  rules?: TendencyRules;
  form: SituationForm;
  onFormChange(form: SituationForm): void;
  onShowPlays(plays: CellPlays): void;
  /** The scout film of exactly these plays (a report's analytics); none where there is no one film (a group, the demo). */
  filmHref?: ((cardIds: readonly string[]) => string) | null;
}

const ANY = '';

/** One select of the situation: 'Any' and the values the plays have (a native select: a phone's own picker). */
function SituationSelect<T extends string | number | boolean>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  label: string;
  value: T | null;
  options: readonly T[];
  optionLabel?(option: T): string;
  onChange(value: T | null): void;
}) {
  const keyOf = (option: T) => String(option);
  return (
    <TextField
      select
      size="small"
      id={`whats-next-${label.toLowerCase().replace(/\W+/g, '-')}`}
      label={label}
      value={value === null ? ANY : keyOf(value)}
      onChange={(event) => onChange(options.find((option) => keyOf(option) === event.target.value) ?? null)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 132px', minWidth: 0, maxWidth: { sm: 220 } }}
    >
      <option value={ANY}>Any</option>
      {options.map((option) => (
        <option key={keyOf(option)} value={keyOf(option)}>
          {optionLabel ? optionLabel(option) : keyOf(option)}
        </option>
      ))}
    </TextField>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Box sx={{ minWidth: 0 }} data-testid={`whats-next-${label.toLowerCase().replace(/\s+/g, '-')}`}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.2 }}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {detail}
      </Typography>
    </Box>
  );
}

const ORDINAL = ['', '1st', '2nd', '3rd', '4th'];

/** One of the scores' tables: its caption above, a heading per column, each row named by its first cell. */
function ScoreTable({ caption, headings, rows }: { caption: string; headings: string[]; rows: (string | number)[][] }) {
  return (
    <Table size="small" sx={{ mt: 1, '& caption': { captionSide: 'top', px: 0, pt: 0.5, pb: 0.5 }, '& th, & td': { px: 1 } }}>
      <caption>{caption}</caption>
      <TableHead>
        <TableRow>
          {headings.map((heading, index) => (
            <TableCell key={heading} component="th" scope="col" align={index === 0 ? 'left' : 'right'}>
              {heading}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([name, ...figures]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row">
              {name}
            </TableCell>
            {figures.map((figure, index) => (
              <TableCell key={headings[index + 1]} align="right">
                {figure}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * 'How the backtest scored', folded under the backtest's line: the accuracy, log loss and Brier score of Scout's
 * call beside the two baselines', then the calibration of its probabilities (predicted against observed, in the
 * bins that have plays). A native disclosure: opened by click or keyboard, no script of its own.
 */
function BacktestScores({ details }: { details: BacktestDetails }) {
  return (
    <Box component="details" data-testid="whats-next-scores" sx={{ mt: 1 }}>
      <Typography component="summary" variant="body2" sx={{ cursor: 'pointer', color: 'primary.main', fontWeight: 500 }}>
        How the backtest scored
      </Typography>
      <ScoreTable
        caption={`${details.caption}. Lower log loss and Brier score are better.`}
        headings={['Call', 'Right', 'Log loss', 'Brier']}
        rows={details.scores.map((row) => [row.name, row.accuracy, row.logLoss, row.brier])}
      />
      <ScoreTable
        caption="Calibration: how often it happened when Scout said so."
        headings={[details.calibrationHeading, 'Plays', 'Said', 'Happened']}
        rows={details.calibration.map((bin) => [bin.range, bin.n, bin.predicted, bin.observed])}
      />
    </Box>
  );
}

/**
 * "What's next": the coach picks the situation (or a table's row, or a play, fills it) and reads what the
 * opponent's own plays say they will call, with the n and interval of each figure, the levels it drew on, its
 * plays, and how such calls did on their past games (the leave-one-game-out backtest). The predictor and the
 * backtest are made once per list of plays, for the panel and its call sheet (prepared-predictor.ts); each choice
 * only asks the predictor.
 */
export function WhatsNextPanel({ inputs, side, rules, form, onFormChange, onShowPlays, filmHref }: WhatsNextPanelProps) {
  const predictor = useMemo(() => predictorFor(inputs, side, rules), [inputs, side, rules]);
  const options = useMemo(() => situationOptions(inputs, side), [inputs, side]);
  const proof = useMemo(() => backtestFor(inputs, side, rules), [inputs, side, rules]);
  const words = useMemo(() => predictionWords(predictor.predict(situationOfForm(form))), [predictor, form]);
  const details = useMemo(() => backtestDetails(proof), [proof]);
  const set =
    <K extends keyof SituationForm>(key: K) =>
    (value: SituationForm[K] | null) =>
      onFormChange({ ...form, [key]: value });
  const chosen = Object.values(form).some((value) => value !== null);

  let body: ReactNode;
  if (predictor.snaps === 0) {
    body = (
      <Alert severity="info" sx={{ mt: 1 }}>
        {side === 'offense' ? 'No run or pass plays to predict from.' : 'No defensive snaps to predict from.'}
      </Alert>
    );
  } else {
    body = (
      <>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2 }} data-testid="whats-next-situation">
          {words.description}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            gap: 2,
            mt: 1,
          }}
        >
          {words.figures.map((figure) => (
            <Figure key={figure.label} {...figure} />
          ))}
        </Box>
        {words.lists.map((list) => (
          <Box key={list.label} sx={{ mt: 1.5 }} data-testid={`whats-next-${list.label.toLowerCase().replace(/\s+/g, '-')}`}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {list.label}
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 3 }}>
              {list.items.map((item) => (
                <Typography component="li" key={item} sx={{ overflowWrap: 'anywhere' }}>
                  {item}
                </Typography>
              ))}
            </Box>
          </Box>
        ))}
        <Typography variant="body2" sx={{ mt: 1.5, overflowWrap: 'anywhere' }} data-testid="whats-next-reasons">
          <Box component="span" sx={{ fontWeight: 600 }}>
            Drawn from:{' '}
          </Box>
          {words.reasons}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5, alignItems: 'center' }}>
          <Button variant="outlined" size="small" onClick={() => onShowPlays(words.plays)} disabled={words.plays.cardIds.length === 0}>
            Watch these {words.plays.cardIds.length} {words.plays.cardIds.length === 1 ? 'play' : 'plays'}
          </Button>
          {filmHref && words.plays.cardIds.length > 0 ? (
            <Button
              component={RouterLink}
              to={filmHref(words.plays.cardIds)}
              variant="contained"
              size="small"
              startIcon={<PlayCircleOutlineIcon />}
            >
              Film of these plays
            </Button>
          ) : null}
          <Typography variant="caption" color="text.secondary">
            Intervals are 95%; thin situations lean on the broader ones.
          </Typography>
        </Stack>
        <Alert severity={proof.enough && !proof.beatsBaselines ? 'warning' : 'info'} sx={{ mt: 2 }} data-testid="whats-next-backtest">
          {backtestSummary(proof)}
        </Alert>
        {details ? <BacktestScores details={details} /> : null}
      </>
    );
  }

  return (
    <Card component="section" aria-label="What's next" id="whats-next" sx={{ scrollMarginTop: { xs: 64, sm: 88 } }}>
      <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
        <Typography variant="h6" component="h2">
          What&apos;s next
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Pick the situation, or select a row&apos;s name in a table below: Scout says what their own plays point to.
          {predictor.snaps > 0
            ? ` It reads all ${predictor.snaps} of their ${side === 'offense' ? 'run and pass plays' : 'defensive snaps'}; the filters narrow the tables only.`
            : ''}
        </Typography>
        <Box role="group" aria-label="Situation" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <SituationSelect
            label="Down"
            value={form.down}
            options={withChosen(options.downs, form.down)}
            optionLabel={(down) => ORDINAL[down] ?? String(down)}
            onChange={set('down')}
          />
          <SituationSelect
            label="Distance"
            value={form.distance}
            options={withChosen(options.distances, form.distance).sort((a, b) => a - b)}
            onChange={set('distance')}
          />
          <SituationSelect
            label="Field zone"
            value={form.fieldZone}
            options={withChosen(options.fieldZones, form.fieldZone)}
            optionLabel={(zone) => FIELD_ZONE_LABELS[zone]}
            onChange={set('fieldZone')}
          />
          <SituationSelect
            label="Hash"
            value={form.hash}
            options={withChosen(options.hashes, form.hash)}
            optionLabel={(hash) => HASH_NAMES[hash] ?? hash}
            onChange={set('hash')}
          />
          {options.clock || form.twoMinute !== null ? (
            <SituationSelect
              label="Clock"
              value={form.twoMinute}
              options={[true, false]}
              optionLabel={(twoMinute) => (twoMinute ? 'Two-minute' : 'Not two-minute')}
              onChange={set('twoMinute')}
            />
          ) : null}
          {options.scoreDifferences.length > 0 || form.scoreDifference !== null ? (
            <SituationSelect
              label="Score"
              value={form.scoreDifference}
              options={withChosen(options.scoreDifferences, form.scoreDifference).sort((a, b) => a - b)}
              optionLabel={scoreDifferenceLabel}
              onChange={set('scoreDifference')}
            />
          ) : null}
          <SituationSelect
            label={side === 'defense' ? 'Formation faced' : 'Formation'}
            value={form.formation}
            options={withChosen(options.formations, form.formation)}
            onChange={set('formation')}
          />
          <SituationSelect
            label="Personnel"
            value={form.personnel}
            options={withChosen(options.personnel, form.personnel)}
            onChange={set('personnel')}
          />
          {chosen ? (
            <Button size="small" onClick={() => onFormChange(EMPTY_SITUATION)}>
              Clear
            </Button>
          ) : null}
        </Box>
        {form.down !== null && form.down < 4 && form.distance === null ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            Pick a distance too: the down is read with its distance.
          </Typography>
        ) : null}
        {body}
      </CardContent>
    </Card>
  );
}

/** The options with the chosen value in them (a play can fill a value the side's list lacks, e.g. another case). */
function withChosen<T>(options: readonly T[], chosen: T | null): T[] {
  return chosen === null || options.includes(chosen) ? [...options] : [...options, chosen];
}
