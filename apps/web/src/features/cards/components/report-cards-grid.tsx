import AddIcon from '@mui/icons-material/Add';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import GridOnIcon from '@mui/icons-material/GridOn';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import StyleIcon from '@mui/icons-material/Style';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CARD_STATUS_LABELS, type Card as ScoutCard, type CardStatus } from '@scout/shared/domain';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { useReportCardThumbnails } from '../../../entities/cards/list-report-cards';
import { cardThumbnailUrl } from '../../../entities/cards/card-thumbnail';
import { cardFacts } from '../card-facts';
import { cardsCountLabel } from '../card-list-filters';

/** Cards on one page of the list: a phone's list stays a few screens tall, a laptop's a few rows of four. */
export const CARDS_PER_PAGE = { phone: 12, laptop: 48 } as const;

const STATUS_COLORS: Record<CardStatus, ChipProps['color']> = {
  pending: 'default',
  in_progress: 'info',
  review: 'warning',
  complete: 'success',
};

function NumberBadge({ number }: { number: number }) {
  return (
    <Box
      sx={{
        position: 'absolute',
        top: 8,
        left: 8,
        px: 1,
        py: 0.25,
        borderRadius: 1.5,
        bgcolor: 'primary.main',
        color: 'common.white',
        fontWeight: 800,
        fontSize: '0.85rem',
        letterSpacing: '0.02em',
      }}
    >
      #{number}
    </Box>
  );
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
    <Box
      sx={(theme) => ({
        position: 'relative',
        aspectRatio: '16 / 9',
        flexShrink: 0,
        width: { xs: 136, sm: '100%' },
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        color: alpha(theme.palette.common.white, 0.75),
        backgroundColor: theme.palette.secondary.dark,
        backgroundImage: url
          ? undefined
          : `repeating-linear-gradient(90deg, ${alpha(theme.palette.common.white, 0.12)} 0 2px, transparent 2px 14%), linear-gradient(160deg, ${theme.palette.secondary.main}, ${theme.palette.secondary.dark})`,
      })}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt={`Card ${card.cardNumber} thumbnail`}
          loading="lazy"
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : clipNote ? (
        <Stack spacing={0.75} sx={{ alignItems: 'center' }} aria-hidden>
          {card.clipStatus === 'queued' ? (
            <CircularProgress size={28} sx={{ color: 'inherit' }} />
          ) : (
            <BrokenImageOutlinedIcon sx={{ fontSize: 32 }} />
          )}
          <Typography variant="caption" sx={{ color: 'inherit', fontWeight: 700 }}>
            {clipNote}
          </Typography>
        </Stack>
      ) : (
        <MovieOutlinedIcon sx={{ fontSize: 36 }} aria-hidden />
      )}
      <NumberBadge number={card.cardNumber} />
      {showStatus ? (
        <Chip
          size="small"
          label={CARD_STATUS_LABELS[card.status]}
          color={STATUS_COLORS[card.status]}
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            display: { xs: 'none', sm: 'inline-flex' },
            bgcolor: card.status === 'pending' ? 'common.white' : undefined,
          }}
        />
      ) : null}
    </Box>
  );
}

function Fact({ label, strong = false }: { label: string; strong?: boolean }) {
  return (
    <Chip
      size="small"
      variant={strong ? 'filled' : 'outlined'}
      color={strong ? 'primary' : 'default'}
      label={label}
      sx={{ maxWidth: '100%' }}
    />
  );
}

function CardTile({ reportId, card, showStatus }: { reportId: string; card: ScoutCard; showStatus: boolean }) {
  const facts = useMemo(() => cardFacts(card), [card]);
  const title = card.title.trim() || `Play ${card.cardNumber}`;
  const hasFacts = Object.values(facts).some(Boolean);
  return (
    <Card
      component="article"
      aria-label={`Card ${card.cardNumber}: ${title}`}
      sx={{ height: '100%', transition: 'box-shadow 150ms', '&:hover': { boxShadow: 4 } }}
    >
      <CardActionArea
        component={Link}
        to={paths.reportCardDetail.getHref(reportId, card.id)}
        sx={{ height: '100%', display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, alignItems: 'stretch' }}
      >
        <Thumbnail card={card} showStatus={showStatus} />
        <CardContent sx={{ flex: 1, minWidth: 0, p: 1.5, '&:last-child': { pb: 1.5 } }}>
          <Typography variant="subtitle2" component="h3" noWrap title={title} sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {showStatus ? (
            <Chip
              size="small"
              label={CARD_STATUS_LABELS[card.status]}
              color={STATUS_COLORS[card.status]}
              sx={{ display: { xs: 'inline-flex', sm: 'none' }, mt: 0.5 }}
            />
          ) : null}
          {hasFacts ? (
            <Stack direction="row" sx={{ mt: 1, gap: 0.75, flexWrap: 'wrap' }}>
              {facts.downDistance ? <Fact label={facts.downDistance} strong /> : null}
              {facts.hash ? <Fact label={`${facts.hash} hash`} /> : null}
              {facts.formation ? <Fact label={facts.formation} /> : null}
              {facts.playType && facts.playType !== facts.formation ? <Fact label={facts.playType} /> : null}
            </Stack>
          ) : (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              Not broken down yet
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * The report's cards as a grid of numbered plays (listCards, limit 1000), a page at a time (12 on a phone, 48 on
 * a laptop), each linking to its card page; 'Breakdown grid' and 'New card' lead to the card screens. Staff see
 * each card's workflow status (showStatus); coaches read the plays without it.
 */
export function ReportCardsGrid({ reportId, showStatus = false }: { reportId: string; showStatus?: boolean }) {
  const cardsQuery = useReportCardThumbnails(reportId);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const perPage = phone ? CARDS_PER_PAGE.phone : CARDS_PER_PAGE.laptop;
  const [page, setPage] = useState(1);
  const heading = useRef<HTMLElement>(null);
  const cards = cardsQuery.data?.cards ?? [];
  const total = cardsQuery.data?.totalCards ?? cards.length;
  const pages = Math.max(1, Math.ceil(cards.length / perPage));
  const current = Math.min(page, pages);
  const turnTo = (next: number) => {
    setPage(next);
    heading.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <Box component="section" aria-labelledby="report-cards-heading" ref={heading} sx={{ scrollMarginTop: 80 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id="report-cards-heading" variant="h5" component="h2">
          Cards
        </Typography>
        {cardsQuery.data ? <Chip size="small" icon={<StyleIcon />} label={cardsCountLabel(total, total)} /> : null}
        <Box sx={{ flex: 1 }} />
        <Button component={Link} to={paths.reportCards.getHref(reportId)} variant="outlined" startIcon={<GridOnIcon />}>
          Breakdown grid
        </Button>
        <Button component={Link} to={paths.reportNewCard.getHref(reportId)} variant="contained" color="secondary" startIcon={<AddIcon />}>
          New card
        </Button>
      </Stack>

      {cardsQuery.isPending ? (
        <Grid container spacing={2} aria-busy="true" aria-label="Loading cards">
          {[0, 1, 2, 3].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <Skeleton variant="rounded" height={210} />
            </Grid>
          ))}
        </Grid>
      ) : cardsQuery.isError ? (
        <RetryAlert message={'Failed to load the cards. Please try again.'} onRetry={() => void cardsQuery.refetch()} />
      ) : cards.length === 0 ? (
        <Card sx={{ py: 6, px: 3, textAlign: 'center' }}>
          <MovieOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
          <Typography variant="h6" component="p" gutterBottom>
            No cards yet
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Cards appear here once the game film is processed. You can also add plays by hand.
          </Typography>
          <Button component={Link} to={paths.reportNewCard.getHref(reportId)} variant="contained" startIcon={<AddIcon />}>
            New card
          </Button>
        </Card>
      ) : (
        <>
          <Grid container spacing={{ xs: 1.5, sm: 2 }} aria-label="Report cards">
            {cards.slice((current - 1) * perPage, current * perPage).map((card) => (
              <Grid key={card.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <CardTile reportId={reportId} card={card} showStatus={showStatus} />
              </Grid>
            ))}
          </Grid>
          {pages > 1 ? (
            <Stack sx={{ alignItems: 'center', mt: 3, gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                Cards {(current - 1) * perPage + 1}–{Math.min(current * perPage, cards.length)} of {cards.length}
              </Typography>
              <Pagination
                count={pages}
                page={current}
                onChange={(_event, next) => turnTo(next)}
                color="primary"
                siblingCount={phone ? 0 : 1}
                aria-label="Pages of cards"
              />
            </Stack>
          ) : null}
        </>
      )}
    </Box>
  );
}
