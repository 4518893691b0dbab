import { classNames } from '@/utils/class-names.ts';

interface AmountRowProps {
  label: string;
  value: string;
  /** The grand total: bold, set off from the rows above by a rule (a `dl` may not hold an `hr`). */
  total?: boolean;
}

/** One label–amount pair of a price summary, as `dt`/`dd` inside the summary's `dl` (amount-row.css). */
export function AmountRow({ label, value, total = false }: AmountRowProps) {
  return (
    <div className={classNames('amount-row', total && 'amount-row--total')}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
