import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReturnStatus, type SellOrderDetail, type ReturnRequest } from '@carsi/sdk/main';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { RELOAD_AFTER_CHANGE_MS } from '@/config/timings.ts';
import { useState } from 'react';
import { useDelayedAction } from '@/hooks/use-delayed-action.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { formatDate, formatPrice } from '@/utils/format.ts';
import { returnStatusLabels } from '@/utils/order-labels.ts';
import { useRefreshSection } from '../api/section-queries.ts';

const REASON_MIN = 3;

/**
 * The buyer's return requests on a sale and the seller's answers: approve before the item is sent
 * back, confirm it came back, or reject with a reason. The order is read again 1 s after a decision.
 */
export function SellOrderReturns({ section, order }: { section: SectionKey; order: SellOrderDetail }) {
  const api = sectionApi(section);
  const refresh = useRefreshSection(section);
  const [decided, setDecided] = useState(0);
  useDelayedAction(decided > 0, RELOAD_AFTER_CHANGE_MS, () => {
    setDecided(0);
    void refresh('sell-order');
  });
  const onSuccess = () => setDecided((n) => n + 1);
  const before = api.useApproveReturnBeforeShipping({ mutation: { onSuccess } });
  const after = api.useApproveReturnAfterShipping({ mutation: { onSuccess } });
  const reject = api.useRejectReturn({ mutation: { meta: { successMessage: 'İade talebi reddedildi.' }, onSuccess } });
  const busy = before.isPending || after.isPending || reject.isPending || decided > 0;
  if (order.returns.length === 0) return null;

  return (
    <Card variant="outlined" component="section" aria-label="İade talepleri">
      <CardContent>
        <Stack spacing={2}>
          <Typography component="h2" variant="h6">
            İade talepleri
          </Typography>
          {order.returns.map((entry) => (
            <ReturnEntry
              key={entry.returnId}
              entry={entry}
              busy={busy}
              onApprove={() => before.mutate({ id: order.id, data: { returnId: entry.returnId } })}
              onArrived={() => after.mutate({ id: order.id, data: { returnId: entry.returnId } })}
              onReject={(rejectReason) => reject.mutate({ id: order.id, data: { returnId: entry.returnId, rejectReason } })}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

interface ReturnEntryProps {
  entry: ReturnRequest;
  busy: boolean;
  onApprove: () => void;
  onArrived: () => void;
  onReject: (reason: string) => void;
}

function ReturnEntry({ entry, busy, onApprove, onArrived, onReject }: ReturnEntryProps) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const open = entry.status === ReturnStatus.CREATED || entry.status === ReturnStatus.APPROVED || entry.status === ReturnStatus.SHIPPED;
  return (
    <Stack spacing={1} role="group" aria-label={`İade talebi: ${returnStatusLabels[entry.status]}`}>
      <Typography sx={{ fontWeight: 600 }}>{returnStatusLabels[entry.status]}</Typography>
      <Typography variant="body2" color="textSecondary">
        {`${formatDate(entry.createdAt)} · Neden: ${entry.reason}${entry.refundAmount ? ` · İade tutarı ${formatPrice(entry.refundAmount)}` : ''}`}
      </Typography>
      {entry.rejectReason && <Typography variant="body2">{`Red nedeni: ${entry.rejectReason}`}</Typography>}
      {open && !rejecting && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {entry.status === ReturnStatus.CREATED ? (
            <Button variant="contained" size="small" onClick={onApprove} disabled={busy}>
              İadeyi onayla
            </Button>
          ) : (
            <Button variant="contained" size="small" onClick={onArrived} disabled={busy}>
              Ürün geri geldi, iadeyi tamamla
            </Button>
          )}
          <Button variant="outlined" color="error" size="small" onClick={() => setRejecting(true)} disabled={busy}>
            Reddet
          </Button>
        </Stack>
      )}
      {rejecting && (
        <Stack
          component="form"
          noValidate
          spacing={1}
          aria-label="İadeyi reddet"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim().length < REASON_MIN) {
              setError('Red nedenini yazın (en az 3 karakter).');
              return;
            }
            onReject(reason.trim());
            setRejecting(false);
          }}
        >
          <TextAreaField
            name="rejectReason"
            label="Red nedeni"
            required
            max={500}
            noCount
            value={reason}
            onChange={(next) => {
              setReason(next);
              setError(undefined);
            }}
            error={error}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setRejecting(false)}>Vazgeç</Button>
            <Button type="submit" variant="contained" color="error" disabled={busy}>
              Reddet
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
