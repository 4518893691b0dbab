import { describe, expect, it } from 'vitest';
import * as main from '@carsi/sdk/main';
import { sectionApi, sectionOfPath, swapApi } from './section-api.ts';

describe('sectionApi', () => {
  it('hands each section its own family of generated hooks under neutral names', () => {
    expect(sectionApi('secondHand').useGetCart).toBe(main.useSecondHandGetCart);
    expect(sectionApi('craft').useGetCart).toBe(main.useCraftGetCart);
    expect(sectionApi('swap').useCreateProduct).toBe(main.useSwapCreateProduct);
    expect(swapApi().useCreateOffer).toBe(main.useSwapCreateOffer);
  });

  it('has no hook a family does not have', () => {
    expect((sectionApi('secondHand') as unknown as Record<string, unknown>).useCreateOffer).toBeUndefined();
    expect((sectionApi('craft') as unknown as Record<string, unknown>).useNoSuchOperation).toBeUndefined();
  });

  it('knows the section of a path', () => {
    expect(sectionOfPath('/pazar/hesabim')).toBe('secondHand');
    expect(sectionOfPath('/takas/ilan/3')).toBe('swap');
    expect(sectionOfPath('/zanaat')).toBe('craft');
    expect(sectionOfPath('/mezat')).toBeUndefined();
    expect(sectionOfPath('/sepetim')).toBeUndefined();
  });
});
