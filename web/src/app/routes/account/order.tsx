import { useParams } from 'react-router-dom';
import { NotFound } from '@/components/errors/not-found.tsx';
import { OrderDetail } from '@/features/account-orders/components/order-detail.tsx';

export default function OrderRoute() {
  const { id } = useParams();
  const orderId = Number(id);
  if (!Number.isInteger(orderId) || orderId < 1) return <NotFound />;
  return <OrderDetail id={orderId} />;
}
