/**
 * Draws the shop's images as SVG illustrations: a photo-like gradient and a drawing of the object,
 * chosen by what the item is (its Turkish name), with no text — the page prints the name. Banners read
 * like campaigns (title and a short slogan), logos show initials. Deterministic: the same request draws
 * the same picture; `width` scales the picture and keeps its proportions.
 */
import { KEYWORDS, SHAPES, type ShapeName } from './item-shapes.ts';

export type { ShapeName };

export interface IllustrationRequest {
  kind: string;
  /** The file name from the URL (an id or slug): seeds colours and variety, never drawn. */
  seed: string;
  /** What the picture shows as text: the product's, campaign's or category's name. */
  title?: string;
  /** A campaign's second line; banners pick a slogan when none is given. */
  subtitle?: string;
  /** Requested width in pixels (srcset); the natural size when absent. */
  width?: number;
}

export interface Illustration {
  svg: string;
  width: number;
  height: number;
}

const NATURAL: Record<string, [number, number]> = {
  banners: [1440, 400],
  products: [600, 800],
  listings: [600, 800],
  categories: [400, 400],
  blog: [1200, 630],
  live: [1280, 720],
};

/** The picture's own size, as imageOf describes it (banners and covers by their file name). */
export function naturalSize(kind: string, seed: string): [number, number] {
  if (kind === 'banners' && seed.endsWith('-mobil')) return [750, 750];
  if (kind === 'sellers' && seed.endsWith('-cover')) return [1440, 400];
  if (kind === 'live' && seed.startsWith('lot-')) return [600, 600];
  return NATURAL[kind] ?? [200, 200];
}

export const MIN_WIDTH = 40;
export const MAX_WIDTH = 2000;

export function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const lower = (text: string): string => text.toLocaleLowerCase('tr-TR');

/** A drawing for the item: the first kind of object its name names (item-shapes.ts), else one of a few neutral ones. */
export function shapeFor(title: string, kind: string): ShapeName {
  // Words match from their start ("bot " is a boot, never the end of "Robot").
  const text = ` ${lower(title).replace(/[^\p{L}\p{N}&]+/gu, ' ')} `;
  for (const [shape, words] of KEYWORDS) {
    if (words.some((w) => text.includes(` ${w}`))) return shape;
  }
  if (kind === 'live') return 'live';
  const fallback: ShapeName[] = ['gift', 'tag', 'basket'];
  return fallback[hash(title) % fallback.length] ?? 'gift';
}

const SLOGANS = [
  'Sezonun en sevilenleri şimdi Çarşı\'da',
  'Stoklarla sınırlı, hemen keşfet',
  'Sepette ek indirimleri kaçırma',
  'Ücretsiz kargo fırsatıyla',
  'Binlerce üründe kaçırılmayacak fiyatlar',
] as const;

export const sloganFor = (seed: string): string => SLOGANS[hash(seed) % SLOGANS.length] ?? SLOGANS[0];

/** Greedy word wrap to at most `maxLines`, the last line ending in "…" when cut. */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    const next = current ? `${current} ${word}` : word;
    if (next.length <= maxChars || !current) {
      current = next;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1] ?? '';
      lines[maxLines - 1] = `${last.slice(0, Math.max(1, maxChars - 1))}…`;
      return lines;
    }
  }
  if (current) lines.push(current.length > maxChars ? `${current.slice(0, maxChars - 1)}…` : current);
  return lines;
}

export function initials(name: string): string {
  const letters = name.split(/\s+/).filter(Boolean).map((w) => w.charAt(0).toLocaleUpperCase('tr-TR'));
  return (letters.slice(0, 2).join('') || 'Ç');
}

interface Palette { bg1: string; bg2: string; obj1: string; obj2: string; ink: string }

function paletteFor(seed: string, dark: boolean): Palette {
  const h = hash(seed) % 360;
  const o = (h + 160 + (hash(`${seed}/o`) % 80)) % 360;
  return dark
    ? { bg1: `hsl(${h} 45% 22%)`, bg2: `hsl(${(h + 40) % 360} 50% 10%)`, obj1: `hsl(${o} 70% 70%)`, obj2: `hsl(${o} 60% 48%)`, ink: '#ffffff' }
    : { bg1: `hsl(${h} 60% 94%)`, bg2: `hsl(${(h + 30) % 360} 45% 78%)`, obj1: `hsl(${o} 55% 58%)`, obj2: `hsl(${o} 60% 32%)`, ink: `hsl(${h} 40% 16%)` };
}

function defs(p: Palette): string {
  return '<defs>'
    + `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>`
    + `<linearGradient id="obj" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${p.obj1}"/><stop offset="1" stop-color="${p.obj2}"/></linearGradient>`
    + '<radialGradient id="light" cx="0.3" cy="0.2" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>'
    + '<filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3"/></filter>'
    + '</defs>';
}

const detailOf = (shape: ShapeName): string | undefined => (SHAPES[shape] as { detail?: string }).detail;

/** The silhouette centred on (cx, cy) at `size`, standing on a soft shadow. */
function object(shape: ShapeName, cx: number, cy: number, size: number, tilt: number): string {
  const s = size / 100;
  return `<ellipse cx="${cx}" cy="${cy + size * 0.5}" rx="${size * 0.42}" ry="${size * 0.06}" fill="#000" opacity="0.18" filter="url(#soft)"/>`
    + `<g transform="translate(${cx - size / 2} ${cy - size / 2}) rotate(${tilt} ${size / 2} ${size / 2}) scale(${s})">`
    + `<path d="${SHAPES[shape].body}" fill="url(#obj)" fill-rule="evenodd"/>`
    + (detailOf(shape) ? `<path d="${detailOf(shape)}" fill="#fff" opacity="0.5" fill-rule="evenodd"/>` : '')
    + '</g>';
}

function textLines(lines: string[], x: number, y: number, size: number, anchor: string, fill: string, weight = 600): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * size * 1.2}" font-family="'Segoe UI', Roboto, Arial, sans-serif" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}" fill="${fill}">${escapeXml(line)}</text>`)
    .join('');
}

function drawBanner(r: IllustrationRequest, w: number, h: number, p: Palette): string {
  const title = r.title ?? 'Çarşı fırsatları';
  const slogan = r.subtitle ?? sloganFor(r.seed);
  const square = w / h < 2;
  const shape = shapeFor(title, r.kind);
  if (square) {
    // Kept inside the middle band: phones show the square picture cropped to a wide box.
    return `${object(shape, w * 0.74, h * 0.6, h * 0.32, -8)}`
      + `<rect x="${w * 0.07}" y="${h * 0.2}" width="${w * 0.3}" height="${h * 0.07}" rx="${h * 0.035}" fill="${p.obj2}"/>`
      + textLines(['KAMPANYA'], w * 0.22, h * 0.248, h * 0.035, 'middle', '#fff', 700)
      + textLines(wrap(title, 16, 2), w * 0.07, h * 0.38, h * 0.075, 'start', p.ink, 800)
      + textLines(wrap(slogan, 24, 2), w * 0.07, h * 0.6, h * 0.042, 'start', p.ink, 500);
  }
  return `<circle cx="${w * 0.82}" cy="${h * 0.5}" r="${h * 0.62}" fill="#fff" opacity="0.25"/>`
    + object(shape, w * 0.82, h * 0.45, h * 0.62, -8)
    + `<rect x="${w * 0.06}" y="${h * 0.13}" width="${h * 0.5}" height="${h * 0.11}" rx="${h * 0.055}" fill="${p.obj2}"/>`
    + textLines(['KAMPANYA'], w * 0.06 + h * 0.25, h * 0.205, h * 0.055, 'middle', '#fff', 700)
    + textLines(wrap(title, 34, 2), w * 0.06, h * 0.42, h * 0.13, 'start', p.ink, 800)
    + textLines(wrap(slogan, 60, 1), w * 0.06, h * (wrap(title, 34, 2).length > 1 ? 0.8 : 0.64), h * 0.075, 'start', p.ink, 500);
}

function drawLogo(r: IllustrationRequest, w: number, h: number, p: Palette): string {
  const cover = w / h > 2;
  if (cover) {
    return `<circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.7}" fill="#fff" opacity="0.22"/>`
      + textLines(wrap(r.title ?? 'Çarşı', 40, 1), w * 0.06, h * 0.55, h * 0.16, 'start', p.ink, 800);
  }
  return `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) * 0.38}" fill="url(#obj)"/>`
    + textLines([initials(r.title ?? 'Çarşı')], w / 2, h / 2 + Math.min(w, h) * 0.12, Math.min(w, h) * 0.32, 'middle', '#fff', 700);
}

/**
 * A product, listing, lot, category or article picture: the object alone. Its name is printed once, by
 * the card or page around the picture, and read out from the picture's label; never drawn into it.
 */
function drawItem(r: IllustrationRequest, w: number, h: number): string {
  const shape = shapeFor(r.title ?? r.seed, r.kind);
  const tilt = r.kind === 'services' ? 0 : (hash(`${r.seed}/tilt`) % 13) - 6;
  const size = Math.min(w, h) * (r.kind === 'services' ? 0.7 : w / h > 1.4 ? 0.62 : 0.6);
  return `<circle cx="${w / 2}" cy="${h * 0.47}" r="${size * 0.62}" fill="#fff" opacity="0.35"/>`
    + object(shape, w / 2, h * 0.47, size, tilt);
}

export function illustrate(r: IllustrationRequest): Illustration {
  const [nw, nh] = naturalSize(r.kind, r.seed);
  const width = r.width && Number.isFinite(r.width) ? Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, r.width))) : nw;
  const height = Math.round((width * nh) / nw);
  const dark = r.kind === 'live' || (r.kind === 'blog' && hash(r.seed) % 2 === 0);
  const p = paletteFor(`${r.kind}/${r.title ?? r.seed}`, dark);
  const body = r.kind === 'banners'
    ? drawBanner(r, nw, nh, p)
    : r.kind === 'sellers' || r.kind === 'brands' || r.kind === 'avatars'
      ? drawLogo(r, nw, nh, p)
      : drawItem(r, nw, nh);
  const label = escapeXml(r.title ?? 'Çarşı görseli');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${nw} ${nh}" role="img" aria-label="${label}">`
    + defs(p)
    + '<rect width="100%" height="100%" fill="url(#bg)"/><rect width="100%" height="100%" fill="url(#light)"/>'
    + body
    + '</svg>';
  return { svg, width, height };
}
