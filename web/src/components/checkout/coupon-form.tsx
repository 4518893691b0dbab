import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ErrorCode, getGetCartQueryKey, type Coupon } from '@carsi/sdk/main';
import { useApplyCartCoupon } from '@/lib/api/cart.ts';
import { DEFAULT_FAILURE_MESSAGE, isApiError } from '@carsi/sdk/runtime';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

/** Answers that the same code will always get again (expired, unknown): "Uygula" waits for another code. */
const finalRefusals: ReadonlySet<string> = new Set([ErrorCode.COUPON_EXPIRED, ErrorCode.COUPON_NOT_FOUND]);

/** The coupon box of a member's cart and payment page; a refused code is explained under the box and stays typed. */
export function CouponForm({ applied }: { applied: Coupon | undefined }) {
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  /** The text a final refusal was for; editing it enables "Uygula" again. */
  const [refused, setRefused] = useState<string | undefined>(undefined);
  const apply = useApplyCartCoupon({
    mutation: {
      meta: { successMessage: 'Kupon sepetinize uygulandı.' },
      // The answer is the new cart; the coupon list is read again by the SDK's invalidation rules.
      onSuccess: (cart) => {
        client.setQueryData(getGetCartQueryKey(), cart);
        setCode('');
      },
      onError: (failure, { data }) => {
        setError(isApiError(failure) ? failure.message : DEFAULT_FAILURE_MESSAGE);
        if (isApiError(failure) && finalRefusals.has(failure.code)) setRefused(data.code);
      },
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed.length < 3) {
      setError('Kupon kodunu girin.');
      return;
    }
    setError(undefined);
    apply.mutate({ data: { code: trimmed } });
  };
  return (
    <Stack spacing={1}>
      {applied && (
        <Typography variant="body2" sx={{ color: 'success.dark' }} role="status">
          {`Uygulanan kupon: ${applied.code} — ${applied.title}`}
        </Typography>
      )}
      <Stack component="form" direction="row" spacing={1} onSubmit={submit} noValidate sx={{ alignItems: 'flex-start' }}>
        <TextField
          name="code"
          label="Kupon kodu"
          size="small"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) setError(undefined);
            setRefused(undefined);
          }}
          error={error !== undefined}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters', autoComplete: 'off' } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={apply.isPending || (refused !== undefined && refused === code.trim())} sx={{ height: 40 }}>
          Uygula
        </Button>
      </Stack>
    </Stack>
  );
}
