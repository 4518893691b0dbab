import { storeToken } from '@carsi/sdk/runtime';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { enterText } from '@/testing/enter-text.ts';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { AiSuggest } from './ai-suggest.tsx';

const suggestion = {
  product: { id: 41, title: 'Akıllı telefon 128 GB', slug: 'akilli-telefon-128-gb', price: 9500, images: [] },
  reason: 'Anlattığınız özelliklere uyuyor.',
  matchScore: 90,
};

describe('AiSuggest', { timeout: 20_000 }, () => {
  beforeEach(() => {
    storeToken('tok-0123456789abcdef');
    refreshSession();
  });

  it('lists each suggestion as an item of its list, and a pick fills the listing', async () => {
    const user = userEvent.setup();
    fakeBackend(() => ok({ suggestions: [suggestion] }));
    const onPick = vi.fn();
    renderWithProviders(<AiSuggest categories={[]} onPick={onPick} />);
    await enterText(user, screen.getByLabelText('Ürününüzü kısaca anlatın'), 'Az kullanılmış akıllı telefon, kutulu');
    await user.click(screen.getByRole('button', { name: 'Öneri al' }));
    const list = await screen.findByRole('list', { name: 'Yapay zekâ önerileri' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: /^Akıllı telefon 128 GB/ }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ title: 'Akıllı telefon 128 GB' }));
  });
});
