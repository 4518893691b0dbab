import { paths, sectionPaths } from '@/config/paths.ts';

const checkoutPages = [paths.checkout.getHref(), ...Object.values(sectionPaths).map((section) => section.checkout.getHref())];

/**
 * Why a visitor was sent to the login page, from where they will go after it: paying needs an account
 * (and the cart moves into it), anything else comes back to the page they left.
 */
export function loginReason(redirectTo: string | undefined): string | undefined {
  if (redirectTo === undefined) return undefined;
  const pathname = redirectTo.split(/[?#]/, 1)[0] ?? '';
  if (checkoutPages.includes(pathname)) {
    return 'Siparişinizi tamamlamak için giriş yapın. Sepetinizdeki ürünler hesabınıza aktarılır; indirim kuponunuzu ödeme adımında kullanabilirsiniz.';
  }
  return 'Devam etmek için giriş yapın; ardından kaldığınız sayfaya dönersiniz.';
}
