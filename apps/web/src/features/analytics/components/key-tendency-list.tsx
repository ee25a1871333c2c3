import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { KeyTendency } from '@scout/shared/domain/tendencies';
import type { CellPlays } from '../analytics-view';

interface KeyTendencyListProps {
  tendencies: readonly KeyTendency[];
  limit: number;
  onShowPlays(plays: CellPlays): void;
  /** Shown when the plays back no tendency. */
  empty?: string;
  /** A group's counts game by game under each tendency ('CEN Nov 22: 4 of 5 · …'). */
  perGame?: (tendency: KeyTendency) => string;
}

/** The strongest tendencies, each sentence opening the situation's plays. */
export function KeyTendencyList({
  tendencies,
  limit,
  onShowPlays,
  empty = 'No tendency stands out yet: too few plays in any situation.',
  perGame,
}: KeyTendencyListProps) {
  const shown = tendencies.slice(0, limit);
  return (
    <Card component="section" aria-labelledby="key-tendencies-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="key-tendencies-title">
          Key tendencies
        </Typography>
        {shown.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <List dense component="ol" sx={{ listStyle: 'decimal', pl: 3, py: 0 }}>
            {shown.map((tendency) => (
              <ListItem key={tendency.sentence} sx={{ display: 'list-item', px: 0.5 }}>
                <Link
                  component="button"
                  type="button"
                  underline="hover"
                  sx={{ textAlign: 'left', font: 'inherit' }}
                  onClick={() => onShowPlays({ title: tendency.situation, cardIds: tendency.cardIds })}
                >
                  {tendency.sentence}
                </Link>
                {perGame ? (
                  <Typography variant="body2" color="text.secondary">
                    {perGame(tendency)}
                  </Typography>
                ) : null}
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
