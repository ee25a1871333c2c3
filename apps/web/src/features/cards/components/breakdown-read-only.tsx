import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { readBreakdown, type Card as ScoutCard } from '@scout/shared/domain';
import { useMemo } from 'react';
import { readOnlyGroups } from '../breakdown-form-values';
import { FIELD_KINDS, FIELD_LABELS, formatFieldValue, formatScalar } from '../grid-cell-values';

function Value({ label, text, wide }: { label: string; text: string; wide?: boolean }) {
  return (
    <Grid size={wide ? { xs: 12, md: 4 } : { xs: 6, sm: 4, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', color: text ? 'text.primary' : 'text.disabled' }}>
        {text || '—'}
      </Typography>
    </Grid>
  );
}

/** The breakdown as read-only groups (the card viewer). */
export function BreakdownReadOnly({ card }: { card: ScoutCard }) {
  const breakdown = useMemo(() => readBreakdown(card), [card]);
  const custom = Object.entries((breakdown.customFields ?? {}) as Record<string, unknown>);
  return (
    <Stack spacing={2}>
      {readOnlyGroups(breakdown).map((group) => (
        <Card key={group.title} component="section" aria-label={group.title}>
          <CardContent>
            <Typography variant="overline" component="h2" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
              {group.title}
            </Typography>
            <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
              {group.fields.map((field) => (
                <Value
                  key={field}
                  label={FIELD_LABELS[field]}
                  text={formatFieldValue(field, breakdown[field])}
                  wide={FIELD_KINDS[field] === 'longText'}
                />
              ))}
            </Grid>
          </CardContent>
        </Card>
      ))}
      {custom.length > 0 ? (
        <Card component="section" aria-label="Custom fields">
          <CardContent>
            <Typography variant="overline" component="h2" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
              Custom fields
            </Typography>
            <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
              {custom.map(([name, value]) => (
                <Value key={name} label={name} text={formatScalar(value)} />
              ))}
            </Grid>
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
}
