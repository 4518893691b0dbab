/** Blog categories and articles (spec §7 Blog), fixed Turkish copy. */
import type { BlogArticle, BlogCategory } from '@carsi/sdk/main-models';
import { imageOf } from '../../views/image.ts';
import { slugify } from '../slug.ts';

const CATEGORIES: [string, string][] = [
  ['Alışveriş Rehberi', 'Neyi, nasıl seçmeli? Ürün karşılaştırmaları ve öneriler.'],
  ['Ev & Yaşam', 'Evinizi güzelleştirecek fikirler.'],
  ['İkinci El & Takas', 'Eşyalarınıza ikinci bir hayat verin.'],
  ['Zanaat Hikâyeleri', 'Ustalar ve el emeği ürünlerin hikâyeleri.'],
];

const ARTICLES: [number, string, string, string[]][] = [
  [1, 'Robot Süpürge Alırken Dikkat Edilmesi Gereken 7 Şey', 'Emiş gücünden harita özelliğine, doğru robot süpürgeyi seçmenin yolları.', ['robot süpürge', 'elektronik']],
  [1, 'Türk Kahvesi Makinesi Seçim Rehberi', 'Köpüklü bir kahve için hangi makine?', ['kahve', 'mutfak']],
  [1, 'Kışlık Mont Seçerken Bilmeniz Gerekenler', 'Dolgu, kumaş ve kalıp: sıcak tutan mont nasıl anlaşılır?', ['giyim', 'kış']],
  [1, 'Kablosuz Kulaklıkta Ses Kalitesi Neye Bağlı?', 'Kodekler, sürücüler ve gürültü engelleme üzerine.', ['kulaklık', 'elektronik']],
  [2, 'Küçük Balkonlar İçin 10 Dekorasyon Fikri', 'Birkaç metrekareyi keyif köşesine çevirin.', ['dekorasyon', 'balkon']],
  [2, 'Nevresim Takımı Nasıl Yıkanır?', 'Pamuk ve saten nevresimlerin ömrünü uzatan yıkama önerileri.', ['ev tekstili', 'temizlik']],
  [2, 'Mutfakta Düzen: Dolap İçi Organizasyon', 'Kavanozlar, etiketler ve raf sistemleriyle düzenli mutfak.', ['mutfak', 'düzen']],
  [3, 'İkinci El İlanınızı Öne Çıkaracak Fotoğraf İpuçları', 'Doğal ışık, sade arka plan ve doğru açılar.', ['ikinci el', 'fotoğraf']],
  [3, 'Takasta Güvenli Alışverişin 5 Kuralı', 'Teklif verirken ve kabul ederken dikkat edilmesi gerekenler.', ['takas', 'güvenlik']],
  [3, 'Pazarlıkta Doğru Teklif Nasıl Verilir?', 'İkinci el ilanlarda makul teklifin sırları.', ['pazarlık', 'ikinci el']],
  [4, 'Kütahya Çinisinin Yüzyıllık Yolculuğu', 'Fırından vitrine bir çini tabağın hikâyesi.', ['çini', 'zanaat']],
  [4, 'Elde Dokunan Kilimlerin Dili', 'Motiflerin anlamları ve bir kilimin dokunma süreci.', ['kilim', 'dokuma']],
  [4, 'Ahşap Oymacılığında Ustadan Çırağa', 'Geleneksel ahşap oyma ustalarıyla söyleşi.', ['ahşap', 'usta']],
];

const AUTHORS = ['Elif Demir', 'Can Aydın', 'Zeynep Arslan', 'Mert Öztürk'];

export interface BlogSeed {
  blogCategories: BlogCategory[];
  articles: BlogArticle[];
}

export function seedBlog(): BlogSeed {
  const blogCategories: BlogCategory[] = CATEGORIES.map(([name, description], i) => ({
    id: i + 1,
    name,
    slug: slugify(name),
    description,
    articleCount: ARTICLES.filter(([c]) => c === i + 1).length,
  }));
  const articles = ARTICLES.map(([categoryId, title, excerpt, tags], i): BlogArticle => {
    const category = blogCategories[categoryId - 1] ?? blogCategories[0];
    if (!category) throw new Error('no blog category');
    const day = String(28 - i * 2).padStart(2, '0');
    const publishedAt = `2025-10-${day}T08:00:00.000Z`;
    const slug = slugify(title);
    return {
      id: i + 1,
      title,
      slug,
      excerpt,
      cover: imageOf('blog', slug, title, 1200, 630),
      category,
      author: AUTHORS[i % AUTHORS.length] ?? 'Çarşı Editör',
      publishedAt,
      updatedAt: publishedAt,
      readingMinutes: 3 + (i % 5),
      content: `<p>${excerpt}</p><h2>Neden önemli?</h2><p>Doğru seçim hem bütçenizi hem de zamanınızı korur. Bu yazıda Çarşı editörleri olarak en çok sorulan soruları yanıtladık.</p><h2>Özetle</h2><p>Alışverişten önce ihtiyaçlarınızı listeleyin, yorumları okuyun ve satıcı puanlarını karşılaştırın.</p>`,
      tags,
    };
  });
  return { blogCategories, articles };
}
