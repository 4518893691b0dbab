import Alert from '@mui/material/Alert';

/** A failure that belongs to no single field (ZodForm.formError), announced where the form's button is. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="warning" role="alert">
      {message}
    </Alert>
  );
}
