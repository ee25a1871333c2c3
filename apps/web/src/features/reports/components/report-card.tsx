import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import StyleIcon from '@mui/icons-material/Style';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isReportFailed, packageChip, reportDisplayTitle, DEFAULT_OPPONENT_NAME, type PackageChip, type Report } from '@scout/shared/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { STATUS_FILTER_LABELS } from '../report-filters';
import { TimeRemaining } from './time-remaining';

const PACKAGE_CHIP_COLORS: Record<PackageChip, ChipProps['color']> = {
  Free: 'default',
  Express: 'secondary',
  Full: 'primary',
  Assist: 'info',
  Unpaid: 'warning',
  'Import Failed': 'error',
};

/** 'N cards', singular for one. */
export function cardCountLabel(count: number): string {
  return count === 1 ? '1 card' : `${count} cards`;
}

interface ReportCardProps {
  report: Report;
  /** Internal users see the organisation id. */
  showOrganization: boolean;
}

/** One report on the dashboard; failed reports are not clickable (spec §2 Dashboard). */
export function ReportCard({ report, showOrganization }: ReportCardProps) {
  const failed = isReportFailed(report);
  const title = reportDisplayTitle(report);
  const href = paths.report.getHref(report.id);
  const chip = packageChip(report);

  const body: ReactNode = (
    <CardContent sx={{ flex: 1 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip size="small" label={chip} color={PACKAGE_CHIP_COLORS[chip]} />
        {failed ? (
          <Chip size="small" label="Failed" color="error" variant="outlined" />
        ) : (
          <Chip size="small" label={STATUS_FILTER_LABELS[report.status]} variant="outlined" />
        )}
      </Stack>
      <Typography variant="h6" component="h3" sx={{ lineHeight: 1.25, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Opponent: {report.opponentName?.trim() || DEFAULT_OPPONENT_NAME}
      </Typography>
      {showOrganization ? (
        <Typography variant="caption" color="text.secondary" component="p">
          Org ID: {report.organizationId}
        </Typography>
      ) : null}
      {failed ? (
        <Box sx={{ mt: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start', color: 'error.main' }}>
          <ErrorOutlineIcon fontSize="small" />
          <Typography variant="body2" sx={{ fontWeight: 600, color: 'inherit' }}>
            FAILED: {report.hudlImportError?.trim() || 'Processing failed'}
          </Typography>
        </Box>
      ) : (
        <Stack direction="row" spacing={2} sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
          <TimeRemaining expiresAt={report.timerExpiresAt} />
          <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }} title="Viewable Cards">
            <StyleIcon sx={{ fontSize: 16 }} />
            <Typography variant="body2" component="span">
              {cardCountLabel(report.cardsCount)}
            </Typography>
          </Box>
        </Stack>
      )}
    </CardContent>
  );

  return (
    <Card
      component="article"
      aria-label={title}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: failed ? 'error.light' : undefined,
        opacity: failed ? 0.85 : 1,
        transition: 'box-shadow 150ms, transform 150ms',
        '&:hover': failed ? undefined : { boxShadow: 4, transform: 'translateY(-2px)' },
      }}
    >
      {failed ? (
        body
      ) : (
        <CardActionArea component={Link} to={href} tabIndex={-1} sx={{ flex: 1, display: 'flex', alignItems: 'stretch' }}>
          {body}
        </CardActionArea>
      )}
      {failed ? null : (
        <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
          <Button component={Link} to={href} size="small" variant="contained" endIcon={<ArrowForwardIcon />}>
            View Report
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
