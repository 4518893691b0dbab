/**
 * Draws the shop's images as SVG illustrations: a photo-like gradient, an object silhouette chosen by
 * what the item is (its Turkish name), and the item's name as the only text. Banners read like
 * campaigns (title and a short slogan), logos show initials. Deterministic: the same request draws
 * the same picture; `width` scales the picture and keeps its proportions.
 */

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

/** Object silhouettes in a 100×100 box. */
const SHAPES = {
  dress: 'M38 6h24l-3 14 6 6-4 6 17 62H22l17-62-4-6 6-6z',
  shirt: 'M34 8l8-3c4 6 12 6 16 0l8 3 22 17-9 14-11-8v62H32V31l-11 8-9-14z',
  trousers: 'M28 6h44l6 88H60l-10-58-10 58H22z',
  shoe: 'M6 70c0-14 6-28 12-36l14 6c6 10 18 14 32 16l22 6c8 3 8 10 8 16H6zM6 76h92v8H6z',
  bag: 'M16 38h68l6 56H10zM34 38c0-30 32-30 32 0h-6c0-22-20-22-20 0z',
  watch: 'M38 4h24v22a26 26 0 0 1 0 48v22H38V74a26 26 0 0 1 0-48zM50 34v16l10 6-2 3-11-7V34z',
  phone: 'M32 4h36a6 6 0 0 1 6 6v80a6 6 0 0 1-6 6H32a6 6 0 0 1-6-6V10a6 6 0 0 1 6-6zM32 14v68h36V14z',
  laptop: 'M18 20h64a4 4 0 0 1 4 4v44H14V24a4 4 0 0 1 4-4zM22 28v34h56V28zM4 72h92l-6 10H10z',
  headphones: 'M14 60V50a36 36 0 0 1 72 0v10h-8V50a28 28 0 0 0-56 0v10zM10 58h18v32H10zM72 58h18v32H72z',
  glass: 'M30 10h40l-6 30c-4 8 2 14 6 22l-4 30H34l-4-30c4-8 10-14 6-22z',
  pot: 'M14 38h72v8h-4v36a10 10 0 0 1-10 10H28a10 10 0 0 1-10-10V46h-4zM30 28h40v6H30zM44 20h12v8H44z',
  lamp: 'M48 4h4v22h-4zM24 52l16-26h20l16 26zM44 56h12v30h12v8H32v-8h12z',
  rug: 'M14 14h72v72H14zM22 22v56h56V22zM30 30h40v40H30zM38 38v24h24V38z',
  jar: 'M32 8h36v12h-36zM26 24h48a6 6 0 0 1 6 6v58a6 6 0 0 1-6 6H26a6 6 0 0 1-6-6V30a6 6 0 0 1 6-6z',
  toy: 'M28 14a10 10 0 1 1 0 20 10 10 0 0 1 0-20zM72 14a10 10 0 1 1 0 20 10 10 0 0 1 0-20zM50 16a24 24 0 1 1 0 48 24 24 0 0 1 0-48zM50 56a20 20 0 1 1 0 40 20 20 0 0 1 0-40z',
  jewel: 'M50 6l26 24-26 64-26-64zM34 30h32L50 80z',
  book: 'M14 16c14-4 26-2 36 6 10-8 22-10 36-6v70c-14-4-26-2-36 6-10-8-22-10-36-6z',
  bike: 'M24 54a18 18 0 1 1 0 36 18 18 0 0 1 0-36zM76 54a18 18 0 1 1 0 36 18 18 0 0 1 0-36zM24 70l18-30h26l8 30h-4l-7-26H46L28 72z',
  camera: 'M10 30h20l8-12h24l8 12h20v56H10zM50 40a18 18 0 1 0 0 36 18 18 0 0 0 0-36z',
  tag: 'M10 48L48 10h42v42L52 90zM72 22a6 6 0 1 0 0 12 6 6 0 0 0 0-12z',
  swap: 'M14 34h54V20l22 22-22 22V50H14zM86 66H32v14L10 58l22-22v14h54z',
  gift: 'M12 34h76v18H12zM18 52h64v42H18zM46 34h8v60h-8zM50 34c-10-22-30-22-30-8 0 8 16 8 30 8zM50 34c10-22 30-22 30-8 0 8-16 8-30 8z',
  live: 'M50 30a20 20 0 1 1 0 40 20 20 0 0 1 0-40zM20 20l6 6a34 34 0 0 0 0 48l-6 6a42 42 0 0 1 0-60zM80 20a42 42 0 0 1 0 60l-6-6a34 34 0 0 0 0-48z',
} as const;

export type ShapeName = keyof typeof SHAPES;

/** First match wins: more specific words come first. */
const KEYWORDS: [ShapeName, string[]][] = [
  ['laptop', ['bilgisayar', 'ultrabook', 'klavye', 'mouse', 'playstation', 'oyun konsolu']],
  ['phone', ['telefon', 'iphone', 'galaxy', 'tablet', 'elektronik']],
  ['headphones', ['kulaklık', 'gitar', 'amfi', 'müzik']],
  ['watch', ['saat']],
  ['camera', ['fotoğraf', 'kamera']],
  ['dress', ['elbise', 'kadın', 'etek']],
  ['trousers', ['pantolon', 'jean', 'denim', 'şort']],
  ['shoe', ['ayakkabı', 'sneaker', 'bot ', 'terlik', 'çizme']],
  ['bag', ['çanta', 'cüzdan', 'kartlık', 'sırt']],
  ['pot', ['tencere', 'güveç', 'çaydanlık', 'demlik', 'cezve', 'makine', 'süpürge', 'mutfak', 'tahta']],
  ['glass', ['bardak', 'fincan', 'kase', 'çini', 'seramik', 'vazo', 'kahve', 'çay']],
  ['shirt', ['gömlek', 'tişört', 'kaban', 'mont ', 'trençkot', 'takım', 'hırka', 'giyim', 'erkek', 'kazak', 'ceket']],
  ['jewel', ['küpe', 'kolye', 'yüzük', 'bileklik', 'takı', 'aksesuar', 'boncuk', 'gümüş', 'altın', 'mücevher']],
  ['lamp', ['avize', 'abajur', 'lamba', 'lambader', 'aydınlatma', 'ev & yaşam', 'dekorasyon']],
  ['rug', ['halı', 'kilim', 'nevresim', 'havlu', 'peştemal', 'örtü', 'eşarp', 'makrome', 'tekstil', 'dokuma']],
  ['jar', ['bal', 'reçel', 'zeytin', 'sabun', 'süpermarket', 'gıda', 'bez', 'bakım']],
  ['toy', ['oyuncak', 'yapboz', 'peluş', 'tren', 'robot', 'bebek', 'montessori', 'çocuk']],
  ['bike', ['bisiklet', 'kaykay', 'scooter', 'spor']],
  ['book', ['kitap', 'roman', 'blog', 'rehber', 'koleksiyon', 'antika']],
  ['swap', ['takas']],
  ['tag', ['ikinci el', 'fırsat', 'indirim']],
  ['gift', ['el yapımı', 'zanaat', 'hediye']],
];

export function shapeFor(title: string, kind: string): ShapeName {
  // Words match from their start ("bot " is a boot, never the end of "Robot").
  const text = ` ${lower(title).replace(/[^\p{L}\p{N}&]+/gu, ' ')} `;
  for (const [shape, words] of KEYWORDS) {
    if (words.some((w) => text.includes(` ${w}`))) return shape;
  }
  if (kind === 'live') return 'live';
  const fallback: ShapeName[] = ['gift', 'tag', 'jar', 'lamp'];
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

/** The silhouette centred on (cx, cy) at `size`, standing on a soft shadow. */
function object(shape: ShapeName, cx: number, cy: number, size: number, tilt: number): string {
  const s = size / 100;
  return `<ellipse cx="${cx}" cy="${cy + size * 0.5}" rx="${size * 0.42}" ry="${size * 0.06}" fill="#000" opacity="0.18" filter="url(#soft)"/>`
    + `<g transform="translate(${cx - size / 2} ${cy - size / 2}) rotate(${tilt} ${size / 2} ${size / 2}) scale(${s})">`
    + `<path d="${SHAPES[shape]}" fill="url(#obj)" fill-rule="evenodd"/></g>`;
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

function drawItem(r: IllustrationRequest, w: number, h: number): string {
  const shape = shapeFor(r.title ?? r.seed, r.kind);
  const tilt = (hash(`${r.seed}/tilt`) % 21) - 10;
  if (r.kind === 'services') return object(shape, w / 2, h * 0.46, Math.min(w, h) * 0.7, 0);
  if (!r.title) return object(shape, w / 2, h / 2, Math.min(w, h) * 0.55, tilt);
  const wide = w / h > 1.4;
  const fontSize = Math.round(Math.min(w, h) * (wide ? 0.075 : 0.065));
  const maxChars = Math.max(8, Math.floor((w * 0.84) / (fontSize * 0.56)));
  const lines = wrap(r.title, maxChars, wide ? 2 : 3);
  const band = lines.length * fontSize * 1.2 + fontSize * 0.9;
  return object(shape, w / 2, (h - band) * 0.5, Math.min(w, h - band) * 0.62, tilt)
    + `<rect x="0" y="${h - band}" width="${w}" height="${band}" fill="#fff" opacity="0.82"/>`
    + textLines(lines, w / 2, h - band + fontSize * 1.2, fontSize, 'middle', 'hsl(220 25% 14%)');
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
