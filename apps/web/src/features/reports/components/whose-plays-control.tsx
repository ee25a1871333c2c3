import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OPPONENT_OFFENSE_TAGS, readBreakdown, type OpponentOffenseTag, type Report } from '@scout/shared/domain';
import {
  OPPONENT_OFFENSE_TAG_CHOICES,
  countOdk,
  odkCountsText,
  opponentTeamOf,
  possessive,
} from '@scout/shared/domain/tendencies/orientation';
import { useId, useMemo, useState } from 'react';
import { useReportCardThumbnails } from '../../../entities/cards/list-report-cards';
import { useUpdateReport } from '../api/update-report';
import { REPORT_MESSAGES, writeFailureMessage } from '../report-messages';

/**
 * Whose plays are the opponent's, on the report page: how the report's cards are tagged (O / D / K) and which
 * rows hold the opponent's offense, changeable here (the analytics, booklet and shared view follow). Saving
 * names the version the page read, as the edit dialog does: a concurrent edit answers 409.
 */
export function WhosePlaysControl({ report }: { report: Report }) {
  const cardsQuery = useReportCardThumbnails(report.id);
  const counts = useMemo(
    () => (cardsQuery.data ? countOdk(cardsQuery.data.cards.map((card) => readBreakdown(card).odkm)) : null),
    [cardsQuery.data],
  );
  const [open, setOpen] = useState(false);
  const mutation = useUpdateReport();
  const labelId = useId();
  // While a save runs (it ends once the report is read again), the choice shows what was chosen.
  const tag = (mutation.isPending ? mutation.variables.update.opponentOffenseTag : undefined) ?? report.opponentOffenseTag;
  const whose = possessive(opponentTeamOf(report));

  const choose = (next: OpponentOffenseTag) => {
    if (next === report.opponentOffenseTag) return;
    mutation.mutate({ id: report.id, update: { opponentOffenseTag: next, version: report.version } }, { onSuccess: () => setOpen(false) });
  };

  return (
    <Card component="section" aria-labelledby={labelId} sx={{ mb: 3 }} data-testid="whose-plays">
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          <Typography id={labelId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, flex: '1 1 260px' }}>
            {whose} offense is tagged {tag}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {tag === 'O' ? 'Scouting film' : 'Our game against them'}
              {counts && report.cardsCount > 0 ? ` · ${odkCountsText(counts)}` : ''}
            </Typography>
          </Typography>
          <Button size="small" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
            {open ? 'Close' : 'Change'}
          </Button>
        </Stack>
        {open ? (
          <Stack spacing={1} sx={{ mt: 1 }}>
            {mutation.isError ? <Alert severity="error">{writeFailureMessage(mutation.error, REPORT_MESSAGES.updateFailed)}</Alert> : null}
            <RadioGroup
              aria-label="Which rows hold the opponent's offense"
              value={tag}
              onChange={(_event, value) => choose(value as OpponentOffenseTag)}
            >
              {OPPONENT_OFFENSE_TAGS.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio size="small" />}
                  disabled={mutation.isPending}
                  label={OPPONENT_OFFENSE_TAG_CHOICES[option]}
                />
              ))}
            </RadioGroup>
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
