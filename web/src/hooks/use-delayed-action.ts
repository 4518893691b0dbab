import { useEffect, useRef } from 'react';

/**
 * Runs `action` once, `delayMs` after `armed` turns true (a reload after saving, a redirect after
 * deleting the account); leaving the page first cancels it. The delay comes from config/timings.ts.
 */
export function useDelayedAction(armed: boolean, delayMs: number, action: () => void): void {
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!armed) return;
    const timer = window.setTimeout(() => latest.current(), delayMs);
    return () => window.clearTimeout(timer);
  }, [armed, delayMs]);
}
