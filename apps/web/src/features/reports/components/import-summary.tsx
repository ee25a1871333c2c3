import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { importSummarySchema, type ImportSummary as Summary, type ImportSummaryValue, type Report } from '@scout/shared/domain';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The summary's first line: what was read, and what needs a look. */
function headline(summary: Summary): string {
  const parts = [
    `${plural(summary.playsRead, 'play')} read from ${summary.fileName.split('/').at(-1) ?? summary.fileName}`,
    `${summary.cardsWithBreakdown} of ${plural(summary.cardsTotal, 'card')} got a breakdown`,
  ];
  if (summary.games.length > 1) parts.push(plural(summary.games.length, 'game'));
  return parts.join(' · ');
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** 'RESULT "Big Gain" not recognised on cards 4, 17', each card a link to it. */
function ValueLine({ reportId, value }: { reportId: string; value: ImportSummaryValue }) {
  const onCards = value.cards.length + value.moreCards;
  return (
    <Box component="li" sx={{ mb: 0.75, overflowWrap: 'anywhere' }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {value.header} “{value.value}”
      </Typography>{' '}
      not recognised
      {onCards > 0 ? (
        <>
          {' '}
          on {onCards === 1 ? 'card' : 'cards'}{' '}
          {value.cards.map((card, index) => (
            <Fragment key={card.id}>
              {index > 0 ? ', ' : null}
              <MuiLink
                component={Link}
                to={paths.reportCardDetail.getHref(reportId, card.id)}
                aria-label={`Card ${card.number}`}
                underline="always"
                sx={{ fontWeight: 600 }}
              >
                {card.number}
              </MuiLink>
            </Fragment>
          ))}
          {value.moreCards > 0 ? ` and ${value.moreCards} more` : null}
        </>
      ) : null}
      {value.rowsWithoutCard > 0 ? ` (and on ${plural(value.rowsWithoutCard, 'sheet row')} no clip took)` : null}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {value.reason}; kept as a custom field on the card.
      </Typography>
    </Box>
  );
}

/**
 * What the latest import's breakdown sheet read, on the report page: a line a coach reads at a glance (plays
 * read, cards with a breakdown, games, values not recognised), and on demand the values not recognised with
 * links to their cards, the games, the columns recognised and those kept as custom fields. Shown for the
 * report's latest import only.
 */
export function ImportSummary({ report }: { report: Pick<Report, 'id' | 'importId' | 'importSummary'> }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const parsed = importSummarySchema.safeParse(report.importSummary);
  const summary = parsed.success ? parsed.data : null;
  if (!summary || summary.importId !== report.importId) return null;
  const unread = summary.valuesNotRecognised.length + summary.moreValuesNotRecognised;
  return (
    <Card component="section" aria-label="Breakdown import" sx={{ mb: 2 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              Breakdown import
            </Typography>
            <Typography color="text.secondary">{headline(summary)}</Typography>
            {unread > 0 ? (
              <Typography color="warning.dark" sx={{ fontWeight: 600 }}>
                {plural(unread, 'value')} not recognised: kept as custom fields
              </Typography>
            ) : (
              <Typography color="success.dark">Every value recognised</Typography>
            )}
          </Box>
          <Button
            onClick={() => setOpen((was) => !was)}
            aria-expanded={open}
            aria-controls={detailsId}
            endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            {open ? 'Hide import details' : 'Show import details'}
          </Button>
        </Stack>
        <Collapse in={open} unmountOnExit>
          <Stack id={detailsId} spacing={2} sx={{ mt: 2 }}>
            {unread > 0 ? (
              <Section title="Values not recognised">
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {summary.valuesNotRecognised.map((value) => (
                    <ValueLine key={`${value.header}\u0000${value.value}`} reportId={report.id} value={value} />
                  ))}
                </Box>
                {summary.moreValuesNotRecognised > 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    and {plural(summary.moreValuesNotRecognised, 'other value')} (see the processing log).
                  </Typography>
                ) : null}
                <MuiLink component={Link} to={paths.reportCards.getHref(report.id)} variant="body2" underline="always">
                  Fix them in the breakdown grid
                </MuiLink>
              </Section>
            ) : null}
            {summary.games.length > 0 ? (
              <Section title="Games">
                <Typography>{summary.games.map((game) => `${game.name} (${plural(game.plays, 'play')})`).join(' · ')}</Typography>
                {summary.gamesFrom === 'play-numbers' ? (
                  <Typography variant="body2" color="text.secondary">
                    The sheet has no GAME column: Scout named the games in order where PLAY # starts again at 1.
                  </Typography>
                ) : null}
              </Section>
            ) : null}
            <Section title={`Columns recognised (${summary.columnsRecognised.length})`}>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                {summary.columnsRecognised.map((column) => (
                  <Chip
                    key={column.header}
                    size="small"
                    variant="outlined"
                    label={
                      column.header.toLowerCase() === column.field.toLowerCase() ? column.header : `${column.header} → ${column.field}`
                    }
                  />
                ))}
              </Stack>
            </Section>
            {summary.columnsKept.length > 0 ? (
              <Section title={`Kept as custom fields (${summary.columnsKept.length})`}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                  Columns Scout has no field for, or a second column for a field already filled: on each card, and in the export.
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
                  {summary.columnsKept.map((header) => (
                    <Chip key={header} size="small" label={header} />
                  ))}
                </Stack>
              </Section>
            ) : null}
            {summary.notes.length > 0 ? (
              <Section title="Notes">
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {summary.notes.map((note) => (
                    <Typography component="li" variant="body2" key={note} sx={{ overflowWrap: 'anywhere' }}>
                      {note}
                    </Typography>
                  ))}
                </Box>
              </Section>
            ) : null}
            <Typography variant="body2" color="text.secondary">
              Matched to the clips by {summary.matchedBy === 'play-number' ? 'PLAY # and the clip numbers' : 'order'}.
            </Typography>
          </Stack>
        </Collapse>
      </CardContent>
    </Card>
  );
}
