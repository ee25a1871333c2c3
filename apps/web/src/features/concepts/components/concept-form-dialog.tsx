import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CONCEPT_DESCRIPTION_MAX, CONCEPT_NAME_MAX, type Concept } from '@scout/shared/api';
import { CONCEPT_TYPE_LABELS, CONCEPT_TYPES, type ConceptType } from '@scout/shared/domain';
import { useId, useState } from 'react';
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
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
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
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{concept ? 'Edit concept' : 'New concept'}</DialogTitle>
      <DialogContent>
        <form
          id={`${titleId}-form`}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
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
            sx={{ mt: 1 }}
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
        </form>
        {save.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {messageOf(save.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={save.isPending}>
          {concept ? 'Save' : 'Create concept'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
