import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { formatPrice, type PackageOffer, type PackageType } from '@scout/shared/domain';
import { packageDeadlineLabel } from '../../lib/report-labels';

interface PackageChoiceProps {
  /** The packages offered, as GET /packages answers them (the server's prices). */
  offers: readonly PackageOffer[];
  value: PackageType;
  onChange(value: PackageType): void;
  /** What the radio group is called for screen readers. */
  label: string;
  currency?: string;
  disabled?: boolean;
  /** Also show each package's summary (the buy page; the test purchase dialog leaves it out). */
  withSummary?: boolean;
}

/** One package to pick: a radio per package with its name, price and delivery window ('24 h delivery', 'No deadline'). */
export function PackageChoice({ offers, value, onChange, label, currency, disabled = false, withSummary = false }: PackageChoiceProps) {
  return (
    <RadioGroup
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as PackageType)}
      sx={{ display: 'grid', gap: 1.25, gridTemplateColumns: { xs: '1fr', sm: withSummary ? 'repeat(2, 1fr)' : '1fr' } }}
    >
      {offers.map((offer) => {
        const selected = offer.packageType === value;
        return (
          <FormControlLabel
            key={offer.packageType}
            value={offer.packageType}
            disabled={disabled}
            control={<Radio />}
            sx={{
              m: 0,
              px: 1,
              py: 1,
              alignItems: 'flex-start',
              border: 2,
              borderRadius: 2,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? 'action.selected' : 'background.paper',
              '& .MuiFormControlLabel-label': { flex: 1, pt: 1 },
            }}
            label={
              <Box>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {offer.name}
                  </Typography>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {formatPrice(offer.priceCents, currency)}
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {packageDeadlineLabel(offer.packageType)}
                  {withSummary && offer.summary ? ` · ${offer.summary}` : ''}
                </Typography>
              </Box>
            }
          />
        );
      })}
    </RadioGroup>
  );
}
