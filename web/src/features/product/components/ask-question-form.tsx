import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getListProductQuestionsQueryKey, useAskProductQuestion } from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

const MIN = 10;
const MAX = 500;

/** A member asks the seller; the text stays in the box when sending fails. */
export function AskQuestionForm({ productId }: { productId: number }) {
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const ask = useAskProductQuestion({
    mutation: {
      meta: { successMessage: 'Sorunuz satıcıya iletildi.' },
      onSuccess: () => {
        setText('');
        return client.invalidateQueries({ queryKey: getListProductQuestionsQueryKey(productId) });
      },
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
      <TextField
        name="question"
        label="Satıcıya sorunuz"
        multiline
        minRows={2}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(undefined);
        }}
        error={error !== undefined}
        helperText={error ?? `${text.length}/${MAX}`}
        slotProps={{ htmlInput: { maxLength: MAX } }}
      />
      <Button type="submit" variant="outlined" disabled={ask.isPending} sx={{ alignSelf: 'flex-start' }}>
        {ask.isPending ? 'Gönderiliyor…' : 'Soru sor'}
      </Button>
    </Stack>
  );
}
