import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListProductQuestionsInfinite } from '../api/sdk-hooks.ts';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { useIsLoggedIn } from '@/lib/session.ts';
import { formatDate } from '@/utils/format.ts';
import { AskQuestionForm } from './ask-question-form.tsx';

export const PRODUCT_QUESTIONS_PAGE_SIZE = 10;

/** Questions buyers asked and the seller's answers, a page at a time ("Daha fazla göster"), then the box to ask one. */
export function ProductQuestions({ productId }: { productId: number }) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useListProductQuestionsInfinite(
    productId,
    { pageSize: PRODUCT_QUESTIONS_PAGE_SIZE },
    { query: { initialPageParam: 1, getNextPageParam: (last) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined) } },
  );
  const questions = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages[0]?.totalCount ?? 0;
  return (
    <Stack spacing={2}>
      {isPending ? (
        <Skeleton variant="rounded" height={120} aria-label="Sorular yükleniyor" />
      ) : questions.length > 0 ? (
        <Stack component="ul" divider={<Divider component="li" aria-hidden />} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {questions.map((question) => (
            <li key={question.id}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{question.question}</Typography>
              <Typography variant="caption" color="textSecondary">
                {`${question.askerName} · ${formatDate(question.createdAt)}`}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'primary.light', overflowWrap: 'anywhere' }}>
                {question.answer ?? 'Satıcı henüz cevaplamadı.'}
              </Typography>
            </li>
          ))}
        </Stack>
      ) : (
        <Typography color="textSecondary">Bu ürün hakkında henüz soru sorulmamış.</Typography>
      )}
      {hasNextPage && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Yükleniyor…' : 'Daha fazla göster'}
          </Button>
          <Typography variant="body2" color="textSecondary">{`${total} sorudan ${questions.length} tanesi gösteriliyor`}</Typography>
        </Stack>
      )}
      {loggedIn ? (
        <AskQuestionForm productId={productId} />
      ) : (
        <Typography variant="body2">
          Soru sormak için <Link to={paths.auth.login.getHref(`${location.pathname}${location.search}`)}>giriş yapın</Link>.
        </Typography>
      )}
    </Stack>
  );
}
