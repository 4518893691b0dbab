import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Question } from '@carsi/sdk/main';
import { useState, type FormEvent } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel.tsx';
import { useRequireLogin } from '@/hooks/use-require-login.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { formatDate } from '@/utils/format.ts';
import { useListingQuestions, useMyQuestions } from '../api/listing-social.ts';
import { QuestionAnswerForm } from './question-answer-form.tsx';
import { DeleteQuestionButton } from './delete-question-button.tsx';
import { ShowMoreButton } from './show-more-button.tsx';

const QUESTION_MIN = 3;
const QUESTION_MAX = 500;

interface ListingQuestionsProps {
  section: SectionKey;
  listingId: number;
  /** The signed-in member owns the listing: they answer instead of asking. */
  mine: boolean;
}

/** "Sorular ve cevaplar": answered questions for everyone; visitors ask, the owner answers what waits. */
export function ListingQuestions({ section, listingId, mine }: ListingQuestionsProps) {
  const { items: answered, first: questions, hasMore, loadingMore, moreFailed, showMore } = useListingQuestions(section, listingId);
  // The questions this member asked, to offer deleting their own (the listing's owner asks none here).
  const asked = useMyQuestions(section, 'BUYER', !mine);
  const askedIds = new Set((asked.data?.items ?? []).map((question) => question.id));
  return (
    <Stack component="section" aria-labelledby="ilan-sorulari" spacing={2}>
      <Typography id="ilan-sorulari" component="h2" variant="h6">
        Sorular ve cevaplar
      </Typography>
      {mine ? <QuestionsToAnswer section={section} listingId={listingId} /> : <AskQuestion section={section} listingId={listingId} />}
      {questions?.isError && <ErrorPanel onRetry={() => void questions.refetch()} />}
      {questions?.isPending && <Skeleton variant="rounded" height={72} aria-label="Sorular yükleniyor" />}
      {questions?.data && answered.length === 0 && (
        <Typography color="textSecondary">Bu ilana henüz cevaplanmış bir soru yok.</Typography>
      )}
      {answered.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Cevaplanan sorular">
          {answered.map((question) => (
            <QuestionItem key={question.id} question={question}>
              {askedIds.has(question.id) && (
                <DeleteQuestionButton section={section} questionId={question.id} question={question.question} />
              )}
            </QuestionItem>
          ))}
        </Stack>
      )}
      <ShowMoreButton hasMore={hasMore} loading={loadingMore} failed={moreFailed} onClick={showMore} what="soru" />
    </Stack>
  );
}

function QuestionItem({ question, children }: { question: Question; children?: React.ReactNode }) {
  return (
    <Stack component="li" spacing={0.5} sx={{ listStyle: 'none', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>{question.question}</Typography>
      <Typography variant="body2" color="textSecondary">
        {`${question.askerName} · ${formatDate(question.createdAt)}`}
      </Typography>
      {question.answer !== undefined && (
        <Typography sx={{ pl: 1.5, borderLeft: 3, borderColor: 'primary.main' }}>
          <Typography component="span" variant="body2" sx={{ fontWeight: 700, display: 'block' }}>
            Satıcının cevabı
          </Typography>
          {question.answer}
        </Typography>
      )}
      {children}
    </Stack>
  );
}

function AskQuestion({ section, listingId }: { section: SectionKey; listingId: number }) {
  const requireLogin = useRequireLogin();
  const mineAsked = useMyQuestions(section, 'BUYER', true);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const ask = sectionApi(section).useAskQuestion({
    mutation: {
      meta: { successMessage: 'Sorunuz satıcıya iletildi; cevaplandığında burada görünür.' },
      // My questions are read again by the SDK's invalidation rules.
      onSuccess: () => setText(''),
    },
  });
  const waiting = (mineAsked.data?.items ?? []).filter((q) => q.productId === listingId && q.answer === undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    requireLogin(() => {
      const question = text.trim();
      if (question.length < QUESTION_MIN || question.length > QUESTION_MAX) {
        setError(`Sorunuz ${QUESTION_MIN} ile ${QUESTION_MAX} karakter arasında olmalı.`);
        return;
      }
      setError(undefined);
      ask.mutate({ id: listingId, data: { question } });
    });
  };

  return (
    <Stack spacing={1.5}>
      <Stack component="form" noValidate onSubmit={submit} spacing={1}>
        <TextField
          label="Satıcıya sorunuz"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error !== undefined}
          helperText={error ?? 'Sorunuz satıcı cevapladığında ilanda herkese görünür.'}
          multiline
          minRows={2}
          size="small"
          slotProps={{ htmlInput: { maxLength: QUESTION_MAX } }}
        />
        <Button type="submit" variant="outlined" disabled={ask.isPending} sx={{ alignSelf: 'flex-start' }}>
          Soru sor
        </Button>
      </Stack>
      {waiting.length > 0 && (
        <Alert severity="info" component="div">
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            Cevap bekleyen sorularınız
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.25 }} aria-label="Cevap bekleyen sorularınız">
            {waiting.map((q) => (
              <li key={q.id}>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <span>{q.question}</span>
                  <DeleteQuestionButton section={section} questionId={q.id} question={q.question} />
                </Stack>
              </li>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

function QuestionsToAnswer({ section, listingId }: { section: SectionKey; listingId: number }) {
  const received = useMyQuestions(section, 'SELLER', true);
  const waiting = (received.data?.items ?? []).filter((q) => q.productId === listingId && q.answer === undefined);
  if (received.isError) return <ErrorPanel onRetry={() => void received.refetch()} />;
  if (!received.data) return null;
  if (waiting.length === 0) return <Alert severity="info">Bu ilanınızda cevap bekleyen soru yok.</Alert>;
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Cevap bekleyen sorular
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Cevap bekleyen sorular">
        {waiting.map((question) => (
          <QuestionItem key={question.id} question={question}>
            <QuestionAnswerForm section={section} question={question} />
          </QuestionItem>
        ))}
      </Stack>
    </Stack>
  );
}
