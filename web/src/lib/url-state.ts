import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A listing's state kept in the address bar, so a link, a reload or Back gives the same page.
 * Each field names its query-string key, how a raw value reads (anything unknown reads as the
 * default) and what it writes (`undefined` or '' leaves the key out, so equal pages have equal addresses).
 */
export interface UrlParam<T> {
  key: string;
  read: (raw: string | null) => T;
  write: (value: T) => string | undefined;
}

/** The fields of one listing's state; every listing has pages, and a change that does not name the page goes back to page 1. */
export type UrlSchema<S extends { page: number }> = { [K in keyof S]: UrlParam<S[K]> };

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug (`giyim`, `kadin-ayakkabi`); anything else reads as no filter. */
export const slugParam = (key: string): UrlParam<string | undefined> => ({
  key,
  read: (raw) => (raw !== null && SLUG.test(raw) ? raw : undefined),
  write: (value) => value,
});

/** One of a closed set of values; the fallback (a default order, "all times", no filter) is left out. */
export function choiceParam<T extends string>(key: string, isValue: (raw: string | null) => raw is T, fallback: T): UrlParam<T>;
export function choiceParam<T extends string>(key: string, isValue: (raw: string | null) => raw is T): UrlParam<T | undefined>;
export function choiceParam<T extends string>(key: string, isValue: (raw: string | null) => raw is T, fallback?: T): UrlParam<T | undefined> {
  return {
    key,
    read: (raw) => (isValue(raw) ? raw : fallback),
    write: (value) => (value === fallback ? undefined : value),
  };
}

/** Free text, trimmed; `accepts` says which trimmed texts count (others read as no text). */
export const textParam = (key: string, accepts: (text: string) => boolean = (text) => text !== ''): UrlParam<string | undefined> => ({
  key,
  read: (raw) => {
    const text = raw?.trim() ?? '';
    return accepts(text) ? text : undefined;
  },
  write: (value) => value?.trim(),
});

/** A page number from 2 up; page 1 (and anything not a whole number above 1) is left out. */
export const pageParam = (key: string): UrlParam<number> => ({
  key,
  read: (raw) => {
    const page = Number(raw);
    return Number.isInteger(page) && page > 1 ? page : 1;
  },
  write: (page) => (page > 1 ? String(page) : undefined),
});

/** The page of a list whose address holds little else (`?sayfa=`), read as `pageParam` reads it. */
export const pageOf = (params: URLSearchParams, key = 'sayfa'): number => pageParam(key).read(params.get(key));

export function readUrlState<S extends { page: number }>(schema: UrlSchema<S>, params: URLSearchParams): S {
  // Complete after the loop: the schema has one field for every key of S.
  const state = {} as S;
  for (const name of Object.keys(schema) as (keyof S)[]) state[name] = schema[name].read(params.get(schema[name].key));
  return state;
}

/**
 * The next query string after a change: a new filter or order starts again from page 1; other keys
 * in the address (those of no field) stay as they are.
 */
export function writeUrlState<S extends { page: number }>(schema: UrlSchema<S>, params: URLSearchParams, change: Partial<S>): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = <T>(param: UrlParam<T>, value: T) => {
    const raw = param.write(value);
    if (raw === undefined || raw === '') next.delete(param.key);
    else next.set(param.key, raw);
  };
  for (const name of Object.keys(schema) as (keyof S)[]) {
    if (name !== 'page' && name in change) put(schema[name], change[name] as S[typeof name]);
  }
  put(schema.page, change.page ?? 1);
  return next;
}

const asHref = (params: URLSearchParams): string => {
  const search = params.toString();
  // A bare '?' still drops the current query string when followed as a link.
  return search ? `?${search}` : '?';
};

/**
 * The address bar's listing state, a `change` that navigates to the next state and `hrefFor` for
 * links (pagination) to it. `schema` must be stable (a module constant).
 */
export function useUrlState<S extends { page: number }>(schema: UrlSchema<S>) {
  const [params, setParams] = useSearchParams();
  // What the last change wrote, until the address it navigated to renders: a second change made in
  // between (two filters picked quickly) builds on it rather than on the address it replaced.
  const written = useRef<{ over: URLSearchParams; next: URLSearchParams }>(undefined);
  const state = useMemo(() => readUrlState(schema, params), [schema, params]);
  const change = useCallback(
    (next: Partial<S>) => {
      const base = written.current?.over === params ? written.current.next : params;
      const nextParams = writeUrlState(schema, base, next);
      written.current = { over: params, next: nextParams };
      setParams(nextParams);
    },
    [schema, params, setParams],
  );
  const hrefFor = useCallback((next: Partial<S>) => asHref(writeUrlState(schema, params, next)), [schema, params]);
  return { state, change, hrefFor };
}
