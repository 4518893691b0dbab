import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getGetCartQueryKey, useApplyCartCoupon, type Coupon } from '@carsi/sdk/main';
import { DEFAULT_FAILURE_MESSAGE, isApiError } from '@carsi/sdk/runtime';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

/** The coupon box of a member's cart; a refused code is explained under the box and stays typed. */
export function CouponForm({ applied }: { applied: Coupon | undefined }) {
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const apply = useApplyCartCoupon({
    mutation: {
      meta: { successMessage: 'Kupon sepetinize uygulandı.' },
      onSuccess: (cart) => {
        client.setQueryData(getGetCartQueryKey(), cart);
        setCode('');
      },
      onError: (failure) => setError(isApiError(failure) ? failure.message : DEFAULT_FAILURE_MESSAGE),
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
        <Typography variant="body2" color="success.dark" role="status">
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
          }}
          error={error !== undefined}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters', autoComplete: 'off' } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={apply.isPending} sx={{ height: 40 }}>
          Uygula
        </Button>
      </Stack>
    </Stack>
  );
}
