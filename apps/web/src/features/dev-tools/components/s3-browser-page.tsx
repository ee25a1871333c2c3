import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DEV_BUCKETS, type DevBucket } from '@scout/shared/api';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { formatBytes } from '../../../lib/format-bytes';
import { isApiError } from '../../../lib/api-error';
import { useBucketPage, useObjectUrl } from '../api/browse-bucket';

const BUCKET_LABELS: Record<DevBucket, string> = { media: 'Media bucket', uploads: 'Upload bucket' };

type PreviewKind = 'image' | 'video' | 'none';

function previewKind(key: string): PreviewKind {
  if (/\.(png|jpe?g|gif|webp|avif|svg)$/i.test(key)) return 'image';
  if (/\.(mp4|mov|webm|m4v)$/i.test(key)) return 'video';
  return 'none';
}

function Preview({ bucket, objectKey }: { bucket: DevBucket; objectKey: string }) {
  const signed = useObjectUrl();
  const kind = previewKind(objectKey);
  const url = signed.data?.url;
  return (
    <Paper variant="outlined" component="section" aria-label="Preview" sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', mb: 1 }}>
        {objectKey}
      </Typography>
      {url ? (
        <Stack spacing={1}>
          {kind === 'image' ? (
            <Box component="img" src={url} alt={objectKey} sx={{ maxWidth: '100%', maxHeight: 420, objectFit: 'contain' }} />
          ) : null}
          {kind === 'video' ? (
            <Box component="video" src={url} controls sx={{ maxWidth: '100%', maxHeight: 420 }} aria-label={objectKey} />
          ) : null}
          <Typography variant="body2">
            <Link href={url} target="_blank" rel="noopener">
              Open the object
            </Link>{' '}
            (the link works for {Math.round((signed.data?.expiresInSeconds ?? 0) / 60)} minutes)
          </Typography>
        </Stack>
      ) : (
        <Button variant="outlined" loading={signed.isPending} onClick={() => signed.mutate({ bucket, key: objectKey })}>
          {kind === 'none' ? 'Get a link' : 'Preview'}
        </Button>
      )}
      {signed.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {isApiError(signed.error) ? signed.error.message : 'No preview link could be made.'}
        </Alert>
      ) : null}
    </Paper>
  );
}

/** '/dev/s3-browser': the buckets' folders and objects with size and date, images and videos previewed through 5-minute links. */
export function S3BrowserPage() {
  const [bucket, setBucket] = useState<DevBucket>('media');
  const [prefix, setPrefix] = useState('');
  const [nextToken, setNextToken] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const page = useBucketPage(bucket, prefix, nextToken);

  const go = (next: string) => {
    setPrefix(next);
    setNextToken(null);
    setSelected(null);
  };
  const parts = prefix.split('/').filter(Boolean);

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageHeader title="S3 Browser" subtitle="The stack's buckets, read-only: folders, objects with size and date, and previews." />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={bucket}
        onChange={(_event, value: DevBucket | null) => {
          if (!value) return;
          setBucket(value);
          go('');
        }}
        aria-label="Bucket"
      >
        {DEV_BUCKETS.map((name) => (
          <ToggleButton key={name} value={name} sx={{ px: 2 }}>
            {BUCKET_LABELS[name]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Breadcrumbs aria-label="Folder" sx={{ '& ol': { flexWrap: 'wrap' } }}>
        <Link component="button" type="button" onClick={() => go('')}>
          {bucket}
        </Link>
        {parts.map((part, index) => (
          <Link
            key={`${part}-${index}`}
            component="button"
            type="button"
            onClick={() => go(`${parts.slice(0, index + 1).join('/')}/`)}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {part}
          </Link>
        ))}
      </Breadcrumbs>
      {page.isFetching ? <LinearProgress aria-label="Loading objects" /> : null}
      {page.isError ? (
        <Alert severity="error">{isApiError(page.error) ? page.error.message : 'The bucket could not be listed.'}</Alert>
      ) : page.data ? (
        page.data.prefixes.length === 0 && page.data.objects.length === 0 ? (
          <Alert severity="info">This folder is empty.</Alert>
        ) : (
          <Paper variant="outlined" component="ul" aria-label="Objects" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {page.data.prefixes.map((folder) => (
              <Box component="li" key={folder} sx={{ borderBottom: 1, borderColor: 'divider' }}>
                <Button
                  fullWidth
                  startIcon={<FolderOutlinedIcon />}
                  onClick={() => go(folder)}
                  sx={{ justifyContent: 'flex-start', textTransform: 'none', px: 1.5 }}
                >
                  {folder.slice(prefix.length)}
                </Button>
              </Box>
            ))}
            {page.data.objects.map((object) => (
              <Box component="li" key={object.key} sx={{ borderBottom: 1, borderColor: 'divider' }}>
                <Button
                  fullWidth
                  startIcon={<InsertDriveFileOutlinedIcon />}
                  onClick={() => setSelected(object.key)}
                  aria-pressed={selected === object.key}
                  sx={{ justifyContent: 'flex-start', textTransform: 'none', px: 1.5, gap: 1, textAlign: 'left', flexWrap: 'wrap' }}
                >
                  <Box component="span" sx={{ flex: '1 1 160px', overflowWrap: 'anywhere' }}>
                    {object.key.slice(prefix.length)}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8rem', whiteSpace: 'nowrap' }}>
                    {formatBytes(object.size)}
                    {object.lastModified ? ` · ${new Date(object.lastModified).toLocaleString()}` : ''}
                  </Box>
                </Button>
              </Box>
            ))}
          </Paper>
        )
      ) : null}
      {page.data?.nextToken ? (
        <Button onClick={() => setNextToken(page.data.nextToken)} sx={{ alignSelf: 'flex-start' }}>
          More in this folder
        </Button>
      ) : null}
      {selected ? <Preview key={selected} bucket={bucket} objectKey={selected} /> : null}
    </Stack>
  );
}
