/**
 * The blog's articles: each has the structure its title promises — "7 Şey" lists seven things, "10
 * Dekorasyon Fikri" ten ideas, "5 Kuralı" five rules; a guide has its steps, a story its chapters.
 */

/** [heading, paragraph] of one section. */
export type ArticleSection = readonly [string, string];

export interface ArticleSeed {
  /** Blog category (1–4, blog.ts). */
  category: number;
  title: string;
  excerpt: string;
  tags: readonly string[];
  /** Numbered sections when the title promises a count (their number is the count), else plain ones. */
  numbered: boolean;
  sections: readonly ArticleSection[];
}

export const ARTICLE_SEEDS: readonly ArticleSeed[] = [
  {
    category: 1, title: 'Robot Süpürge Alırken Dikkat Edilmesi Gereken 7 Şey', excerpt: 'Emiş gücünden harita özelliğine, doğru robot süpürgeyi seçmenin yolları.', tags: ['robot süpürge', 'elektronik'], numbered: true,
    sections: [
      ['Emiş gücü', 'Halı ağırlıklı evlerde en az 2.500 Pa emiş gücü arayın; yalnızca parke ve seramik için daha düşüğü yeterlidir.'],
      ['Haritalama', 'Lazer (LiDAR) haritalama odaları ilk turda çıkarır, yasak bölge tanımlamanızı ve oda oda temizlik yapmanızı sağlar.'],
      ['Pil ömrü', '120 m² üzerindeki evlerde en az 150 dakikalık pil ve şarj olup kaldığı yerden devam etme özelliği önemlidir.'],
      ['Paspas özelliği', 'Titreşimli ya da dönen paspaslar kuru toz almanın ötesinde gerçek bir silme sağlar; halıyı algılayıp paspası kaldıranları tercih edin.'],
      ['Toz haznesi ve istasyon', 'Kendini boşaltan istasyon, hazneyi haftalarca boşaltmadan kullanmanızı sağlar; torba fiyatlarını da hesaba katın.'],
      ['Yükseklik ve eşikler', 'Cihazın yüksekliğini mobilyalarınızın altıyla, aşabildiği eşik yüksekliğini kapı eşiklerinizle karşılaştırın.'],
      ['Servis ve yedek parça', 'Türkiye\'de yetkili servisi olan, fırça ve filtresi kolay bulunan markalar uzun vadede daha ucuza gelir.'],
    ],
  },
  {
    category: 1, title: 'Türk Kahvesi Makinesi Seçim Rehberi', excerpt: 'Köpüklü bir kahve için hangi makine?', tags: ['kahve', 'mutfak'], numbered: false,
    sections: [
      ['Kaç fincan?', 'Tek kişilik kullanımda tek hazneli makine yeterlidir; kalabalık sofralar için 4 fincanlık ya da çift hazneli modellere bakın.'],
      ['Köpük kontrolü', 'Pişirme sensörlü makineler kahveyi taşmadan, köpüğü kaçmadan tam kıvamında durdurur.'],
      ['Temizlik', 'Çıkarılabilir cezve ve hazne temizliği kolaylaştırır; kireç uyarısı olan modeller ömrü uzatır.'],
    ],
  },
  {
    category: 1, title: 'Kışlık Mont Seçerken Bilmeniz Gerekenler', excerpt: 'Dolgu, kumaş ve kalıp: sıcak tutan mont nasıl anlaşılır?', tags: ['giyim', 'kış'], numbered: false,
    sections: [
      ['Dolgu', 'Kaz tüyü hafif ve çok sıcaktır; sentetik dolgu ıslakta da ısı tutar ve makinede daha kolay yıkanır.'],
      ['Dış kumaş', 'Rüzgâr ve su itici kumaş, dolgunun ısıyı tutmasını sağlar; dikiş yerlerinin bantlı olmasına bakın.'],
      ['Kalıp', 'Altına kalın bir kazak giyeceğinizi düşünerek bedeninizi seçin; kol boyu bileği örtmelidir.'],
    ],
  },
  {
    category: 1, title: 'Kablosuz Kulaklıkta Ses Kalitesi Neye Bağlı?', excerpt: 'Kodekler, sürücüler ve gürültü engelleme üzerine.', tags: ['kulaklık', 'elektronik'], numbered: false,
    sections: [
      ['Kodek', 'AAC ve LDAC gibi kodekler daha fazla veri taşır; telefonunuzun hangi kodeği desteklediğine bakın.'],
      ['Sürücü', 'Sürücü boyutu tek başına belirleyici değildir; ayarı iyi yapılmış küçük bir sürücü de dengeli ses verir.'],
      ['Gürültü engelleme', 'Aktif gürültü engelleme dış sesi bastırarak aynı müziği daha düşük seste, daha net duymanızı sağlar.'],
    ],
  },
  {
    category: 2, title: 'Küçük Balkonlar İçin 10 Dekorasyon Fikri', excerpt: 'Birkaç metrekareyi keyif köşesine çevirin.', tags: ['dekorasyon', 'balkon'], numbered: true,
    sections: [
      ['Katlanır masa', 'Duvara monte katlanır bir masa kahvaltıda açılır, akşam kapanır.'],
      ['Dikey bahçe', 'Duvar saksıları yeri kaplamadan yeşillik getirir.'],
      ['Işık zinciri', 'Sıcak renkli bir ışık zinciri akşamları balkonu salonun devamına çevirir.'],
      ['Minder ve puf', 'Sandalye yerine yer minderi ve puf daha az yer kaplar.'],
      ['Dış mekân halısı', 'Suya dayanıklı bir kilim zemini sıcak gösterir.'],
      ['Korkuluk saksıları', 'Korkuluğa asılan saksılar sardunya ve fesleğen için idealdir.'],
      ['Perde', 'Hafif bir tül hem gölge yapar hem de mahremiyet sağlar.'],
      ['Depolamalı bank', 'İçi dolap olan bir bank hem oturak hem de saklama alanıdır.'],
      ['Tek renk paleti', 'İki ya da üç renkte kalmak küçük alanı daha ferah gösterir.'],
      ['Ayna', 'Dış mekâna uygun bir ayna ışığı ve yeşilliği çoğaltır.'],
    ],
  },
  {
    category: 2, title: 'Nevresim Takımı Nasıl Yıkanır?', excerpt: 'Pamuk ve saten nevresimlerin ömrünü uzatan yıkama önerileri.', tags: ['ev tekstili', 'temizlik'], numbered: false,
    sections: [
      ['Yıkamadan önce', 'Nevresimi ters çevirin, fermuar ve düğmeleri kapatın; koyu renkleri ayrı yıkayın.'],
      ['Sıcaklık ve deterjan', 'Pamuk için 40 °C, saten için 30 °C yeterlidir; çamaşır suyundan kaçının.'],
      ['Kurutma ve ütü', 'Gölgede kurutun; saten nevresimi hafif nemliyken ters yüzünden ütüleyin.'],
    ],
  },
  {
    category: 2, title: 'Mutfakta Düzen: Dolap İçi Organizasyon', excerpt: 'Kavanozlar, etiketler ve raf sistemleriyle düzenli mutfak.', tags: ['mutfak', 'düzen'], numbered: false,
    sections: [
      ['Ayıklayın', 'Son kullanma tarihi geçenleri atın, aynı üründen birden çok açık paket bırakmayın.'],
      ['Kavanoz ve etiket', 'Bakliyatı şeffaf kavanozlara alıp etiketleyin; ne kaldığı bir bakışta görünür.'],
      ['Raf ve sepet', 'Ara raflar ve çekmeceli sepetler dolabın yüksekliğini boşa harcamaz.'],
    ],
  },
  {
    category: 3, title: 'İkinci El İlanınızı Öne Çıkaracak Fotoğraf İpuçları', excerpt: 'Doğal ışık, sade arka plan ve doğru açılar.', tags: ['ikinci el', 'fotoğraf'], numbered: false,
    sections: [
      ['Doğal ışık', 'Pencere kenarında, gün ışığında çekin; flaş renkleri bozar.'],
      ['Sade arka plan', 'Düz bir duvar ya da çarşaf ürünü öne çıkarır.'],
      ['Kusurları da gösterin', 'Çizik ve lekeleri yakından çekmek alıcının güvenini kazanır, iadeyi önler.'],
    ],
  },
  {
    category: 3, title: 'Takasta Güvenli Alışverişin 5 Kuralı', excerpt: 'Teklif verirken ve kabul ederken dikkat edilmesi gerekenler.', tags: ['takas', 'güvenlik'], numbered: true,
    sections: [
      ['Yazışmayı platformda tutun', 'Teklif ve anlaşmayı Çarşı üzerinden yapın; bir sorun olduğunda kayıt elinizde olur.'],
      ['Ürünün durumunu sorun', 'Kusur, kullanım süresi ve fatura durumunu teklif vermeden önce sorun.'],
      ['Değerleri karşılaştırın', 'Benzer ilanların fiyatlarına bakın; fark varsa üstüne para eklemeyi teklifinizde açıkça yazın.'],
      ['Kargoyu kayıt altına alın', 'Gönderiyi takip numarasıyla yapın, paketi açarken video çekin.'],
      ['Kimlik ve ödeme bilgisi paylaşmayın', 'Takas için kart bilgisi, kimlik fotoğrafı ya da şifre gerekmez.'],
    ],
  },
  {
    category: 3, title: 'Pazarlıkta Doğru Teklif Nasıl Verilir?', excerpt: 'İkinci el ilanlarda makul teklifin sırları.', tags: ['pazarlık', 'ikinci el'], numbered: false,
    sections: [
      ['Piyasayı araştırın', 'Aynı ürünün benzer durumdaki ilanlarına bakarak makul bir aralık belirleyin.'],
      ['Gerekçe gösterin', 'Teklifinizi ürünün yaşı ya da eksik aksesuarıyla açıklamak satıcıyı ikna eder.'],
      ['Nazik kalın', 'İlan fiyatının çok altındaki teklifler genelde yanıtsız kalır; %10–15 aralığı makuldür.'],
    ],
  },
  {
    category: 4, title: 'Kütahya Çinisinin Yüzyıllık Yolculuğu', excerpt: 'Fırından vitrine bir çini tabağın hikâyesi.', tags: ['çini', 'zanaat'], numbered: false,
    sections: [
      ['Çamurdan forma', 'Kaolin ve kuvars karışımı çamur elde şekillenir, günlerce kurutulur.'],
      ['Desen ve sır', 'Ustalar deseni önce kâğıda, sonra tabağa aktarır; kobalt mavisi elle boyanır.'],
      ['Fırın', 'İki kez pişirilen tabak, sırrın camlaşmasıyla o parlak görünümünü kazanır.'],
    ],
  },
  {
    category: 4, title: 'Elde Dokunan Kilimlerin Dili', excerpt: 'Motiflerin anlamları ve bir kilimin dokunma süreci.', tags: ['kilim', 'dokuma'], numbered: false,
    sections: [
      ['Motifler', 'Elibelinde bereketi, koçboynuzu gücü, göz kötü bakıştan korunmayı anlatır.'],
      ['Yün ve boya', 'Kök boyayla renklenen yün, yıllar içinde solmadan yumuşar.'],
      ['Tezgâhta', 'Orta boy bir kilim, tek dokuyucunun elinde iki ayı bulur.'],
    ],
  },
  {
    category: 4, title: 'Ahşap Oymacılığında Ustadan Çırağa', excerpt: 'Geleneksel ahşap oyma ustalarıyla söyleşi.', tags: ['ahşap', 'usta'], numbered: false,
    sections: [
      ['Ağacı seçmek', 'Ceviz ve ıhlamur, lifleri düzgün olduğu için oymacıların ilk tercihidir.'],
      ['Aletler', 'Bir ustanın tezgâhında kırktan fazla keski bulunur; her biri ayrı bir kavis içindir.'],
      ['Çırak yetiştirmek', 'Ustalar, bir çırağın kendi desenini oyabilmesi için en az beş yıl gerektiğini söylüyor.'],
    ],
  },
];

/** The article's HTML: the excerpt, its sections (numbered when the title counts them), a closing line. */
export function articleContent(article: ArticleSeed): string {
  const sections = article.sections.map(([heading, text], i) => `<h2>${article.numbered ? `${i + 1}. ` : ''}${heading}</h2><p>${text}</p>`).join('');
  return `<p>${article.excerpt}</p>${sections}<p>Aradığınız ürünleri Çarşı'da karşılaştırabilir, yorumları ve satıcı puanlarını inceleyebilirsiniz.</p>`;
}

/** Minutes to read at about 120 words a minute (Turkish words are long), at least 2. */
export function readingMinutes(html: string): number {
  const words = html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(2, Math.round(words / 120));
}
