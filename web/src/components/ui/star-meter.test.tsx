import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarMeter } from './star-meter.tsx';

describe('StarMeter', () => {
  it('names the score for screen readers when it is the only place the score is said', () => {
    render(<StarMeter value={4} label="5 üzerinden 4 puan" />);
    expect(screen.getByRole('img', { name: '5 üzerinden 4 puan' }).dataset.score).toBe('4');
  });

  it('is hidden from screen readers when the text beside it says the score', () => {
    const { container } = render(<StarMeter value={3.44} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it.each([
    [3.44, '3.5', '70%'],
    [3.2, '3', '60%'],
    [5.4, '5', '100%'],
    [-1, '0', '0%'],
  ])('fills %s stars to the nearest half (%s stars, %s of the row)', (value, shown, fill) => {
    const { container } = render(<StarMeter value={value} />);
    const meter = container.firstElementChild as HTMLElement;
    expect(meter.dataset.score).toBe(shown);
    expect(meter.style.getPropertyValue('--star-fill')).toBe(fill);
  });
});
