import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { ShareTarget } from '../api/share-links';

/** The dialog loads when Share is first pressed: its period list is an MUI select (menu, popover, modal). */
const ShareLinkDialog = lazy(async () => ({ default: (await import('./share-link-dialog')).ShareLinkDialog }));

/**
 * 'Share' on the report page and on a linked report's page: opens the dialog that makes and lists the links
 * that open the report (or every report of the group) read-only without signing in. The dialog stays mounted
 * once opened, so it closes with its transition.
 */
export function ShareLinkButton({ target }: { target: ShareTarget }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ShareOutlinedIcon />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Share
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ShareLinkDialog target={target} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
