import Chip from '@mui/material/Chip';
import { useDopings } from '../api/dopings.ts';

/** "Öne çıkan" on my own swap listing while one of my promotions runs on it. */
export function DopingBadge({ listingId }: { listingId: number }) {
  const dopings = useDopings();
  const running = dopings.data?.some((doping) => doping.productId === listingId && doping.active) ?? false;
  return running ? <Chip color="warning" label="Öne çıkan" /> : null;
}
