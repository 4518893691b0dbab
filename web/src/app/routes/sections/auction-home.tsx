import { AuctionHome } from '@/features/auction/components/auction-home.tsx';

export default function AuctionHomeRoute() {
  return <AuctionHome />;
}
