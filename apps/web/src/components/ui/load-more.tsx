import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/**
 * The end of a cursor-paged list: 'Load more' while another page follows (nothing once the last page is in).
 */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
  label = 'Load more',
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  label?: string;
}) {
  if (!hasMore) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Button variant="outlined" onClick={onLoadMore} loading={loading}>
        {label}
      </Button>
    </Box>
  );
}
