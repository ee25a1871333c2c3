import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import Chip from '@mui/material/Chip';
import type { GalleryItem } from '../card-gallery';

/** How a card's medium is named to a screen reader and on its chip (the gallery's tiles and the lightbox). */

export function altText(item: GalleryItem, cardNumber: number): string {
  if (item.medium.mediaType === 'gif') return `GIF of card ${cardNumber}`;
  return `${item.label} of card ${cardNumber}${item.medium.fileName ? `: ${item.medium.fileName}` : ''}`;
}

export function KindChip({ item }: { item: GalleryItem }) {
  const threeD = item.medium.mediaType === '3d-app-video';
  return (
    <Chip
      size="small"
      label={item.label}
      icon={threeD ? <ViewInArOutlinedIcon /> : undefined}
      color={threeD ? 'secondary' : 'default'}
      variant={threeD ? 'filled' : 'outlined'}
      sx={{ height: 22, '& .MuiChip-label': { px: 0.75 } }}
    />
  );
}
