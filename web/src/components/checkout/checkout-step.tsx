import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A numbered step of the payment page. */
export function CheckoutStep({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
          {`${number}. ${title}`}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
