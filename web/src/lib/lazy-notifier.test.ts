import { beforeEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => [] as string[]);
vi.mock('./notifier.ts', () => ({
  toastNotifier: { success: (message: string) => shown.push(`success:${message}`), warning: (message: string) => shown.push(`warning:${message}`) },
}));

describe('lazy notifier', () => {
  // The notifier's state lives in its module: each test starts from a fresh copy of it.
  beforeEach(() => vi.resetModules());

  it('asks for the toast container and shows a message sent before it mounted once it has', async () => {
    const { lazyNotifier, onToastsRequested, toastContainerMounted } = await import('./lazy-notifier.ts');
    const requested = vi.fn();
    onToastsRequested(requested);
    lazyNotifier.success('Ürün sepetinize eklendi.');
    expect(requested).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown).toEqual([]);
    toastContainerMounted();
    await vi.waitFor(() => expect(shown).toEqual(['success:Ürün sepetinize eklendi.']));
  });

  it('drops what was sent for a container that is gone once discarded, so the next container starts empty', async () => {
    const { discardWaitingToasts, lazyNotifier, toastContainerMounted } = await import('./lazy-notifier.ts');
    shown.length = 0;
    const unmount = toastContainerMounted();
    unmount();
    lazyNotifier.warning('Bazı ürünler yine aktarılamadı; nedenleri listede.');
    discardWaitingToasts();
    toastContainerMounted();
    lazyNotifier.success('Çıkış yaptınız. Yine bekleriz!');
    await vi.waitFor(() => expect(shown).toEqual(['success:Çıkış yaptınız. Yine bekleriz!']));
  });
});
