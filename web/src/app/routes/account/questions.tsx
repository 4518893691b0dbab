import { AccountPage } from '@/components/account/account-page.tsx';
import { AskedQuestions } from '@/features/account-lists/components/asked-questions.tsx';

export default function QuestionsRoute() {
  return (
    <AccountPage title="Sorularım">
      <AskedQuestions />
    </AccountPage>
  );
}
