import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OrderStatus, type SellOrderDetail } from '@carsi/sdk/main';
import { useState } from 'react';
import { ShippingForm } from '@/components/order/shipping-form.tsx';
import { Link } from '@/components/ui/link.tsx';
import { sectionPaths } from '@/config/paths.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { useSellOrderShipping } from '../api/sell-order-actions.ts';
import { OrderSection } from './section-order-view.tsx';

/** "Kargoya verdim" of a sale (the commerce core's form) with the cargo address it leaves from; the sale becomes SHIPPED. */
export function SellOrderShipping({ section, order }: { section: SectionKey; order: SellOrderDetail }) {
  const addresses = sectionApi(section).useListCargoAddresses();
  const [chosenAddress, setChosenAddress] = useState<number | undefined>(undefined);
  const list = addresses.data ?? [];
  const cargoAddressId = chosenAddress ?? list.find((a) => a.isDefault)?.id ?? list[0]?.id;
  const ship = useSellOrderShipping(section, order.id, cargoAddressId);
  if (order.status !== OrderStatus.RECEIVED && order.status !== OrderStatus.PREPARING) return null;
  return (
    <OrderSection title="Kargoya ver">
      <ShippingForm ship={ship}>
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
          <Typography variant="body2" color="textSecondary">
            Kayıtlı kargo adresiniz yok. <Link to={sectionPaths[section].cargoAddresses.getHref()}>Kargo adresi ekleyin</Link>.
          </Typography>
        )}
      </ShippingForm>
    </OrderSection>
  );
}
