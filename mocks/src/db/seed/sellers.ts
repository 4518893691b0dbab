/** Marketplace sellers (markets): store name and the province they ship from. */
export const SELLER_SEEDS: readonly { name: string; province: string }[] = [
  { name: 'Anadolu Ev Tekstili', province: 'Denizli' },
  { name: 'Boğaziçi Elektronik', province: 'İstanbul' },
  { name: 'Ege Zeytin Evi', province: 'İzmir' },
  { name: 'Kapadokya Mutfak', province: 'Nevşehir' },
  { name: 'Karadeniz Çay Deposu', province: 'Rize' },
  { name: 'Moda Sokağı', province: 'İstanbul' },
  { name: 'Başkent Bilişim', province: 'Ankara' },
  { name: 'Uludağ Giyim', province: 'Bursa' },
  { name: 'Akdeniz Oyuncak', province: 'Antalya' },
  { name: 'Konya Halı Sarayı', province: 'Konya' },
  { name: 'Gaziantep Lezzet Pazarı', province: 'Gaziantep' },
  { name: 'Körfez Ayakkabı', province: 'Kocaeli' },
];

/**
 * Users who run a marketplace store (seller side of questions, shipping and invoices). The corporate
 * demo account (user 2) runs the first store; everyone else is only a buyer on the marketplace.
 */
export const STORE_ACCOUNTS: readonly { userId: number; sellerId: number }[] = [{ userId: 2, sellerId: 1 }];
