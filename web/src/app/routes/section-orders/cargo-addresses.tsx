import { AccountPage } from '@/components/account/account-page.tsx';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { CargoAddresses } from '@/features/section-orders/components/cargo-addresses.tsx';
import { sectionRoute } from '../section-account/per-section.tsx';
import { bySection } from './by-section.ts';

/** /pazar/hesabim/kargo-adreslerim */
export const cargoAddressesRoutes = bySection((section) =>
  function CargoAddressesRoute() {
    return (
      <AccountPage title={`Kargo adreslerim — ${sectionCapabilities[section].name}`}>
        <CargoAddresses section={section} />
      </AccountPage>
    );
  },
);

export default sectionRoute(cargoAddressesRoutes);
