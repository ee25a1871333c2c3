import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';

/** The otpauth:// URL as a QR code to scan; the drawing library loads only here, on first use. */
export function OtpauthQrCode({ url }: { url: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ toString }) =>
      toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((drawn) => {
        if (live) setSvg(drawn);
      }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Box
      sx={{
        width: 200,
        height: 200,
        display: 'grid',
        placeItems: 'center',
        bgcolor: '#fff',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {svg ? (
        <Box
          component="img"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt="QR code to scan with your authenticator app"
          sx={{ width: 184, height: 184 }}
        />
      ) : (
        <CircularProgress size={28} aria-label="Drawing the QR code" />
      )}
    </Box>
  );
}
