import type { ErrorCode } from '../generated/main/model/errorCode';
import type { OperationId } from '../generated/operations.ts';
import type { VerticalKey } from '../generated/verticals.ts';
// Only the keys: the verticals' list stays out of the runtime's chunk (see scripts/spec/verticals-module.ts).
import { verticalKeys } from '../generated/vertical-keys.ts';

/** Codes the client gives to failures that never reached a server answer. */
export const ClientErrorCode = {
  TIMEOUT: 'CLIENT-TIMEOUT',
  NETWORK: 'CLIENT-NETWORK',
  MALFORMED: 'CLIENT-MALFORMED',
  UNKNOWN: 'CLIENT-UNKNOWN',
} as const;
export type ClientErrorCode = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];
export type AnyErrorCode = ErrorCode | ClientErrorCode;

export const DEFAULT_FAILURE_MESSAGE = 'İşlem başarısız oldu!';
export const DEFAULT_SUCCESS_MESSAGE = 'İşlem başarılı.';

/**
 * The error catalogue of spec §8 in Turkish. Typed by the contract's ErrorCode enum, so a code added
 * to openapi/shared/errors.yaml without a message here fails the type check.
 */
export const errorMessages: Record<ErrorCode, string> & Record<ClientErrorCode, string> = {
  '1000-1000': 'Sunucuda bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  '1000-1001': 'Gerekli bir bilgi eksik.',
  '1000-1002': 'Çok fazla istek gönderildi. Lütfen biraz bekleyip tekrar deneyin.',
  '1000-1003': 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
  '1000-1004': 'İstek geçersiz.',
  '1000-1005': 'Değişiklik yapılmadı.',
  '1000-1006': 'Aradığınız kayıt bulunamadı.',
  '1000-1007': 'Kayıt aynı anda başka bir işlemle değiştirildi. Lütfen sayfayı yenileyip tekrar deneyin.',
  '1000-1008': 'Bu işlem için yetkiniz yok.',
  '1000-1009': 'Geçersiz oturum anahtarı. Lütfen tekrar giriş yapın.',
  '1000-1010': 'Bu e-posta adresiyle kayıtlı bir hesap bulunamadı.',
  '1000-1011': 'Kullanıcı bulunamadı.',
  '1000-1012': 'Şifrenizi sıfırlamak için doğrulama gerekiyor.',
  '1000-1013': 'SMS kodu eşleşmiyor.',
  '1000-1014': 'SMS doğrulama süresi doldu. Lütfen yeni kod isteyin.',
  '1000-1015': 'Bu e-posta adresi zaten kullanılıyor.',
  '1000-1016': 'Girilen bilgiler doğrulanamadı. Lütfen alanları kontrol edin.',
  '1000-1017': 'Google doğrulaması başarısız oldu.',
  '1000-1105': 'Bu kayıt zaten mevcut.',
  '2000-0180': 'E-posta adresi veya şifre hatalı.',
  '2000-0013': 'Stokta yeterli ürün yok.',
  '2000-0014': 'Sepetinizde ürün bulunmuyor.',
  '2000-0015': 'Kupon kodu geçerli değil.',
  '2000-0104': 'Bu ürün için zaten bir iade talebi var.',
  '2000-0084': 'Bu ürün zaten satışta.',
  '2000-0087': 'Ürün zaten favorilerinizde.',
  '2000-0088': 'Ürün favorilerinizde değil.',
  '2000-0045': 'Bu kullanıcıyı zaten takip ediyorsunuz.',
  '2000-0001': 'Telefon numaranız doğrulanmamış.',
  '2000-0003': 'IBAN geçerli değil.',
  '2000-0002': 'TC kimlik numarası veya vergi numarası gerekli.',
  '2000-0006': 'Adres geçersiz.',
  '2000-0023': 'Ödeme zaten gerçekleştirildi.',
  '2000-0055': 'Sepetiniz güncellendi. Lütfen kontrol edip tekrar deneyin.',
  '2000-0056': 'Taksit bilgisi hatalı.',
  '2000-0058': 'Ödeme seçeneği hatalı.',
  '2000-0063': 'Kargo bildirimini geri almak için 1 dakika beklemelisiniz.',
  '2000-0064': 'Kargo bildirimini geri almak için 1 dakika beklemelisiniz.',
  '2000-0067': 'İptal edilecek ürün adedi hatalı.',
  '2000-0071': 'Bu siparişin faturası zaten var.',
  '2000-0052': 'Görsel en az 600x800 piksel olmalıdır.',
  '2000-0096': 'Görsel en az 400x400 piksel olmalıdır.',
  '2000-0035': 'Yalnızca PDF dosyası yükleyebilirsiniz.',
  '2000-0011': 'Dosya yüklemeniz gerekiyor.',
  '2000-0024': 'En az bir dosya yüklemelisiniz.',
  '2000-0039': 'İndirim oranı en fazla %100 olabilir.',
  '2000-0037': 'İndirim oranı en fazla %60 olabilir.',
  '2000-0065': 'Kargo firmasıyla iletişimde bir hata oluştu.',
  '2000-0040': 'Kargo firması şu anda yanıt vermiyor.',
  '2000-0072': 'Ödeme sağlayıcısında bir hata oluştu.',
  '2000-0053': 'Bu hizmet geçici olarak kullanılamıyor.',
  '2000-0057': 'Lütfen daha sonra tekrar deneyin.',
  '2000-0094': 'Mağaza hesabınız senkronize edilemedi.',
  '2000-0095': 'Mağaza hesabınız bağlı değil.',
  '2000-0201': 'Sipariş bulunamadı.',
  '2000-0202': 'Ürün bulunamadı.',
  '2000-0203': 'Kategori bulunamadı.',
  '2000-0204': 'Marka bulunamadı.',
  '2000-0205': 'Adres bulunamadı.',
  '2000-0206': 'İlçe bulunamadı.',
  '2000-0207': 'Mahalle bulunamadı.',
  '2000-0208': 'Kupon bulunamadı.',
  '2000-0209': 'Sözleşme bulunamadı.',
  '2000-0210': 'Fatura bulunamadı.',
  '2000-0211': 'Soru bulunamadı.',
  '2000-0212': 'Değerlendirme bulunamadı.',
  '2000-0213': 'Kampanya sayfası bulunamadı.',
  '2000-0214': 'Sepette böyle bir ürün bulunamadı.',
  '2000-0215': 'Kayıtlı kart bulunamadı.',
  '2000-0216': 'İl bulunamadı.',
  '2000-0217': 'Blog yazısı bulunamadı.',
  '2000-0218': 'Yardım makalesi bulunamadı.',
  '2000-0219': 'Pazarlık teklifi bulunamadı.',
  '2000-0220': 'Takas teklifi bulunamadı.',
  '2000-0221': 'Kargo adresi bulunamadı.',
  '2000-0222': 'İade talebi bulunamadı.',
  '2000-0223': 'Canlı yayın bulunamadı.',
  '2000-0224': 'Yorum bulunamadı.',
  '2000-0225': 'Mağaza bulunamadı.',
  '2000-0226': 'Öne çıkarma paketi bulunamadı.',
  '2000-0227': 'Satıcı bulunamadı.',
  '2000-0228': 'Mezat ürünü bulunamadı.',
  '2000-0301': 'Teklifiniz geçerli en düşük tekliften az. Lütfen en az bir sonraki teklif tutarını girin.',
  '2000-0302': 'Kendi yayınınızdaki ürüne teklif veremezsiniz.',
  '2000-0303': 'Bu ürünün açık artırması kapandı.',
  '2000-0304': 'Bu yayıncı sizi engellediği için teklif veremezsiniz.',
  '2000-0305': 'Teklif vermek için önce mezat sözleşmesini onaylamalısınız.',
  '2000-0401': 'Bu kuponun süresi dolmuş.',
  'CLIENT-TIMEOUT': 'Sunucu zamanında yanıt vermedi. Lütfen tekrar deneyin.',
  'CLIENT-NETWORK': 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.',
  'CLIENT-MALFORMED': 'Sunucudan beklenmeyen bir yanıt geldi.',
  'CLIENT-UNKNOWN': DEFAULT_FAILURE_MESSAGE,
};

export function errorMessageFor(code: string | undefined): string {
  if (code !== undefined && Object.hasOwn(errorMessages, code)) {
    return errorMessages[code as AnyErrorCode];
  }
  return DEFAULT_FAILURE_MESSAGE;
}

/** The operationId prefixes of the families: each section of verticals.yaml, and Mezat's. */
type FamilyPrefix = VerticalKey | 'auction';

/** The vertical families' operations without their prefix: `secondHandCreateNegotiation` → `createNegotiation`. */
type FamilyOperation = OperationId extends infer Id
  ? Id extends `${FamilyPrefix}${infer Rest}`
    ? Uncapitalize<Rest>
    : never
  : never;

const familyPrefixes: readonly FamilyPrefix[] = [...verticalKeys, 'auction'];

/**
 * The success toasts of spec §8, by operationId; one entry covers an operation of every vertical
 * family (`createNegotiation` for second-hand, craft and swap). Keys are typed by the contract, so a
 * renamed operation fails the type check instead of silently falling back to "İşlem başarılı.".
 */
export const successMessages: Readonly<Partial<Record<OperationId | FamilyOperation, string>>> = {
  addFavorite: 'Ürün favorilerinize eklendi.',
  removeFavorite: 'Ürün favorilerinizden çıkarıldı.',
  followSeller: 'Kullanıcı takip ediliyor.',
  unfollowSeller: 'Kullanıcı takipten çıkarıldı.',
  follow: 'Kullanıcı takip ediliyor.',
  unfollow: 'Kullanıcı takipten çıkarıldı.',
  deleteCard: 'Kayıtlı kart silindi.',
  saveCard: 'Kartınız güvenle kaydedildi.',
  banUser: 'Kullanıcı engellendi.',
  unbanUser: 'Engel kaldırıldı.',
  updateUserInformation: 'Profiliniz kaydedildi.',
  updateAddress: 'Adres güncellendi.',
  updateProductRating: 'Güncellendi.',
  updateSellerRating: 'Güncellendi.',
  createReturn: 'İade talebi oluşturuldu.',
  cancelReturn: 'İade talebi iptal edildi.',
  approveReturnBeforeShipping: 'İade talebi onaylandı.',
  approveReturnAfterShipping: 'İade talebi onaylandı.',
  deleteQuestion: 'Soru silindi.',
  answerQuestion: 'Soru cevaplandı.',
  createComment: 'Yorumunuz gönderildi.',
  createNegotiation: 'Teklifiniz gönderildi.',
  updateNegotiationOffer: 'Teklifiniz gönderildi.',
  acceptNegotiation: 'Teklif kabul edildi.',
  rejectNegotiation: 'Teklif reddedildi.',
  createOffer: 'Takas teklifiniz gönderildi.',
  acceptOffer: 'Takas teklifi kabul edildi.',
  rejectOffer: 'Takas teklifi reddedildi.',
  cancelOffer: 'Takas teklifi iptal edildi.',
  createContract: 'Sözleşme onaylandı.',
  reportProduct: 'İlan hakkındaki şikayetiniz gönderildi.',
  deleteProductRating: 'Değerlendirme kaldırıldı.',
  deleteSellerRating: 'Değerlendirme kaldırıldı.',
  createProductRating: 'Değerlendirmeniz alındı; onaylandıktan sonra yayınlanacak.',
  createSellerRating: 'Değerlendirmeniz alındı; onaylandıktan sonra yayınlanacak.',
  deleteProduct: 'Ürün silindi.',
  deleteCargoAddress: 'Kargo bilgisi kaldırıldı.',
  createInvoice: 'Fatura oluşturuldu.',
  uploadSellOrderInvoice: 'Fatura oluşturuldu.',
  deleteInvoice: 'Fatura kaldırıldı.',
  deleteSellOrderInvoice: 'Fatura kaldırıldı.',
  cancelOrder: 'İptal işlemi başarılı.',
  deleteAccount: 'Hesabınız silindi.',
  setProductDiscount: 'İndirim kaydedildi.',
  removeProductDiscount: 'İndirim kaldırıldı.',
};

const isKnown = (key: string): key is keyof typeof successMessages => key in successMessages;

export function successMessageFor(operationId: string | undefined): string {
  if (operationId === undefined) return DEFAULT_SUCCESS_MESSAGE;
  if (isKnown(operationId)) return successMessages[operationId] ?? DEFAULT_SUCCESS_MESSAGE;
  const prefix = familyPrefixes.find((p) => operationId.startsWith(p) && operationId.length > p.length);
  if (prefix) {
    const rest = operationId.slice(prefix.length);
    const generic = rest.charAt(0).toLowerCase() + rest.slice(1);
    if (isKnown(generic)) return successMessages[generic] ?? DEFAULT_SUCCESS_MESSAGE;
  }
  return DEFAULT_SUCCESS_MESSAGE;
}
