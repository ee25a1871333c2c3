import CancelIcon from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Concept } from '@scout/shared/api';
import { CONCEPT_TYPE_LABELS, type Card } from '@scout/shared/domain';
import { lazy, Suspense, useState } from 'react';
import { useCardConcepts } from '../../../entities/concepts/list-card-concepts';
import { useConcepts } from '../../../entities/concepts/list-concepts';
import { useSaveConcept } from '../../../entities/concepts/save-concept';
import { useTagCard } from '../../../entities/concepts/tag-card';
import { isApiError } from '../../../lib/api-error';
import type { ConceptOption } from './concept-picker';

/** The library picker (an MUI autocomplete with its popper) loads on its own, after the card's concepts show. */
const ConceptPicker = lazy(async () => ({ default: (await import('./concept-picker')).ConceptPicker }));

function messageOf(error: unknown): string {
  return isApiError(error) && error.message ? error.message : 'The concept could not be tagged. Please try again.';
}

/**
 * The card's play concepts: chips (with a way to take one off), and a picker of the organisation's library
 * that also creates a concept from the name typed (as type Other; the library page edits it).
 */
export function CardConcepts({ card }: { card: Pick<Card, 'id' | 'organizationId'> }) {
  const tagged = useCardConcepts(card.id);
  const library = useConcepts(card.organizationId);
  const tag = useTagCard();
  const save = useSaveConcept();
  const [input, setInput] = useState('');
  const taggedIds = new Set(tagged.data?.concepts.map((c) => c.id) ?? []);
  const options: ConceptOption[] = (library.data?.concepts ?? []).filter((c) => !taggedIds.has(c.id));
  const busy = tag.isPending || save.isPending;

  const choose = (option: ConceptOption | string | null) => {
    if (!option) return;
    const name = typeof option === 'string' ? option.trim() : 'create' in option ? option.create : null;
    const existing = name ? library.data?.concepts.find((c) => c.name.toLowerCase() === name.toLowerCase()) : null;
    setInput('');
    if (name && !existing) {
      save.mutate(
        { fields: { name, conceptType: 'other', description: '' }, organizationId: card.organizationId },
        { onSuccess: (created) => tag.mutate({ cardId: card.id, conceptId: created.id }) },
      );
      return;
    }
    const concept = existing ?? (option as Concept);
    tag.mutate({ cardId: card.id, conceptId: concept.id });
  };

  return (
    <Box component="section" aria-label="Concepts">
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Concepts
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        {tagged.isPending ? null : (tagged.data?.concepts.length ?? 0) === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Not tagged with a concept yet.
          </Typography>
        ) : (
          tagged.data?.concepts.map((concept) => (
            <Chip
              key={concept.id}
              label={`${concept.name} · ${CONCEPT_TYPE_LABELS[concept.conceptType]}`}
              onDelete={() => tag.mutate({ cardId: card.id, conceptId: concept.id, remove: true })}
              deleteIcon={<CancelIcon aria-label={`Remove ${concept.name}`} />}
            />
          ))
        )}
      </Box>
      <Suspense fallback={<TextField size="small" fullWidth disabled label="Tag with a concept" />}>
        <ConceptPicker
          options={options}
          library={library.data?.concepts}
          loading={library.isPending}
          disabled={busy}
          input={input}
          onInput={setInput}
          onChoose={choose}
        />
      </Suspense>
      {tag.isError || save.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {messageOf(tag.error ?? save.error)}
        </Alert>
      ) : null}
    </Box>
  );
}
