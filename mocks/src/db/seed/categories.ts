/**
 * The marketplace category tree (3 levels). Each leaf names the products it sells, the brands that
 * make them and a TRY price range, so generated titles read like a Turkish shop's.
 */
export interface LeafSeed {
  name: string;
  /** Product kinds, e.g. "Çay Bardağı Seti". */
  kinds: readonly string[];
  /** Variants appended to titles ("6'lı", "Lacivert", "XL"). */
  variants: readonly string[];
  brands: readonly string[];
  priceRange: readonly [number, number];
}

export interface GroupSeed {
  name: string;
  leaves: readonly LeafSeed[];
}

export interface TopSeed {
  name: string;
  groups: readonly GroupSeed[];
}

const colours = ['Siyah', 'Beyaz', 'Lacivert', 'Bej', 'Haki', 'Bordo', 'Gri', 'Ekru'] as const;
const sizes = ['S', 'M', 'L', 'XL'] as const;

export const CATEGORY_TREE: readonly TopSeed[] = [
  {
    name: 'Kadın',
    groups: [
      {
        name: 'Giyim',
        leaves: [
          { name: 'Elbise', kinds: ['Midi Boy Keten Elbise', 'Çiçek Desenli Viskon Elbise', 'Kruvaze Yaka Triko Elbise'], variants: colours, brands: ['Koton', 'LC Waikiki', 'Mavi', 'İpekyol'], priceRange: [349, 1899] },
          { name: 'Gömlek', kinds: ['Oversize Poplin Gömlek', 'Saten Gömlek', 'Keten Karışımlı Gömlek'], variants: colours, brands: ['Koton', 'Mavi', 'DeFacto'], priceRange: [249, 999] },
          { name: 'Kaban & Mont', kinds: ['Kaşe Kaban', 'Şişme Mont', 'Trençkot'], variants: colours, brands: ['İpekyol', 'Koton', 'Network'], priceRange: [1299, 5999] },
        ],
      },
      {
        name: 'Ayakkabı & Çanta',
        leaves: [
          { name: 'Sneaker', kinds: ['Günlük Sneaker', 'Kalın Tabanlı Spor Ayakkabı', 'Deri Sneaker'], variants: ['36', '37', '38', '39', '40'], brands: ['Hotiç', 'Derimod', 'Kinetix'], priceRange: [599, 2899] },
          { name: 'Omuz Çantası', kinds: ['Deri Omuz Çantası', 'Baget Çanta', 'Hasır Plaj Çantası'], variants: colours, brands: ['Derimod', 'Hotiç', 'Koton'], priceRange: [299, 2499] },
        ],
      },
    ],
  },
  {
    name: 'Erkek',
    groups: [
      {
        name: 'Giyim',
        leaves: [
          { name: 'Tişört', kinds: ['Basic Pamuklu Tişört', 'Polo Yaka Tişört', 'Baskılı Oversize Tişört'], variants: sizes, brands: ['Mavi', 'LC Waikiki', 'Kiğılı', 'DeFacto'], priceRange: [149, 699] },
          { name: 'Kot Pantolon', kinds: ['Slim Fit Kot Pantolon', 'Regular Fit Jean', 'Straight Kesim Denim'], variants: ['30/32', '32/32', '34/32', '36/34'], brands: ['Mavi', 'Koton', 'Colin’s'], priceRange: [499, 1799] },
          { name: 'Takım Elbise', kinds: ['Slim Fit Takım Elbise', 'Yün Karışımlı Takım', 'Yelekli Takım Elbise'], variants: ['46', '48', '50', '52'], brands: ['Kiğılı', 'Altınyıldız Classics', 'Network'], priceRange: [2999, 11999] },
        ],
      },
      {
        name: 'Aksesuar',
        leaves: [
          { name: 'Kol Saati', kinds: ['Çelik Kordon Kol Saati', 'Deri Kayışlı Analog Saat', 'Kronograf Saat'], variants: ['Gümüş', 'Siyah', 'Rose Gold'], brands: ['Casio', 'Ferrucci', 'Armani Exchange'], priceRange: [899, 8999] },
          { name: 'Cüzdan', kinds: ['Hakiki Deri Cüzdan', 'Kartlık', 'Fermuarlı Uzun Cüzdan'], variants: ['Siyah', 'Taba', 'Kahverengi'], brands: ['Derimod', 'Kiğılı'], priceRange: [199, 1199] },
        ],
      },
    ],
  },
  {
    name: 'Ev & Yaşam',
    groups: [
      {
        name: 'Mutfak Gereçleri',
        leaves: [
          { name: 'Çay Bardağı', kinds: ['Çay Bardağı Seti', 'İnce Belli Çay Bardağı', 'Bambu Kapaklı Çay Bardağı'], variants: ["6'lı", "12'li", "Tabaklı 6'lı"], brands: ['Paşabahçe', 'Lav', 'Karaca'], priceRange: [89, 699] },
          { name: 'Demlik & Çaydanlık', kinds: ['Çelik Çaydanlık Takımı', 'Porselen Demlikli Çaydanlık', 'Elektrikli Çay Makinesi'], variants: ['2 L', '2,5 L', 'Bakır', 'İnox'], brands: ['Karaca', 'Korkmaz', 'Arzum', 'Schafer'], priceRange: [449, 3499] },
          { name: 'Tencere Seti', kinds: ['Granit Tencere Seti', 'Çelik Tencere Seti', 'Döküm Güveç'], variants: ["7 Parça", "9 Parça", "12 Parça"], brands: ['Korkmaz', 'Emsan', 'Hascevher', 'Karaca'], priceRange: [999, 6999] },
        ],
      },
      {
        name: 'Ev Tekstili',
        leaves: [
          { name: 'Nevresim Takımı', kinds: ['Pamuk Saten Nevresim Takımı', 'Ranforce Nevresim Takımı', 'Çift Kişilik Nevresim Seti'], variants: ['Çift Kişilik', 'Tek Kişilik', 'King Size'], brands: ['Taç', 'English Home', 'Madame Coco'], priceRange: [599, 2799] },
          { name: 'Havlu', kinds: ['Pamuklu Banyo Havlusu', 'Peştemal', 'Havlu Seti'], variants: ["2'li", "4'lü", '50x90 cm', '70x140 cm'], brands: ['Özdilek', 'English Home', 'Taç'], priceRange: [129, 899] },
        ],
      },
      {
        name: 'Dekorasyon',
        leaves: [
          { name: 'Halı', kinds: ['Kilim Desenli Salon Halısı', 'Yıkanabilir Kaymaz Halı', 'Jüt Halı'], variants: ['80x150 cm', '120x180 cm', '160x230 cm'], brands: ['Merinos', 'Sanat Halı'], priceRange: [799, 7999] },
          { name: 'Aydınlatma', kinds: ['Rattan Avize', 'Ahşap Abajur', 'Mozaik Cam Lamba'], variants: ['Naturel', 'Siyah', 'Renkli'], brands: ['Avonni', 'Lambader'], priceRange: [399, 3499] },
        ],
      },
    ],
  },
  {
    name: 'Elektronik',
    groups: [
      {
        name: 'Telefon & Aksesuar',
        leaves: [
          { name: 'Cep Telefonu', kinds: ['Akıllı Telefon 128 GB', 'Akıllı Telefon 256 GB', 'Katlanabilir Telefon'], variants: ['Siyah', 'Mavi', 'Titanyum'], brands: ['Samsung', 'Apple', 'Xiaomi', 'Reeder'], priceRange: [8999, 79999] },
          { name: 'Kulaklık', kinds: ['Kablosuz Kulak İçi Kulaklık', 'Gürültü Önleyici Kulaklık', 'Bluetooth Kulak Üstü Kulaklık'], variants: ['Siyah', 'Beyaz'], brands: ['JBL', 'Sony', 'Xiaomi', 'Apple'], priceRange: [499, 12999] },
        ],
      },
      {
        name: 'Bilgisayar',
        leaves: [
          { name: 'Dizüstü Bilgisayar', kinds: ['Dizüstü Bilgisayar 15.6"', 'Oyun Bilgisayarı 16"', 'Ultrabook 14"'], variants: ['8 GB RAM', '16 GB RAM', '32 GB RAM'], brands: ['Casper', 'Lenovo', 'Asus', 'HP'], priceRange: [17999, 89999] },
          { name: 'Klavye & Mouse', kinds: ['Mekanik Oyuncu Klavyesi', 'Kablosuz Mouse', 'Türkçe Q Klavye Mouse Seti'], variants: ['Siyah', 'Beyaz', 'RGB'], brands: ['Logitech', 'Rampage', 'Everest'], priceRange: [249, 3999] },
        ],
      },
      {
        name: 'Küçük Ev Aletleri',
        leaves: [
          { name: 'Türk Kahvesi Makinesi', kinds: ['Türk Kahvesi Makinesi', 'Köpük Kontrollü Kahve Makinesi', 'Çift Hazneli Kahve Makinesi'], variants: ['Krem', 'Siyah', 'Kırmızı'], brands: ['Arzum', 'Fakir', 'Karaca', 'Beko'], priceRange: [1199, 4999] },
          { name: 'Süpürge', kinds: ['Dikey Şarjlı Süpürge', 'Robot Süpürge', 'Toz Torbasız Süpürge'], variants: ['Gri', 'Siyah', 'Beyaz'], brands: ['Arçelik', 'Fakir', 'Dyson', 'Vestel'], priceRange: [2499, 24999] },
        ],
      },
    ],
  },
  {
    name: 'Süpermarket',
    groups: [
      {
        name: 'Kahvaltılık',
        leaves: [
          { name: 'Bal & Reçel', kinds: ['Süzme Çiçek Balı', 'Kestane Balı', 'Vişne Reçeli'], variants: ['450 g', '850 g', '1 kg'], brands: ['Balparmak', 'Koska', 'Tamek'], priceRange: [99, 899] },
          { name: 'Zeytin', kinds: ['Gemlik Siyah Zeytin', 'Yeşil Çizik Zeytin', 'Kahvaltılık Zeytin'], variants: ['500 g', '1 kg', '2 kg'], brands: ['Marmarabirlik', 'Tariş', 'Kristal'], priceRange: [89, 549] },
        ],
      },
      {
        name: 'İçecek',
        leaves: [
          { name: 'Çay', kinds: ['Siyah Dökme Çay', 'Tiryaki Çay', 'Bergamot Aromalı Çay'], variants: ['500 g', '1 kg', '2 kg'], brands: ['Çaykur', 'Doğuş', 'Lipton'], priceRange: [99, 599] },
          { name: 'Türk Kahvesi', kinds: ['Orta Kavrulmuş Türk Kahvesi', 'Damla Sakızlı Türk Kahvesi', 'Menengiç Kahvesi'], variants: ['100 g', '250 g', '500 g'], brands: ['Kurukahveci Mehmet Efendi', 'Tchibo', 'Selamlique'], priceRange: [79, 449] },
        ],
      },
    ],
  },
  {
    name: 'Anne & Çocuk',
    groups: [
      {
        name: 'Oyuncak',
        leaves: [
          { name: 'Eğitici Oyuncak', kinds: ['Ahşap Yapboz', 'Montessori Oyuncak Seti', 'Kodlama Robotu'], variants: ['3+ Yaş', '5+ Yaş', '8+ Yaş'], brands: ['Matrax', 'Fen Bilimleri', 'Lego'], priceRange: [149, 2499] },
          { name: 'Peluş Oyuncak', kinds: ['Peluş Ayıcık', 'Uyku Arkadaşı Peluş', 'Dev Peluş Tavşan'], variants: ['30 cm', '50 cm', '80 cm'], brands: ['Sunman', 'Neco'], priceRange: [99, 999] },
        ],
      },
      {
        name: 'Bebek Bakım',
        leaves: [
          { name: 'Bebek Bezi', kinds: ['Bebek Bezi Jumbo Paket', 'Külot Bez', 'Yenidoğan Bebek Bezi'], variants: ['3 Numara', '4 Numara', '5 Numara'], brands: ['Prima', 'Sleepy', 'Molfix'], priceRange: [299, 1299] },
        ],
      },
    ],
  },
];
