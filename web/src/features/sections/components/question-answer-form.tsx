import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Question } from '@carsi/sdk/main';
import { useState, type FormEvent } from 'react';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';

const ANSWER_MAX = 1000;

/** The owner's answer to one question on their listing; it then shows on the listing for everyone. */
export function QuestionAnswerForm({ section, question }: { section: SectionKey; question: Question }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  // My questions and the listing's answered questions are read again by the SDK's invalidation rules.
  const answer = sectionApi(section).useAnswerQuestion();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value.length === 0) {
      setError('Cevabınızı yazın.');
      return;
    }
    setError(undefined);
    answer.mutate({ id: question.id, data: { answer: value } });
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1} sx={{ pt: 1 }}>
      <TextField
        label="Cevabınız"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error !== undefined}
        helperText={error}
        multiline
        minRows={2}
        size="small"
        slotProps={{ htmlInput: { maxLength: ANSWER_MAX } }}
      />
      <Button type="submit" variant="contained" size="small" disabled={answer.isPending} sx={{ alignSelf: 'flex-start' }}>
        Cevapla
      </Button>
    </Stack>
  );
}
