import ShuffleIcon from '@mui/icons-material/Shuffle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { findRandomPlay, NO_RANDOM_PLAY_MESSAGE } from '../random-play';

/**
 * The card list's and the report list's readers load on the first click (the search itself is a few lines, loaded
 * with the button: its message is shown from here).
 */
async function searchRandomPlay() {
  const [{ listAllCards }, { listReports }] = await Promise.all([
    import('../../../entities/cards/list-report-cards'),
    import('../../../entities/reports/list-reports'),
  ]);
  return findRandomPlay({ listReports, listCards: (reportId) => listAllCards(reportId), random: Math.random });
}

/**
 * 'Review a random play': staff's spot-check. Opens one card of a report picked at random (up to five tried);
 * when none had a card, says so beside the button instead.
 */
export function RandomPlayButton() {
  const navigate = useNavigate();
  const [searching, setSearching] = useState(false);
  const [nothingFound, setNothingFound] = useState(false);

  const review = async () => {
    setSearching(true);
    setNothingFound(false);
    const play = await searchRandomPlay().catch(() => null); // a failure reads as nothing found
    setSearching(false);
    if (play) void navigate(paths.reportCardDetail.getHref(play.reportId, play.cardId));
    else setNothingFound(true);
  };

  return (
    <>
      <Button variant="outlined" startIcon={<ShuffleIcon />} onClick={() => void review()} loading={searching}>
        Review a random play
      </Button>
      {nothingFound ? (
        <Alert severity="info" onClose={() => setNothingFound(false)} sx={{ flexBasis: '100%' }}>
          {NO_RANDOM_PLAY_MESSAGE}
        </Alert>
      ) : null}
    </>
  );
}
