import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first commit, then true. A part below the first
 * screen waits for it, so its code and pictures are not fetched ahead of what the visitor sees first.
 * With `wait` false it is true at once and schedules nothing (no extra render).
 */
export function useAfterFirstPaint(wait = true): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      // At transition priority: what appears now is rendered in slices that leave input free (TBT).
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
