/**
 * What the shop's pictures show: one simple, recognisable drawing per kind of object (a tea glass on
 * its saucer, a robot vacuum, a candlestick), each a body in the object's colour and a lighter detail,
 * in a 100×100 box. Which drawing an item gets is read from its Turkish name, most specific words first.
 */

const circle = (cx: number, cy: number, r: number): string => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
const ellipse = (cx: number, cy: number, rx: number, ry: number): string => `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0z`;
const rect = (x: number, y: number, w: number, h: number): string => `M${x} ${y}h${w}v${h}h${-w}z`;
/** A rectangle with rounded corners (radius r). */
const box = (x: number, y: number, w: number, h: number, r: number): string =>
  `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${-(w - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${-r}v${-(h - 2 * r)}a${r} ${r} 0 0 1 ${r} ${-r}z`;

export interface Shape {
  /** The object's body (even-odd: inner paths cut holes). */
  body: string;
  /** Lighter parts drawn over the body: a label, a lid, the keys of a keyboard. */
  detail?: string;
}

export const SHAPES = {
  dress: { body: 'M38 6h24l-3 14 6 6-4 6 17 62H22l17-62-4-6 6-6z', detail: 'M36 32h28l-2 6H38z' },
  shirt: { body: 'M34 8l8-3c4 6 12 6 16 0l8 3 22 17-9 14-11-8v62H32V31l-11 8-9-14z', detail: `M49 14h2v74h-2z${circle(50, 30, 2)}${circle(50, 46, 2)}${circle(50, 62, 2)}` },
  coat: { body: 'M30 6l10-2 10 10 10-10 10 2 18 16-6 18-8-6v62H34V34l-8 6-6-18z', detail: `M48 14h4v80h-4zM40 4l10 22-6 6zM60 4l-10 22 6 6z${circle(42, 50, 2.5)}${circle(42, 66, 2.5)}` },
  suit: { body: 'M28 8l12-4 10 14 10-14 12 4 16 14-4 70H16l-4-70z', detail: 'M40 4l10 20-4 6zM60 4l-10 20 4 6zM47 24h6l3 30-6 6-6-6z' },
  trousers: { body: 'M28 6h44l6 88H60l-10-58-10 58H22z', detail: 'M28 6h44v8H28z' },
  shoe: { body: 'M6 70c0-14 6-28 12-36l14 6c6 10 18 14 32 16l22 6c8 3 8 10 8 16H6zM6 76h92v8H6z', detail: 'M22 44l6 3-3 6-6-3zM32 50l6 3-3 6-6-3z' },
  bag: { body: 'M16 38h68l6 56H10zM34 38c0-30 32-30 32 0h-6c0-22-20-22-20 0z', detail: rect(44, 50, 12, 8) },
  wallet: { body: box(8, 26, 84, 56, 8), detail: `M8 40h84v14H8z${circle(78, 47, 4)}` },
  watch: { body: 'M38 4h24v22a26 26 0 0 1 0 48v22H38V74a26 26 0 0 1 0-48zM50 34v16l10 6-2 3-11-7V34z', detail: circle(50, 50, 3) },
  teaGlass: {
    body: 'M36 12h28c0 10-6 16-6 26s8 16 8 30c0 9-6 13-16 13s-16-4-16-13c0-14 8-20 8-30s-6-16-6-26zM14 84h72a5 5 0 0 1 0 10H14a5 5 0 0 1 0-10z',
    detail: 'M42 50h16c3 5 8 9 8 18 0 7-6 10-16 10s-16-3-16-10c0-9 5-13 8-18z',
  },
  teapot: {
    body: `M22 58h56a4 4 0 0 1 4 4v22a10 10 0 0 1-10 10H28a10 10 0 0 1-10-10V62a4 4 0 0 1 4-4zM34 28h32l4 26H30zM82 68l12-12 4 4-12 14zM12 68l-8-6 2-4 8 6z${rect(46, 18, 8, 10)}`,
    detail: 'M34 28h32v5H34zM22 58h56v5H22z',
  },
  pot: { body: 'M14 38h72v8h-4v36a10 10 0 0 1-10 10H28a10 10 0 0 1-10-10V46h-4zM30 28h40v6H30zM44 20h12v8H44zM2 50h12v6H2zM86 50h12v6H86z', detail: 'M18 56h64v4H18z' },
  cup: { body: `M18 34h52v22a24 24 0 0 1-24 24h-4A24 24 0 0 1 18 56zM70 40h6a10 10 0 0 1 0 20h-7v-6h7a4 4 0 0 0 0-8h-6z${box(8, 84, 84, 8, 4)}`, detail: 'M22 34h44v6H22z' },
  coffeeMachine: { body: `${box(18, 6, 64, 88, 8)}${box(28, 40, 44, 40, 4)}`, detail: `M40 58h18l-2 18H42zM58 62h10v4H58z${circle(34, 22, 4)}${circle(48, 22, 4)}${rect(60, 18, 14, 8)}` },
  robotVacuum: { body: `${circle(50, 52, 42)}`, detail: `${circle(50, 52, 30)}${circle(50, 28, 6)}M20 70h60v4H20z` },
  stickVacuum: { body: 'M60 4h12v8h-5v44h-7zM46 56h28a6 6 0 0 1 6 6v14H40V62a6 6 0 0 1 6-6zM14 82h72a6 6 0 0 1 6 6v6H8v-6a6 6 0 0 1 6-6z', detail: 'M46 64h28v4H46z' },
  phone: { body: 'M32 4h36a6 6 0 0 1 6 6v80a6 6 0 0 1-6 6H32a6 6 0 0 1-6-6V10a6 6 0 0 1 6-6zM32 14v68h36V14z', detail: `${rect(32, 14, 36, 68)}${circle(50, 89, 2.5)}` },
  laptop: { body: 'M18 20h64a4 4 0 0 1 4 4v44H14V24a4 4 0 0 1 4-4zM22 28v34h56V28zM4 72h92l-6 10H10z', detail: rect(22, 28, 56, 34) },
  keyboard: {
    body: box(4, 30, 92, 44, 5),
    detail: [0, 1, 2].flatMap((row) => Array.from({ length: 9 }, (_, k) => rect(10 + k * 9.2, 36 + row * 10, 7, 7))).join('') + rect(26, 66, 48, 5),
  },
  headphones: { body: 'M14 60V50a36 36 0 0 1 72 0v10h-8V50a28 28 0 0 0-56 0v10zM10 58h18v32H10zM72 58h18v32H72z', detail: 'M14 62h10v24H14zM76 62h10v24H76z' },
  rug: { body: 'M14 14h72v72H14zM22 22v56h56V22zM30 30h40v40H30zM38 38v24h24V38z', detail: 'M14 6h4v8h-4zM26 6h4v8h-4zM38 6h4v8h-4zM50 6h4v8h-4zM62 6h4v8h-4zM74 6h4v8h-4zM14 86h4v8h-4zM26 86h4v8h-4zM38 86h4v8h-4zM50 86h4v8h-4zM62 86h4v8h-4zM74 86h4v8h-4z' },
  lamp: { body: 'M48 4h4v22h-4zM24 52l16-26h20l16 26zM44 56h12v30h12v8H32v-8h12z', detail: 'M30 46h40l3 6H27z' },
  bedding: { body: `${box(8, 62, 84, 16, 4)}${box(12, 46, 76, 16, 4)}${box(16, 30, 68, 16, 4)}${box(26, 12, 48, 18, 8)}`, detail: 'M8 68h84v3H8zM12 52h76v3H12zM16 36h68v3H16z' },
  towel: { body: 'M14 8h72v6H14zM24 14h52v78H24z', detail: 'M24 66h52v5H24zM24 76h52v5H24z' },
  jar: { body: 'M32 8h36v12h-36zM26 24h48a6 6 0 0 1 6 6v58a6 6 0 0 1-6 6H26a6 6 0 0 1-6-6V30a6 6 0 0 1 6-6z', detail: `${rect(20, 44, 60, 26)}` },
  olives: { body: `M8 54h84c0 22-18 38-42 38S8 76 8 54z${ellipse(30, 42, 9, 11)}${ellipse(50, 38, 9, 11)}${ellipse(70, 42, 9, 11)}`, detail: `${circle(28, 38, 2.5)}${circle(48, 34, 2.5)}${circle(68, 38, 2.5)}M8 54h84v5H8z` },
  teaPack: { body: 'M24 18l8-10h36l8 10v74H24z', detail: 'M50 40c14 0 18 14 0 30-18-16-14-30 0-30zM49 56h2v18h-2z' },
  coffeePack: { body: 'M30 6h40l-2 8 8 78H24l8-78z', detail: `M36 46h28v14a10 10 0 0 1-10 10h-8a10 10 0 0 1-10-10zM64 50h5a4 4 0 0 1 0 8h-5z` },
  blocks: { body: `${box(10, 56, 36, 36, 4)}${box(54, 56, 36, 36, 4)}${box(32, 18, 36, 36, 4)}`, detail: `${circle(28, 74, 8)}M62 84l10-18 10 18z${rect(42, 28, 16, 16)}` },
  bear: { body: `${circle(28, 20, 10)}${circle(72, 20, 10)}${circle(50, 36, 24)}${circle(50, 74, 22)}`, detail: `${ellipse(50, 44, 9, 7)}${circle(41, 30, 3)}${circle(59, 30, 3)}${circle(50, 74, 12)}` },
  diaper: { body: `M18 20h64a6 6 0 0 1 6 6v66H12V26a6 6 0 0 1 6-6zM38 6h24v14h-6v-8H44v8h-6z`, detail: `${circle(50, 50, 14)}M30 74h40v6H30z` },
  candlestick: { body: 'M44 4c6 6 6 12 0 14-6-2-6-8 0-14zM42 20h10v26H42zM32 46h30l-6 8h-6v22l14 10v8H30v-8l14-10V54h-6z', detail: 'M46 8c2 3 2 6 0 8-2-2-2-5 0-8z' },
  book: { body: 'M14 16c14-4 26-2 36 6 10-8 22-10 36-6v70c-14-4-26-2-36 6-10-8-22-10-36-6z', detail: 'M49 22h2v66h-2zM22 30h20v3H22zM22 40h20v3H22zM58 30h20v3H58zM58 40h20v3H58z' },
  coin: { body: `${circle(40, 56, 30)}${circle(64, 40, 30)}`, detail: `${circle(64, 40, 20)}${circle(40, 56, 4)}` },
  record: { body: `${circle(50, 50, 44)}${circle(50, 50, 4)}`, detail: `${circle(50, 50, 16)}` },
  tram: { body: `${box(10, 24, 80, 52, 10)}M48 4h4v20h-4zM36 4h28v4H36z${circle(28, 82, 8)}${circle(72, 82, 8)}`, detail: `${rect(18, 34, 18, 16)}${rect(41, 34, 18, 16)}${rect(64, 34, 18, 16)}` },
  pocketWatch: { body: `${circle(50, 58, 36)}${circle(50, 12, 8)}${circle(50, 12, 4)}`, detail: `${circle(50, 58, 28)}M49 38h2v22h-2zM50 58l14 8-1 2-14-8z` },
  bracelet: { body: `${ellipse(50, 54, 42, 30)}${ellipse(50, 54, 32, 21)}`, detail: `${circle(50, 24, 6)}${circle(22, 36, 4)}${circle(78, 36, 4)}` },
  jewel: { body: 'M50 6l26 24-26 64-26-64zM34 30h32L50 80z', detail: 'M34 30h32l-16-24z' },
  ring: { body: `${circle(50, 62, 30)}${circle(50, 62, 22)}M38 10h24l8 14-20 16-20-16z`, detail: 'M42 14h16l4 8-12 10-12-10z' },
  frame: { body: `${rect(8, 14, 84, 72)}${rect(16, 22, 68, 56)}`, detail: `M16 78l22-30 14 18 10-12 22 24z${circle(66, 36, 6)}` },
  plate: { body: circle(50, 50, 44), detail: `${circle(50, 50, 32)}${circle(50, 50, 24)}${circle(50, 50, 8)}` },
  bike: { body: 'M24 54a18 18 0 1 1 0 36 18 18 0 0 1 0-36zM76 54a18 18 0 1 1 0 36 18 18 0 0 1 0-36zM24 70l18-30h26l8 30h-4l-7-26H46L28 72z', detail: `${circle(24, 72, 4)}${circle(76, 72, 4)}` },
  camera: { body: 'M10 30h20l8-12h24l8 12h20v56H10zM50 40a18 18 0 1 0 0 36 18 18 0 0 0 0-36z', detail: `${circle(50, 58, 10)}${rect(72, 36, 10, 6)}` },
  guitar: { body: `M62 4h10v8l-4 4-10 30a20 20 0 1 1-24 26 16 16 0 1 1 14-32l10-28z`, detail: `${circle(40, 66, 6)}M28 80l10-4 2 4-10 4z` },
  gamepad: { body: 'M22 30h56c12 0 20 26 20 42 0 14-14 16-22 4l-6-8H30l-6 8c-8 12-22 10-22-4 0-16 8-42 20-42z', detail: `M24 46h14v4H24zM29 41h4v14h-4z${circle(68, 44, 4)}${circle(76, 52, 4)}` },
  tablet: { body: box(14, 8, 72, 84, 8), detail: `${rect(20, 16, 60, 66)}${circle(50, 87, 2.5)}` },
  tent: { body: 'M50 12L94 88H6zM50 44L34 88h32z', detail: 'M48 4h4v10h-4z' },
  desk: { body: 'M4 34h92v10H4zM10 44h8v48h-8zM82 44h8v48h-8zM58 44h24v28H58z', detail: 'M62 52h16v4H62zM62 62h16v4H62z' },
  skateboard: { body: `M10 44h80a10 10 0 0 1 0 16H10a10 10 0 0 1 0-16z${circle(26, 72, 8)}${circle(74, 72, 8)}`, detail: 'M20 50h60v4H20z' },
  stroller: { body: `M18 20a36 36 0 0 1 36 36H18zM18 56h64l-8 14H26z${circle(28, 84, 9)}${circle(70, 84, 9)}M82 56l10-22 4 2-10 22z`, detail: 'M22 28h4v24h-4z' },
  soap: { body: `${box(14, 34, 72, 44, 14)}`, detail: `${circle(30, 24, 6)}${circle(46, 16, 4)}${circle(60, 26, 5)}M24 50h52v4H24z` },
  board: { body: `${box(10, 30, 70, 50, 12)}M80 48h14a6 6 0 0 1 0 12H80z`, detail: `${circle(88, 54, 2)}M20 44h50v3H20zM20 58h50v3H20z` },
  cezve: { body: 'M20 36h44l-4 52H24zM64 40l34-10 2 6-34 12z', detail: 'M22 48h40v5H22z' },
  scarf: { body: 'M30 6h40l-6 40 10 48H58l-8-40-8 40H26l10-48z', detail: 'M34 14h32v4H34zM32 26h36v4H32z' },
  tag: { body: 'M10 48L48 10h42v42L52 90zM72 22a6 6 0 1 0 0 12 6 6 0 0 0 0-12z', detail: 'M40 52l12-12 4 4-12 12z' },
  swap: { body: 'M14 34h54V20l22 22-22 22V50H14zM86 66H32v14L10 58l22-22v14h54z' },
  gift: { body: 'M12 34h76v18H12zM18 52h64v42H18zM50 34c-10-22-30-22-30-8 0 8 16 8 30 8zM50 34c10-22 30-22 30-8 0 8-16 8-30 8z', detail: 'M46 34h8v60h-8z' },
  basket: { body: 'M6 40h88l-10 52H16zM24 40l16-30 4 2-14 28zM76 40L60 10l-4 2 14 28z', detail: 'M14 54h72v4H14zM18 70h64v4H18z' },
  live: { body: 'M50 30a20 20 0 1 1 0 40 20 20 0 0 1 0-40zM20 20l6 6a34 34 0 0 0 0 48l-6 6a42 42 0 0 1 0-60zM80 20a42 42 0 0 1 0 60l-6-6a34 34 0 0 0 0-48z', detail: circle(50, 50, 8) },
} as const satisfies Record<string, Shape>;

export type ShapeName = keyof typeof SHAPES;

/**
 * First match wins, so phrases come before the words inside them ("robot süpürge" before "robot",
 * "çay bardağı" before "çay", "kahve makinesi" before "kahve"). Words match from their start.
 */
export const KEYWORDS: readonly [ShapeName, readonly string[]][] = [
  ['robotVacuum', ['robot süpürge']],
  ['stickVacuum', ['süpürge', 'ev aletleri']],
  ['coffeeMachine', ['kahvesi makinesi', 'kahve makinesi', 'espresso']],
  ['teapot', ['çaydanlık', 'demlik', 'çay makinesi']],
  ['teaGlass', ['çay bardağı', 'bardak']],
  ['teaPack', ['dökme çay', 'tiryaki çay', 'aromalı çay', 'çay', 'içecek']],
  ['coffeePack', ['türk kahvesi', 'menengiç', 'kahvesi']],
  ['cup', ['fincan', 'kahve']],
  ['cezve', ['cezve']],
  ['keyboard', ['klavye', 'mouse']],
  ['laptop', ['bilgisayar', 'ultrabook', 'dizüstü']],
  ['gamepad', ['playstation', 'oyun konsolu']],
  ['tablet', ['tablet']],
  ['phone', ['telefon', 'iphone', 'galaxy', 'elektronik']],
  ['guitar', ['gitar']],
  ['headphones', ['kulaklık', 'amfi']],
  ['camera', ['fotoğraf', 'kamera']],
  ['pocketWatch', ['cep saati', 'köstek', 'saat & takı']],
  ['watch', ['saat']],
  ['suit', ['takım elbise', 'yün karışımlı takım', 'yelekli takım']],
  ['dress', ['elbise', 'kadın', 'etek']],
  ['trousers', ['pantolon', 'jean', 'denim', 'şort']],
  ['shoe', ['ayakkabı', 'sneaker', 'bot ', 'terlik', 'çizme']],
  ['wallet', ['cüzdan', 'kartlık']],
  ['bag', ['çanta']],
  // "mont " with its space: never the start of "Montessori".
  ['coat', ['kaban', 'mont ', 'trençkot', 'hırka', 'ceket']],
  ['shirt', ['gömlek', 'tişört', 'giyim', 'erkek', 'kazak']],
  ['pot', ['tencere', 'güveç', 'sahan', 'mutfak']],
  ['board', ['kesme tahtası', 'tahta']],
  ['plate', ['tabak', 'çini', 'kase', 'seramik']],
  ['bracelet', ['bilezik', 'bileklik']],
  ['ring', ['yüzük']],
  ['jewel', ['küpe', 'kolye', 'broş', 'takı ', 'aksesuar', 'mücevher']],
  ['candlestick', ['şamdan', 'antika']],
  ['lamp', ['avize', 'abajur', 'lamba', 'lambader', 'aydınlatma', 'ev & yaşam', 'dekorasyon', 'balkon']],
  ['bedding', ['nevresim']],
  ['towel', ['havlu', 'peştemal']],
  ['scarf', ['eşarp', 'şal']],
  ['rug', ['halı', 'kilim', 'seccade', 'örtü', 'makrome', 'tekstil', 'dokuma']],
  ['soap', ['sabun']],
  ['olives', ['zeytin']],
  ['jar', ['bal', 'reçel', 'kahvaltı']],
  ['diaper', ['bebek bezi', 'külot bez', 'bez', 'bakım']],
  ['stroller', ['bebek arabası']],
  ['bear', ['peluş', 'ayıcık', 'tavşan']],
  ['tram', ['tramvay']],
  ['blocks', ['oyuncak', 'yapboz', 'montessori', 'kodlama', 'tren', 'çocuk']],
  ['record', ['plak']],
  ['book', ['kitap', 'roman', 'pul albümü', 'albüm', 'el yazması']],
  ['coin', ['para', 'madeni', 'koleksiyon']],
  ['frame', ['tablo', 'levha', 'manzara', 'sanat', 'hat ']],
  ['tent', ['çadır', 'kamp']],
  ['desk', ['masa']],
  ['skateboard', ['kaykay']],
  ['bike', ['bisiklet', 'scooter', 'spor']],
  ['basket', ['süpermarket', 'gıda']],
  ['swap', ['takas']],
  ['tag', ['ikinci el', 'fırsat', 'indirim', 'pazarlık']],
  ['gift', ['el yapımı', 'zanaat', 'hediye', 'usta', 'ahşap']],
  ['live', ['mezat', 'canlı']],
];
