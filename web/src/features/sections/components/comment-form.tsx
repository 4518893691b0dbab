import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useRequireLogin } from '@/hooks/use-require-login.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';

const COMMENT_MAX = 1000;

interface CommentFormProps {
  section: SectionKey;
  listingId: number;
  /** The top-level comment this answers; absent for a new comment. */
  parentCommentId?: number;
  label: string;
  submitLabel: string;
  onDone?: () => void;
}

/** A new comment on a listing, or a reply to one (replies are one level deep). */
export function CommentForm({ section, listingId, parentCommentId, label, submitLabel, onDone }: CommentFormProps) {
  const requireLogin = useRequireLogin();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const create = sectionApi(section).useCreateComment({
    // The listing's comments are read again by the SDK's invalidation rules.
    mutation: {
      onSuccess: () => {
        setText('');
        onDone?.();
      },
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    requireLogin(() => {
      const comment = text.trim();
      if (comment.length === 0) {
        setError('Yorumunuzu yazın.');
        return;
      }
      setError(undefined);
      create.mutate({ id: listingId, data: { comment, parentCommentId: parentCommentId ?? null } });
    });
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1}>
      <TextField
        label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error !== undefined}
        helperText={error}
        multiline
        minRows={parentCommentId === undefined ? 2 : 1}
        size="small"
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
      />
      <Button type="submit" variant={parentCommentId === undefined ? 'outlined' : 'text'} size="small" disabled={create.isPending} sx={{ alignSelf: 'flex-start' }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
