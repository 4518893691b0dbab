import { AuctionHome } from '@/features/auction/components/auction-home.tsx';

export function AuctionHomeRoute() {
  return <AuctionHome />;
}
