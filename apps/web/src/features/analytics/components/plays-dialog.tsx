import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { cardNumbersByGame, cardNumbersOf, playLines, scoutFilmHref, type AnalyticsGame, type CellPlays } from '../analytics-view';
import type { TendencyInput } from '@scout/shared/domain/tendencies';

interface PlaysDialogProps {
  plays: CellPlays | null;
  index: ReadonlyMap<string, TendencyInput>;
  /** The report's scout film; null on the demo (no film). */
  filmPath: string | null;
  /** A card's detail page (in its own report); null on the demo. */
  cardHref: ((cardId: string, reportId: string | null) => string) | null;
  /**
   * A group's games: each play shows its game, and the film is offered game by game (a scout film plays one
   * report), through `gameFilmPath`.
   */
  games?: readonly AnalyticsGame[];
  gameFilmPath?: (reportId: string) => string;
  /** Fills "What's next" with a play's situation (the analytics of a side; none on special teams). */
  onPredict?: (cardId: string) => void;
  onClose(): void;
}

/** The plays behind a cell: one line per card, each linking to the card, and the film of exactly those plays. */
export function PlaysDialog({ plays, index, filmPath, cardHref, games, gameFilmPath, onPredict, onClose }: PlaysDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const lines = plays ? playLines(plays.cardIds, index, games) : [];
  const byGame = games && gameFilmPath && plays ? cardNumbersByGame(plays.cardIds, index, games) : [];
  return (
    <Dialog open={plays !== null} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="cell-plays-title">
      <DialogTitle id="cell-plays-title">
        {plays?.title}
        <Typography component="span" color="text.secondary" sx={{ display: 'block', fontSize: '0.9rem' }}>
          {lines.length} {lines.length === 1 ? 'play' : 'plays'}
        </Typography>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <TableContainer>
          <Table size="small" aria-label="The plays">
            <TableHead>
              <TableRow>
                {games ? <TableCell>Game</TableCell> : null}
                <TableCell>#</TableCell>
                <TableCell>D&amp;D</TableCell>
                <TableCell>Hash</TableCell>
                <TableCell>Formation</TableCell>
                <TableCell>Play</TableCell>
                <TableCell>Result</TableCell>
                <TableCell align="right">Gain</TableCell>
                {onPredict ? <TableCell aria-label="What's next" /> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {lines.map((line) => (
                <TableRow key={line.cardId} hover>
                  {games ? <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.game ?? '—'}</TableCell> : null}
                  <TableCell>
                    {cardHref ? (
                      <Link
                        component={RouterLink}
                        to={cardHref(line.cardId, line.reportId)}
                        aria-label={line.game ? `${line.game}, card ${line.cardNumber}` : `Card ${line.cardNumber}`}
                      >
                        {line.cardNumber}
                      </Link>
                    ) : (
                      line.cardNumber
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.downDistance}</TableCell>
                  <TableCell>{line.hash}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.formation}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.play}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.result}</TableCell>
                  <TableCell align="right">{line.gain}</TableCell>
                  {onPredict ? (
                    <TableCell sx={{ py: 0 }}>
                      <Button
                        size="small"
                        onClick={() => onPredict(line.cardId)}
                        aria-label={`What's next from ${line.game ? `${line.game}, ` : ''}card ${line.cardNumber}'s situation`}
                        sx={{ whiteSpace: 'nowrap', minWidth: 0 }}
                      >
                        What&apos;s next
                      </Button>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-end' }}>
        {filmPath && lines.length > 0 ? (
          <Button
            component={RouterLink}
            to={scoutFilmHref(filmPath, cardNumbersOf(plays?.cardIds ?? [], index))}
            variant="contained"
            startIcon={<PlayCircleOutlineIcon />}
          >
            Watch these in the scout film
          </Button>
        ) : null}
        {gameFilmPath && byGame.length > 0 ? (
          <Box
            role="group"
            aria-label="Scout film by game"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, flex: '1 1 auto', minWidth: 0 }}
          >
            <Typography variant="body2" color="text.secondary" sx={{ width: { xs: '100%', md: 'auto' } }}>
              Scout film, one game at a time:
            </Typography>
            {byGame.map(({ game, cardNumbers }) => {
              const count = `${cardNumbers.length} ${cardNumbers.length === 1 ? 'play' : 'plays'}`;
              return (
                <Button
                  key={game.reportId}
                  component={RouterLink}
                  to={scoutFilmHref(gameFilmPath(game.reportId), cardNumbers)}
                  variant="outlined"
                  size="small"
                  startIcon={<PlayCircleOutlineIcon />}
                  aria-label={`Watch the ${count} of ${game.label} in the scout film`}
                  sx={{ justifyContent: 'flex-start' }}
                >
                  {game.label} · {count}
                </Button>
              );
            })}
          </Box>
        ) : null}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
