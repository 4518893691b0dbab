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
