import LinkOffIcon from '@mui/icons-material/LinkOff';
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
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  formatDownAndDistance,
  formatGainLoss,
  formatSignedYardLine,
  readBreakdown,
  type Card as ScoutCard,
  type SharedReport,
} from '@scout/shared/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { env } from '../../../config/env';
import { isApiError } from '../../../lib/api-error';
import { sharedReportQuery } from '../api/share-links';
import { sharedCardsAsCards, sharedThumbnail } from '../shared-cards';
import { useSharedUserStore } from '../shared-user-store';

function Shell({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={0} sx={{ bgcolor: 'primary.dark' }}>
        <Toolbar sx={{ gap: 1 }}>
          <SportsFootballIcon aria-hidden />
          <Typography component="span" sx={{ fontWeight: 800, letterSpacing: 2 }}>
            SCOUT
          </Typography>
          <Chip label="Shared report · read-only" size="small" sx={{ ml: 1, bgcolor: 'rgba(255,255,255,0.15)', color: 'inherit' }} />
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
    play.concept ?? play.playConcept,
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
        ['Coverage', play.coverage],
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

type SharedTab = 'plays' | 'film';

/**
 * What a share link opens, without signing in: the report's plays (each with its clip and breakdown) and its
 * scout film, read-only. The film room comes from the app (`renderFilm`), so this feature does not depend on
 * the scout-film feature.
 */
export function SharedReportPage({ token, renderFilm }: { token: string; renderFilm: (cards: ScoutCard[]) => ReactNode }) {
  const query = useQuery(useMemo(() => sharedReportQuery(token), [token]));
  const enter = useSharedUserStore((state) => state.enter);
  const leave = useSharedUserStore((state) => state.leave);
  const [params, setParams] = useSearchParams();
  const tab: SharedTab = params.get('view') === 'film' ? 'film' : 'plays';
  const [openCard, setOpenCard] = useState<ScoutCard | null>(null);
  const shared: SharedReport | undefined = query.data;
  const cards = useMemo(() => (shared ? sharedCardsAsCards(shared, env.apiUrl) : []), [shared]);

  useEffect(() => {
    if (!shared) return;
    enter(shared.report.id);
    return leave;
  }, [shared, enter, leave]);

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
  const report = shared!.report;
  const withClips = cards.filter((card) => card.media.some((medium) => medium.mediaType === 'video')).length;
  const setTab = (next: SharedTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'plays') updated.delete('view');
        else updated.set('view', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <Shell>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {report.opponentName?.trim() || report.opponentAbbreviation || 'Scouting report'}
      </Typography>
      <Typography color="text.secondary">
        {report.title} · {report.cardsCount} {report.cardsCount === 1 ? 'play' : 'plays'} · link open until{' '}
        {new Date(shared!.expiresAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
      </Typography>
      <Tabs value={tab} onChange={(_event, next: SharedTab) => setTab(next)} sx={{ my: 2 }} aria-label="Shared report views">
        <Tab value="plays" label="Plays" icon={<ViewModuleOutlinedIcon />} iconPosition="start" />
        <Tab value="film" label="Scout film" icon={<MovieOutlinedIcon />} iconPosition="start" disabled={withClips === 0} />
      </Tabs>
      {tab === 'film' ? (
        renderFilm(cards)
      ) : cards.length === 0 ? (
        <Alert severity="info">This report has no plays yet.</Alert>
      ) : (
        <Box
          component="ul"
          aria-label="Plays"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2, m: 0, p: 0 }}
        >
          {cards.map((card) => (
            <PlayTile key={card.id} card={card} onOpen={() => setOpenCard(card)} />
          ))}
        </Box>
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
