/**
 * Help-centre articles of the main shop and Mezat, served by the content service (the second-hand,
 * craft and swap families keep theirs in seed/help.ts). Spec §3: categories 1–4 in the sections
 * PRODUCT, CONTRACTS and HELP.
 */
import type { ContentHelpArticle, ContentHelpPlatform } from '@carsi/sdk/content';

type Section = ContentHelpArticle['section'];
type Category = 1 | 2 | 3 | 4;
/** One article: its help section, category, question and answer (paragraphs). */
type Topic = [Section, Category, string, string[]];

const UPDATED_AT = '2026-10-01T09:00:00.000Z';

const MARKETPLACE: Topic[] = [
  ['PRODUCT', 1, 'Ürünün orijinal olduğunu nasıl anlarım?', ['Çarşı’daki mağazalar yalnızca faturalı ve orijinal ürün satabilir.', 'Ürün sayfasında mağazanın satıcı puanını, ürünün değerlendirmelerini ve soru-cevaplarını inceleyebilirsiniz.']],
  ['PRODUCT', 1, 'Beden ve ölçü bilgisini nerede bulurum?', ['Ürün sayfasındaki “Ürün özellikleri” bölümünde ölçüler ve beden tablosu yer alır.', 'Emin olamadığınızda “Soru ve cevaplar” bölümünden mağazaya sorabilirsiniz.']],
  ['PRODUCT', 2, 'Kargom nerede, siparişimi nasıl takip ederim?', ['Hesabım > Siparişlerim sayfasında siparişinizi açın. Kargoya verilen siparişlerde kargo firması ve takip numarası görünür.', 'Takip numarasıyla kargo firmasının sayfasından paketinizin nerede olduğunu ve tahmini teslim gününü görebilirsiniz.']],
  ['PRODUCT', 2, 'Siparişim ne zaman kargoya verilir?', ['Mağazalar siparişi en geç 3 iş günü içinde kargoya verir; ürün sayfasında “Tahmini kargoya teslim” süresi yazar.', 'Sipariş kargoya verildiğinde size e-posta gönderilir ve durumu “Kargoda” olarak güncellenir.']],
  ['PRODUCT', 2, 'Kargo ücreti ne kadar, ne zaman bedava olur?', ['Kargo bedava sınırını aşan sepetlerde kargo ücretsizdir; altında kalan sepetlerde kargo ücreti sepet özetinde ve ödeme adımında gösterilir.']],
  ['PRODUCT', 3, 'Ürünüm arızalı çıktı, ne yapmalıyım?', ['Garanti kapsamındaki ürünler için faturanızla yetkili servise başvurabilirsiniz.', 'Teslimattan sonraki 14 gün içinde Siparişlerim sayfasından “İade et” adımıyla iade talebi de oluşturabilirsiniz.']],
  ['PRODUCT', 3, 'Mağazaya nasıl soru sorarım?', ['Ürün sayfasındaki “Soru ve cevaplar” bölümünden giriş yaparak soru sorabilirsiniz; mağazanın cevabı aynı bölümde yayımlanır.']],
  ['PRODUCT', 4, 'Siparişimi nasıl iptal ederim?', ['Henüz kargoya verilmemiş siparişleri Hesabım > Siparişlerim sayfasından “İptal et” ile iptal edebilirsiniz; ödemeniz kartınıza iade edilir.', 'Kargoya verilmiş siparişler iptal edilemez; teslim aldıktan sonra iade talebi oluşturabilirsiniz.']],
  ['PRODUCT', 4, 'İade kargo ücretini kim öder?', ['Kusurlu, hasarlı ya da yanlış gönderilen ürünlerde iade kargo ücreti mağazaya aittir.', 'Cayma hakkıyla yapılan iadelerde mağazanın anlaşmalı kargo koduyla gönderim ücretsizdir.']],
  ['HELP', 1, 'İndirim kuponu nasıl kullanılır?', ['Kuponunuzu sepetteki ya da ödeme sayfasındaki “Kupon kodu” alanına yazıp “Uygula”ya basın; “Kuponlarım” listesinden tek dokunuşla da uygulayabilirsiniz.', 'Süresi dolmuş kuponlar ve sepet tutarının yetmediği kuponlar listede nedeniyle birlikte gösterilir.']],
  ['HELP', 2, 'Teslimat adresimi nasıl değiştiririm?', ['Hesabım > Adreslerim sayfasından yeni adres ekleyebilir ya da kayıtlı adresinizi düzenleyebilirsiniz.', 'Kargoya verilmemiş bir siparişin adresini değiştirmek için mağazaya soru sorarak ulaşın.']],
  ['HELP', 3, 'Şifremi unuttum, ne yapmalıyım?', ['Giriş sayfasındaki “Şifremi unuttum” bağlantısından e-posta adresinizi yazın; kayıtlı bir hesap varsa şifre sıfırlama kodu gönderilir.']],
  ['HELP', 4, 'İade bedeli ne zaman hesabıma geçer?', ['Mağaza iade edilen ürünü teslim alıp onayladıktan sonra bedel 3–10 iş günü içinde ödeme yaptığınız karta iade edilir.']],
  ['CONTRACTS', 1, 'Mesafeli satış sözleşmesi nedir?', ['Sipariş verdiğinizde mağazayla aranızda kurulan, ürünü, fiyatı, teslimatı ve cayma hakkını anlatan sözleşmedir.', 'Onaylanan sözleşme sipariş detayınızda saklanır.']],
  ['CONTRACTS', 2, 'Teslim süresi sözleşmede nasıl belirlenir?', ['Ön bilgilendirme formunda yazan süre, ürünün kargoya verilme süresidir; teslimat bu süreye kargo firmasının taşıma süresi eklenerek gerçekleşir.']],
  ['CONTRACTS', 3, 'Kişisel verilerim nasıl korunur?', ['Kişisel verileriniz KVKK aydınlatma metninde anlatılan amaçlarla işlenir; ayrıntılar sayfanın altındaki “KVKK Aydınlatma Metni” bağlantısındadır.']],
  ['CONTRACTS', 4, 'Cayma hakkımı nasıl kullanırım?', ['Ürünü teslim aldığınız günden itibaren 14 gün içinde gerekçe göstermeden cayma hakkınızı kullanabilirsiniz.', 'Siparişlerim sayfasından iade talebi oluşturmanız yeterlidir.']],
];

const AUCTION: Topic[] = [
  ['PRODUCT', 1, 'Açılış fiyatı ve teklif adımı ne demek?', ['Açılış fiyatı bir ürüne verilebilecek ilk tekliftir. Sonraki her teklif güncel fiyatın en az bir teklif adımı üstünde olmalıdır.', 'Yayın sayfasında “Sonraki geçerli teklif” tutarı her zaman yazar.']],
  ['PRODUCT', 1, 'Mezattaki ürünlerin durumu nasıl belirtilir?', ['Yayıncı her ürünün durumunu, kusurlarını ve varsa ekspertiz bilgisini yayın açıklamasında ve canlı yayında gösterir.']],
  ['PRODUCT', 2, 'Kazandığım ürün ne zaman kargoya verilir?', ['Açık artırmayı kazandığınız ürün, ödemeniz onaylandıktan sonra en geç 3 iş günü içinde kargoya verilir.', 'Kargo takip numarası Mezat hesabınızdaki alışveriş detayında görünür; paketinizin nerede olduğunu buradan izleyebilirsiniz.']],
  ['PRODUCT', 2, 'Mezat ürünlerinde kargo ücretini kim öder?', ['Kargo ücreti yayın açıklamasında belirtilir; belirtilmemişse alıcıya aittir ve ödeme adımında gösterilir.']],
  ['PRODUCT', 3, 'Canlı yayın açılmıyor, ne yapmalıyım?', ['Sayfadaki “Yayına yeniden bağlan” düğmesine basın; sorun sürerse internet bağlantınızı ve tarayıcınızın güncel olduğunu kontrol edin.']],
  ['PRODUCT', 3, 'Teklifim neden kabul edilmedi?', ['Teklif, sonraki geçerli tekliften düşükse, açık artırma kapandıysa ya da yayıncı sizi engellediyse kabul edilmez; nedeni teklif alanının altında yazar.']],
  ['PRODUCT', 4, 'Mezatta aldığım ürünü iade edebilir miyim?', ['Canlı açık artırmada alınan ürünlerde cayma hakkı yoktur; ancak ürün açıklamadan farklı ya da hasarlı geldiyse teslimattan sonraki 3 gün içinde destek@carsi.test adresine yazın.']],
  ['PRODUCT', 4, 'Verdiğim teklifi geri alabilir miyim?', ['Hayır. Verilen her teklif bağlayıcıdır; bu yüzden teklif tutarını göndermeden önce kontrol edin.']],
  ['HELP', 1, 'Nasıl teklif veririm?', ['Giriş yapıp mezat sözleşmesini onayladıktan sonra yayın sayfasındaki teklif alanına tutarı yazın ya da “öner” düğmesiyle sonraki geçerli teklifi seçin.']],
  ['HELP', 3, 'Bir yayıncıyı nasıl engellerim?', ['Yayıncının profilinden “Engelle”yi seçin; engellediğiniz yayıncıların listesi Mezat hesabınızdadır ve engeli oradan kaldırabilirsiniz.']],
  ['CONTRACTS', 1, 'Mezat katılım sözleşmesi neleri kapsar?', ['Tekliflerin bağlayıcı olduğunu, kazanılan ürünün ödeme süresini ve yayın kurallarını anlatır; ilk teklifinizden önce onaylamanız gerekir.']],
  ['CONTRACTS', 4, 'Ödemesi yapılmayan kazanılmış ürünlere ne olur?', ['Kazanılan ürünün ödemesi 48 saat içinde yapılmazsa satış iptal edilir ve hesabınızın mezata katılımı kısıtlanabilir.']],
];

const TOPICS: Record<ContentHelpPlatform, { idBase: number; topics: Topic[] }> = {
  MARKETPLACE: { idBase: 10_000, topics: MARKETPLACE },
  AUCTION: { idBase: 20_000, topics: AUCTION },
};
const SECTIONS: readonly Section[] = ['PRODUCT', 'CONTRACTS', 'HELP'];

/** The articles of one area and help section, with ids stable across runs. */
export function shopHelpArticles(platform: ContentHelpPlatform, section: Section): ContentHelpArticle[] {
  const { idBase, topics } = TOPICS[platform];
  const counters = new Map<Category, number>();
  return topics
    .filter(([s]) => s === section)
    .map(([, categoryId, title, paragraphs]) => {
      const n = (counters.get(categoryId) ?? 0) + 1;
      counters.set(categoryId, n);
      return {
        id: idBase + SECTIONS.indexOf(section) * 100 + categoryId * 10 + n,
        categoryId,
        section,
        title,
        content: paragraphs.map((p) => `<p>${p}</p>`).join(''),
        updatedAt: UPDATED_AT,
      };
    });
}
