/**
 * Marketplace sellers (markets): store name, the province they ship from and the leaf categories they
 * sell — what the name promises (a tea depot sells tea and what it is brewed and served in). Every leaf
 * of the category tree has at least one store (a seed test checks it).
 */
export const SELLER_SEEDS: readonly { name: string; province: string; sells: readonly string[] }[] = [
  { name: 'Anadolu Ev Tekstili', province: 'Denizli', sells: ['Nevresim Takımı', 'Havlu'] },
  { name: 'Boğaziçi Elektronik', province: 'İstanbul', sells: ['Cep Telefonu', 'Kulaklık', 'Türk Kahvesi Makinesi', 'Süpürge'] },
  { name: 'Ege Zeytin Evi', province: 'İzmir', sells: ['Zeytin', 'Bal & Reçel'] },
  { name: 'Kapadokya Mutfak', province: 'Nevşehir', sells: ['Tencere Seti', 'Çay Bardağı', 'Demlik & Çaydanlık'] },
  { name: 'Karadeniz Çay Deposu', province: 'Rize', sells: ['Çay', 'Demlik & Çaydanlık', 'Çay Bardağı'] },
  { name: 'Moda Sokağı', province: 'İstanbul', sells: ['Elbise', 'Gömlek', 'Kaban & Mont', 'Omuz Çantası', 'Kol Saati'] },
  { name: 'Başkent Bilişim', province: 'Ankara', sells: ['Dizüstü Bilgisayar', 'Klavye & Mouse', 'Kulaklık'] },
  { name: 'Uludağ Giyim', province: 'Bursa', sells: ['Tişört', 'Kot Pantolon', 'Takım Elbise', 'Gömlek', 'Kaban & Mont'] },
  { name: 'Akdeniz Oyuncak', province: 'Antalya', sells: ['Eğitici Oyuncak', 'Peluş Oyuncak', 'Bebek Bezi'] },
  { name: 'Konya Halı Sarayı', province: 'Konya', sells: ['Halı', 'Aydınlatma'] },
  { name: 'Gaziantep Lezzet Pazarı', province: 'Gaziantep', sells: ['Türk Kahvesi', 'Bal & Reçel', 'Zeytin'] },
  { name: 'Körfez Ayakkabı', province: 'Kocaeli', sells: ['Sneaker', 'Omuz Çantası', 'Cüzdan'] },
];

/**
 * Users who run a marketplace store (seller side of questions, shipping and invoices). The corporate
 * demo account (user 2) runs the first store; everyone else is only a buyer on the marketplace.
 */
export const STORE_ACCOUNTS: readonly { userId: number; sellerId: number }[] = [{ userId: 2, sellerId: 1 }];
