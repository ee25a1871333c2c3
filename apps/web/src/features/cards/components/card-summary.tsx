import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { callLine, playCall, readBreakdown, type Card } from '@scout/shared/domain';
import { useMemo } from 'react';
import { formatDownDistance, formatFieldValue, type ScalarField } from '../grid-cell-values';

function Fact({ label, field, value }: { label: string; field: ScalarField; value: unknown }) {
  const text = formatFieldValue(field, value);
  return (
    <Box sx={{ minWidth: 48 }}>
      <Typography variant="overline" color="text.secondary" component="div" sx={{ lineHeight: 1.6, fontSize: '0.65rem' }}>
        {label}
      </Typography>
      <Typography
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', fontSize: '1.05rem', color: text ? 'text.primary' : 'text.disabled' }}
      >
        {text || '—'}
      </Typography>
    </Box>
  );
}

/** The play at a glance: down & distance, where the ball was, what was called and what happened. */
export function CardSummary({ card }: { card: Card }) {
  const b = useMemo(() => readBreakdown(card), [card]);
  const downDistance = formatDownDistance(b.down, b.distance);
  // The offense's call reads with its play type ('Pass · SMASH'); the defense's ('Over · Cover 1 · Mike pressure')
  // and a kick's ('Punt · Rugby · 42 yds') lines say it all.
  const called = callLine(b);
  const playType = typeof b.playType === 'string' ? b.playType : '';
  const call = called !== null && called === playCall(b) && playType ? `${playType} · ${called}` : (called ?? playType);
  const gain = typeof b.gainLoss === 'number' && b.gainLoss !== 0 ? `${b.gainLoss > 0 ? '+' : ''}${b.gainLoss}` : '';
  const outcome = [b.result, gain].filter(Boolean).join(' ');
  return (
    <Stack spacing={1.5}>
      <Box>
        <Typography variant="h4" component="p" sx={{ fontWeight: 800, lineHeight: 1.1 }} aria-label="Down and distance">
          {downDistance || (typeof b.playType === 'string' && b.playType) || 'No down'}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {[typeof b.formation === 'string' ? (b.odkm === 'D' ? `vs ${b.formation}` : b.formation) : '', call]
            .filter(Boolean)
            .join(' — ') || 'Formation and call not broken down yet'}
        </Typography>
        {outcome ? (
          <Typography variant="body1" sx={{ fontWeight: 600, mt: 0.5 }}>
            {outcome}
          </Typography>
        ) : null}
      </Box>
      <Stack direction="row" spacing={1.75} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Fact label="ODK" field="odkm" value={b.odkm} />
        <Fact label="QTR" field="quarter" value={b.quarter} />
        <Fact label="Hash" field="hash" value={b.hash} />
        <Fact label="Yard ln" field="yardLine" value={b.yardLine} />
        <Fact label="Pers" field="personnel" value={b.personnel} />
        <Fact label="Play #" field="playNumber" value={b.playNumber} />
      </Stack>
    </Stack>
  );
}
