import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useAskProductQuestion } from '../api/sdk-hooks.ts';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';

const MIN = 10;
const MAX = 500;

/** A member asks the seller; the text stays in the box when sending fails. */
export function AskQuestionForm({ productId }: { productId: number }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const ask = useAskProductQuestion({
    mutation: {
      meta: { successMessage: 'Sorunuz satıcıya iletildi.' },
      // The product's questions are read again by the SDK's invalidation rules.
      onSuccess: () => setText(''),
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const question = text.trim();
    if (question.length < MIN) {
      setError(`Sorunuz en az ${MIN} karakter olmalıdır.`);
      return;
    }
    setError(undefined);
    ask.mutate({ id: productId, data: { question } });
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={1} noValidate>
      <TextAreaField
        name="question"
        label="Satıcıya sorunuz"
        max={MAX}
        value={text}
        error={error}
        onChange={(next) => {
          setText(next);
          if (error) setError(undefined);
        }}
      />
      <Button type="submit" variant="outlined" disabled={ask.isPending} sx={{ alignSelf: 'flex-start' }}>
        {ask.isPending ? 'Gönderiliyor…' : 'Soru sor'}
      </Button>
    </Stack>
  );
}
