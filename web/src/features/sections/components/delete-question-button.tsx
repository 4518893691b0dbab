import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';

interface DeleteQuestionButtonProps {
  section: SectionKey;
  questionId: number;
  question: string;
}

/** "Soruyu sil" for the member who asked it: asks first, then the SDK's "Soru silindi." and the lists read again. */
export function DeleteQuestionButton({ section, questionId, question }: DeleteQuestionButtonProps) {
  const [asking, setAsking] = useState(false);
  const remove = sectionApi(section).useDeleteQuestion({ mutation: { onSuccess: () => setAsking(false) } });
  return (
    <>
      <Button size="small" color="error" onClick={() => setAsking(true)} aria-label={`Soruyu sil: ${question}`} sx={{ alignSelf: 'flex-start' }}>
        Soruyu sil
      </Button>
      <ConfirmDialog
        open={asking}
        title="Soru silinsin mi?"
        description="Sorunuz ve varsa satıcının cevabı ilandan kaldırılır. Bu işlem geri alınamaz."
        confirmLabel="Sil"
        busy={remove.isPending}
        onConfirm={() => remove.mutate({ id: questionId })}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
