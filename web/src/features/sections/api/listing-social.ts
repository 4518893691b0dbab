import type { CommentPage, QuestionPage } from '@carsi/sdk/main';
import type { ApiError } from '@carsi/sdk/runtime';
import { useGetUserInformation } from '@carsi/sdk/main';
import { useIsLoggedIn } from '@/lib/session.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { useShownPages } from './shown-pages.ts';

export const QUESTION_PAGE_SIZE = 20;
export const COMMENT_PAGE_SIZE = 20;
/** Enough of my own questions (asked or received) to find the ones on one listing. */
const MY_QUESTIONS_PAGE_SIZE = 50;

/** Whether the signed-in member owns the listing (false for visitors). */
export function useIsMine(sellerId: number): boolean {
  const loggedIn = useIsLoggedIn();
  const me = useGetUserInformation({ query: { enabled: loggedIn } });
  return loggedIn && me.data?.id === sellerId;
}

/** Answered questions of a listing, newest first (everyone sees them), a page at a time. */
export function useListingQuestions(section: SectionKey, id: number) {
  const api = sectionApi(section);
  return useShownPages<QuestionPage, ApiError>((currentPage) => api.getListProductQuestionsQueryOptions(id, { currentPage, pageSize: QUESTION_PAGE_SIZE }));
}

/** Comments of a listing with their replies, newest first, a page at a time. */
export function useListingComments(section: SectionKey, id: number) {
  const api = sectionApi(section);
  return useShownPages<CommentPage, ApiError>((currentPage) => api.getListCommentsQueryOptions(id, { currentPage, pageSize: COMMENT_PAGE_SIZE }));
}

/** Questions I asked (BUYER) or received (SELLER) in the section, to find those on one listing. */
export function useMyQuestions(section: SectionKey, role: 'BUYER' | 'SELLER', enabled: boolean) {
  const loggedIn = useIsLoggedIn();
  return sectionApi(section).useListMyQuestions(
    { role, currentPage: 1, pageSize: MY_QUESTIONS_PAGE_SIZE },
    { query: { enabled: enabled && loggedIn } },
  );
}

/** The sellers I follow in the section. */
export function useFollowedSellers(section: SectionKey) {
  const loggedIn = useIsLoggedIn();
  return sectionApi(section).useListFollows({ query: { enabled: loggedIn } });
}
