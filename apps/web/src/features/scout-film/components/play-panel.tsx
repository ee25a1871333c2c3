import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDownAndDistance, formatGainLoss, formatSignedYardLine, callLine } from '@scout/shared/domain';
import { useEffect, useRef } from 'react';
import type { FilmClip, FilmPlay } from '../playlist';

function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The facts of a play the film room shows beside the clip, '—' where the breakdown is empty. */
function playFacts(clip: FilmClip): { label: string; value: string }[] {
  const play: FilmPlay = clip.play;
  const facts: [string, string | null][] = [
    ['#', textOf(play.playNumber) ?? String(clip.cardNumber)],
    ['ODK', textOf(play.odkm)],
    ['Down & distance', formatDownAndDistance(play.down, play.distance)],
    ['Hash', textOf(play.hash)],
    ['Yard line', formatSignedYardLine(play.yardLine)],
    ['Formation', textOf(play.formation)],
    ['Play', callLine(play)],
    ['Result', textOf(play.result) ?? textOf(play.playResult)],
    ['Gain', formatGainLoss(play.gainLoss)],
  ];
  return facts.map(([label, value]) => ({ label, value: value ?? '—' }));
}

/** A play in the list, in one line: down & distance, formation and call. */
function playLine(clip: FilmClip): string {
  const parts = [formatDownAndDistance(clip.play.down, clip.play.distance), textOf(clip.play.formation), callLine(clip.play)];
  const line = parts.filter((part): part is string => part !== null).join(' · ');
  return line === '' ? 'No breakdown yet' : line;
}

export function CurrentPlay({ clip }: { clip: FilmClip }) {
  return (
    <Card component="section" aria-label="Current play">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Card #{clip.cardNumber}
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
