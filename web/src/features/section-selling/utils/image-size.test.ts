import { errorMessageFor } from '@carsi/sdk/runtime';
import { describe, expect, it } from 'vitest';
import { imageSizeProblem } from './image-size.ts';

const tooSmall = errorMessageFor('2000-0096');
const belowPortrait = errorMessageFor('2000-0052');

describe('imageSizeProblem', () => {
  it('uses the catalogue messages, the same the server would answer', () => {
    expect(tooSmall).toBe('Görsel en az 400x400 piksel olmalıdır.');
    expect(belowPortrait).toBe('Görsel en az 600x800 piksel olmalıdır.');
  });

  it('accepts 600x800 and anything larger', () => {
    expect(imageSizeProblem({ width: 600, height: 800 })).toBeUndefined();
    expect(imageSizeProblem({ width: 1200, height: 1600 })).toBeUndefined();
    expect(imageSizeProblem({ width: 800, height: 800 })).toBeUndefined();
  });

  it('refuses below 400 on either side with 2000-0096 and below 600x800 with 2000-0052', () => {
    expect(imageSizeProblem({ width: 399, height: 1000 })).toBe(tooSmall);
    expect(imageSizeProblem({ width: 1000, height: 399 })).toBe(tooSmall);
    expect(imageSizeProblem({ width: 400, height: 400 })).toBe(belowPortrait);
    expect(imageSizeProblem({ width: 599, height: 800 })).toBe(belowPortrait);
    expect(imageSizeProblem({ width: 600, height: 799 })).toBe(belowPortrait);
  });

  it('agrees with the server rule at every size on a grid around the limits', () => {
    for (let width = 380; width <= 620; width += 20) {
      for (let height = 380; height <= 820; height += 20) {
        const expected = width < 400 || height < 400 ? tooSmall : width < 600 || height < 800 ? belowPortrait : undefined;
        expect(imageSizeProblem({ width, height })).toBe(expected);
      }
    }
  });
});
