import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/** The e-mail input of the sign-in and account forms: labelled, required, with the e-mail keyboard and autofill. */
export function EmailField(props: EmailFieldProps) {
  return <TextField label="E-posta" name="email" type="email" autoComplete="email" inputMode="email" required fullWidth {...props} />;
}
