import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface AmountRowProps {
  label: string;
  value: string;
  /** The grand total: bold, set off from the rows above by a rule (a `dl` may not hold an `hr`). */
  total?: boolean;
}

/** One label–amount pair of a price summary, as `dt`/`dd` inside the summary's `dl`. */
export function AmountRow({ label, value, total = false }: AmountRowProps) {
  const weight = total ? 700 : 400;
  return (
    <Stack
      direction="row"
      sx={[{ justifyContent: 'space-between' }, total && { borderTop: 1, borderColor: 'divider', pt: 1, mt: 0.5 }]}
    >
      <Typography component="dt" sx={{ fontWeight: weight }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: weight }}>
        {value}
      </Typography>
    </Stack>
  );
}
