/**
 * The content service's data (spec §7: featured_categories, static_pages, main_banner,
 * other_services): fixed Turkish copy, images drawn by the mock's own SVG handler.
 */
import type { ContentFeaturedCategory, ContentMainBanner, ContentOtherService, ContentStaticPage } from '@carsi/sdk/content';
import { verticals } from '@carsi/sdk/verticals';
import { imageOf } from '@mocks/shared/image.ts';

const UPDATED = '2025-10-01T09:00:00.000Z';

const featured: [string, string, ContentFeaturedCategory['platform']][] = [
  ['Kadın', 'kadin', 'MARKETPLACE'],
  ['Erkek', 'erkek', 'MARKETPLACE'],
  ['Ev & Yaşam', 'ev-yasam', 'MARKETPLACE'],
  ['Elektronik', 'elektronik', 'MARKETPLACE'],
  ['Süpermarket', 'supermarket', 'MARKETPLACE'],
  ['İkinci El Fırsatlar', 'ikinci-el', 'SECONDHAND'],
  ['El Yapımı Ürünler', 'zanaat', 'CRAFT'],
  ['Takasa Açık İlanlar', 'takas', 'SWAP'],
];

/** The shop's home of a platform: Mezat's, or a section's from verticals.yaml. */
const PLATFORM_HOME: Record<string, string> = { AUCTION: '/mezat', ...Object.fromEntries(verticals.map((v) => [v.platform, v.route])) };
const homeOf = (platform: string): string => PLATFORM_HOME[platform] ?? '/';

export const FEATURED_CATEGORIES: readonly ContentFeaturedCategory[] = featured.map(([name, slug, platform], i) => {
  const image = imageOf('categories', `one-cikan-${slug}`, name, 400, 400);
  return {
    id: i + 1,
    name,
    slug,
    image,
    link: (platform && PLATFORM_HOME[platform]) ?? `/kategori/${slug}`,
    ...(platform ? { platform } : {}),
    order: i + 1,
  };
});

const page = (slug: string, title: string, metaDescription: string, paragraphs: string[]): ContentStaticPage => ({
  slug,
  title,
  content: `<h1>${title}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`,
  metaDescription,
  updatedAt: UPDATED,
});

export const STATIC_PAGES: readonly ContentStaticPage[] = [
  page('hakkimizda', 'Hakkımızda', 'Çarşı; pazar yeri, ikinci el, takas, mezat ve zanaat bölümleriyle çok kategorili bir alışveriş platformudur.', [
    'Çarşı, Türkiye\'nin dört bir yanındaki satıcıları ve alıcıları tek bir çatı altında buluşturur.',
    'Pazar yerinde yeni ürünler, Pazar bölümünde ikinci el ilanlar, Takas\'ta değiş tokuş, Mezat\'ta canlı açık artırmalar ve Zanaat\'ta el yapımı ürünler bulabilirsiniz.',
  ]),
  page('gizlilik-politikasi', 'Gizlilik Politikası', 'Kişisel verilerinizin nasıl işlendiğini öğrenin.', [
    'Kişisel verileriniz 6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında işlenir.',
    'Verileriniz yalnızca siparişlerinizin teslimi, ödeme güvenliği ve yasal yükümlülükler için kullanılır.',
  ]),
  page('kvkk-aydinlatma-metni', 'KVKK Aydınlatma Metni', 'Kişisel verilerin korunması hakkında aydınlatma metni.', [
    'Veri sorumlusu sıfatıyla Çarşı, kimlik, iletişim ve işlem bilgilerinizi açık rızanız doğrultusunda işler.',
    'Haklarınızı kullanmak için kvkk@carsi.test adresine başvurabilirsiniz.',
  ]),
  page('mesafeli-satis-sozlesmesi', 'Mesafeli Satış Sözleşmesi', 'Çarşı üzerinden yapılan satışların sözleşme koşulları.', [
    'Alıcı, teslim tarihinden itibaren 14 gün içinde cayma hakkını kullanabilir.',
    'Cayma hakkı kullanıldığında ürün bedeli 10 iş günü içinde iade edilir.',
  ]),
  page('iade-ve-degisim', 'İade ve Değişim', 'İade ve değişim koşulları.', [
    'Teslim aldığınız ürünü 14 gün içinde Hesabım > Siparişlerim sayfasından iade edebilirsiniz.',
    'İade kargo ücreti, ürün kusurlu ise satıcıya aittir.',
  ]),
  page('cerez-politikasi', 'Çerez Politikası', 'Çerezleri nasıl kullandığımız.', [
    'Oturumunuzu açık tutmak ve sepetinizi hatırlamak için zorunlu çerezler kullanırız.',
  ]),
  page('iletisim', 'İletişim', 'Çarşı müşteri hizmetlerine ulaşın.', [
    'Müşteri hizmetlerimize hafta içi 09:00–18:00 arasında 0850 000 00 00 numarasından ulaşabilirsiniz.',
    'E-posta: destek@carsi.test',
  ]),
];

const banner = (id: number, title: string, subtitle: string, slug: string, link: string, startsAt: string, endsAt: string): ContentMainBanner => ({
  id,
  title,
  subtitle,
  image: imageOf('banners', `ana-${slug}`, title, 1440, 400, subtitle),
  mobileImage: imageOf('banners', `ana-${slug}-mobil`, title, 750, 750, subtitle),
  link,
  order: id,
  startsAt,
  endsAt,
});

export const MAIN_BANNERS: readonly ContentMainBanner[] = [
  banner(1, 'Kış İndirimi Başladı', 'Mutfak ve ev tekstilinde %40\'a varan indirim', 'kis-indirimi', '/kampanya/kis-indirimi', '2025-01-01T00:00:00.000Z', '2030-12-31T23:59:59.000Z'),
  banner(2, 'Elektronikte Efsane Günler', 'Kulaklık, süpürge ve daha fazlası', 'efsane-gunler', '/kampanya/efsane-gunler', '2025-01-01T00:00:00.000Z', '2030-12-31T23:59:59.000Z'),
  banner(3, 'İkinci El, İlk Tercih', 'Az kullanılmış ürünler güvenli ödemeyle Pazar\'da', 'pazar', homeOf('SECONDHAND'), '2025-01-01T00:00:00.000Z', '2030-12-31T23:59:59.000Z'),
  banner(4, 'Bu Akşam Mezat\'ta', 'Antika ve koleksiyon ürünleri canlı açık artırmada', 'mezat', homeOf('AUCTION'), '2025-01-01T00:00:00.000Z', '2030-12-31T23:59:59.000Z'),
  banner(5, 'Ustasından El Emeği', 'Seramik, dokuma ve ahşap ürünler Zanaat\'ta', 'zanaat', homeOf('CRAFT'), '2025-01-01T00:00:00.000Z', '2030-12-31T23:59:59.000Z'),
];

const service = (id: number, name: string, description: string, link: string, platform: ContentOtherService['platform']): ContentOtherService => ({
  id,
  name,
  description,
  icon: imageOf('services', `${id}`, name, 200, 200),
  link,
  ...(platform ? { platform } : {}),
  order: id,
});

export const OTHER_SERVICES: readonly ContentOtherService[] = [
  service(1, 'Pazar', 'İkinci el al, sat', homeOf('SECONDHAND'), 'SECONDHAND'),
  service(2, 'Takas', 'Eşyanı değiş tokuş et', homeOf('SWAP'), 'SWAP'),
  service(3, 'Mezat', 'Canlı açık artırmalar', homeOf('AUCTION'), 'AUCTION'),
  service(4, 'Zanaat', 'El yapımı ürünler', homeOf('CRAFT'), 'CRAFT'),
  service(5, 'Kurumsal Satış', 'Şirketiniz için toplu alım', '/hesabim', 'COMPANY'),
  service(6, 'Blog', 'İpuçları ve alışveriş rehberleri', '/blog', undefined),
];
