import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Comment, CommentReply } from '@carsi/sdk/main';
import { useState } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel.tsx';
import type { SectionKey } from '@/lib/section-api.ts';
import { formatDate } from '@/utils/format.ts';
import { useListingComments } from '../api/listing-social.ts';
import { CommentForm } from './comment-form.tsx';
import { ShowMoreButton } from './show-more-button.tsx';

/** "Yorumlar": comments on a listing with their replies; members comment and reply. */
export function ListingComments({ section, listingId }: { section: SectionKey; listingId: number }) {
  const { items, first: comments, hasMore, loadingMore, moreFailed, showMore } = useListingComments(section, listingId);
  return (
    <Stack component="section" aria-labelledby="ilan-yorumlari" spacing={2}>
      <Typography id="ilan-yorumlari" component="h2" variant="h6">
        Yorumlar
      </Typography>
      <CommentForm section={section} listingId={listingId} label="Yorumunuz" submitLabel="Yorum yap" />
      {comments?.isError && <ErrorPanel onRetry={() => void comments.refetch()} />}
      {comments?.isPending && <Skeleton variant="rounded" height={72} aria-label="Yorumlar yükleniyor" />}
      {comments?.data && items.length === 0 && <Typography color="textSecondary">Bu ilana henüz yorum yapılmamış.</Typography>}
      {items.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="İlan yorumları">
          {items.map((comment) => (
            <CommentItem key={comment.id} section={section} listingId={listingId} comment={comment} />
          ))}
        </Stack>
      )}
      <ShowMoreButton hasMore={hasMore} loading={loadingMore} failed={moreFailed} onClick={showMore} what="yorum" />
    </Stack>
  );
}

function CommentBody({ entry }: { entry: Comment | CommentReply }) {
  return (
    <>
      <Typography variant="body2" color="textSecondary">
        <Typography component="span" variant="body2" sx={{ fontWeight: 700, color: 'text.primary' }}>
          {entry.author.displayName}
        </Typography>
        {` · ${formatDate(entry.createdAt)}`}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{entry.comment}</Typography>
    </>
  );
}

function CommentItem({ section, listingId, comment }: { section: SectionKey; listingId: number; comment: Comment }) {
  const [replying, setReplying] = useState(false);
  return (
    <Stack component="li" spacing={1} sx={{ listStyle: 'none', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <CommentBody entry={comment} />
      {comment.replies.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2, borderLeft: 2, borderColor: 'divider' }} aria-label="Cevaplar">
          {comment.replies.map((reply) => (
            <Stack key={reply.id} component="li" spacing={0.25} sx={{ listStyle: 'none' }}>
              <CommentBody entry={reply} />
            </Stack>
          ))}
        </Stack>
      )}
      {replying ? (
        <CommentForm
          section={section}
          listingId={listingId}
          parentCommentId={comment.id}
          label={`${comment.author.displayName} yorumuna cevabınız`}
          submitLabel="Cevabı gönder"
          onDone={() => setReplying(false)}
        />
      ) : (
        <Button size="small" onClick={() => setReplying(true)} sx={{ alignSelf: 'flex-start' }}>
          Cevap yaz
        </Button>
      )}
    </Stack>
  );
}
