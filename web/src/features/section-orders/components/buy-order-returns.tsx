import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OrderStatus, ReturnStatus, type OrderDetail } from '@carsi/sdk/main';
import { DEFAULT_FAILURE_MESSAGE, isApiError } from '@carsi/sdk/runtime';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { formatDate, formatPrice } from '@/utils/format.ts';
import { returnStatusLabels } from '@/utils/order-labels.ts';
import { useRefreshSection } from '../api/section-queries.ts';

const OPEN = new Set<ReturnStatus>([ReturnStatus.CREATED, ReturnStatus.APPROVED, ReturnStatus.SHIPPED]);
const REASON_MIN = 3;

/** The buyer's returns of a delivered purchase: ask for one with a reason, withdraw it before the seller decides. */
export function BuyOrderReturns({ section, order }: { section: SectionKey; order: OrderDetail }) {
  const api = sectionApi(section);
  const refresh = useRefreshSection(section);
  const onSuccess = () => refresh('buy-order');
  const create = api.useCreateReturn({ mutation: { onSuccess } });
  const cancel = api.useCancelReturn({ mutation: { onSuccess } });
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const returnable = order.status === OrderStatus.DELIVERED && !order.returns.some((r) => OPEN.has(r.status));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim().length < REASON_MIN) {
      setError('İade nedenini yazın (en az 3 karakter).');
      return;
    }
    const items = order.items
      .filter((item) => item.quantity - (item.returnedQuantity ?? 0) > 0)
      .map((item) => ({ orderItemId: item.id, quantity: item.quantity - (item.returnedQuantity ?? 0) }));
    create.mutate(
      { id: order.id, data: { items, reason: reason.trim() } },
      {
        onSuccess: () => {
          setAsking(false);
          setReason('');
        },
        onError: (failure) => setError(isApiError(failure) ? failure.message : DEFAULT_FAILURE_MESSAGE),
      },
    );
  };

  return (
    <Card variant="outlined" component="section" aria-label="İadeler">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography component="h2" variant="h6">
            İadeler
          </Typography>
          {order.returns.length === 0 && <Typography color="text.secondary">Bu sipariş için iade talebi yok.</Typography>}
          {order.returns.map((entry) => (
            <Stack key={entry.returnId} spacing={0.5} role="group" aria-label={`İade talebi: ${returnStatusLabels[entry.status]}`}>
              <Typography sx={{ fontWeight: 600 }}>{returnStatusLabels[entry.status]}</Typography>
              <Typography variant="body2" color="text.secondary">
                {`${formatDate(entry.createdAt)} · Neden: ${entry.reason}${entry.refundAmount ? ` · İade tutarı ${formatPrice(entry.refundAmount)}` : ''}`}
              </Typography>
              {entry.rejectReason && <Typography variant="body2">{`Satıcının yanıtı: ${entry.rejectReason}`}</Typography>}
              {entry.returnCode && <Typography variant="body2">{`Kargo iade kodu: ${entry.returnCode}`}</Typography>}
              {entry.status === ReturnStatus.CREATED && (
                <Button
                  variant="outlined"
                  color="error"
                  size="small"
                  sx={{ alignSelf: 'flex-start' }}
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate({ id: order.id, data: { returnId: entry.returnId } })}
                >
                  İade talebini geri çek
                </Button>
              )}
            </Stack>
          ))}
          {returnable && !asking && (
            <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setAsking(true)}>
              İade talebi oluştur
            </Button>
          )}
          {!returnable && order.status !== OrderStatus.DELIVERED && (
            <Typography variant="body2" color="text.secondary">
              İade talebi, sipariş teslim edildikten sonra oluşturulabilir.
            </Typography>
          )}
          {asking && (
            <Stack component="form" noValidate onSubmit={submit} spacing={1.5} aria-label="İade talebi">
              <TextAreaField
                name="reason"
                label="İade nedeni"
                required
                max={500}
                value={reason}
                onChange={(next) => {
                  setReason(next);
                  setError(undefined);
                }}
                error={error}
                help="Satıcı talebinizi 48 saat içinde yanıtlar."
                disabled={create.isPending}
              />
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button onClick={() => setAsking(false)} disabled={create.isPending}>
                  Vazgeç
                </Button>
                <Button type="submit" variant="contained" disabled={create.isPending}>
                  İade talebini gönder
                </Button>
              </Stack>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
