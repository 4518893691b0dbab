import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Question } from '@carsi/sdk/main';
import { ErrorPanel } from '@/components/errors/error-panel.tsx';
import { Link } from '@/components/ui/link.tsx';
import type { SectionKey } from '@/lib/section-api.ts';
import { formatDate } from '@/utils/format.ts';
import { useMyQuestions } from '../api/listing-social.ts';
import { sections } from '../api/sections.ts';
import { QuestionAnswerForm } from './question-answer-form.tsx';

const lists = [
  { role: 'SELLER', title: 'İlanlarıma gelen sorular', empty: 'İlanlarınıza henüz soru sorulmadı.' },
  { role: 'BUYER', title: 'Sorduğum sorular', empty: 'Henüz bir ilana soru sormadınız.' },
] as const;

/** "Sorular" of a section account: questions on my listings (answer the waiting ones) and the ones I asked. */
export function MyQuestions({ section }: { section: SectionKey }) {
  return (
    <Stack spacing={4}>
      {lists.map((list) => (
        <QuestionList key={list.role} section={section} {...list} />
      ))}
    </Stack>
  );
}

interface QuestionListProps {
  section: SectionKey;
  role: 'BUYER' | 'SELLER';
  title: string;
  empty: string;
}

function QuestionList({ section, role, title, empty }: QuestionListProps) {
  const questions = useMyQuestions(section, role, true);
  const headingId = `sorular-${role.toLowerCase()}`;
  // Waiting questions first: they are what the seller has to do.
  const items = [...(questions.data?.items ?? [])].sort((a, b) => Number(a.answer !== undefined) - Number(b.answer !== undefined));
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} component="h2" variant="h6">
        {title}
      </Typography>
      {questions.isError && <ErrorPanel onRetry={() => void questions.refetch()} />}
      {questions.isPending && <Skeleton variant="rounded" height={96} aria-label={`${title} yükleniyor`} />}
      {questions.data && items.length === 0 && <Alert severity="info">{empty}</Alert>}
      {items.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {items.map((question) => (
            <QuestionRow key={question.id} section={section} question={question} answerable={role === 'SELLER'} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function QuestionRow({ section, question, answerable }: { section: SectionKey; question: Question; answerable: boolean }) {
  const answered = question.answer !== undefined;
  return (
    <Stack component="li" spacing={0.75} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, listStyle: 'none' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{question.question}</Typography>
        <Chip size="small" color={answered ? 'success' : 'warning'} label={answered ? 'Cevaplandı' : 'Cevap bekliyor'} />
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {`${question.askerName} · ${formatDate(question.createdAt)} · `}
        <Link to={sections[section].listingHref(question.productId)}>İlanı gör</Link>
      </Typography>
      {answered ? (
        <Typography sx={{ pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }}>{question.answer}</Typography>
      ) : (
        answerable && <QuestionAnswerForm section={section} question={question} />
      )}
    </Stack>
  );
}
