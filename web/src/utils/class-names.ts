/** Class names joined with spaces, the falsy ones left out. */
export const classNames = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');
