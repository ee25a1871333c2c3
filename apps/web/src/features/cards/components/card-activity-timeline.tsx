import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FlagOutlinedIcon from '@mui/icons-material/FlagOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import HideImageOutlinedIcon from '@mui/icons-material/HideImageOutlined';
import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CardActivity } from '@scout/shared/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { useNow } from '../../../hooks/use-now';
import { isApiError } from '../../../lib/api-error';
import { useCard } from '../../../entities/cards/get-card';
import { useCardActivity } from '../../../entities/cards/list-card-activity';
import { ACTIVITY_ACTION_LABELS, activityFieldLabel, activityValue, relativeTime } from '../card-activity-format';

const ACTION_ICONS: Record<CardActivity['action'], ReactNode> = {
  created: <AddCircleOutlineIcon fontSize="small" />,
  updated: <EditNoteIcon fontSize="small" />,
  breakdown_updated: <TableRowsOutlinedIcon fontSize="small" />,
  status_changed: <FlagOutlinedIcon fontSize="small" />,
  media_added: <AddPhotoAlternateOutlinedIcon fontSize="small" />,
  media_removed: <HideImageOutlinedIcon fontSize="small" />,
};

const ACTION_COLORS: Record<CardActivity['action'], string> = {
  created: 'secondary.main',
  updated: 'primary.light',
  breakdown_updated: 'info.main',
  status_changed: 'warning.main',
  media_added: 'success.main',
  media_removed: 'text.secondary',
};

function Entry({ entry, now, last }: { entry: CardActivity; now: Date; last: boolean }) {
  const at = new Date(entry.at);
  const absolute = Number.isNaN(at.getTime()) ? entry.at : at.toLocaleString();
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, position: 'relative', pb: last ? 0 : 3 }}>
      {/* The timeline's rail and the action's marker. */}
      <Box sx={{ position: 'relative', display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Avatar sx={{ width: 32, height: 32, bgcolor: ACTION_COLORS[entry.action], color: '#fff' }} aria-hidden>
          {ACTION_ICONS[entry.action]}
        </Avatar>
        {last ? null : <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', mt: 0.5 }} />}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, pt: 0.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>{entry.userName}</Typography>
          <Typography>{ACTIVITY_ACTION_LABELS[entry.action]}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          <Tooltip title={absolute}>
            <Box component="time" dateTime={entry.at}>
              {relativeTime(entry.at, now)}
            </Box>
          </Tooltip>
          {' · '}
          {absolute}
        </Typography>
        {entry.changes.length > 0 ? (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              mt: 1,
              p: 1.25,
              bgcolor: 'background.default',
              borderRadius: 1.5,
              border: 1,
              borderColor: 'divider',
            }}
          >
            {entry.changes.map((change, index) => (
              <Typography key={`${change.field}-${index}`} component="li" variant="body2" sx={{ py: 0.25 }}>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {activityFieldLabel(change.field)}:
                </Box>{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {activityValue(change.field, change.from)}
                </Box>
                {' → '}
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {activityValue(change.field, change.to)}
                </Box>
              </Typography>
            ))}
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

function CardHeading({ reportId, cardId }: { reportId: string; cardId: string }) {
  const card = useCard(reportId, cardId);
  return <>{card.data ? `Card #${card.data.cardNumber}${card.data.title.trim() ? ` · ${card.data.title.trim()}` : ''}` : ' '}</>;
}

interface CardActivityTimelineProps {
  cardId: string;
  /** The card's report when known (for the heading and the way back to the card). */
  reportId: string | null;
}

/** '/cards/{cardId}/activity': who changed what and when, newest first. */
export function CardActivityTimeline({ cardId, reportId: givenReportId }: CardActivityTimelineProps) {
  const activity = useCardActivity(cardId);
  const now = useNow(30_000);
  const reportId = givenReportId ?? activity.data?.find((entry) => entry.reportId)?.reportId ?? null;

  const actions = (
    <>
      {reportId ? (
        <Button component={Link} to={paths.reportCardDetail.getHref(reportId, cardId)} startIcon={<ArrowBackIcon />}>
          Back to Card
        </Button>
      ) : (
        <Button component={Link} to={paths.dashboard.getHref()} startIcon={<ArrowBackIcon />}>
          Back to Dashboard
        </Button>
      )}
      <Button startIcon={<RefreshIcon />} onClick={() => void activity.refetch()} disabled={activity.isFetching}>
        Refresh
      </Button>
    </>
  );

  return (
    <>
      <PageHeader title="Card Activity" subtitle={reportId ? <CardHeading reportId={reportId} cardId={cardId} /> : ' '} actions={actions} />
      <Card sx={{ maxWidth: 880 }}>
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          {activity.isPending ? (
            <Stack spacing={2} aria-busy="true" aria-label="Loading activity">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={56} />
              ))}
            </Stack>
          ) : activity.isError ? (
            <Alert severity={isApiError(activity.error) && activity.error.status === 404 ? 'warning' : 'error'}>
              {isApiError(activity.error) && activity.error.status === 404
                ? 'Card not found.'
                : 'Failed to load the activity. Please try again later.'}
            </Alert>
          ) : activity.data.length === 0 ? (
            <Typography color="text.secondary">No activity yet.</Typography>
          ) : (
            <Box component="ol" aria-label="Activity" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {activity.data.map((entry, index) => (
                <Entry key={entry.id} entry={entry} now={now} last={index === activity.data.length - 1} />
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
    </>
  );
}
