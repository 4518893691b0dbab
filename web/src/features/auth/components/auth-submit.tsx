import Button from '@mui/material/Button';
import { FormError } from '@/components/ui/form-error.tsx';

interface AuthSubmitProps {
  /** A failure that belongs to no field (ZodForm.formError). */
  formError: string | undefined;
  pending: boolean;
  /** The button's text while the request runs (e.g. Giriş yapılıyor…). */
  pendingLabel: string;
  label: string;
}

/** The end of a sign-in form: its failure, if any, and the full-width submit button. */
export function AuthSubmit({ formError, pending, pendingLabel, label }: AuthSubmitProps) {
  return (
    <>
      <FormError message={formError} />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}
