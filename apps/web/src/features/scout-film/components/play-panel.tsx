import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { isKickPlay, playFacts, playLine, playTypeAndResult } from '../play-facts';
import type { FilmClip } from '../playlist';

export function CurrentPlay({ clip }: { clip: FilmClip }) {
  return (
    <Card component="section" aria-label="Current play">
      <CardContent>
        <Typography variant="h6" component="h2">
          Card #{clip.cardNumber}
        </Typography>
        <Typography variant="subtitle1" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }} data-testid="current-play-type">
          {playTypeAndResult(clip.play) ?? (isKickPlay(clip.play) ? 'Kick' : 'Play type and result not tagged')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          {playFacts(clip).map((fact) => (
            <Box key={fact.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {fact.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

interface PlayListProps {
  playlist: readonly FilmClip[];
  index: number;
  onSelect(index: number): void;
}

/** The plays of the playlist: the current one highlighted and kept in view; a click jumps to a play. */
export function PlayList({ playlist, index, onSelect }: PlayListProps) {
  const currentRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    currentRef.current?.scrollIntoView({ block: 'nearest' });
  }, [index]);
  return (
    <Card component="section" aria-label="Playlist">
      <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 700 }}>
        Playlist
      </Typography>
      <List dense sx={{ maxHeight: { xs: 320, md: 360 }, overflowY: 'auto' }}>
        {playlist.map((clip, position) => {
          const current = position === index;
          return (
            <ListItemButton
              key={clip.cardId}
              ref={current ? currentRef : undefined}
              selected={current}
              aria-current={current ? 'true' : undefined}
              onClick={() => onSelect(position)}
            >
              <ListItemText
                primary={`Card #${clip.cardNumber}`}
                secondary={playLine(clip)}
                slotProps={{ primary: { sx: { fontWeight: current ? 700 : 500 } } }}
              />
            </ListItemButton>
          );
        })}
      </List>
    </Card>
  );
}
