/**
 * Auction categories and the live-auction service's broadcasts (spec §7: list by category, detail
 * by id), with the bids behind every lot's bid count. Times are relative to the seed's "now"
 * (db/clock.ts): one broadcast per category is on air, one starts tomorrow evening, one ended yesterday.
 */
import type { Faker } from '@faker-js/faker';
import type { Category } from '@carsi/sdk/main-models';
import type { LiveBroadcastDetail } from '@carsi/sdk/live';
import { imageOf } from '@mocks/shared/image.ts';
import { DAY_MS, HOUR_MS, SEED_NOW_MS } from '../clock.ts';
import { CONTENT } from './world.ts';
import type { BidRecord } from './auction-state.ts';

const MINUTE_MS = 60 * 1000;
const STEP = 50;
/** Seeded members who bid (never the demo, never the host). */
const BIDDERS = Array.from({ length: 22 }, (_, i) => i + 3);

const AUCTION_CATEGORIES: [string, string, string[]][] = [
  ['Antika', 'antika', ['Osmanlı Dönemi Bakır Sahan', 'Gümüş Kahve Fincanı Zarfı', 'Pirinç Şamdan Çifti', 'El Yazması Dua Kitabı']],
  ['Koleksiyon', 'koleksiyon', ['Cumhuriyet Dönemi Hatıra Parası', '1970\'ler Plak Koleksiyonu', 'Eski Pul Albümü', 'Tenekeden Oyuncak Tramvay']],
  ['Halı & Kilim', 'hali-kilim', ['Uşak Yün Halı 200x300', 'Kayseri İpek Seccade', 'Sivas Kilimi', 'Hereke Duvar Halısı']],
  ['Saat & Takı', 'saat-taki', ['Köstekli Cep Saati', 'Telkari Gümüş Bilezik', 'Mineli Broş', 'Akik Taşlı Yüzük']],
  ['Sanat', 'sanat', ['Yağlı Boya İstanbul Manzarası', 'Ebru Tablo', 'Hat Sanatı Levha', 'Çini Tabak']],
];

export interface AuctionSeed {
  categories: Category[];
  broadcasts: LiveBroadcastDetail[];
  /** Every bid behind the lots' bid counts, oldest first. */
  bids: BidRecord[];
}

/** When broadcast b (0 live, 1 scheduled, 2 ended) of category c starts. */
function startOf(c: number, b: number): number {
  if (b === 0) return SEED_NOW_MS - (40 + c * 10) * MINUTE_MS;
  if (b === 1) return SEED_NOW_MS + DAY_MS + (1 + (c % 3)) * HOUR_MS;
  return SEED_NOW_MS - DAY_MS - (2 + (c % 3)) * HOUR_MS;
}

/** Who hosts broadcast b (0–2) of category c: seeded users 3…; the demo user (1) hosts two. */
export function hostOf(c: number, b: number): number {
  if ((c === 0 && b === 1) || (c === 1 && b === 2)) return 1;
  return 3 + ((c * 3 + b) % 20);
}

export function seedAuction(faker: Faker, hostName: (userId: number) => string): AuctionSeed {
  const categories: Category[] = AUCTION_CATEGORIES.map(([name, slug], i) => ({
    id: i + 1,
    name,
    slug,
    parentId: null,
    level: 1,
    image: imageOf('categories', `mezat-${slug}`, name, 400, 400),
    productCount: 0,
  }));
  const broadcasts: LiveBroadcastDetail[] = [];
  const bids: BidRecord[] = [];
  let lotId = 1;
  AUCTION_CATEGORIES.forEach(([categoryName, slug, lotTitles], c) => {
    for (let b = 0; b < 3; b += 1) {
      const id = 300 + c * 3 + b + 1;
      const status = b === 0 ? 'LIVE' : b === 1 ? 'SCHEDULED' : 'ENDED';
      const startsAt = startOf(c, b);
      const endedAt = startsAt + 90 * MINUTE_MS;
      const hostId = hostOf(c, b);
      const name = hostName(hostId);
      const bidders = BIDDERS.filter((u) => u !== hostId);
      const lots = lotTitles.map((title, n) => {
        const thisLot = lotId++;
        let startPrice = faker.number.int({ min: 5, max: 80 }) * 100;
        let bidCount = status === 'SCHEDULED' ? 0 : faker.number.int({ min: 0, max: 12 });
        // The contract's bid example: the first lot stands at 3 500 TL, the next bid is 3 550 TL.
        if (thisLot === CONTENT.lot.id) {
          startPrice = CONTENT.lot.nextBid - 21 * STEP;
          bidCount = 21;
        }
        // On air, the first lot is being bid on and the others wait their turn; an ended broadcast sold its lots one by one.
        const biddingFrom = status === 'LIVE' ? startsAt + 5 * MINUTE_MS : startsAt + n * 20 * MINUTE_MS;
        const biddingUntil = status === 'LIVE' ? SEED_NOW_MS - MINUTE_MS : biddingFrom + 18 * MINUTE_MS;
        const placed = status === 'LIVE' && n > 0 ? 0 : bidCount;
        for (let k = 0; k < placed; k += 1) {
          const userId = bidders[(thisLot * 7 + k * 3) % bidders.length] ?? 3;
          bids.push({
            id: bids.length + 1,
            lotId: thisLot,
            userId,
            nickname: hostName(userId),
            amount: startPrice + k * STEP,
            placedAt: new Date(biddingFrom + Math.floor(((k + 1) / (placed + 1)) * (biddingUntil - biddingFrom))).toISOString(),
          });
        }
        return {
          id: thisLot,
          title,
          image: imageOf('live', `lot-${c + 1}-${n + 1}`, title, 600, 600),
          startPrice,
          currentPrice: placed > 0 ? startPrice + (placed - 1) * STEP : startPrice,
          minIncrement: STEP,
          bidCount: placed,
          sold: status === 'ENDED' && placed > 0,
          ...(status === 'LIVE' ? { endsAt: new Date(SEED_NOW_MS + (10 + n * 15) * MINUTE_MS).toISOString() } : {}),
        };
      });
      broadcasts.push({
        id,
        title: `${categoryName} Mezatı — ${['Akşam Oturumu', 'Hafta Sonu Özel', 'Kapanış Mezatı'][b] ?? 'Oturum'}`,
        description: `${categoryName} kategorisinde ${lots.length} parça, uzman eşliğinde canlı açık artırma.`,
        status,
        categoryId: c + 1,
        categoryName,
        host: { id: hostId, name, avatar: imageOf('avatars', `uye-${hostId}`, name, 200, 200), followerCount: faker.number.int({ min: 40, max: 9000 }) },
        cover: imageOf('live', `${slug}-${id}`, `${categoryName} canlı mezat`, 1280, 720),
        startsAt: new Date(startsAt).toISOString(),
        ...(status === 'ENDED' ? { endedAt: new Date(endedAt).toISOString() } : {}),
        viewerCount: status === 'LIVE' ? faker.number.int({ min: 20, max: 1500 }) : 0,
        lots,
      });
    }
  });
  for (const category of categories) category.productCount = broadcasts.filter((b) => b.categoryId === category.id).reduce((n, b) => n + b.lots.length, 0);
  return { categories, broadcasts, bids };
}
