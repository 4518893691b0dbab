/** Listing comments → the contract's Comment, replies oldest first under their comment. */
import { db } from '@mocks/db/database.ts';
import type { ListingCommentRecord } from '@mocks/db/vertical-types.ts';
import type { Comment, CommentAuthor } from '@carsi/sdk/main';
import { displayName, userById } from '@mocks/shared/people.ts';
import { earlierFirst } from '@mocks/db/timestamps.ts';

const authorOf = (id: number): CommentAuthor => ({ id, displayName: displayName(userById(id)) });

export function commentView(c: ListingCommentRecord): Comment {
  return {
    id: c.id,
    productId: c.listingId,
    comment: c.comment,
    parentCommentId: null,
    author: authorOf(c.authorId),
    createdAt: c.createdAt,
    replies: db.comments
      .filter((r) => r.parentCommentId === c.id)
      .sort((a, b) => earlierFirst(a.createdAt, b.createdAt))
      .map((r) => ({ id: r.id, productId: r.listingId, comment: r.comment, parentCommentId: c.id, author: authorOf(r.authorId), createdAt: r.createdAt })),
  };
}
