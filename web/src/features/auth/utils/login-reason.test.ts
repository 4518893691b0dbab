import { describe, expect, it } from 'vitest';
import { loginReason } from './login-reason.ts';

describe('loginReason', () => {
  it('tells a shopper sent from "Ödemeye geç" that logging in completes the order and keeps cart and coupon', () => {
    for (const target of ['/odeme', '/pazar/odeme', '/zanaat/odeme?teklif=4']) {
      expect(loginReason(target)).toMatch(/^Siparişinizi tamamlamak için giriş yapın\..*kuponunuzu ödeme adımında/);
    }
  });

  it('says the shopper comes back to the page they left, and nothing without a redirect', () => {
    expect(loginReason('/urun/1')).toBe('Devam etmek için giriş yapın; ardından kaldığınız sayfaya dönersiniz.');
    expect(loginReason('/odeme/tamamlandi/4')).not.toMatch(/Siparişinizi/);
    expect(loginReason(undefined)).toBeUndefined();
  });
});
