import { useDeleteQuestion, useListAskedQuestions, type Question } from '@carsi/sdk/main';

export const ASKED_QUESTIONS_PAGE_SIZE = 10;

export const useAskedQuestions = (currentPage: number) => useListAskedQuestions({ currentPage, pageSize: ASKED_QUESTIONS_PAGE_SIZE });

/**
 * Deletes one of the member's questions; the SDK's invalidation rules then reload Sorularım and the product
 * question lists (so the product page does not keep showing it). The success toast is the SDK's message for the call.
 */
export function useDeleteQuestionMutation() {
  const mutation = useDeleteQuestion();
  const remove = (question: Question, onDone?: () => void) => mutation.mutate({ id: question.id }, { onSettled: onDone });
  return { remove, isPending: mutation.isPending };
}
