import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { demoInputs, type ScreenView } from '../analytics-view';
import { DEMO_GAME_ALL_PLAYS } from '../demo-game';
import { AnalyticsScreen } from './analytics-screen';

const DEMO_VIEW_PATHS: Record<ScreenView, string> = {
  'play-concepts': paths.demo.playConcepts.getHref(),
  'lmr-hash': paths.demo.lmrHash.getHref(),
  'down-distance': paths.demo.downDistance.getHref(),
  'formation-analysis': paths.demo.formationAnalysis.getHref(),
  'special-teams': paths.demo.specialTeams.getHref(),
};

/** The demo game as engine input, made on the demo's first render: the report analytics share this chunk. */
let demoGameInputs: ReturnType<typeof demoInputs> | null = null;
function demoGameOnce(): ReturnType<typeof demoInputs> {
  demoGameInputs ??= demoInputs(DEMO_GAME_ALL_PLAYS);
  return demoGameInputs;
}

/**
 * A public demo of an analytics view on a bundled game (the Rams' offense, defense and kicking game, every play of
 * it): no sign-in, no server. It opens on the offense; the side switch shows the rest.
 */
export function DemoAnalyticsPage({ view }: { view: ScreenView }) {
  return (
    <Box component="main" sx={{ bgcolor: 'background.default', minHeight: '100vh', py: { xs: 2, sm: 4 } }}>
      <Container maxWidth="lg" sx={{ px: { xs: 1.5, sm: 3 } }}>
        <AnalyticsScreen
          view={view}
          inputs={demoGameOnce()}
          preferredSide="offense"
          viewHref={(option) => DEMO_VIEW_PATHS[option]}
          filmPath={null}
          cardHref={null}
          sheetTitle="Ridgeview Rams · demo game"
          header={
            <>
              <PageHeader
                title="Demo · Ridgeview Rams"
                subtitle={`A sample game of ${DEMO_GAME_ALL_PLAYS.length} plays (offense, defense and kicking game), scouted in Scout`}
                actions={
                  <Button component={Link} to={paths.login.getHref()} variant="contained">
                    Sign in
                  </Button>
                }
              />
              <Alert severity="info" sx={{ mt: -1 }}>
                This is a demo on a sample game. Signed in, every number opens its plays on film.
              </Alert>
            </>
          }
        />
      </Container>
    </Box>
  );
}
