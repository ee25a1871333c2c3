import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reportTitleLine, type Card as ScoutCard } from '@scout/shared/domain';
import { breakdownFilterOptions, EMPTY_BREAKDOWN_FILTER, isEmptyBreakdownFilter } from '@scout/shared/domain/breakdown-filters';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { FiltersToggleButton, LazyFilterPanel } from '../../../components/ui/breakdown-filters';
import { ReportLoadFailure } from '../../../components/ui/load-failure';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { useReportCardThumbnails } from '../../../entities/cards/list-report-cards';
import { useReport } from '../../../entities/reports/get-report';
import { useBreakdownFilter } from '../../../hooks/use-breakdown-filter';
import { usePlayList } from '../../../hooks/use-play-list';
import { currentIndexOf, filmLibrary, playlistOf } from '../playlist';
import { FilmPlayer } from './film-player';
import { KeyboardHelp } from './keyboard-help';
import { CurrentPlay, PlayList } from './play-panel';

function BackToReport({ reportId }: { reportId: string }) {
  return (
    <Button component={Link} to={paths.report.getHref(reportId)} startIcon={<ArrowBackIcon />}>
      Back to Report
    </Button>
  );
}

function Loading() {
  return (
    <Box aria-busy="true" aria-label="Loading the film">
      <Skeleton variant="text" width="40%" height={48} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' }, gap: 2, mt: 2 }}>
        <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
        <Skeleton variant="rounded" height={280} />
      </Box>
    </Box>
  );
}

function NoClips({ reportId, cardCount }: { reportId: string; cardCount: number }) {
  return (
    <Card sx={{ py: 6, px: 3, textAlign: 'center' }}>
      <MovieOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
      <Typography variant="h6" component="p" gutterBottom>
        No clips to watch yet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {cardCount === 0
          ? 'This report has no cards. Clips appear here once the game film is uploaded and processed.'
          : `None of this report's ${cardCount} ${cardCount === 1 ? 'card has' : 'cards have'} a playable clip yet. Clips still being processed appear here when they are ready.`}
      </Typography>
      <Button component={Link} to={paths.report.getHref(reportId)} variant="outlined">
        Open the report
      </Button>
    </Card>
  );
}

/** '3, 7, 12' (the first 12 numbers, then '…'). */
function playListText(numbers: readonly number[]): string {
  const shown = [...numbers].sort((a, b) => a - b);
  return shown.length > 12 ? `${shown.slice(0, 12).join(', ')}, …` : shown.join(', ');
}

export function FilmRoom({ cards }: { cards: readonly ScoutCard[] }) {
  const [filter, setFilter] = useBreakdownFilter();
  const [playList, setPlayList] = usePlayList();
  const [filtersOpen, setFiltersOpen] = useState(() => !isEmptyBreakdownFilter(filter));
  const [chosenCardId, setChosenCardId] = useState<string | null>(null);

  const library = useMemo(() => filmLibrary(cards), [cards]);
  const options = useMemo(() => breakdownFilterOptions(library.clips.map((clip) => clip.play)), [library]);
  const playlist = useMemo(() => playlistOf(library.clips, filter, playList), [library, filter, playList]);
  const index = currentIndexOf(playlist, chosenCardId);
  const current = playlist[index] ?? null;
  const select = (position: number) => setChosenCardId(playlist[position]?.cardId ?? null);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <FiltersToggleButton filter={filter} open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} />
        <Typography sx={{ fontWeight: 600 }}>
          {playlist.length} of {library.clips.length} plays
        </Typography>
        {library.withoutClip > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {library.withoutClip} {library.withoutClip === 1 ? 'card has' : 'cards have'} no playable clip and{' '}
            {library.withoutClip === 1 ? 'is' : 'are'} left out.
          </Typography>
        ) : null}
      </Stack>
      {playList.length > 0 ? (
        <Alert
          severity="info"
          icon={<PlaylistPlayIcon />}
          action={
            <Button color="inherit" size="small" onClick={() => setPlayList([])}>
              Show all plays
            </Button>
          }
        >
          Play list: {playList.length} {playList.length === 1 ? 'play' : 'plays'} chosen (cards {playListText(playList)})
          {isEmptyBreakdownFilter(filter) ? '' : ', within the filters'}.
        </Alert>
      ) : null}
      <Collapse in={filtersOpen} unmountOnExit>
        <LazyFilterPanel filter={filter} options={options} matching={playlist.length} total={library.clips.length} onChange={setFilter} />
      </Collapse>
      {current === null ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setFilter(EMPTY_BREAKDOWN_FILTER)}>
              Clear filters
            </Button>
          }
        >
          {playList.length > 0 ? 'None of the listed plays has a clip that matches these filters.' : 'No plays match these filters.'}
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' }, gap: 2, alignItems: 'start' }}>
          <FilmPlayer playlist={playlist} index={index} onSelect={select} />
          <Stack spacing={2}>
            <CurrentPlay clip={current} />
            <PlayList playlist={playlist} index={index} onSelect={select} />
            <KeyboardHelp />
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

interface ScoutFilmPageProps {
  reportId: string;
  /** Administrator-type viewer: reads the report with internal access. */
  internal: boolean;
}

/**
 * The film room: every clip of the report back to back in card order as one playlist, narrowed by the
 * breakdown filters (kept in the address, so a playlist can be shared), with the current play's breakdown
 * and the list of plays beside the player.
 */
export function ScoutFilmPage({ reportId, internal }: ScoutFilmPageProps) {
  const reportQuery = useReport(reportId, internal);
  const cardsQuery = useReportCardThumbnails(reportId);

  if (reportQuery.isPending) return <Loading />;
  if (reportQuery.isError) return <ReportLoadFailure error={reportQuery.error} onRetry={() => void reportQuery.refetch()} />;
  const report = reportQuery.data;
  const hasClips = cardsQuery.isSuccess && filmLibrary(cardsQuery.data.cards).clips.length > 0;
  return (
    <>
      <PageHeader title="Scout Film" subtitle={reportTitleLine(report)} actions={<BackToReport reportId={report.id} />} />
      {cardsQuery.isPending ? (
        <Loading />
      ) : cardsQuery.isError ? (
        <RetryAlert message="Failed to load the clips. Please try again." onRetry={() => void cardsQuery.refetch()} />
      ) : !hasClips ? (
        <NoClips reportId={report.id} cardCount={cardsQuery.data.cards.length} />
      ) : (
        <FilmRoom cards={cardsQuery.data.cards} />
      )}
    </>
  );
}
