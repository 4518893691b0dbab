import type { Thing, WithContext } from 'schema-dts';
import { useLocation } from 'react-router-dom';
import { canonicalPath } from '@/lib/seo/canonical.ts';
import { useSiteOrigin } from '@/lib/seo/site-origin.tsx';
import { absoluteUrl, SITE_NAME } from '@/lib/seo/site-url.ts';

export interface PageHeadProps {
  /** The document title, as the tab and a search result show it ("Bakır Cezve — Çarşı"). */
  title: string;
  /** One or two sentences from the page's own data; cut to what a search result shows. */
  description: string;
  /** The picture a shared link shows (a product's card, a listing's first photo). */
  image?: { url: string; alt?: string; width?: number; height?: number };
  /** Open Graph's kind of page. */
  type?: 'website' | 'product' | 'article';
  /** A page that is no search result (an empty search, a page that names nothing). */
  noindex?: boolean;
  /** The page's structured data (lib/seo/structured-data.ts). */
  structuredData?: readonly WithContext<Thing>[];
}

/** What a search result or a shared card shows of a description: about 160 characters, whole words. */
const DESCRIPTION_LENGTH = 160;

export function summarize(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2)).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** `</script>` inside the data must not end the element: every `<` is written as its escape. */
const jsonForScript = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * A public page's head: title, description, canonical address (lib/seo/canonical.ts), Open Graph and
 * Twitter card, and its structured data. React puts the title, meta and link elements into <head>,
 * on the server and in the browser alike, from the same query data the page renders with.
 */
export function PageHead({ title, description, image, type = 'website', noindex = false, structuredData = [] }: PageHeadProps) {
  const origin = useSiteOrigin();
  const { pathname, search } = useLocation();
  const url = absoluteUrl(canonicalPath(pathname, search), origin);
  const summary = summarize(description);
  const picture = image ? absoluteUrl(image.url, origin) : undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={summary} />
      {noindex && <meta name="robots" content="noindex, follow" />}
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content="tr_TR" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={url} />
      {picture && <meta property="og:image" content={picture} />}
      {picture && image?.alt && <meta property="og:image:alt" content={image.alt} />}
      {picture && image?.width && <meta property="og:image:width" content={String(image.width)} />}
      {picture && image?.height && <meta property="og:image:height" content={String(image.height)} />}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={summary} />
      {picture && <meta name="twitter:image" content={picture} />}
      {structuredData.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
      ))}
    </>
  );
}
