/**
 * What kind of goods a leaf category holds. Questions shoppers ask (and stores answer) depend on it:
 * a dress is asked about its sizes, tea about its date, a phone about its warranty.
 */
export type ProductFamily = 'clothing' | 'shoes' | 'leather' | 'watch' | 'kitchen' | 'textile' | 'decor' | 'electronics' | 'appliance' | 'food' | 'toys' | 'baby';

export const LEAF_FAMILY: Readonly<Record<string, ProductFamily>> = {
  Elbise: 'clothing',
  Gömlek: 'clothing',
  'Kaban & Mont': 'clothing',
  Tişört: 'clothing',
  'Kot Pantolon': 'clothing',
  'Takım Elbise': 'clothing',
  Sneaker: 'shoes',
  'Omuz Çantası': 'leather',
  Cüzdan: 'leather',
  'Kol Saati': 'watch',
  'Çay Bardağı': 'kitchen',
  'Demlik & Çaydanlık': 'kitchen',
  'Tencere Seti': 'kitchen',
  'Nevresim Takımı': 'textile',
  Havlu: 'textile',
  Halı: 'decor',
  Aydınlatma: 'decor',
  'Cep Telefonu': 'electronics',
  Kulaklık: 'electronics',
  'Dizüstü Bilgisayar': 'electronics',
  'Klavye & Mouse': 'electronics',
  'Türk Kahvesi Makinesi': 'appliance',
  Süpürge: 'appliance',
  'Bal & Reçel': 'food',
  Zeytin: 'food',
  Çay: 'food',
  'Türk Kahvesi': 'food',
  'Eğitici Oyuncak': 'toys',
  'Peluş Oyuncak': 'toys',
  'Bebek Bezi': 'baby',
};

/** A question and the store's answer to that very question. */
export type QuestionAnswer = readonly [question: string, answer: string];

/** Questions any product gets. */
export const COMMON_QA: readonly QuestionAnswer[] = [
  ['Ürün orijinal mi?', 'Merhaba, sattığımız tüm ürünler orijinaldir ve faturalı gönderilir.'],
  ['Kargoya ne zaman verilir?', 'Merhaba, saat 15.00\'e kadar verilen siparişler aynı gün kargoya verilir.'],
  ['Faturalı gönderim yapıyor musunuz?', 'Merhaba, evet; faturanız siparişinizle birlikte e-posta adresinize de gönderilir.'],
];

/** Questions of one kind of goods, answered as its store would. */
export const FAMILY_QA: Readonly<Record<ProductFamily, readonly QuestionAnswer[]>> = {
  clothing: [
    ['Bedenler kalıbına göre mi?', 'Merhaba, kalıplarımız standarttır; her zamanki bedeninizi seçebilirsiniz.'],
    ['Kumaşı terletir mi?', 'Merhaba, kumaşı nefes alan pamuk karışımlıdır, terletmez.'],
  ],
  shoes: [
    ['Numaralar dar mı geliyor?', 'Merhaba, numaralar standarttır; geniş ayaklı müşterilerimize bir numara büyük öneriyoruz.'],
    ['Tabanı kaymaz mı?', 'Merhaba, kauçuk tabanı kaymaz özelliklidir.'],
  ],
  leather: [
    ['Hakiki deri mi?', 'Merhaba, evet, ürünümüz %100 hakiki deridir.'],
    ['Kaç bölmesi var?', 'Merhaba, iki ana bölmesi ve bir fermuarlı iç cebi vardır.'],
  ],
  watch: [
    ['Suya dayanıklı mı?', 'Merhaba, 5 ATM suya dayanıklıdır; elinizi yıkarken çıkarmanıza gerek yoktur.'],
    ['Saatin garanti belgesi var mı?', 'Merhaba, saatimiz 2 yıl distribütör garantilidir; garanti belgesi kutusundadır.'],
  ],
  kitchen: [
    ['Bulaşık makinesinde yıkanabilir mi?', 'Merhaba, evet, bulaşık makinesinde güvenle yıkayabilirsiniz.'],
    ['İndüksiyon ocakta kullanılır mı?', 'Merhaba, tabanı indüksiyon dahil tüm ocaklara uygundur.'],
  ],
  textile: [
    ['Kaç derecede yıkanmalı?', 'Merhaba, 40 derecede, benzer renklerle yıkamanızı öneririz.'],
    ['Yıkayınca çeker mi?', 'Merhaba, ön yıkamalı pamuktan üretildiği için çekme yapmaz.'],
  ],
  decor: [
    ['Ölçüleri tam olarak nedir?', 'Merhaba, ölçüler ürün adında yazdığı gibidir; ±2 cm tolerans olabilir.'],
    ['Rengi fotoğraftaki gibi mi?', 'Merhaba, fotoğraflar gün ışığında çekildi; renk birebir aynıdır.'],
  ],
  electronics: [
    ['Garantisi var mı?', 'Merhaba, ürün 2 yıl Türkiye resmi distribütör garantilidir.'],
    ['Kutusunda şarj aleti var mı?', 'Merhaba, kutudan kablo çıkar; adaptör ayrıca satılmaktadır.'],
  ],
  appliance: [
    ['Garanti süresi ne kadar?', 'Merhaba, ürün 2 yıl üretici garantilidir; yetkili servis ağı tüm Türkiye\'dedir.'],
    ['Yedek parçası bulunur mu?', 'Merhaba, yedek parçalar yetkili servislerden ve mağazamızdan temin edilebilir.'],
  ],
  food: [
    ['Son kullanma tarihi ne zaman?', 'Merhaba, gönderdiğimiz ürünlerin son kullanma tarihi en az 12 ay sonradır.'],
    ['Paketi vakumlu mu?', 'Merhaba, evet, tazeliğini korumak için vakumlu ambalajda gönderiyoruz.'],
  ],
  toys: [
    ['Kaç yaş için uygun?', 'Merhaba, ürün adında yazan yaş grubu için uygundur ve CE belgelidir.'],
    ['Parçaları küçük mü?', 'Merhaba, parçalar yutulamayacak büyüklüktedir; yine de küçük çocuklar yetişkin gözetiminde oynamalıdır.'],
  ],
  baby: [
    ['Hassas cilde uygun mu?', 'Merhaba, dermatolojik olarak test edilmiştir, hassas ciltlere uygundur.'],
    ['Kaç adet var?', 'Merhaba, paket içeriği ürün adında ve ambalajda yazan adettir.'],
  ],
};
