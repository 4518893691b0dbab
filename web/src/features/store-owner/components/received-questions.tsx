import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { Question } from '@carsi/sdk/main';
import { useAnswerQuestion, useListReceivedQuestions } from '../api/sdk-hooks.ts';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { Link } from '@/components/ui/link.tsx';
import { paths } from '@/config/paths.ts';
import { formatDate } from '@/utils/format.ts';

const MAX_ANSWER = 1000;

function AnswerForm({ question }: { question: Question }) {
  const [text, setText] = useState(question.answer ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  const answer = useAnswerQuestion({ mutation: { meta: { successMessage: 'Soru cevaplandı' } } });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) {
      setError('Lütfen bir cevap yazın.');
      return;
    }
    setError(undefined);
    answer.mutate({ id: question.id, data: { answer: value } });
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={1} noValidate>
      <TextAreaField
        label="Cevabınız"
        max={MAX_ANSWER}
        value={text}
        error={error}
        onChange={(next) => {
          setText(next);
          if (error) setError(undefined);
        }}
      />
      <Button type="submit" variant="contained" size="small" disabled={answer.isPending} sx={{ alignSelf: 'flex-start' }}>
        {answer.isPending ? 'Gönderiliyor…' : question.answer ? 'Cevabı güncelle' : 'Cevapla'}
      </Button>
    </Stack>
  );
}

type Filter = 'waiting' | 'answered';

/** Questions buyers asked on the store's products; the waiting ones first, each with its answer box. */
/** Unselected toggles in the body text colour (the default grey is below 4.5:1). */
const toggleSx = { color: 'text.secondary' } as const;

export function ReceivedQuestions() {
  const [filter, setFilter] = useState<Filter>('waiting');
  const questions = useListReceivedQuestions({ answered: filter === 'answered', pageSize: 20 });
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup exclusive size="small" value={filter} onChange={(_event, next: Filter | null) => next && setFilter(next)} aria-label="Soru durumu">
        <ToggleButton sx={toggleSx} value="waiting">Cevap bekleyen</ToggleButton>
        <ToggleButton sx={toggleSx} value="answered">Cevaplanan</ToggleButton>
      </ToggleButtonGroup>
      {questions.isPending ? (
        <LoadingBlock />
      ) : questions.isError ? (
        <LoadError onRetry={() => void questions.refetch()} />
      ) : questions.data.items.length === 0 ? (
        <EmptyState message={filter === 'waiting' ? 'Cevap bekleyen soru yok.' : 'Henüz cevapladığınız soru yok.'} />
      ) : (
        questions.data.items.map((question) => (
          <Paper key={question.id} variant="outlined" component="article" aria-label={`Soru: ${question.question}`} sx={{ p: 2 }}>
            <Stack spacing={1}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{question.question}</Typography>
              <Typography variant="caption" color="textSecondary">
                {`${question.askerName} · ${formatDate(question.createdAt)} · `}
                <Link to={paths.product.getHref(question.productId)}>Ürüne git</Link>
              </Typography>
              <AnswerForm question={question} />
            </Stack>
          </Paper>
        ))
      )}
    </Stack>
  );
}
