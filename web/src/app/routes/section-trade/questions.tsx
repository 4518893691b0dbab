import { AccountPage } from '@/components/account/account-page.tsx';
import { MyQuestions } from '@/features/sections/components/my-questions.tsx';
import { perSection } from '../section-account/per-section.tsx';
import { sectionRoute } from '../section-account/per-section.tsx';

/** /pazar/hesabim/sorular, /zanaat/hesabim/sorular, /takas/hesabim/sorular. */
export const sectionQuestionRoutes = perSection((section) => (
  <AccountPage title="Sorular">
    <MyQuestions section={section} />
  </AccountPage>
));

export default sectionRoute(sectionQuestionRoutes);
