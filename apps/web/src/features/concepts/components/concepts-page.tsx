import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Concept } from '@scout/shared/api';
import { CONCEPT_TYPE_LABELS, CONCEPT_TYPES, INTERNAL_ORGANIZATION_ID, type ConceptType } from '@scout/shared/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { useDeleteConcept } from '../../../entities/concepts/delete-concept';
import { useConcepts } from '../../../entities/concepts/list-concepts';
import { ConceptCards } from './concept-cards';
import { ConceptFormDialog } from './concept-form-dialog';
import { SearchField } from '../../../components/ui/search-field';

type Dialog = { kind: 'create' } | { kind: 'edit'; concept: Concept } | { kind: 'delete'; concept: Concept } | null;

const playsLabel = (count: number) => `${count} ${count === 1 ? 'play' : 'plays'}`;

function ConceptCard({ concept, onEdit, onDelete }: { concept: Concept; onEdit(): void; onDelete(): void }) {
  const [open, setOpen] = useState(false);
  const playsId = useId();
  return (
    <Card component="section" aria-label={concept.name} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', mr: 'auto' }}>
            {concept.name}
          </Typography>
          <Chip size="small" color="primary" variant="outlined" label={CONCEPT_TYPE_LABELS[concept.conceptType]} />
          <Chip size="small" label={playsLabel(concept.cardsCount)} />
        </Stack>
        <Typography
          variant="body2"
          color={concept.description ? 'text.primary' : 'text.secondary'}
          sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {concept.description || 'No description yet.'}
        </Typography>
        {concept.exampleCardId && concept.exampleReportId ? (
          <Button
            component={Link}
            to={paths.reportCardView.getHref(concept.exampleReportId, concept.exampleCardId)}
            size="small"
            variant="outlined"
            startIcon={<PlayCircleOutlineIcon />}
            sx={{ mt: 1.5 }}
          >
            Watch the example clip
          </Button>
        ) : null}
        {open ? (
          <Box id={playsId} sx={{ mt: 2 }}>
            <ConceptCards conceptId={concept.id} conceptName={concept.name} exampleCardId={concept.exampleCardId} />
          </Box>
        ) : null}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        <Button
          size="small"
          onClick={() => setOpen((was) => !was)}
          startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          aria-expanded={open}
          aria-controls={open ? playsId : undefined}
          aria-label={`${open ? 'Hide' : 'Show'} the plays tagged ${concept.name}`}
        >
          Plays
        </Button>
        <Button size="small" onClick={onEdit} startIcon={<EditOutlinedIcon />} aria-label={`Edit ${concept.name}`}>
          Edit
        </Button>
        <Button size="small" color="error" onClick={onDelete} startIcon={<DeleteOutlineIcon />} aria-label={`Delete ${concept.name}`}>
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}

function DeleteConceptDialog({ concept, onClose }: { concept: Concept; onClose(): void }) {
  const mutation = useDeleteConcept();
  const tags =
    concept.cardsCount === 0 ? 'No play is tagged with it.' : `Its tag comes off ${playsLabel(concept.cardsCount)}; the plays stay.`;
  return (
    <ConfirmDialog
      open
      title="Delete concept?"
      description={`“${concept.name}” will be deleted from the library. ${tags}`}
      confirmLabel="Delete concept"
      pending={mutation.isPending}
      error={mutation.isError ? 'The concept could not be deleted. Please try again.' : null}
      onConfirm={() => mutation.mutate(concept.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/**
 * '/concepts': the organisation's play concepts library, filtered by type and searched by name, each concept
 * with the plays tagged with it. Internal users choose whose library they work in (default 'internal').
 */
export function ConceptsPage({ internal }: { internal: boolean }) {
  const [organization, setOrganization] = useState(INTERNAL_ORGANIZATION_ID);
  const [organizationDraft, setOrganizationDraft] = useState(INTERNAL_ORGANIZATION_ID);
  const organizationId = internal ? organization : null;
  const concepts = useConcepts(organizationId);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<ConceptType | 'all'>('all');
  const [dialog, setDialog] = useState<Dialog>(null);
  const all = concepts.data?.concepts ?? [];
  const needle = search.trim().toLowerCase();
  const shown = all.filter((c) => (type === 'all' || c.conceptType === type) && (!needle || c.name.toLowerCase().includes(needle)));
  const applyOrganization = () => setOrganization(organizationDraft.trim() || INTERNAL_ORGANIZATION_ID);

  return (
    <Box>
      <PageHeader
        title="Concepts"
        subtitle="Your play concepts library: name each concept once, tag plays with it, and find every tagged play across your reports."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
            New concept
          </Button>
        }
      />
      <Box
        role="search"
        sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', sm: internal ? '1fr 1fr 1fr' : '2fr 1fr' } }}
      >
        {internal ? (
          <TextField
            label="Organisation"
            size="small"
            value={organizationDraft}
            onChange={(event) => setOrganizationDraft(event.target.value)}
            onBlur={applyOrganization}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyOrganization();
            }}
            helperText="Staff only: the organisation id whose library you edit."
          />
        ) : null}
        <SearchField label="Search by name" value={search} onChange={setSearch} />
        <TextField select label="Type" size="small" value={type} onChange={(event) => setType(event.target.value as ConceptType | 'all')}>
          <MenuItem value="all">All types</MenuItem>
          {CONCEPT_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {CONCEPT_TYPE_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {concepts.isPending ? (
        <Box
          aria-busy="true"
          aria-label="Loading concepts"
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
        >
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={140} />
        </Box>
      ) : concepts.isError ? (
        <RetryAlert message="Failed to load the concepts library." onRetry={() => void concepts.refetch()} />
      ) : all.length === 0 ? (
        <Card sx={{ py: 6, px: 3, textAlign: 'center' }}>
          <LightbulbOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled', mb: 1 }} />
          <Typography variant="h6" component="p" gutterBottom>
            No concepts yet
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Add the concepts you scout (Inside Zone, Mesh, Cover 3 …), then tag plays with them.
          </Typography>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
            Add a concept
          </Button>
        </Card>
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">No concept matches this search.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          {shown.map((concept) => (
            <ConceptCard
              key={concept.id}
              concept={concept}
              onEdit={() => setDialog({ kind: 'edit', concept })}
              onDelete={() => setDialog({ kind: 'delete', concept })}
            />
          ))}
        </Box>
      )}
      {dialog?.kind === 'create' ? (
        <ConceptFormDialog organizationId={organizationId ?? undefined} initialName={search.trim()} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'edit' ? <ConceptFormDialog concept={dialog.concept} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'delete' ? <DeleteConceptDialog concept={dialog.concept} onClose={() => setDialog(null)} /> : null}
    </Box>
  );
}
