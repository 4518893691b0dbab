import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';

/** Which of the two sitemaps.org 0.9 schemas (vendored beside this file) a document answers to. */
export type SitemapSchema = 'sitemap' | 'siteindex';

/**
 * What libxml2 (xmllint's WebAssembly build) finds wrong with `xml` against the sitemaps.org schema:
 * an empty list for a valid document. For tests: the unit test of the sitemap and the browser journey.
 */
export async function schemaProblems(xml: string, schema: SitemapSchema): Promise<string[]> {
  const xsd = await readFile(new URL(`./${schema}.xsd`, import.meta.url), 'utf8');
  const result = await validateXML({ xml: [{ fileName: 'answer.xml', contents: xml }], schema: [{ fileName: `${schema}.xsd`, contents: xsd }] });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}

/** The `<loc>` addresses of a sitemap or sitemap index, unescaped. */
export const locsOf = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
    (match[1] ?? '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&'),
  );
