import { useParams } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found.tsx';
import { AuctionUser } from '@/features/auction/components/auction-user.tsx';

export default function AuctionUserRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  return <AuctionUser key={id} id={id} />;
}
