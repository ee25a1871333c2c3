import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatDownAndDistance, readBreakdown, type Card } from '@scout/shared/domain';
import { clipMediaOf } from '../../../entities/cards/card-clip';
import { cardThumbnailUrl } from '../../../entities/cards/card-thumbnail';
import { useReportCardThumbnails } from '../../../entities/cards/list-report-cards';

function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The selected row's clip beside the breakdown grid, so staff watch the play they fix: the report's clips come
 * from the one cached list with viewing URLs; the video loads its metadata only until it is played.
 */
export function SelectedPlayVideo({ card }: { card: Card | null }) {
  const clipsQuery = useReportCardThumbnails(card?.reportId ?? '');
  const withUrls = card ? clipsQuery.data?.cards.find((candidate) => candidate.id === card.id) : undefined;
  const clip = withUrls ? clipMediaOf(withUrls.media) : null;
  const play = card ? readBreakdown(card) : null;
  const line = play
    ? [formatDownAndDistance(play.down, play.distance), textOf(play.playType), textOf(play.result), textOf(play.formation)]
        .filter((part): part is string => part !== null)
        .join(' · ')
    : '';
  return (
    <Paper variant="outlined" component="section" aria-label="Selected play video" sx={{ p: 1.5, position: 'sticky', top: 16 }}>
      <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
        {card ? `Card #${card.cardNumber}` : 'No play selected'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1, minHeight: '1.5em' }}>
        {line || (card ? 'No breakdown yet' : '')}
      </Typography>
      <Box
        sx={{ aspectRatio: '16 / 9', bgcolor: 'common.black', borderRadius: 1, overflow: 'hidden', display: 'grid', placeItems: 'center' }}
      >
        {card && clipsQuery.isPending ? (
          <Skeleton variant="rectangular" sx={{ width: '100%', height: '100%' }} />
        ) : clip?.url ? (
          <video
            key={card?.id}
            src={clip.url}
            poster={(withUrls && cardThumbnailUrl(withUrls.media)) ?? undefined}
            preload="metadata"
            controls
            playsInline
            aria-label={`Clip of card ${card?.cardNumber ?? ''}`}
            style={{ width: '100%', height: '100%', background: '#000' }}
          >
            <track kind="captions" />
          </video>
        ) : (
          <Box sx={{ color: 'grey.400', textAlign: 'center', p: 2 }}>
            <MovieOutlinedIcon />
            <Typography variant="body2">{card ? 'This play has no clip yet.' : 'Select a row to watch its play.'}</Typography>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
