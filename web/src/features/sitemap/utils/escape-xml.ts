const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text as XML character data or an attribute value. Characters XML 1.0 cannot carry at all (C0 controls
 * other than tab and line breaks, lone surrogates, U+FFFE/U+FFFF) are dropped: no escape makes them legal.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .replace(/[&<>"']/g, (char) => entities[char] ?? char);
}
