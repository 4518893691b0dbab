import { describe, expect, it } from 'vitest';
import { earlierFirst, newerFirst } from './timestamps.ts';

describe('store timestamps', () => {
  const times = ['2025-11-11T23:28:21.570Z', '2024-12-31T23:59:59.999Z', '2025-02-01T10:00:00.000Z', '2025-11-11T23:28:21.571Z', '2025-10-28T10:00:00.000Z'];

  it('sorts ISO timestamps in time order, across years, months and milliseconds', () => {
    const byTime = [...times].sort((a, b) => Date.parse(a) - Date.parse(b));
    expect([...times].sort(earlierFirst)).toEqual(byTime);
    expect([...times].sort(newerFirst)).toEqual([...byTime].reverse());
  });

  it('keeps equal instants where they were (a stable sort sees 0)', () => {
    expect(earlierFirst('2025-11-01T12:00:00.000Z', '2025-11-01T12:00:00.000Z')).toBe(0);
    expect(newerFirst('2025-11-01T12:00:00.000Z', '2025-11-01T12:00:00.000Z')).toBe(0);
  });
});
