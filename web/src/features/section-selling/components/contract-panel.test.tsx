import { RELOAD_AFTER_CHANGE_MS } from '@/config/timings.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fakeBackend, ok, renderWithProviders, type Envelope } from '@/testing/test-utils.tsx';
import { ContractPanel } from './contract-panel.tsx';

const contract = (status: string) => ({
  id: 1,
  platform: 'SECONDHAND',
  status,
  version: '2.1',
  title: 'İkinci El Satıcı Sözleşmesi',
  text: '<h2>Madde 1</h2><p>Satıcı bilgilerin doğru olduğunu kabul eder.</p><script>alert(1)</script>',
  acceptedAt: status === 'ACCEPTED' ? '2026-11-23T07:00:00Z' : null,
});

/** The contract is read with GET (each read reported to `onRead`); POST answers with `accept`. Once accepted, GET answers ACCEPTED. */
function backend(accept: () => Envelope, onRead: () => void = () => undefined) {
  let accepted = false;
  return fakeBackend((call) => {
    if (call.method === 'POST') {
      const answer = accept();
      if (answer.code === 0) accepted = true;
      return answer;
    }
    onRead();
    return ok(contract(accepted ? 'ACCEPTED' : 'pending'));
  });
}

async function acceptContract() {
  const user = userEvent.setup({ delay: null });
  const accept = await screen.findByRole('button', { name: 'Sözleşmeyi onayla' });
  expect(accept).toHaveProperty('disabled', true);
  await user.click(screen.getByRole('checkbox', { name: 'Sözleşmeyi okudum, kabul ediyorum.' }));
  await user.click(accept);
}

describe('ContractPanel', () => {
  it('shows the text as plain paragraphs, never running markup', async () => {
    backend(() => ok(contract('ACCEPTED')));
    renderWithProviders(<ContractPanel section="secondHand" />);
    expect(await screen.findByRole('heading', { name: 'Madde 1' })).toBeTruthy();
    expect(screen.getByText('Satıcı bilgilerin doğru olduğunu kabul eder.')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  it('pending → ACCEPTED on success, and reads the contract again 1 s later', async () => {
    const reads: number[] = [];
    let postedAt = 0;
    const { calls } = backend(
      () => {
        postedAt = Date.now();
        return ok(contract('ACCEPTED'));
      },
      () => {
        if (postedAt > 0) reads.push(Date.now());
      },
    );
    const { notify } = renderWithProviders(<ContractPanel section="secondHand" />);
    await acceptContract();
    expect(await screen.findByText('Sözleşme onaylandı. Sayfa yenileniyor…')).toBeTruthy();
    expect(notify.success).toHaveBeenCalledWith('Sözleşme onaylandı.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ version: '2.1', accepted: true });
    expect(await screen.findByText(/Sözleşmeyi .* tarihinde onayladınız\./, undefined, { timeout: 3000 })).toBeTruthy();
    expect(reads.length).toBe(1);
    expect((reads[0] ?? 0) - postedAt).toBeGreaterThanOrEqual(RELOAD_AFTER_CHANGE_MS);
  });

  it('stays PENDING on a non-success answer and can try again', async () => {
    backend(() => failure(400, '1000-1007'));
    renderWithProviders(<ContractPanel section="secondHand" />);
    await acceptContract();
    expect(await screen.findByText('Sözleşme onaylanmadı; lütfen tekrar deneyin.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sözleşmeyi onayla' })).toHaveProperty('disabled', false);
  });

  it('gives DENIED when the call fails without an answer', async () => {
    backend(() => failure(500, '1000-1000'));
    renderWithProviders(<ContractPanel section="craft" />);
    await acceptContract();
    expect(await screen.findByText(/Sözleşme şu anda onaylanamadı/)).toBeTruthy();
  });
});
