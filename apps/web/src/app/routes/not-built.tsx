import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** A route that exists but whose page is not built yet. */
export function NotBuiltPage({
  title,
  backTo = paths.dashboard.getHref(),
  backLabel = 'Back to Dashboard',
}: {
  title: string;
  backTo?: string;
  backLabel?: string;
}) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <ConstructionIcon color="warning" />
          <Typography sx={{ flex: 1 }}>This page is not built yet.</Typography>
          <Box>
            <Button component={Link} to={backTo} startIcon={<ArrowBackIcon />}>
              {backLabel}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </>
  );
}

/** The same, for public pages outside the main layout. */
export function PublicNotBuiltPage({ title }: { title: string }) {
  return (
    <Box component="main" sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, md: 4 } }}>
      <NotBuiltPage title={title} backTo={paths.login.getHref()} backLabel="Back to Sign in" />
    </Box>
  );
}
