import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Card } from '@scout/shared/domain';
import { useMemo } from 'react';
import { printCardFacts, type CardsPerPage, type PrintCardFacts } from '../print-layout';

/** Sizes of a printed card by how many share its page: larger type and picture on fuller cards. */
const DENSITY: Record<
  CardsPerPage,
  { title: string; value: string; label: string; thumbnail: string; notesLines: number; columns: number }
> = {
  1: { title: '1.6rem', value: '1.15rem', label: '0.7rem', thumbnail: '4.2in', notesLines: 12, columns: 4 },
  2: { title: '1.2rem', value: '0.95rem', label: '0.62rem', thumbnail: '2.3in', notesLines: 9, columns: 2 },
  4: { title: '0.95rem', value: '0.8rem', label: '0.56rem', thumbnail: '2.05in', notesLines: 4, columns: 2 },
  6: { title: '0.85rem', value: '0.72rem', label: '0.52rem', thumbnail: '0.95in', notesLines: 2, columns: 3 },
};

function Thumbnail({ facts, height, iconSize }: { facts: PrintCardFacts; height: string; iconSize: string }) {
  return (
    <Box
      sx={{
        height,
        flexShrink: 0,
        position: 'relative',
        overflow: 'hidden',
        borderRadius: '6px',
        display: 'grid',
        placeItems: 'center',
        border: '1px solid #cbd5e1',
        // A field with yard lines where there is no picture: light, so it prints cleanly.
        background: facts.thumbnailUrl
          ? '#0f172a'
          : 'repeating-linear-gradient(90deg, #cbd5e1 0 1px, transparent 1px 10%), linear-gradient(180deg, #f1f5f9, #e2e8f0)',
        printColorAdjust: 'exact',
        WebkitPrintColorAdjust: 'exact',
      }}
    >
      {facts.thumbnailUrl ? (
        <Box
          component="img"
          src={facts.thumbnailUrl}
          alt={`Card ${facts.number} thumbnail`}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', color: '#64748b' }}>
          <MovieOutlinedIcon sx={{ fontSize: iconSize }} aria-hidden />
          <Typography variant="caption" sx={{ color: 'inherit', fontWeight: 600 }}>
            No thumbnail
          </Typography>
        </Box>
      )}
    </Box>
  );
}

interface FactProps {
  label: string;
  value: string | null;
  sizes: (typeof DENSITY)[CardsPerPage];
  /** Takes two columns (a longer value such as the result and the gain). */
  wide?: boolean;
}

/** A fact the breakdown has; an empty field is left off the card (no row of dashes). */
function Fact({ label, value, sizes, wide = false }: FactProps) {
  if (value === null) return null;
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? 'span 2' : undefined }}>
      <Typography
        component="div"
        sx={{ fontSize: sizes.label, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: '#6b7280' }}
      >
        {label}
      </Typography>
      <Typography
        component="div"
        noWrap
        title={value}
        sx={{ fontSize: sizes.value, fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: '#111827' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/**
 * One play as printed: picture (or a placeholder), number and title, the situation and the call, what
 * happened, and the notes. It fills the space its page gives it; `perPage` sets its type and picture size.
 */
export function PrintCard({ card, perPage }: { card: Card; perPage: CardsPerPage }) {
  const facts = useMemo(() => printCardFacts(card), [card]);
  const sizes = DENSITY[perPage];
  const sideBySide = perPage === 2;
  const result = [facts.result, facts.gainLoss !== null ? `${facts.gainLoss} yds` : null].filter(Boolean).join(' · ') || null;
  return (
    <Box
      component="article"
      aria-label={`Card ${facts.number}: ${facts.title}`}
      sx={{
        height: '100%',
        minHeight: 0,
        boxSizing: 'border-box',
        border: '1px solid #9ca3af',
        borderRadius: '8px',
        p: perPage >= 4 ? '0.12in' : '0.18in',
        display: 'flex',
        flexDirection: 'column',
        gap: perPage >= 4 ? '0.08in' : '0.16in',
        overflow: 'hidden',
        breakInside: 'avoid',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
        <Typography
          component="span"
          sx={{
            fontSize: sizes.title,
            fontWeight: 800,
            color: '#ffffff',
            bgcolor: '#0b2545',
            px: 0.75,
            borderRadius: '4px',
            printColorAdjust: 'exact',
            WebkitPrintColorAdjust: 'exact',
          }}
        >
          #{facts.number}
        </Typography>
        <Typography component="h2" noWrap title={facts.title} sx={{ fontSize: sizes.title, fontWeight: 800, minWidth: 0 }}>
          {facts.title}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: sideBySide ? 'row' : 'column', gap: sideBySide ? '0.16in' : '0.08in' }}>
        <Box sx={{ width: sideBySide ? '45%' : '100%', flexShrink: 0 }}>
          <Thumbnail facts={facts} height={sizes.thumbnail} iconSize={perPage === 1 ? '3.5rem' : perPage === 2 ? '2.5rem' : '1.75rem'} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${sizes.columns}, minmax(0, 1fr))`, columnGap: 1.5, rowGap: 0.5 }}>
            <Fact label="Down & dist" value={facts.downDistance} sizes={sizes} />
            <Fact label="Hash" value={facts.hash} sizes={sizes} />
            <Fact label="Yard ln" value={facts.yardLine} sizes={sizes} />
            <Fact label="Personnel" value={facts.personnel} sizes={sizes} />
            <Fact label="Formation" value={facts.formation} sizes={sizes} />
            <Fact label="Play" value={facts.play} sizes={sizes} />
            <Fact label="Result" value={result} sizes={sizes} wide />
          </Box>
        </Box>
      </Box>
      {facts.notes ? (
        <Box sx={{ flex: 1, minHeight: 0, borderTop: '1px solid #e5e7eb', pt: '0.05in', overflow: 'hidden' }}>
          <Typography
            component="div"
            sx={{ fontSize: sizes.label, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: '#6b7280' }}
          >
            Notes
          </Typography>
          <Typography
            sx={{
              fontSize: sizes.value,
              fontWeight: 400,
              color: '#111827',
              display: '-webkit-box',
              WebkitBoxOrient: 'vertical',
              WebkitLineClamp: String(sizes.notesLines),
              overflow: 'hidden',
              whiteSpace: 'pre-line',
            }}
          >
            {facts.notes}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}

/** Grid of a page's cards: one or two stacked, or two columns of two or three rows. */
export function PrintCardGrid({ cards, perPage }: { cards: readonly Card[]; perPage: CardsPerPage }) {
  const columns = perPage >= 4 ? 2 : 1;
  const rows = perPage === 1 ? 1 : perPage === 6 ? 3 : 2;
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`,
        gap: '0.15in',
      }}
    >
      {cards.map((card) => (
        <PrintCard key={card.id} card={card} perPage={perPage} />
      ))}
    </Box>
  );
}
