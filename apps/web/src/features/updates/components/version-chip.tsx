import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { formatDateTime } from '../../../lib/format-date';
import type { CommitInfo } from '../api/get-commit-info';
import { shortCommit } from '../update-status';

/** One line of the tooltip, left out when the build did not know it. */
function Line({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <Box component="span" sx={{ display: 'block' }}>
      <Box component="span" sx={{ opacity: 0.75 }}>
        {label}:
      </Box>{' '}
      {value}
    </Box>
  );
}

/**
 * The tooltip's text: the commit's message, author, date, branch and changes. A component of its own, so it is
 * rendered (and the date formatted) only when the tooltip opens: the chip is on every signed-in page, and the
 * first date formatter a page makes costs it 15-20 ms of main thread (loading the locale's data).
 */
function BuildDetails({ build }: { build: CommitInfo }) {
  const changes =
    build.files !== undefined && build.stats
      ? `${build.files} ${build.files === 1 ? 'file' : 'files'}, +${build.stats.additions} −${build.stats.deletions}`
      : undefined;
  return (
    <Box component="span" sx={{ display: 'block', fontSize: 12, lineHeight: 1.5, maxWidth: 320 }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}>
        {build.message || `Commit ${build.hash}`}
      </Box>
      <Line label="Author" value={build.author} />
      <Line label="Date" value={build.date ? formatDateTime(build.date) : undefined} />
      <Line label="Branch" value={build.branch} />
      <Line label="Changes" value={changes} />
      <Line label="Commit" value={build.hash} />
    </Box>
  );
}

/** The running build's short commit; its tooltip tells the commit's message, author, date and branch. */
export function VersionChip({ build }: { build: CommitInfo }) {
  const short = build.shortHash || shortCommit(build.hash);
  return (
    <Tooltip title={<BuildDetails build={build} />} placement="top-start" arrow>
      <Chip size="small" variant="outlined" label={`Build ${short}`} aria-label={`Version: build ${short}`} tabIndex={0} />
    </Tooltip>
  );
}
