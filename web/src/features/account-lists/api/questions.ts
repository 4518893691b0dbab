import {
  getListAskedQuestionsQueryKey,
  getListProductQuestionsInfiniteQueryKey,
  getListProductQuestionsQueryKey,
  useDeleteQuestion,
  useListAskedQuestions,
  type Question,
} from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';

export const ASKED_QUESTIONS_PAGE_SIZE = 10;

export const useAskedQuestions = (currentPage: number) => useListAskedQuestions({ currentPage, pageSize: ASKED_QUESTIONS_PAGE_SIZE });

/**
 * Deletes one of the member's questions, then reloads Sorularım and the product's own question list
 * (so the product page does not keep showing it). The success toast is the SDK's message for the call.
 */
export function useDeleteQuestionMutation() {
  const client = useQueryClient();
  const mutation = useDeleteQuestion();
  const remove = (question: Question, onDone?: () => void) =>
    mutation.mutate(
      { id: question.id },
      {
        onSuccess: () =>
          Promise.all([
            client.invalidateQueries({ queryKey: getListAskedQuestionsQueryKey() }),
            client.invalidateQueries({ queryKey: getListProductQuestionsQueryKey(question.productId) }),
            client.invalidateQueries({ queryKey: getListProductQuestionsInfiniteQueryKey(question.productId) }),
          ]),
        onSettled: onDone,
      },
    );
  return { remove, isPending: mutation.isPending };
}
