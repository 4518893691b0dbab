import { useParams } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found.tsx';
import { BroadcastDetail } from '@/features/auction/components/broadcast-detail.tsx';

export default function AuctionBroadcastRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  return <BroadcastDetail key={id} id={id} />;
}
