import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OrderStatus, type SellOrderDetail } from '@carsi/sdk/main';
import { DEFAULT_FAILURE_MESSAGE, isApiError } from '@carsi/sdk/runtime';
import { useState, type FormEvent } from 'react';
import { FormError } from '@/components/ui/form-error.tsx';
import { Link } from '@/components/ui/link.tsx';
import { sectionPaths } from '@/config/paths.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { useRefreshSection } from '../api/section-queries.ts';

const CARRIERS = ['Yurtiçi Kargo', 'Aras Kargo', 'MNG Kargo', 'PTT Kargo', 'Sürat Kargo'] as const;
const TRACKING = /^[A-Za-z0-9]{6,30}$/;

/** "Kargoya verdim": carrier, tracking number and the cargo address it leaves from; the sale becomes SHIPPED. */
export function SellOrderShipping({ section, order }: { section: SectionKey; order: SellOrderDetail }) {
  const api = sectionApi(section);
  const refresh = useRefreshSection(section);
  const addresses = api.useListCargoAddresses();
  const [carrier, setCarrier] = useState<string>(CARRIERS[0]);
  const [tracking, setTracking] = useState('');
  const [chosenAddress, setChosenAddress] = useState<number | undefined>(undefined);
  const [trackingError, setTrackingError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const ship = api.useShipSellOrder({
    mutation: {
      meta: { successMessage: 'Sipariş kargoya verildi olarak işaretlendi.' },
      onSuccess: () => void refresh('sell-order'),
      onError: (failure) => setError(isApiError(failure) ? failure.message : DEFAULT_FAILURE_MESSAGE),
    },
  });
  if (order.status !== OrderStatus.RECEIVED && order.status !== OrderStatus.PREPARING) return null;
  const list = addresses.data ?? [];
  const cargoAddressId = chosenAddress ?? list.find((a) => a.isDefault)?.id ?? list[0]?.id;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    const number = tracking.trim();
    if (!TRACKING.test(number)) {
      setTrackingError('Takip numarası 6–30 harf veya rakamdan oluşur.');
      return;
    }
    ship.mutate({ id: order.id, data: { cargoCompany: carrier, trackingNumber: number, ...(cargoAddressId === undefined ? {} : { cargoAddressId }) } });
  };

  return (
    <Card variant="outlined" component="section" aria-label="Kargoya ver">
      <CardContent>
        <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Kargo bilgisi">
          <Typography component="h2" variant="h6">
            Kargoya ver
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select name="cargoCompany" label="Kargo firması" value={carrier} onChange={(event) => setCarrier(event.target.value)} fullWidth>
              {CARRIERS.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              name="trackingNumber"
              label="Takip numarası"
              required
              fullWidth
              value={tracking}
              onChange={(event) => {
                setTracking(event.target.value);
                setTrackingError(undefined);
              }}
              error={trackingError !== undefined}
              helperText={trackingError ?? 'Kargo fişindeki numara'}
            />
          </Stack>
          {list.length > 0 ? (
            <TextField
              select
              name="cargoAddressId"
              label="Gönderim adresi"
              value={cargoAddressId === undefined ? '' : String(cargoAddressId)}
              onChange={(event) => setChosenAddress(Number(event.target.value))}
            >
              {list.map((address) => (
                <MenuItem key={address.id} value={String(address.id)}>
                  {`${address.addressName} — ${address.district}/${address.province}`}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Kayıtlı kargo adresiniz yok. <Link to={sectionPaths[section].cargoAddresses.getHref()}>Kargo adresi ekleyin</Link>.
            </Typography>
          )}
          <FormError message={error} />
          <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} disabled={ship.isPending}>
            {ship.isPending ? 'Kaydediliyor…' : 'Kargoya verdim'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
