/**
 * A command line the tool cannot run: the message says what was wrong and how to ask for help; the
 * process exits with 2 (a failed verification exits with 1).
 */
export class UsageError extends Error {}

export const USAGE_EXIT_CODE = 2;

/** A whole number within bounds, or a usage error naming the option. */
export function integerOption(name: string, raw: string, min: number, max: number): number {
  if (!/^\d+$/.test(raw.trim())) throw new UsageError(`--${name} must be a whole number, got "${raw}".`);
  const value = Number(raw);
  if (value < min || value > max) throw new UsageError(`--${name} must be between ${min} and ${max}, got ${value}.`);
  return value;
}
