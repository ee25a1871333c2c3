import AddIcon from '@mui/icons-material/Add';
import GridOnIcon from '@mui/icons-material/GridOn';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import StyleIcon from '@mui/icons-material/Style';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { useReportCardThumbnails } from '../../../entities/cards/list-report-cards';
import { cardsCountLabel } from '../card-list-filters';
import { CardTile, CardTileGrid } from './card-tiles';

/** Cards on one page of the list: a phone's list stays a few screens tall, a laptop's a few rows of four. */
export const CARDS_PER_PAGE = { phone: 12, laptop: 48 } as const;

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
          <CardTileGrid label="Report cards">
            {cards.slice((current - 1) * perPage, current * perPage).map((card) => (
              <CardTile key={card.id} reportId={reportId} card={card} showStatus={showStatus} />
            ))}
          </CardTileGrid>
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
