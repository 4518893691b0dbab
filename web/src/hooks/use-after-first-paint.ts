import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `callback` once the browser has painted what is on the screen now: the frame callback runs just
 * before the paint, and the task it queues runs after it. Returns what cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until the browser has painted the component's first commit, then true. A part below the first
 * screen waits for it, so its code and pictures are not fetched ahead of what the visitor sees first.
 * With `wait` false it is true at once and schedules nothing (no extra render).
 */
export function useAfterFirstPaint(wait = true): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (painted) return undefined;
    // At transition priority: what appears now is rendered in slices that leave input free (TBT).
    return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, [painted]);
  return painted;
}
