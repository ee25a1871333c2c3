import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { OPPONENT_OFFENSE_TAGS, type OpponentOffenseTag } from '@scout/shared/domain';
import { OPPONENT_OFFENSE_TAG_CHOICES, odkCountsText } from '@scout/shared/domain/tendencies/orientation';
import { useEffect, useId, useState } from 'react';
import type { PreviewResult, SidePreview } from '../breakdown-preview';

/** A side's rows in a line: "Formations TRIPS RT (12), DOUBLES (8) · plays INSIDE ZONE (9), POWER (5)". */
function sideText(preview: SidePreview): string {
  const parts = [
    preview.formations.length > 0 ? `formations ${preview.formations.join(', ')}` : null,
    preview.plays.length > 0 ? `plays ${preview.plays.join(', ')}` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(' · ') : 'no formation or play tagged';
}

/** What the chosen ZIP's sheet says, read in the browser (the reader loads only once a ZIP is chosen). */
function SheetSummary({ file }: { file: File }) {
  const [read, setRead] = useState<{ file: File; result: PreviewResult } | null>(null);
  const result = read?.file === file ? read.result : null;
  useEffect(() => {
    let current = true;
    void import('../breakdown-preview')
      .then(({ previewZipSheet }) => previewZipSheet(file))
      .then((next) => {
        if (current) setRead({ file, result: next });
      });
    return () => {
      current = false;
    };
  }, [file]);

  if (result === null)
    return (
      <Typography variant="body2" color="text.secondary">
        Reading the breakdown sheet in the ZIP…
      </Typography>
    );
  if (result.kind === 'no-sheet')
    return (
      <Typography variant="body2" color="text.secondary">
        No CSV or Excel breakdown sheet in this ZIP to preview.
      </Typography>
    );
  if (result.kind === 'unreadable')
    return (
      <Typography variant="body2" color="text.secondary">
        {result.fileName ? `${result.fileName} cannot be read here` : 'The breakdown sheet cannot be read here'}; Scout reads it after the
        upload.
      </Typography>
    );
  const { preview } = result;
  return (
    <Box data-testid="sheet-preview" sx={{ typography: 'body2', color: 'text.secondary', overflowWrap: 'anywhere' }}>
      <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {preview.fileName}: {odkCountsText(preview.counts)}
      </Typography>
      <div>O rows: {sideText(preview.O)}</div>
      <div>D rows: {sideText(preview.D)}</div>
    </Box>
  );
}

/**
 * Whose plays are the opponent's, asked at upload in plain words (default O, the scouting convention), with the
 * chosen ZIP's sheet counts and each side's most frequent formations and plays to help the choice.
 */
export function WhosePlaysChoice({
  file,
  value,
  onChange,
  disabled = false,
}: {
  file: File | null;
  value: OpponentOffenseTag;
  onChange(value: OpponentOffenseTag): void;
  disabled?: boolean;
}) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ minWidth: 0 }}>
      <FormLabel id={labelId} component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        Whose plays are the opponent&apos;s
      </FormLabel>
      <RadioGroup aria-labelledby={labelId} value={value} onChange={(_event, next) => onChange(next as OpponentOffenseTag)}>
        {OPPONENT_OFFENSE_TAGS.map((tag) => (
          <FormControlLabel key={tag} value={tag} control={<Radio />} label={OPPONENT_OFFENSE_TAG_CHOICES[tag]} />
        ))}
      </RadioGroup>
      {file ? <SheetSummary file={file} /> : null}
    </FormControl>
  );
}
