import type { Thing, WithContext } from 'schema-dts';

/** A schema.org thing as a JSON-LD document. */
export const withContext = <T extends Thing>(thing: T): WithContext<T> => ({ '@context': 'https://schema.org', ...(thing as object) }) as WithContext<T>;
