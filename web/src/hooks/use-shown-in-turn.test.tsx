import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useShownInTurn } from './use-shown-in-turn.ts';

function Rows({ titles }: { titles: string[] }) {
  const shown = useShownInTurn(titles.length);
  return (
    <ul>
      {titles.slice(0, shown).map((title) => (
        <li key={title}>{title}</li>
      ))}
    </ul>
  );
}

const shownTitles = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('useShownInTurn', () => {
  it('shows the first part at once and the others one by one, in order, until all are there', async () => {
    const seen: string[][] = [];
    const observer = new MutationObserver(() => seen.push(shownTitles() as string[]));
    observer.observe(document.body, { childList: true, subtree: true });
    render(<Rows titles={['Haftanın Fırsatları', 'Çok Satanlar', 'Yeni Gelenler']} />);
    expect(shownTitles()).toEqual(['Haftanın Fırsatları']);
    await waitFor(() => expect(shownTitles()).toEqual(['Haftanın Fırsatları', 'Çok Satanlar', 'Yeni Gelenler']));
    observer.disconnect();
    expect(seen.map((titles) => titles.length)).toContain(2);
  });

  it('goes on when the list grows after the first parts were shown', async () => {
    const { rerender } = render(<Rows titles={['Çok Satanlar']} />);
    expect(shownTitles()).toEqual(['Çok Satanlar']);
    rerender(<Rows titles={['Çok Satanlar', 'Yeni Gelenler']} />);
    await waitFor(() => expect(shownTitles()).toEqual(['Çok Satanlar', 'Yeni Gelenler']));
  });

  it('shows nothing for an empty list', () => {
    render(<Rows titles={[]} />);
    expect(shownTitles()).toEqual([]);
  });
});
