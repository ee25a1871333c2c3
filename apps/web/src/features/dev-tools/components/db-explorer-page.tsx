import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { isApiError } from '../../../lib/api-error';
import { useTablePage, type TableQuery } from '../api/browse-table';

function itemTitle(item: Record<string, unknown>): string {
  return `${String(item.pk)} · ${String(item.sk)}`;
}

/**
 * '/dev/db-explorer': the table, read-only: one partition by its key or a scan, optionally of one entity type,
 * a page at a time, each item as JSON.
 */
export function DbExplorerPage() {
  const [draft, setDraft] = useState({ pk: '', entityType: '' });
  const [query, setQuery] = useState<TableQuery>({ pk: '', entityType: '', nextToken: null });
  // The tokens of the pages before this one, for 'Previous page'.
  const [previous, setPrevious] = useState<(string | null)[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const page = useTablePage(query);

  const search = () => {
    setPrevious([]);
    setOpen(null);
    setQuery({ pk: draft.pk.trim(), entityType: draft.entityType, nextToken: null });
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeader
        title="Database Explorer"
        subtitle="The stack's table, read-only: a partition by its key (pk), or a scan, by entity type."
      />
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' }, alignItems: 'start' }}
      >
        <TextField
          label="Partition key (pk)"
          size="small"
          value={draft.pk}
          onChange={(event) => setDraft({ ...draft, pk: event.target.value })}
          placeholder="REPORT#rpt-eagles-central"
          helperText="Empty: scan the table"
        />
        <TextField
          select
          label="Entity type"
          size="small"
          value={draft.entityType}
          onChange={(event) => setDraft({ ...draft, entityType: event.target.value })}
        >
          <MenuItem value="">All entity types</MenuItem>
          {(page.data?.entityTypes ?? []).map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ height: 40 }}>
          Browse
        </Button>
      </Box>
      {page.isFetching ? <LinearProgress aria-label="Loading items" /> : null}
      {page.isError ? (
        <Alert severity="error">{isApiError(page.error) ? page.error.message : 'The table could not be read.'}</Alert>
      ) : page.data ? (
        <>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            Page {previous.length + 1}: {page.data.items.length} {page.data.items.length === 1 ? 'item' : 'items'} ({page.data.scanned}{' '}
            read)
            {query.pk ? ` in ${query.pk}` : ' from a scan'}
            {query.entityType ? `, ${query.entityType} only` : ''}
          </Typography>
          {page.data.items.length === 0 ? (
            <Alert severity="info">No items on this page{page.data.nextToken ? ' (the scan continues on the next page)' : ''}.</Alert>
          ) : (
            <Paper variant="outlined" component="ul" aria-label="Items" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {page.data.items.map((item) => {
                const title = itemTitle(item);
                const expanded = open === title;
                return (
                  <Box component="li" key={title} sx={{ borderBottom: 1, borderColor: 'divider' }}>
                    <Button
                      fullWidth
                      onClick={() => setOpen(expanded ? null : title)}
                      aria-expanded={expanded}
                      sx={{ justifyContent: 'space-between', textTransform: 'none', px: 1.5, py: 1, gap: 1, textAlign: 'left' }}
                    >
                      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                        {title}
                      </Typography>
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                        {String(item.entityType ?? '')}
                      </Typography>
                    </Button>
                    {expanded ? (
                      <Box
                        component="pre"
                        aria-label={`Item ${title}`}
                        sx={{
                          m: 0,
                          mx: 1.5,
                          mb: 1.5,
                          p: 1.5,
                          bgcolor: 'grey.100',
                          borderRadius: 1,
                          fontSize: '0.75rem',
                          overflow: 'auto',
                          maxHeight: 420,
                        }}
                      >
                        {JSON.stringify(item, null, 2)}
                      </Box>
                    ) : null}
                  </Box>
                );
              })}
            </Paper>
          )}
          <Stack direction="row" spacing={1}>
            <Button
              disabled={previous.length === 0 || page.isFetching}
              onClick={() => {
                const before = previous.slice(0, -1);
                setQuery({ ...query, nextToken: previous.at(-1) ?? null });
                setPrevious(before);
              }}
            >
              Previous page
            </Button>
            <Button
              disabled={!page.data.nextToken || page.isFetching}
              onClick={() => {
                setPrevious([...previous, query.nextToken]);
                setQuery({ ...query, nextToken: page.data.nextToken });
              }}
            >
              Next page
            </Button>
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
