import { AccountPage } from '@/components/account/account-page.tsx';
import { PayoutForm } from '@/features/section-selling/components/payout-form.tsx';
import { perSection } from './per-section.tsx';
import { sectionRoute } from './per-section.tsx';

export const sectionPayoutRoutes = perSection(() => (
  <AccountPage title="Ödeme bilgilerim">
    <PayoutForm />
  </AccountPage>
));

export default sectionRoute(sectionPayoutRoutes, 'sold');
