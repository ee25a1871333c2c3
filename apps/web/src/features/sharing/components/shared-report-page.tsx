import LinkOffIcon from '@mui/icons-material/LinkOff';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import SportsFootballIcon from '@mui/icons-material/SportsFootball';
import ViewModuleOutlinedIcon from '@mui/icons-material/ViewModuleOutlined';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import PrintIcon from '@mui/icons-material/Print';
import Collapse from '@mui/material/Collapse';
import { orientPlays } from '@scout/shared/domain/tendencies/orientation';
import { breakdownFilterOptions, filterPlays, isEmptyBreakdownFilter, type BreakdownFilter } from '@scout/shared/domain/breakdown-filters';
import {
  callLine,
  formatDownAndDistance,
  formatGainLoss,
  formatSignedYardLine,
  readBreakdown,
  type Card as ScoutCard,
  type SharedView,
} from '@scout/shared/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FiltersToggleButton, LazyFilterPanel } from '../../../components/ui/breakdown-filters';
import { env } from '../../../config/env';
import { useBreakdownFilter } from '../../../hooks/use-breakdown-filter';
import { isApiError } from '../../../lib/api-error';
import { sharedReportQuery } from '../api/share-links';
import { chosenGames, sharedGames, sharedThumbnail, type SharedGame } from '../shared-cards';
import { useSharedUserStore } from '../shared-user-store';

function Shell({ children, kind = 'report' }: { children: ReactNode; kind?: SharedView['kind'] }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={0} sx={{ bgcolor: 'primary.dark' }}>
        <Toolbar sx={{ gap: 1 }}>
          <SportsFootballIcon aria-hidden />
          <Typography component="span" sx={{ fontWeight: 800, letterSpacing: 2 }}>
            SCOUT
          </Typography>
          <Chip
            label={kind === 'group' ? 'Shared games · read-only' : 'Shared report · read-only'}
            size="small"
            sx={{ ml: 1, bgcolor: 'rgba(255,255,255,0.15)', color: 'inherit' }}
          />
        </Toolbar>
      </AppBar>
      <Container maxWidth="lg" component="main" sx={{ py: 3 }}>
        {children}
      </Container>
    </Box>
  );
}

/** The play's facts as a line: '3rd & 7 · L · −25 · TRIPS R · SMASH · Complete +8'. */
function playLine(card: ScoutCard): string {
  const play = readBreakdown(card);
  const result = [play.result, formatGainLoss(play.gainLoss)].filter(Boolean).join(' ');
  return [
    formatDownAndDistance(play.down, play.distance),
    play.hash,
    formatSignedYardLine(play.yardLine),
    play.formation,
    callLine(play),
    result || null,
  ]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(' · ');
}

function PlayTile({ card, onOpen }: { card: ScoutCard; onOpen: () => void }) {
  const thumbnail = sharedThumbnail(card);
  const line = playLine(card);
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <ButtonBase
        onClick={onOpen}
        aria-label={`Play ${card.cardNumber}: ${card.title}`}
        sx={{ display: 'block', width: '100%', textAlign: 'left' }}
      >
        <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'primary.dark', position: 'relative' }}>
          {thumbnail ? (
            <Box
              component="img"
              src={thumbnail}
              alt=""
              loading="lazy"
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : null}
          <Chip label={`#${card.cardNumber}`} size="small" sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 700 }} />
        </Box>
        <Box sx={{ p: 1.5 }}>
          <Typography variant="subtitle2" noWrap sx={{ fontWeight: 700 }}>
            {card.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', minHeight: '1.5em' }}>
            {line || 'No breakdown'}
          </Typography>
        </Box>
      </ButtonBase>
    </Card>
  );
}

function PlayDialog({ card, onClose }: { card: ScoutCard | null; onClose: () => void }) {
  const clip = card?.media.find((medium) => medium.mediaType === 'video') ?? card?.media.find((m) => m.mimeType?.startsWith('video/'));
  const play = card ? readBreakdown(card) : null;
  const facts: [string, unknown][] = play
    ? [
        ['ODK', play.odkm],
        ['Quarter', play.quarter],
        ['Down & distance', formatDownAndDistance(play.down, play.distance)],
        ['Hash', play.hash],
        ['Yard line', formatSignedYardLine(play.yardLine)],
        ['Personnel', play.personnel],
        ['Formation', play.formation],
        ['Play type', play.playType],
        ['Play', play.concept ?? play.playConcept],
        ['Result', play.result],
        ['Gain/loss', formatGainLoss(play.gainLoss)],
        ['Front', play.front],
        ['Coverage', play.coverage],
        ['Pressure', play.pressure],
        ['Kick', play.kickType],
      ]
    : [];
  return (
    <Dialog open={Boolean(card)} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="shared-play-title">
      {card ? (
        <>
          <DialogTitle id="shared-play-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
            <Box component="span" sx={{ flex: 1 }}>
              Play #{card.cardNumber} · {card.title}
            </Box>
            <IconButton onClick={onClose} aria-label="Close">
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent>
            {clip?.url ? (
              <video
                src={clip.url}
                poster={sharedThumbnail(card) ?? undefined}
                controls
                autoPlay
                playsInline
                aria-label={`Clip of play ${card.cardNumber}`}
                style={{ width: '100%', display: 'block', background: '#000', borderRadius: 8 }}
              >
                <track kind="captions" />
              </video>
            ) : (
              <Alert severity="info">This play has no clip.</Alert>
            )}
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.5, mt: 2, mb: 0 }}
            >
              {facts
                .filter(([, value]) => value !== null && value !== undefined && value !== '')
                .map(([label, value]) => (
                  <Box key={label}>
                    <Typography component="dt" variant="caption" color="text.secondary">
                      {label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                      {String(value)}
                    </Typography>
                  </Box>
                ))}
            </Box>
          </DialogContent>
        </>
      ) : null}
    </Dialog>
  );
}

function LinkClosed({ message }: { message: string }) {
  return (
    <Card sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 560, mx: 'auto', mt: 4 }}>
      <LinkOffIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 1 }}>
        This link does not open
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {message}
      </Typography>
    </Card>
  );
}

const TABS = ['plays', 'film', 'analytics'] as const;
type SharedTab = (typeof TABS)[number];

/** What the app's analytics get to draw the shared page's Analytics tab. */
export interface SharedAnalyticsInput {
  /** The view the address names (`analysis`), if any. */
  analysis: string | null;
  /** The address of another view, on this page. */
  analysisHref(view: string): string;
  games: readonly SharedGame[];
  /** A column per game: a group link showing every game. */
  perGame: boolean;
  /** This page's film tab, on one game (null when the games shown have no clip to play). */
  filmHref: ((reportId: string) => string) | null;
  /** The owning organisation's metric definitions (success, explosive) the analytics count with. */
  rules: SharedView['rules'];
}

/** What the app's printout gets: the games as the filters leave them, and the way back to this page. */
export interface SharedPrintInput {
  games: readonly SharedGame[];
  /** 'Filtered: 12 of 70 plays', or null when nothing is filtered. */
  filtered: string | null;
  backHref: string;
  rules: SharedView['rules'];
}

interface SharedReportPageProps {
  token: string;
  renderFilm: (cards: ScoutCard[]) => ReactNode;
  renderAnalytics: (input: SharedAnalyticsInput) => ReactNode;
  /** The printout of what the page shows (`?view=print`), filters applied. */
  renderPrint: (input: SharedPrintInput) => ReactNode;
}

/** A game's plays the filters keep, in card order; the side filter reads the plays oriented by the report's tag. */
function filteredGame(game: SharedGame, filter: BreakdownFilter): SharedGame {
  if (isEmptyBreakdownFilter(filter)) return game;
  const oriented = orientPlays(
    game.cards.map((card) => ({ cardId: card.id, breakdown: readBreakdown(card) })),
    game.report.opponentOffenseTag ?? 'O',
  );
  const kept = new Set(
    filterPlays(
      oriented.map((play) => ({ ...play.breakdown, cardId: play.cardId })),
      filter,
    ).map((play) => play.cardId),
  );
  return { ...game, cards: game.cards.filter((card) => kept.has(card.id)) };
}

const playsText = (n: number) => `${n} ${n === 1 ? 'play' : 'plays'}`;

function PlayGrid({ cards, label, onOpen }: { cards: readonly ScoutCard[]; label: string; onOpen: (card: ScoutCard) => void }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, m: 0, p: 0 }}
    >
      {cards.map((card) => (
        <PlayTile key={card.id} card={card} onOpen={() => onOpen(card)} />
      ))}
    </Box>
  );
}

/** The plays of the games shown: one grid, or for several games a grid per game under its name. */
function PlaysTab({ games, onOpen }: { games: readonly SharedGame[]; onOpen: (card: ScoutCard) => void }) {
  if (games.every((game) => game.cards.length === 0)) {
    return <Alert severity="info">{games.length === 1 ? 'This report has no plays yet.' : 'These reports have no plays yet.'}</Alert>;
  }
  if (games.length === 1) return <PlayGrid cards={games[0]!.cards} label="Plays" onOpen={onOpen} />;
  return (
    <Stack spacing={3}>
      {games.map((game) => (
        <Box component="section" key={game.reportId} aria-label={game.label}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {game.label}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {game.report.title} · {playsText(game.cards.length)}
          </Typography>
          {game.cards.length === 0 ? (
            <Typography color="text.secondary">No plays yet.</Typography>
          ) : (
            <PlayGrid cards={game.cards} label={`Plays of ${game.label}`} onOpen={onOpen} />
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** A group link's choice of game: every game, or one. */
function GamePicker({
  games,
  chosen,
  onChoose,
}: {
  games: readonly SharedGame[];
  chosen: string | null;
  onChoose: (id: string | null) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Game"
      value={chosen ?? ALL_GAMES}
      onChange={(event) => onChoose(event.target.value === ALL_GAMES ? null : event.target.value)}
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: 360 } }}
    >
      <MenuItem value={ALL_GAMES}>All games</MenuItem>
      {games.map((game) => (
        <MenuItem key={game.reportId} value={game.reportId}>
          {game.label} · {game.report.title}
        </MenuItem>
      ))}
    </TextField>
  );
}

const ALL_GAMES = 'all';

/**
 * What a share link opens, without signing in, read-only: a report's plays (each with its clip and breakdown),
 * its scout film and its analytics; for a group link the same over every game of the group, or one game the
 * viewer picks. The film room and the analytics come from the app (`renderFilm`, `renderAnalytics`), so this
 * feature depends on neither.
 */
export function SharedReportPage({ token, renderFilm, renderAnalytics, renderPrint }: SharedReportPageProps) {
  const query = useQuery(useMemo(() => sharedReportQuery(token), [token]));
  const enter = useSharedUserStore((state) => state.enter);
  const leave = useSharedUserStore((state) => state.leave);
  const [params, setParams] = useSearchParams();
  const tab: SharedTab = TABS.find((option) => option === params.get('view')) ?? 'plays';
  const [openCard, setOpenCard] = useState<ScoutCard | null>(null);
  const shared: SharedView | undefined = query.data;
  const games = useMemo(() => (shared ? sharedGames(shared, env.apiUrl) : []), [shared]);
  const isGroup = shared?.kind === 'group';
  const gameParam = isGroup ? params.get('game') : null;
  const shown = useMemo(() => chosenGames(games, gameParam), [games, gameParam]);
  const chosenId = isGroup && shown.length === 1 && games.length > 1 ? shown[0]!.reportId : null;
  const cards = useMemo(() => shown.flatMap((game) => game.cards), [shown]);
  // The same filters as the owner's pages (kept in the address): the plays, analytics and printout read them.
  const [filter, setFilter] = useBreakdownFilter();
  const [filtersOpen, setFiltersOpen] = useState(() => !isEmptyBreakdownFilter(filter));
  const filterOptions = useMemo(() => breakdownFilterOptions(cards.map(readBreakdown)), [cards]);
  const filtered = useMemo(() => shown.map((game) => filteredGame(game, filter)), [shown, filter]);
  const matching = filtered.reduce((sum, game) => sum + game.cards.length, 0);

  useEffect(() => {
    if (!shared) return;
    if (shared.kind === 'report') enter({ reportId: shared.report.id, groupId: null });
    else enter({ reportId: chosenId, groupId: shared.group.id });
    return leave;
  }, [shared, chosenId, enter, leave]);

  if (query.isPending) {
    return (
      <Shell>
        <Skeleton variant="text" width="50%" height={48} />
        <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} aria-label="Loading the shared report" />
      </Shell>
    );
  }
  if (query.isError) {
    const closed = isApiError(query.error) && (query.error.status === 404 || query.error.status === 410);
    return (
      <Shell>
        {closed ? (
          <LinkClosed message={query.error.message} />
        ) : (
          <Alert severity="error" action={<Button onClick={() => void query.refetch()}>Retry</Button>}>
            The shared report could not be loaded. Check your connection and try again.
          </Alert>
        )}
      </Shell>
    );
  }
  const view = shared!;
  const filteredText = isEmptyBreakdownFilter(filter) ? null : `Filtered: ${matching} of ${playsText(cards.length)}`;
  const withClips = cards.filter((card) => card.media.some((medium) => medium.mediaType === 'video')).length;
  /** This page's address with `changes` made (null removes a parameter), every other parameter kept. */
  const hrefWith = (changes: Record<string, string | null>) => {
    const updated = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) updated.delete(name);
      else updated.set(name, value);
    }
    const text = updated.toString();
    return text === '' ? '?' : `?${text}`;
  };
  const go = (changes: Record<string, string | null>) => setParams(new URLSearchParams(hrefWith(changes)), { replace: true });
  // A play list names card numbers of one game: it does not carry over to another.
  const chooseGame = (id: string | null) => go({ game: id, plays: null });
  const title =
    view.kind === 'group' ? view.group.name : view.report.opponentName?.trim() || view.report.opponentAbbreviation || 'Scouting report';
  const until = `link open until ${new Date(view.expiresAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}`;
  const subtitle =
    view.kind === 'group'
      ? `${games.length} ${games.length === 1 ? 'game' : 'games'} · ${playsText(games.reduce((sum, game) => sum + game.cards.length, 0))} · ${until}`
      : `${view.report.title} · ${playsText(view.report.cardsCount)} · ${until}`;

  if (params.get('view') === 'print') {
    return renderPrint({ games: filtered, filtered: filteredText, backHref: hrefWith({ view: null }), rules: view.rules });
  }

  return (
    <Shell kind={view.kind}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{subtitle}</Typography>
      {view.kind === 'group' && games.length > 1 ? (
        <Box sx={{ mt: 2 }}>
          <GamePicker games={games} chosen={chosenId} onChoose={chooseGame} />
        </Box>
      ) : null}
      <Tabs
        value={tab}
        onChange={(_event, next: SharedTab) => go({ view: next === 'plays' ? null : next })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{
          my: 2,
          minHeight: 48,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { minHeight: 48 },
          // On a phone the three views fit side by side without their icons.
          '& .MuiTab-iconWrapper': { display: { xs: 'none', sm: 'inline-flex' } },
        }}
        aria-label="Shared report views"
      >
        <Tab value="plays" label="Plays" icon={<ViewModuleOutlinedIcon />} iconPosition="start" />
        <Tab value="film" label="Scout film" icon={<MovieOutlinedIcon />} iconPosition="start" disabled={withClips === 0} />
        <Tab value="analytics" label="Analytics" icon={<InsightsOutlinedIcon />} iconPosition="start" />
      </Tabs>
      {tab === 'film' ? null : (
        <Stack spacing={1.5} sx={{ mb: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
            <FiltersToggleButton filter={filter} open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} />
            <Typography sx={{ fontWeight: 600 }}>{filteredText ?? playsText(cards.length)}</Typography>
            <Box sx={{ flex: 1 }} />
            <Button
              component={Link}
              to={hrefWith({ view: 'print' })}
              variant="outlined"
              startIcon={<PrintIcon />}
              disabled={matching === 0}
            >
              Print
            </Button>
          </Stack>
          <Collapse in={filtersOpen} unmountOnExit>
            <LazyFilterPanel filter={filter} options={filterOptions} matching={matching} total={cards.length} onChange={setFilter} />
          </Collapse>
        </Stack>
      )}
      {tab === 'film' ? (
        renderFilm(cards)
      ) : tab === 'analytics' ? (
        renderAnalytics({
          analysis: params.get('analysis'),
          analysisHref: (name) => hrefWith({ view: 'analytics', analysis: name }),
          games: filtered,
          perGame: view.kind === 'group' && chosenId === null,
          rules: view.rules,
          filmHref:
            withClips === 0
              ? null
              : (reportId) => (view.kind === 'group' ? `?view=film&game=${encodeURIComponent(reportId)}` : '?view=film'),
        })
      ) : (
        <PlaysTab games={filtered} onOpen={setOpenCard} />
      )}
      <Stack direction="row" sx={{ mt: 4, justifyContent: 'center' }}>
        <Typography variant="caption" color="text.secondary">
          Shared with Scout. The clips and plays are the coaching staff’s; please do not pass the link on.
        </Typography>
      </Stack>
      <PlayDialog card={openCard} onClose={() => setOpenCard(null)} />
    </Shell>
  );
}
