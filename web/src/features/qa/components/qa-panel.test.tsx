import * as control from '@carsi/mocks/control';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BottomBar } from '@/components/ui/bottom-bar.tsx';
import { AtPhoneWidth } from '@/testing/phone-width.tsx';
import { renderWithProviders } from '@/testing/test-utils.tsx';
import { QaPanel } from './qa-panel.tsx';

const { clearFaults, listFaults, setFaults } = control;

// The panel's drawer loads lazily on the first press; loaded here, so a busy machine's first transform of
// its form (MUI's autocomplete and menus) is not counted against the tests' waits.
beforeAll(() => import('./qa-panel-drawer.tsx'), 60_000);
afterEach(() => clearFaults());

describe('QA panel', () => {
  it("names the mock backend's world the page answers from", () => {
    renderWithProviders(<QaPanel control={control} />);
    expect(screen.getByRole('complementary', { name: 'Test araçları' }).textContent).toContain('Dünya: varsayılan.');
  });

  it('adds a catalogue error for one call and shows it in Turkish', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QaPanel control={control} />);
    await user.click(screen.getByRole('button', { name: /^Test paneli/ }));
    expect(await screen.findByText('Etkin kural yok; sahte sunucu normal yanıt veriyor.')).not.toBeNull();

    const call = screen.getByRole('combobox', { name: 'Çağrı' });
    await user.clear(call);
    await user.type(call, 'addToCart');
    await user.click(await screen.findByRole('option', { name: 'addToCart' }));
    await user.click(screen.getByRole('combobox', { name: 'Hata kodu' }));
    await user.click(await screen.findByRole('option', { name: /^2000-0013/ }));
    await user.click(screen.getByRole('button', { name: 'Kuralı ekle' }));

    expect(listFaults()).toEqual([{ operationId: 'addToCart', kind: 'error', code: '2000-0013' }]);
    const active = screen.getByRole('list', { name: 'Etkin kurallar' });
    expect(within(active).getByText(/addToCart: 2000-0013 — /).textContent).toContain('Stok');

    // The panel covers a phone's screen, so it closes from its own button; the rule stays.
    await user.click(screen.getByRole('button', { name: 'Test panelini kapat' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Test paneli' })).toBeNull());
    expect(listFaults()).toHaveLength(1);
  });

  it('removes one rule, clears all and resets the data', async () => {
    const user = userEvent.setup();
    const onDataReset = vi.fn();
    setFaults([
      { operationId: '*', kind: 'latency', latencyMs: 800 },
      { operationId: 'getCart', kind: 'hang' },
    ]);
    renderWithProviders(<QaPanel control={control} onDataReset={onDataReset} />);
    await user.click(screen.getByRole('button', { name: /^Test paneli/ }));

    await user.click(await screen.findByRole('button', { name: 'Kuralı kaldır: Tüm çağrılar: 800 ms gecikme' }));
    expect(listFaults()).toEqual([{ operationId: 'getCart', kind: 'hang' }]);

    await user.click(screen.getByRole('button', { name: 'Kuralları temizle' }));
    expect(listFaults()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Verileri sıfırla' }));
    expect(onDataReset).toHaveBeenCalledOnce();
  });

  it('has its entry in the page, and floats over it only when QA asks, remembered on this device', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<QaPanel control={control} />);
    const entry = screen.getByRole('complementary', { name: 'Test araçları' });
    // Nothing floats over the shop by default: the one way in is the entry.
    expect(screen.getAllByRole('button', { name: /^Test paneli/ })).toEqual([within(entry).getByRole('button', { name: 'Test paneli' })]);
    await user.click(within(entry).getByRole('switch', { name: 'Yüzen düğmeyi göster' }));
    expect(screen.getAllByRole('button', { name: /^Test paneli/ })).toHaveLength(2);
    first.unmount();

    renderWithProviders(<QaPanel control={control} />);
    expect(screen.getAllByRole('button', { name: /^Test paneli/ })).toHaveLength(2);
    expect(screen.getByRole('switch', { name: 'Yüzen düğmeyi göster' })).toHaveProperty('checked', true);
  });

  it('floats above a page\'s buy bar on a phone, never over it', () => {
    localStorage.setItem('carsi.qa.floatingButton', 'shown');
    renderWithProviders(
      <AtPhoneWidth>
        <BottomBar shown label="Fiyat ve sepete ekle">
          <span>₺100,00</span>
        </BottomBar>
        <QaPanel control={control} />
      </AtPhoneWidth>,
    );
    const floating = screen.getAllByRole('button', { name: 'Test paneli' }).find((button) => !screen.getByRole('complementary', { name: 'Test araçları' }).contains(button));
    if (!floating) throw new Error('no floating button');
    // 16 px above the bar's 64 px (and its safe-area inset, none in jsdom).
    expect(getComputedStyle(floating).bottom).toBe('80px');
  });
});
