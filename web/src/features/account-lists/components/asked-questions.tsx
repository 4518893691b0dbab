import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import type { Question } from '@carsi/sdk/main';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { paths } from '@/config/paths.ts';
import { useAskedQuestions, useDeleteQuestionMutation } from '../api/questions.ts';
import { AskedQuestionCard } from './asked-question-card.tsx';

/** Sorularım: the questions the member asked on products, newest first, each with its answer; deleting asks first. */
export function AskedQuestions() {
  const [page, setPage] = useState(1);
  const questions = useAskedQuestions(page);
  const { remove, isPending } = useDeleteQuestionMutation();
  const [deleting, setDeleting] = useState<Question | undefined>(undefined);
  const totalPages = questions.data?.totalPages ?? 0;
  // Deleting the last question of the last page leaves that page empty: show the one before it.
  useEffect(() => {
    if (questions.data && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));
  }, [questions.data, page, totalPages]);

  if (questions.isPending) return <LoadingBlock label="Sorularınız yükleniyor…" />;
  if (questions.isError) return <LoadError onRetry={() => void questions.refetch()} message="Sorularınız yüklenemedi." />;
  const { items } = questions.data;
  if (items.length === 0) {
    return (
      <EmptyState
        message="Henüz bir ürün hakkında soru sormadınız. Ürün sayfalarındaki “Soru sor” kutusundan satıcıya sorabilirsiniz."
        action={
          <Button component={RouterLink} to={paths.home.getHref()} variant="outlined">
            Ürünlere göz at
          </Button>
        }
      />
    );
  }
  return (
    <Stack spacing={2}>
      {items.map((question) => (
        <AskedQuestionCard key={question.id} question={question} deleting={isPending && deleting?.id === question.id} onDelete={() => setDeleting(question)} />
      ))}
      {totalPages > 1 && (
        <Pagination
          count={totalPages}
          page={page}
          onChange={(_event, next) => setPage(next)}
          sx={{ alignSelf: 'center' }}
          getItemAriaLabel={(type, number) => (type === 'page' ? `${number}. sayfa` : type === 'next' ? 'Sonraki sayfa' : 'Önceki sayfa')}
        />
      )}
      <ConfirmDialog
        open={deleting !== undefined}
        title="Soru silinsin mi?"
        description="Sorunuz ve varsa satıcının cevabı ürün sayfasından da kaldırılır. Bu işlem geri alınamaz."
        confirmLabel="Soruyu sil"
        busy={isPending}
        onConfirm={() => deleting && remove(deleting, () => setDeleting(undefined))}
        onClose={() => setDeleting(undefined)}
      />
    </Stack>
  );
}
