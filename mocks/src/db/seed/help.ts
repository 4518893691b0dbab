/** Help-centre articles of a section (spec §3: categories 1–4, sections PRODUCT, CONTRACTS, HELP). */
import type { HelpArticle } from '@carsi/sdk/main-models';

export const HELP_CATEGORY_NAMES: Record<1 | 2 | 3 | 4, string> = {
  1: 'Ürün Özellikleri',
  2: 'Teslimat ve Kargo',
  3: 'Servis ve Teknik Destek',
  4: 'İade ve İptal',
};

const TOPICS: Record<1 | 2 | 3 | 4, [string, string][]> = {
  1: [
    ['İlan açıklamasında nelere yer vermeliyim?', 'Ürünün durumunu, kullanım süresini ve varsa kusurlarını açıkça yazın; alıcılar en çok bu bilgilere bakar.'],
    ['Ürün durumları ne anlama geliyor?', 'Yeni, Yeni Gibi, İyi, Makul ve Yıpranmış seçenekleri ürünün kullanım izlerini anlatır.'],
  ],
  2: [
    ['Kargo ücretini kim öder?', 'İlanda "Kargo alıcıya ait" ya da "Kargo satıcıya ait" seçeneği belirtilir; ödeme adımında toplam tutara yansır.'],
    ['Siparişim ne zaman kargoya verilir?', 'Satıcılar siparişi 3 iş günü içinde kargoya vermekle yükümlüdür; takip numarası Hesabım > Siparişlerim sayfasında görünür.'],
  ],
  3: [
    ['Satıcıya nasıl ulaşırım?', 'İlan sayfasındaki "Satıcıya Sor" alanından soru sorabilirsiniz; cevaplar ilan sayfasında yayımlanır.'],
    ['Hesabım askıya alındı, ne yapmalıyım?', 'Askıya alınan hesaplar için destek@carsi.test adresine yazabilirsiniz.'],
  ],
  4: [
    ['İade talebi nasıl oluşturulur?', 'Teslim aldığınız ürün için Siparişlerim sayfasından "İade Et" adımlarını izleyin; satıcı onayından sonra ürünü geri gönderin.'],
    ['İade bedeli ne zaman hesabıma geçer?', 'Satıcı ürünü teslim aldığını onayladıktan sonra bedel 3–10 iş günü içinde kartınıza iade edilir.'],
  ],
};

export function helpArticles(label: string, section: 'PRODUCT' | 'CONTRACTS' | 'HELP', idBase: number): HelpArticle[] {
  const out: HelpArticle[] = [];
  for (const categoryId of [1, 2, 3, 4] as const) {
    TOPICS[categoryId].forEach(([title, content], i) => {
      out.push({
        id: idBase + categoryId * 10 + i + 1,
        categoryId,
        section,
        title: section === 'CONTRACTS' ? `${label} sözleşmesi: ${title}` : title,
        content: `<p>${content}</p><p>Bu yanıt ${label} bölümü için geçerlidir.</p>`,
        updatedAt: '2025-09-15T09:00:00.000Z',
      });
    });
  }
  return out;
}
