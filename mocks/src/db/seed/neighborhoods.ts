/** Neighbourhoods of a few districts, keyed by "<plate code>/<district name>". */
export const NEIGHBORHOODS_BY_DISTRICT: Readonly<Record<string, readonly string[]>> = {
  '34/Kadıköy': [
    'Acıbadem', 'Bostancı', 'Caddebostan', 'Caferağa', 'Erenköy', 'Fenerbahçe', 'Feneryolu', 'Fikirtepe', 'Göztepe', 'Hasanpaşa',
    'Koşuyolu', 'Kozyatağı', 'Merdivenköy', 'Moda', 'Osmanağa', 'Rasimpaşa', 'Sahrayıcedit', 'Suadiye', 'Zühtüpaşa',
  ],
  '34/Beşiktaş': [
    'Abbasağa', 'Akat', 'Arnavutköy', 'Bebek', 'Cihannüma', 'Dikilitaş', 'Etiler', 'Gayrettepe', 'Konaklar', 'Kuruçeşme',
    'Levent', 'Levazım', 'Mecidiye', 'Muradiye', 'Nisbetiye', 'Ortaköy', 'Sinanpaşa', 'Türkali', 'Ulus', 'Vişnezade', 'Yıldız',
  ],
  '34/Üsküdar': ['Acıbadem', 'Altunizade', 'Beylerbeyi', 'Çengelköy', 'Kandilli', 'Kuzguncuk', 'Mimar Sinan', 'Salacak', 'Valide-i Atik', 'Ünalan'],
  '6/Çankaya': ['Ayrancı', 'Bahçelievler', 'Balgat', 'Çayyolu', 'Dikmen', 'Emek', 'Kavaklıdere', 'Kızılay', 'Kocatepe', 'Oran', 'Ümitköy', 'Yıldızevler'],
  '35/Konak': ['Alsancak', 'Göztepe', 'Güzelyalı', 'Hatay', 'Kahramanlar', 'Kemeraltı', 'Küçükyalı', 'Mimar Sinan', 'Üçkuyular'],
  '35/Karşıyaka': ['Alaybey', 'Bahariye', 'Bostanlı', 'Donanmacı', 'Mavişehir', 'Nergiz', 'Tersane', 'Yalı'],
  '16/Nilüfer': ['Ataevler', 'Beşevler', 'Fethiye', 'Görükle', 'İhsaniye', 'Konak', 'Özlüce', 'Üçevler'],
  '7/Muratpaşa': ['Fener', 'Güzeloba', 'Kızıltoprak', 'Lara', 'Meltem', 'Şirinyalı', 'Yeşilbahçe'],
};
