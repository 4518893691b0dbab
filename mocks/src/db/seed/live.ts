/**
 * Auction categories and the live-auction service's broadcasts (spec §7: list by category, detail
 * by id). Start times are relative to a fixed day so the seed stays deterministic.
 */
import type { Faker } from '@faker-js/faker';
import type { Category } from '@carsi/sdk/main-models';
import type { LiveBroadcastDetail } from '@carsi/sdk/live';
import { imageOf } from '../../views/image.ts';

const AUCTION_CATEGORIES: [string, string, string[]][] = [
  ['Antika', 'antika', ['Osmanlı Dönemi Bakır Sahan', 'Gümüş Kahve Fincanı Zarfı', 'Pirinç Şamdan Çifti', 'El Yazması Dua Kitabı']],
  ['Koleksiyon', 'koleksiyon', ['Cumhuriyet Dönemi Hatıra Parası', '1970\'ler Plak Koleksiyonu', 'Eski Pul Albümü', 'Tenekeden Oyuncak Tramvay']],
  ['Halı & Kilim', 'hali-kilim', ['Uşak Yün Halı 200x300', 'Kayseri İpek Seccade', 'Sivas Kilimi', 'Hereke Duvar Halısı']],
  ['Saat & Takı', 'saat-taki', ['Köstekli Cep Saati', 'Telkari Gümüş Bilezik', 'Mineli Broş', 'Akik Taşlı Yüzük']],
  ['Sanat', 'sanat', ['Yağlı Boya İstanbul Manzarası', 'Ebru Tablo', 'Hat Sanatı Levha', 'Çini Tabak']],
];

export const LIVE_DAY = '2025-11-22';

export interface AuctionSeed {
  categories: Category[];
  broadcasts: LiveBroadcastDetail[];
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
  let lotId = 1;
  AUCTION_CATEGORIES.forEach(([categoryName, slug, lotTitles], c) => {
    for (let b = 0; b < 3; b += 1) {
      const id = 300 + c * 3 + b + 1;
      const status = b === 0 ? 'LIVE' : b === 1 ? 'SCHEDULED' : 'ENDED';
      const hour = 18 + b;
      const hostId = hostOf(c, b);
      const name = hostName(hostId);
      const lots = lotTitles.map((title, n) => {
        const startPrice = faker.number.int({ min: 5, max: 80 }) * 100;
        const bidCount = status === 'SCHEDULED' ? 0 : faker.number.int({ min: 0, max: 25 });
        return {
          id: lotId++,
          title,
          image: imageOf('live', `lot-${c + 1}-${n + 1}`, title, 600, 600),
          startPrice,
          currentPrice: startPrice + bidCount * 50,
          minIncrement: 50,
          bidCount,
          sold: status === 'ENDED' && bidCount > 0,
          ...(status === 'LIVE' ? { endsAt: `${LIVE_DAY}T${hour}:${String(15 + n * 10).padStart(2, '0')}:00.000Z` } : {}),
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
        startsAt: `${LIVE_DAY}T${hour}:00:00.000Z`,
        ...(status === 'ENDED' ? { endedAt: `${LIVE_DAY}T${hour + 1}:30:00.000Z` } : {}),
        viewerCount: status === 'LIVE' ? faker.number.int({ min: 20, max: 1500 }) : 0,
        lots,
      });
    }
  });
  for (const category of categories) category.productCount = broadcasts.filter((b) => b.categoryId === category.id).reduce((n, b) => n + b.lots.length, 0);
  return { categories, broadcasts };
}
