import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListProductQuestions } from '@carsi/sdk/main';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { useIsLoggedIn } from '@/lib/session.ts';
import { formatDate } from '@/utils/format.ts';
import { AskQuestionForm } from './ask-question-form.tsx';

/** Questions buyers asked and the seller's answers, then the box to ask one. */
export function ProductQuestions({ productId }: { productId: number }) {
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const { data, isPending } = useListProductQuestions(productId, { pageSize: 10 });
  return (
    <Stack spacing={2}>
      {isPending ? (
        <Skeleton variant="rounded" height={120} aria-label="Sorular yükleniyor" />
      ) : data && data.items.length > 0 ? (
        <Stack component="ul" divider={<Divider component="li" aria-hidden />} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.items.map((question) => (
            <li key={question.id}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{question.question}</Typography>
              <Typography variant="caption" color="text.secondary">
                {`${question.askerName} · ${formatDate(question.createdAt)}`}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5, pl: 1.5, borderLeft: 3, borderColor: 'primary.light', overflowWrap: 'anywhere' }}>
                {question.answer ?? 'Satıcı henüz cevaplamadı.'}
              </Typography>
            </li>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">Bu ürün hakkında henüz soru sorulmamış.</Typography>
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
