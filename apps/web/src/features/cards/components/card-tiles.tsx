import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, type Theme } from '@mui/material/styles';
import { CARD_STATUS_LABELS, type Card as ScoutCard, type CardStatus } from '@scout/shared/domain';
import { memo, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cardThumbnailUrl } from '../../../entities/cards/card-thumbnail';
import { cardFacts } from '../card-facts';

/**
 * The report page's grid of card tiles. A page holds up to 48 tiles, so a tile is plain elements with class names
 * and the grid's one style sheet (below) lays them all out: built from MUI's Card, Chip and Grid, each tile cost
 * the page about 17 ms of main thread as it loaded (48 tiles: 820 of a 1,870 ms load at 1400 × 900). It looks as
 * those did: an outlined card whose thumbnail carries the play's number, its title and its facts as chips.
 */
const C = 'scout-tile';

type StatusTone = 'default' | 'info' | 'warning' | 'success';
const STATUS_TONES: Record<CardStatus, StatusTone> = {
  pending: 'default',
  in_progress: 'info',
  review: 'warning',
  complete: 'success',
};

/** MUI's small chip, as Scout's theme sets it (data-display.ts): 22 px tall, 0.72 rem, semibold. */
function chipStyles(theme: Theme) {
  const tone = (color: string, text: string) => ({ backgroundColor: color, color: text, borderColor: color });
  return {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    height: 22,
    padding: '0 7px',
    borderRadius: 11,
    border: '1px solid transparent',
    fontFamily: theme.typography.fontFamily,
    fontSize: '0.72rem',
    fontWeight: 600,
    lineHeight: 1,
    whiteSpace: 'nowrap' as const,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
    boxSizing: 'border-box' as const,
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.grey[300],
    [`&.${C}-chip-outlined`]: { backgroundColor: 'transparent', borderColor: theme.palette.grey[400] },
    [`&.${C}-chip-primary`]: tone(theme.palette.primary.main, theme.palette.primary.contrastText),
    [`&.${C}-chip-info`]: tone(theme.palette.info.main, theme.palette.info.contrastText),
    [`&.${C}-chip-warning`]: tone(theme.palette.warning.main, theme.palette.warning.contrastText),
    [`&.${C}-chip-success`]: tone(theme.palette.success.main, theme.palette.success.contrastText),
    [`&.${C}-chip-pending`]: { backgroundColor: theme.palette.common.white },
  };
}

function tileStyles(theme: Theme) {
  const up = theme.breakpoints.up('sm');
  const white = theme.palette.common.white;
  return {
    [`.${C}-grid`]: {
      display: 'grid',
      gap: 12,
      gridTemplateColumns: 'minmax(0, 1fr)',
      margin: 0,
      padding: 0,
      listStyle: 'none',
      [up]: { gap: 16, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
    [`.${C}`]: {
      height: '100%',
      overflow: 'hidden',
      boxSizing: 'border-box',
      backgroundColor: theme.palette.background.paper,
      color: theme.palette.text.primary,
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: (theme.shape.borderRadius as number) * 1.4,
      boxShadow: `0 1px 2px ${alpha(theme.palette.primary.main, 0.06)}`,
      transition: 'box-shadow 150ms',
      '&:hover': { boxShadow: theme.shadows[4] },
    },
    [`.${C}-link`]: {
      height: '100%',
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'stretch',
      color: 'inherit',
      textDecoration: 'none',
      '&:hover': { backgroundColor: alpha(theme.palette.text.primary, 0.04) },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
      [up]: { flexDirection: 'column' },
    },
    [`.${C}-thumb`]: {
      position: 'relative',
      aspectRatio: '16 / 9',
      flexShrink: 0,
      width: 136,
      display: 'grid',
      placeItems: 'center',
      overflow: 'hidden',
      color: alpha(white, 0.75),
      backgroundColor: theme.palette.secondary.dark,
      [up]: { width: '100%' },
      '& > img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
    },
    [`.${C}-field`]: {
      backgroundImage: `repeating-linear-gradient(90deg, ${alpha(white, 0.12)} 0 2px, transparent 2px 14%), linear-gradient(160deg, ${theme.palette.secondary.main}, ${theme.palette.secondary.dark})`,
    },
    [`.${C}-clip-note`]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: 6,
      ...theme.typography.caption,
      fontWeight: 700,
    },
    [`.${C}-number`]: {
      position: 'absolute',
      top: 8,
      left: 8,
      padding: '2px 8px',
      borderRadius: (theme.shape.borderRadius as number) * 1.5,
      backgroundColor: theme.palette.primary.main,
      color: white,
      fontWeight: 800,
      fontSize: '0.85rem',
      letterSpacing: '0.02em',
    },
    [`.${C}-chip`]: chipStyles(theme),
    [`.${C}-thumb-status`]: { position: 'absolute', top: 8, right: 8, display: 'none', [up]: { display: 'inline-flex' } },
    [`.${C}-body`]: { flex: 1, minWidth: 0, padding: 12 },
    [`.${C}-title`]: {
      ...theme.typography.subtitle2,
      margin: 0,
      fontWeight: 700,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    [`.${C}-body-status`]: { marginTop: 4, [up]: { display: 'none' } },
    [`.${C}-facts`]: { display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 8 },
    [`.${C}-no-facts`]: { ...theme.typography.caption, display: 'block', margin: '8px 0 0', color: theme.palette.text.secondary },
  };
}

/** The grid the tiles sit in (one column on a phone, up to four), with the one style sheet of every tile. */
export function CardTileGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <>
      <GlobalStyles styles={tileStyles} />
      <ul className={`${C}-grid`} aria-label={label}>
        {children}
      </ul>
    </>
  );
}

/** One of the play's facts as a small chip: down and distance filled, the rest outlined. */
function FactChip({ label, variant }: { label: string; variant: 'outlined' | 'primary' }) {
  return <span className={`${C}-chip ${C}-chip-${variant}`}>{label}</span>;
}

function StatusChip({ status, className }: { status: CardStatus; className: string }) {
  const tone = STATUS_TONES[status];
  return <span className={`${C}-chip ${C}-chip-${tone} ${className}`}>{CARD_STATUS_LABELS[status]}</span>;
}

/**
 * The play's thumbnail (from its clip) with its number (and, for staff, its workflow status) on top; a field
 * with yard lines and a film icon when there is none, or the clip's state while it is processed or if it
 * failed. On a phone it is a small picture beside the play's facts.
 */
function Thumbnail({ card, showStatus }: { card: ScoutCard; showStatus: boolean }) {
  const url = cardThumbnailUrl(card.media);
  const clipNote = card.clipStatus === 'queued' ? 'Processing clip…' : card.clipStatus === 'failed' ? 'Clip failed' : null;
  return (
    <div className={url ? `${C}-thumb` : `${C}-thumb ${C}-field`}>
      {url ? (
        <img src={url} alt={`Card ${card.cardNumber} thumbnail`} loading="lazy" />
      ) : clipNote ? (
        <span className={`${C}-clip-note`} aria-hidden>
          {card.clipStatus === 'queued' ? (
            <CircularProgress size={28} sx={{ color: 'inherit' }} />
          ) : (
            <BrokenImageOutlinedIcon sx={{ fontSize: 32 }} />
          )}
          {clipNote}
        </span>
      ) : (
        <MovieOutlinedIcon sx={{ fontSize: 36 }} aria-hidden />
      )}
      <span className={`${C}-number`}>#{card.cardNumber}</span>
      {showStatus ? (
        <StatusChip status={card.status} className={`${C}-thumb-status${card.status === 'pending' ? ` ${C}-chip-pending` : ''}`} />
      ) : null}
    </div>
  );
}

/** One play: its thumbnail, title and key facts, linking to its card page. Memoised: a page re-renders its tiles often. */
export const CardTile = memo(function CardTile({ reportId, card, showStatus }: { reportId: string; card: ScoutCard; showStatus: boolean }) {
  const facts = useMemo(() => cardFacts(card), [card]);
  const title = card.title.trim() || `Play ${card.cardNumber}`;
  const hasFacts = Object.values(facts).some(Boolean);
  return (
    <li>
      <article className={C} aria-label={`Card ${card.cardNumber}: ${title}`}>
        <Link className={`${C}-link`} to={paths.reportCardDetail.getHref(reportId, card.id)}>
          <Thumbnail card={card} showStatus={showStatus} />
          <div className={`${C}-body`}>
            <h3 className={`${C}-title`} title={title}>
              {title}
            </h3>
            {showStatus ? <StatusChip status={card.status} className={`${C}-body-status`} /> : null}
            {hasFacts ? (
              <div className={`${C}-facts`}>
                {facts.downDistance ? <FactChip label={facts.downDistance} variant="primary" /> : null}
                {facts.hash ? <FactChip label={`${facts.hash} hash`} variant="outlined" /> : null}
                {facts.formation ? <FactChip label={facts.formation} variant="outlined" /> : null}
                {facts.playType && facts.playType !== facts.formation ? <FactChip label={facts.playType} variant="outlined" /> : null}
              </div>
            ) : (
              <p className={`${C}-no-facts`}>Not broken down yet</p>
            )}
          </div>
        </Link>
      </article>
    </li>
  );
});
