import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './use-after-first-paint.ts';

/**
 * How many of `total` parts of a list to show: the first at once, then one more after each paint. A
 * list that arrives whole (showcase rows of product cards) then mounts as several short commits
 * instead of one long task that blocks input (TBT); each new part renders at transition priority.
 */
export function useShownInTurn(total: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= total) return undefined;
    return afterNextPaint(() => startTransition(() => setShown((count) => count + 1)));
  }, [shown, total]);
  return Math.min(shown, total);
}
