/**
 * Listings of the sections (second-hand, craft, swap …): Turkish titles per section, conditions and
 * states, sellers among the seeded users (the demo user sells in every section).
 */
import type { Faker } from '@faker-js/faker';
import { VERTICALS } from '@mocks/verticals/config.ts';
import type { CategoryRecord, BrandRecord } from '../types.ts';
import { seedDaysAgo } from '../clock.ts';
import { FIXED_PRICE_AT, LISTINGS_PER_VERTICAL, NEGOTIABLE_PRICE, sellerAt } from './world.ts';
import type { Condition, ListingRecord, ListingState, VerticalSlug } from '../vertical-types.ts';

/** [title, leaf category name, brand name or null] */
type ListingSeed = readonly [string, string, string | null];

/**
 * Sample texts by section. A section of verticals.yaml that has none here yet is seeded with the
 * second-hand ones (`sampleOf`), so a new section has listings from its first run.
 */
type Samples<T> = { 'second-hand': T } & Partial<Record<VerticalSlug, T>>;
const sampleOf = <T>(samples: Samples<T>, slug: VerticalSlug): T => samples[slug] ?? samples['second-hand'];

const POOLS: Samples<readonly ListingSeed[]> = {
  'second-hand': [
    ['iPhone 12 128 GB, pil sağlığı %86', 'Cep Telefonu', 'Apple'], ['Samsung Galaxy S21, kutulu', 'Cep Telefonu', 'Samsung'],
    ['Az kullanılmış Bluetooth kulaklık', 'Kulaklık', 'JBL'], ['ThinkPad dizüstü bilgisayar, 16 GB RAM', 'Dizüstü Bilgisayar', 'Lenovo'],
    ['Mekanik klavye, kırmızı switch', 'Klavye & Mouse', 'Logitech'], ['Robot süpürge, yedek fırçalı', 'Süpürge', 'Xiaomi'],
    ['Türk kahvesi makinesi, tek fincanlık', 'Türk Kahvesi Makinesi', 'Arzum'], ['Kaşe kaban, 38 beden', 'Kaban & Mont', 'İpekyol'],
    ['Deri omuz çantası, taba', 'Omuz Çantası', 'Koton'], ['Koşu ayakkabısı 42 numara', 'Sneaker', 'Nike'],
    ['Çelik kasa kol saati', 'Kol Saati', 'Casio'], ['Yün halı 160x230', 'Halı', null], ['Döküm tencere seti, 4 parça', 'Tencere Seti', 'Karaca'],
    ['Ahşap eğitici yapboz seti', 'Eğitici Oyuncak', null], ['Lambader, pirinç ayaklı', 'Aydınlatma', null],
  ],
  craft: [
    ['El yapımı Kütahya çini kase', 'Dekorasyon', null], ['El dokuma Uşak kilimi 120x180', 'Halı', null], ['Zeytin ağacı kesme tahtası', 'Mutfak Gereçleri', null],
    ['Bakır cezve, dövme işçilik', 'Demlik & Çaydanlık', null], ['El örgüsü yün hırka', 'Giyim', null], ['Deri el yapımı cüzdan', 'Cüzdan', null],
    ['Telkari gümüş küpe', 'Aksesuar', null], ['Makrome duvar süsü', 'Dekorasyon', null], ['Ebru desenli ipek eşarp', 'Aksesuar', null],
    ['Seramik kahve fincanı takımı, 2 kişilik', 'Türk Kahvesi', null], ['Nakışlı keten masa örtüsü', 'Ev Tekstili', null],
    ['Ahşap oyuncak tren', 'Eğitici Oyuncak', null], ['Doğal zeytinyağlı sabun seti', 'Bebek Bakım', null], ['Cam üfleme nazar boncuğu avize', 'Aydınlatma', null],
  ],
  swap: [
    ['Şehir bisikleti 28 jant, takasa açık', 'Oyuncak', null], ['PlayStation 4 + 2 kol, takas olur', 'Bilgisayar', null], ['Kamp çadırı 4 kişilik', 'Dekorasyon', null],
    ['Elektro gitar ve amfi', 'Elektronik', null], ['Bebek arabası, travel sistem', 'Anne & Çocuk', null], ['Kitap koleksiyonu, 40 roman', 'Dekorasyon', null],
    ['Tablet 10 inç, kılıflı', 'Bilgisayar', null], ['Ahşap çalışma masası', 'Dekorasyon', null], ['Kaykay ve koruyucu set', 'Oyuncak', null],
    ['Analog fotoğraf makinesi', 'Elektronik', null], ['Espresso makinesi', 'Küçük Ev Aletleri', null], ['Kışlık mont, erkek L', 'Giyim', null],
  ],
};

const PROVINCES: readonly (readonly [string, string])[] = [
  ['İstanbul', 'Kadıköy'], ['İstanbul', 'Beşiktaş'], ['Ankara', 'Çankaya'], ['İzmir', 'Karşıyaka'], ['Bursa', 'Nilüfer'], ['Antalya', 'Muratpaşa'], ['Eskişehir', 'Tepebaşı'],
];

/** What sellers add to a title in each section ("pazarlık payı var" only where offers are open, never in swap). */
const NEGOTIABLE_NOTE = 'pazarlık payı var';
const TITLE_NOTES: Samples<readonly string[]> = {
  'second-hand': ['acil', NEGOTIABLE_NOTE, 'temiz', 'faturalı'],
  craft: ['sipariş üzerine', 'kişiye özel', 'sınırlı sayıda'],
  swap: ['takasa açık', 'temiz', 'az kullanıldı'],
};
const DESCRIPTION_NOTES: Samples<readonly string[]> = {
  'second-hand': ['Sigarasız, evcil hayvansız evde kullanıldı.', 'Özenle paketlenip gönderilir, elden teslim de olur.', 'Fotoğraflardaki ürünün aynısıdır; kusuru yoktur.'],
  craft: ['Usta elinden, sınırlı sayıda üretildi.', 'Her parça elde yapıldığı için fotoğraftakinden küçük farklar olabilir.', 'Siparişten sonra 3 iş günü içinde hazırlanıp gönderilir.'],
  swap: ['Sigarasız, evcil hayvansız evde kullanıldı.', 'Benzer değerde ürünlerle takas düşünürüm.', 'Fotoğraflardaki ürünün aynısıdır; kusuru yoktur.'],
};

const CONDITIONS: readonly Condition[] = ['NEW', 'LIKE_NEW', 'GOOD', 'REASONABLE', 'WORN'];
export { LISTINGS_PER_VERTICAL };

function stateFor(index: number, states: readonly ListingState[]): ListingState {
  // Mostly ACTIVE; a few in each other state the section knows.
  const others = states.filter((s) => s !== 'ACTIVE');
  return index % 6 === 5 ? (others[Math.floor(index / 6) % others.length] ?? 'ACTIVE') : 'ACTIVE';
}

export function seedListings(faker: Faker, categories: readonly CategoryRecord[], brands: readonly BrandRecord[], userCount: number, firstId: number): ListingRecord[] {
  const listings: ListingRecord[] = [];
  let id = firstId;
  for (const vertical of VERTICALS) {
    const pool = sampleOf(POOLS, vertical.slug);
    for (let i = 0; i < LISTINGS_PER_VERTICAL; i += 1) {
      const [title, categoryName, brandName] = pool[i % pool.length] ?? ['İlan', 'Dekorasyon', null];
      const category = categories.find((c) => c.name === categoryName) ?? categories.find((c) => c.level === 3);
      const brand = vertical.hasBrand && brandName ? brands.find((b) => b.name === brandName) : undefined;
      const [province, district] = faker.helpers.arrayElement(PROVINCES);
      // Users 1 (demo) and 3.. sell; the demo user has every 8th listing.
      const sellerId = sellerAt(i, userCount);
      const state = stateFor(i, vertical.states);
      const createdAt = faker.date.between({ from: seedDaysAgo(110), to: seedDaysAgo(2) }).toISOString();
      const base = vertical.slug === 'craft' ? 150 : 300;
      listings.push({
        id: id++,
        vertical: vertical.slug,
        sellerId,
        title: i < pool.length ? title : `${title} (${faker.helpers.arrayElement(sampleOf(TITLE_NOTES, vertical.slug).filter((note) => note !== NEGOTIABLE_NOTE || i % 4 !== 3))})`,
        description: `${title}. ${faker.helpers.arrayElement(sampleOf(DESCRIPTION_NOTES, vertical.slug))} Sorularınızı ilan üzerinden sorabilirsiniz.`,
        price: Math.round(faker.number.int({ min: base, max: base * 40 }) / 10) * 10,
        condition: vertical.slug === 'craft' ? 'NEW' : (CONDITIONS[i % CONDITIONS.length] ?? 'GOOD'),
        state,
        categoryId: category?.id ?? 1,
        brandId: brand?.id ?? null,
        properties: [{ name: 'Renk', value: faker.helpers.arrayElement(['Siyah', 'Beyaz', 'Lacivert', 'Kahverengi', 'Yeşil']) }],
        province,
        district,
        shippingPayer: i % 3 === 0 ? 'SELLER' : 'BUYER',
        isOpenNegotiation: i % 4 === 3 ? 'NO' : 'YES',
        imageCount: 1 + (i % 3),
        favoriteCount: faker.number.int({ min: 0, max: 120 }),
        viewCount: faker.number.int({ min: 10, max: 4000 }),
        ...(state === 'REJECTED' ? { rejectReason: 'İlan görselleri ürünü net göstermiyor.' } : {}),
        createdAt,
      });
      // The listings the contract's offer examples name have a known price.
      const last = listings[listings.length - 1];
      if (last && FIXED_PRICE_AT.includes(i)) last.price = NEGOTIABLE_PRICE;
    }
  }
  return listings;
}
