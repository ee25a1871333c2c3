import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { useConceptCards } from '../../../entities/concepts/list-concept-cards';
import { useSetExampleClip } from '../../../entities/concepts/save-concept';
import { isApiError } from '../../../lib/api-error';

interface ConceptCardsProps {
  conceptId: string;
  conceptName: string;
  /** The concept's example clip (a card id), marked in the list. */
  exampleCardId: string | null;
}

/** The plays tagged with a concept, each linking to its card, a page at a time; one can be made the example clip. */
export function ConceptCards({ conceptId, conceptName, exampleCardId }: ConceptCardsProps) {
  const cards = useConceptCards(conceptId);
  const example = useSetExampleClip();
  if (cards.isPending) return <Skeleton variant="rounded" height={72} aria-label={`Loading the plays tagged ${conceptName}`} />;
  if (cards.isError) return <RetryAlert message="Failed to load the tagged plays." onRetry={() => void cards.refetch()} />;
  const all = cards.items;
  if (all.length === 0) {
    return (
      <Alert severity="info" variant="outlined">
        No plays are tagged with {conceptName} yet. Tag plays from their card pages.
      </Alert>
    );
  }
  return (
    <Box>
      <Box component="ul" aria-label={`Plays tagged ${conceptName}`} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {all.map((card) => (
          <Box
            component="li"
            key={card.cardId}
            sx={{ py: 0.75, borderTop: 1, borderColor: 'divider', display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}
          >
            <Link to={paths.reportCardDetail.getHref(card.reportId, card.cardId)}>
              #{card.cardNumber} {card.cardTitle}
            </Link>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mr: 'auto' }}>
              {card.reportTitle}
            </Typography>
            {card.cardId === exampleCardId ? (
              <>
                <Chip size="small" color="secondary" label="Example clip" />
                <Button
                  size="small"
                  disabled={example.isPending}
                  onClick={() => example.mutate({ id: conceptId, cardId: null })}
                  aria-label={`Clear the example clip of ${conceptName}`}
                  sx={{ py: 0, minHeight: 0 }}
                >
                  Clear
                </Button>
              </>
            ) : (
              <Button
                size="small"
                disabled={example.isPending}
                onClick={() => example.mutate({ id: conceptId, cardId: card.cardId })}
                aria-label={`Use #${card.cardNumber} as the example clip of ${conceptName}`}
                sx={{ py: 0, minHeight: 0 }}
              >
                Use as example
              </Button>
            )}
          </Box>
        ))}
      </Box>
      {example.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {isApiError(example.error) && example.error.message
            ? example.error.message
            : 'The example clip could not be saved. Please try again.'}
        </Alert>
      ) : null}
      {cards.hasNextPage ? (
        <Button size="small" onClick={() => void cards.fetchNextPage()} loading={cards.isFetchingNextPage} sx={{ mt: 1 }}>
          Load more
        </Button>
      ) : null}
    </Box>
  );
}
