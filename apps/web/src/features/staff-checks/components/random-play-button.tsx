import ShuffleIcon from '@mui/icons-material/Shuffle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { listAllCards } from '../../../entities/cards/list-report-cards';
import { listReports } from '../../../entities/reports/list-reports';
import { findRandomPlay, NO_RANDOM_PLAY_MESSAGE } from '../random-play';

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
    const play = await findRandomPlay({ listReports, listCards: (reportId) => listAllCards(reportId), random: Math.random });
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
