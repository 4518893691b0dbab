import { AccountPage } from '@/components/account/account-page.tsx';
import { ContractPanel } from '@/features/section-selling/components/contract-panel.tsx';
import { perSection } from './per-section.tsx';
import { sectionRoute } from './per-section.tsx';

export const sectionContractRoutes = perSection((section) => (
  <AccountPage title="Satıcı sözleşmesi">
    <ContractPanel section={section} />
  </AccountPage>
));

export default sectionRoute(sectionContractRoutes);
