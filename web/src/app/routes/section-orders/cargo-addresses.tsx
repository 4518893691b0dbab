import { AccountPage } from '@/components/account/account-page.tsx';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { CargoAddresses } from '@/features/section-orders/components/cargo-addresses.tsx';
import { bySection, sectionRoute } from '../section-account/per-section.tsx';

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
