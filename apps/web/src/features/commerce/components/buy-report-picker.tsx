import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import type { RouteQuery } from '@scout/shared/api';
import { reportDisplayTitle, type Report } from '@scout/shared/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useReportSuggestions } from '../../../entities/reports/list-report-pages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { BUY_MESSAGES, purchasableReports } from '../buy-report-request';

/** How a report reads in the picker. */
const reportChoiceLabel = (report: Report) => `${reportDisplayTitle(report)} · ${report.opponentName || 'Unknown Opponent'}`;

/** The reports to buy for, found on the server as the coach types (the newest ones before anything is typed). */
export function ReportPicker({
  query,
  value,
  onChange,
}: {
  query: RouteQuery<'listReports'>;
  value: string | null;
  onChange(id: string): void;
}) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Report | null>(null);
  const search = useDebouncedValue(text, 250);
  const reports = useReportSuggestions(query, chosen && text === reportChoiceLabel(chosen) ? '' : search, 50);
  if (reports.isPending) return <Skeleton variant="rounded" height={56} aria-label="Loading your reports" />;
  if (reports.isError) return <Alert severity="error">Failed to load reports. Please try again later.</Alert>;
  const choices = purchasableReports(reports.data.reports);
  if (choices.length === 0 && search.trim() === '') {
    return (
      <Alert
        severity="info"
        action={
          <Button component={Link} to={paths.paidReports.getHref()} color="inherit" size="small">
            Paid Reports
          </Button>
        }
      >
        {BUY_MESSAGES.nothingToBuy}
      </Alert>
    );
  }
  const selected = chosen?.id === value ? chosen : (choices.find((report) => report.id === value) ?? null);
  return (
    <Autocomplete
      options={choices}
      value={selected}
      onChange={(_event, report) => {
        setChosen(report);
        if (report) onChange(report.id);
      }}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      filterOptions={(options) => options}
      getOptionLabel={reportChoiceLabel}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      noOptionsText="No report matches this search."
      openOnFocus
      renderInput={(params) => <TextField {...params} label="Report" helperText="Your reports not paid for yet" />}
    />
  );
}
