import { describe, expect, it } from 'vitest';
import { isDrawnPicture } from './images.ts';

describe('isDrawnPicture', () => {
  it("knows the backend's pictures, on any host, and nothing else", () => {
    expect(isDrawnPicture(new Request('http://localhost:5173/images/products/12-1.svg?t=Elbise&w=320'))).toBe(true);
    expect(isDrawnPicture(new Request('https://api.carsi.example/images/services/1.svg'))).toBe(true);
    expect(isDrawnPicture(new Request('http://localhost:5173/api/marketplace/cart'))).toBe(false);
    expect(isDrawnPicture(new Request('http://localhost:5173/images/products'))).toBe(false);
    expect(isDrawnPicture(new Request('http://localhost:5173/api/user/images/1/2/3'))).toBe(false);
  });
});
