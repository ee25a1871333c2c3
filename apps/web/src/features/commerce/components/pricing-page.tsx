import CheckIcon from '@mui/icons-material/Check';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatPrice, type PackageOffer } from '@scout/shared/domain';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { paths } from '../../../config/paths';
import { usePackages } from '../../../entities/payments/list-packages';
import { PACKAGE_PARAM } from '../buy-report-request';
import { packageDeadlineLabel } from '../../../lib/report-labels';

/** The package the pricing page marks as the usual choice. */
const RECOMMENDED = 'full';

function buyHref(offer: PackageOffer): string {
  return `${paths.buyReport.getHref()}?${PACKAGE_PARAM}=${offer.packageType}`;
}

function PackageCard({ offer, currency }: { offer: PackageOffer; currency: string }) {
  const recommended = offer.packageType === RECOMMENDED;
  return (
    <Card
      component="article"
      aria-label={offer.name}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderWidth: 2,
        borderColor: recommended ? 'primary.main' : undefined,
      }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 28 }}>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
            {offer.name}
          </Typography>
          {recommended ? <Chip size="small" color="primary" label="Recommended" /> : null}
        </Box>
        <Box>
          <Typography component="p" sx={{ fontSize: 34, fontWeight: 800, lineHeight: 1.1 }}>
            {formatPrice(offer.priceCents, currency)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            per report
          </Typography>
        </Box>
        <Chip
          label={packageDeadlineLabel(offer.packageType)}
          variant="outlined"
          color={offer.packageType === 'free' ? 'default' : 'secondary'}
          sx={{ alignSelf: 'flex-start', fontWeight: 700 }}
        />
        <Typography variant="body2" color="text.secondary">
          {offer.summary}
        </Typography>
        <List dense disablePadding aria-label={`${offer.name} includes`} sx={{ flex: 1 }}>
          {offer.features.map((feature) => (
            <ListItem key={feature} disableGutters sx={{ alignItems: 'flex-start', py: 0.25 }}>
              <ListItemIcon sx={{ minWidth: 28, mt: 0.5, color: 'success.main' }}>
                <CheckIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
        <Button component={Link} to={buyHref(offer)} variant={recommended ? 'contained' : 'outlined'} fullWidth>
          Choose {offer.name}
        </Button>
      </CardContent>
    </Card>
  );
}

const GRID = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } } as const;

/**
 * '/pricing': the four packages side by side, with the server's prices, their delivery windows and what each
 * includes, and the way to buy one for a report.
 */
export function PricingPage() {
  const packages = usePackages();
  return (
    <>
      <PageHeader
        title="Pricing"
        subtitle="One price per report. Paid packages are delivered by our staff within their window, counted from payment."
        actions={
          <Button
            component={Link}
            to={paths.buyReport.getHref()}
            variant="contained"
            color="secondary"
            startIcon={<ShoppingCartOutlinedIcon />}
          >
            Buy a report
          </Button>
        }
      />
      {packages.isPending ? (
        <Box sx={GRID} aria-label="Loading packages">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={420} />
          ))}
        </Box>
      ) : packages.isError ? (
        <RetryAlert message="The packages could not be loaded. Please try again." onRetry={() => void packages.refetch()} />
      ) : (
        <Box sx={GRID}>
          {packages.data.packages.map((offer) => (
            <PackageCard key={offer.packageType} offer={offer} currency={packages.data.currency} />
          ))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        Prices in US dollars. The delivery timer starts when the payment is confirmed; you can follow it on the report and under Paid
        Reports.
      </Typography>
    </>
  );
}
