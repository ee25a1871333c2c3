import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CONCEPT_DESCRIPTION_MAX, CONCEPT_NAME_MAX, type Concept } from '@scout/shared/api';
import { CONCEPT_TYPE_LABELS, CONCEPT_TYPES, type ConceptType } from '@scout/shared/domain';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useSaveConcept } from '../../../entities/concepts/save-concept';
import { isApiError } from '../../../lib/api-error';

interface ConceptFormDialogProps {
  /** The concept to edit; none: a new one. */
  concept?: Concept;
  /** Internal users add to the organisation they picked. */
  organizationId?: string;
  /** A name to start a new concept with. */
  initialName?: string;
  onClose(): void;
  onSaved?(concept: Concept): void;
}

function messageOf(error: unknown): string {
  return isApiError(error) && error.message ? error.message : 'The concept could not be saved. Please try again.';
}

/** Add a concept to the library, or rename and describe one. */
export function ConceptFormDialog({ concept, organizationId, initialName = '', onClose, onSaved }: ConceptFormDialogProps) {
  const [name, setName] = useState(concept?.name ?? initialName);
  const [conceptType, setConceptType] = useState<ConceptType>(concept?.conceptType ?? 'run');
  const [description, setDescription] = useState(concept?.description ?? '');
  const [touched, setTouched] = useState(false);
  const save = useSaveConcept();

  const nameError = touched && !name.trim() ? 'Give the concept a name' : null;
  const onSubmit = () => {
    setTouched(true);
    if (!name.trim()) return;
    save.mutate(
      { id: concept?.id, fields: { name: name.trim(), conceptType, description: description.trim() }, organizationId },
      { onSuccess: (saved) => (onSaved ? onSaved(saved) : onClose()) },
    );
  };

  return (
    <FormDialog
      title={concept ? 'Edit concept' : 'New concept'}
      submitLabel={concept ? 'Save' : 'Create concept'}
      onSubmit={onSubmit}
      onClose={onClose}
      pending={save.isPending}
      error={save.isError ? messageOf(save.error) : null}
      spacing={0}
    >
      <TextField
        label="Name"
        placeholder="e.g. Inside Zone, Mesh, Cover 3"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setTouched(true)}
        error={Boolean(nameError)}
        helperText={nameError ?? ' '}
        fullWidth
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: CONCEPT_NAME_MAX } }}
      />
      <TextField
        select
        label="Type"
        value={conceptType}
        onChange={(event) => setConceptType(event.target.value as ConceptType)}
        fullWidth
        helperText=" "
      >
        {CONCEPT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {CONCEPT_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Description"
        placeholder="How it is run, what to look for, how to recognise it on film"
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        fullWidth
        multiline
        minRows={3}
        maxRows={10}
        helperText={`${description.length} / ${CONCEPT_DESCRIPTION_MAX}`}
        slotProps={{ htmlInput: { maxLength: CONCEPT_DESCRIPTION_MAX } }}
      />
    </FormDialog>
  );
}
