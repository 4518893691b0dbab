import TextField, { type TextFieldProps } from '@mui/material/TextField';

type TextAreaFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText'> & {
  value: string;
  onChange: (value: string) => void;
  /** The most characters accepted. */
  max: number;
  error?: string;
  /** Shown below while there is no error; without it, how much of `max` is used (e.g. 12/500). */
  help?: string;
  /** Say nothing below while there is no error (a reason whose limit matters little). */
  noCount?: boolean;
};

/** A few lines of free text (a question, an answer, a review, a reason), with its error or help below. */
export function TextAreaField({ value, onChange, max, error, help, noCount = false, ...props }: TextAreaFieldProps) {
  return (
    <TextField
      multiline
      minRows={2}
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? help ?? (noCount ? undefined : `${value.length}/${max}`)}
      slotProps={{ htmlInput: { maxLength: max } }}
    />
  );
}
