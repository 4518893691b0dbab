import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';

const MAX_COMMENT = 1000;

export type RatingFormValue = { score: number; comment?: string };

/** Stars (required) and an optional comment; what was typed stays when sending fails. */
export function RatingForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial?: RatingFormValue;
  submitLabel: string;
  pending: boolean;
  onSubmit: (value: RatingFormValue) => void;
  onCancel?: () => void;
}) {
  const labelId = useId();
  const [score, setScore] = useState<number | null>(initial?.score ?? null);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (score === null) {
      setError('Lütfen 1 ile 5 arasında bir puan seçin.');
      return;
    }
    setError(undefined);
    const text = comment.trim();
    onSubmit(text ? { score, comment: text } : { score });
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={1} noValidate>
      <div>
        <Typography id={labelId} variant="body2">
          Puanınız
        </Typography>
        <Rating
          name={`puan${labelId.replace(/[^a-zA-Z0-9]/g, '')}`}
          value={score}
          onChange={(_event, next) => {
            const valid = next !== null && Number.isInteger(next) && next >= 1 && next <= 5;
            setScore(valid ? next : null);
            if (valid) setError(undefined);
          }}
          aria-labelledby={labelId}
          getLabelText={(value: number) => `${value} yıldız`}
          emptyLabelText="Puan yok"
        />
        {error && <FormHelperText error>{error}</FormHelperText>}
      </div>
      <TextAreaField name="comment" label="Yorumunuz (isteğe bağlı)" max={MAX_COMMENT} value={comment} onChange={setComment} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? 'Gönderiliyor…' : submitLabel}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={pending}>
            Vazgeç
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
