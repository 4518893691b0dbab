import type { Organization, SearchAction, WebSite, WithContext } from 'schema-dts';
import { paths } from '@/config/paths.ts';
import { withContext } from './json-ld.ts';
import { absoluteUrl, SITE_NAME } from './site-url.ts';

// The home page's structured data, apart from the pages' builders (structured-data.ts) so that the
// front door's first load carries only these two.

export function organizationJsonLd(origin: string): WithContext<Organization> {
  return withContext<Organization>({
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: SITE_NAME,
    url: `${origin}/`,
    logo: absoluteUrl('/favicon.svg', origin),
  });
}

/** schema.org's search action with the input its address template takes, named as search engines read it. */
type SiteSearchAction = SearchAction & { 'query-input': string };

/** The home page's site box: a search engine may offer a search field that opens /arama?q=…. */
export function webSiteJsonLd(origin: string): WithContext<WebSite> {
  const search: SiteSearchAction = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(paths.search.getHref(), origin)}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return withContext<WebSite>({
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: SITE_NAME,
    url: `${origin}/`,
    inLanguage: 'tr-TR',
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: search,
  });
}
