import KeyboardOutlinedIcon from '@mui/icons-material/KeyboardOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FILM_KEY_HELP } from '../film-keys';

/** The film keys, listed small beside the playlist (not on phones, which have no keyboard to press). */
export function KeyboardHelp() {
  return (
    <Card component="section" aria-label="Keyboard" sx={{ display: { xs: 'none', md: 'block' } }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <KeyboardOutlinedIcon fontSize="small" color="action" />
          <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
            Keyboard
          </Typography>
        </Stack>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, m: 0 }}>
          {FILM_KEY_HELP.map((entry) => (
            <Box key={entry.keys} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="caption" sx={{ fontFamily: 'monospace', fontWeight: 700, whiteSpace: 'nowrap' }}>
                {entry.keys}
              </Typography>
              <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
                {entry.action}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          Keys work unless you are typing in a field; Space presses a focused button instead.
        </Typography>
      </CardContent>
    </Card>
  );
}
