import Chip from '@mui/material/Chip';
import type { OrderStatus } from '@carsi/sdk/main';
import { orderStatusColors, orderStatusLabels } from '@/utils/order-labels.ts';

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip size="small" color={orderStatusColors[status]} label={orderStatusLabels[status]} variant="outlined" />;
}
