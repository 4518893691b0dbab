import { storeToken } from '@carsi/sdk/runtime';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refreshSession } from '@/lib/session.ts';
import { fakeBackend, ok, renderWithProviders } from '@/testing/test-utils.tsx';
import { FollowSellerButton } from './follow-seller-button.tsx';

describe('FollowSellerButton', () => {
  it('names the store it follows and says whether it is followed', () => {
    fakeBackend(() => ok(null));
    renderWithProviders(<FollowSellerButton sellerId={3} sellerName="Anadolu Mağazası" followed />);
    const button = screen.getByRole('button', { name: 'Anadolu Mağazası mağazasını takipten çık' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe('Takip ediliyor');
  });

  it('follows the store for a member', async () => {
    const user = userEvent.setup();
    storeToken('tok-0123456789abcdef');
    refreshSession();
    const { calls } = fakeBackend(() => ok(null));
    renderWithProviders(<FollowSellerButton sellerId={3} sellerName="Anadolu Mağazası" followed={false} />);
    await user.click(screen.getByRole('button', { name: 'Anadolu Mağazası mağazasını takip et' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.url.includes('3'))).toBe(true));
  });
});
