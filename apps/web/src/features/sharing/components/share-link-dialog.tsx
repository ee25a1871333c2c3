import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_SHARE_LINK_DAYS, SHARE_LINK_DAYS, type ShareLink, type ShareLinkStatus } from '@scout/shared/domain';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { shareUrl, useCreateShareLink, useRevokeShareLink, useShareLinks, type ShareTarget } from '../api/share-links';

const STATUS_CHIPS: Record<ShareLinkStatus, { label: string; color: 'success' | 'default' | 'warning' }> = {
  active: { label: 'Open', color: 'success' },
  expired: { label: 'Expired', color: 'default' },
  revoked: { label: 'Turned off', color: 'warning' },
};

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function errorText(error: unknown): string {
  if (isApiError(error) && error.code === 'NETWORK_ERROR') return 'Network error. Please check your connection.';
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

function LinkRow({ link, onRevoke, revoking }: { link: ShareLink; onRevoke: () => void; revoking: boolean }) {
  const chip = STATUS_CHIPS[link.status];
  const views = link.views === 1 ? '1 view' : `${link.views} views`;
  return (
    <ListItem disableGutters aria-label={`Link created ${dateTime(link.createdAt)}`} sx={{ alignItems: 'flex-start', gap: 1.5 }}>
      <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.25}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Chip size="small" label={chip.label} color={chip.color} variant={link.status === 'active' ? 'filled' : 'outlined'} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {views}
            {link.lastViewedAt ? `, last ${dateTime(link.lastViewedAt)}` : ''}
          </Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary">
          Created {dateTime(link.createdAt)} by {link.createdByName} ·{' '}
          {link.status === 'revoked' && link.revokedAt
            ? `turned off ${dateTime(link.revokedAt)}`
            : `${link.status === 'expired' ? 'expired' : 'open until'} ${dateTime(link.expiresAt)}`}
        </Typography>
      </Stack>
      {link.status === 'active' ? (
        <Button size="small" color="warning" startIcon={<LinkOffIcon />} onClick={onRevoke} loading={revoking}>
          Turn off
        </Button>
      ) : null}
    </ListItem>
  );
}

/** How the dialog speaks of what it shares. */
const WORDS: Record<ShareTarget['kind'], { title: string; list: string; explain: string }> = {
  report: {
    title: 'Share this report',
    list: 'Links to this report',
    explain:
      'Anyone with the link can watch the plays, their clips, the scout film and the analytics, read-only and without an account, until it expires or you turn it off.',
  },
  group: {
    title: 'Share this group',
    list: 'Links to this group',
    explain:
      'Anyone with the link can watch every game of the group (plays, clips, scout film and analytics), read-only and without an account, until it expires or you turn it off. A game you take out of the group stops opening through it.',
  },
};

/**
 * The dialog behind 'Share' (share-link-button.tsx): a link that opens the report (or every report of the group)
 * read-only without signing in, for 1 to 30 days. The link is shown once, to copy; the list shows every link with
 * its views, and a link can be turned off at once.
 */
export function ShareLinkDialog({ target, open, onClose }: { target: ShareTarget; open: boolean; onClose(): void }) {
  const words = WORDS[target.kind];
  const [days, setDays] = useState<number>(DEFAULT_SHARE_LINK_DAYS);
  const [made, setMade] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const links = useShareLinks(target, open);
  const create = useCreateShareLink(target);
  const revoke = useRevokeShareLink(target);

  const close = () => {
    onClose();
    setMade(null);
    setCopied(false);
    create.reset();
    revoke.reset();
  };
  const onCreate = () =>
    create.mutate(days, {
      onSuccess: ({ token }) => {
        setMade(shareUrl(token));
        setCopied(false);
      },
    });
  const onCopy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="share-link-title">
      <DialogTitle id="share-link-title">{words.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {words.explain}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label="Open for"
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            sx={{ minWidth: 150 }}
          >
            {SHARE_LINK_DAYS.map((value) => (
              <MenuItem key={value} value={value}>
                {value === 1 ? '1 day' : `${value} days`}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={onCreate} loading={create.isPending} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            Create link
          </Button>
        </Stack>
        {create.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            Creating the link failed: {errorText(create.error)}
          </Alert>
        ) : null}
        {made ? (
          <Alert severity="success" sx={{ mt: 2, '& .MuiAlert-message': { width: '100%' } }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              Copy the link now: Scout keeps no copy of it, so it is shown only this once.
            </Typography>
            <TextField
              fullWidth
              size="small"
              value={made}
              label="Share link"
              slotProps={{
                input: {
                  readOnly: true,
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton onClick={() => void onCopy()} aria-label="Copy the link" edge="end">
                        <ContentCopyIcon fontSize="small" />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
                htmlInput: { onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.currentTarget.select() },
              }}
            />
            {copied ? (
              <Typography variant="caption" role="status" sx={{ display: 'block', mt: 0.5 }}>
                Copied.
              </Typography>
            ) : null}
          </Alert>
        ) : null}
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {words.list}
        </Typography>
        {links.isPending ? (
          <Box sx={{ py: 2, display: 'flex', justifyContent: 'center' }}>
            <CircularProgress size={24} aria-label="Loading links" />
          </Box>
        ) : links.isError ? (
          <Alert severity="error" sx={{ mt: 1 }} action={<Button onClick={() => void links.refetch()}>Retry</Button>}>
            The links could not be loaded.
          </Alert>
        ) : links.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            No links yet.
          </Typography>
        ) : (
          <List dense aria-label={words.list}>
            {links.data.map((link) => (
              <LinkRow
                key={link.shareId}
                link={link}
                revoking={revoke.isPending && revoke.variables === link.shareId}
                onRevoke={() => revoke.mutate(link.shareId)}
              />
            ))}
          </List>
        )}
        {revoke.isError ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            Turning the link off failed: {errorText(revoke.error)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
