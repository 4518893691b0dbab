import { render, screen, within } from '@testing-library/react';
import { ApprovalStatus } from '@carsi/sdk/main';
import { describe, expect, it } from 'vitest';
import { ApprovalNotice } from './approval-notice.tsx';

const currentStep = (): string => {
  const box = screen.getByRole('status', { name: 'Kurumsal hesap onay durumu' });
  const current = within(box).getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');
  return current?.textContent ?? '';
};

describe('ApprovalNotice', () => {
  it('without the tax certificate: "Belge bekleniyor" is the current state and says what to do', () => {
    render(<ApprovalNotice status={ApprovalStatus.FilePending} />);
    expect(screen.getByText('Onay bekliyor')).toBeTruthy();
    expect(currentStep()).toContain('Belge bekleniyor');
    expect(screen.getByText(/Vergi levhanızı yükleyip/)).toBeTruthy();
  });

  it('with the certificate: "Yönetici onayı bekleniyor", the document step done', () => {
    render(<ApprovalNotice status={ApprovalStatus.AwaitingAdminApproval} />);
    expect(currentStep()).toContain('Yönetici onayı bekleniyor');
    expect(screen.getByText('✓ Belge bekleniyor')).toBeTruthy();
  });

  it('an approved company account reads "Onaylandı"; an individual one sees nothing', () => {
    const { unmount } = render(<ApprovalNotice status={ApprovalStatus.Approved} company />);
    expect(screen.getByText('Kurumsal hesap onaylandı')).toBeTruthy();
    expect(currentStep()).toContain('Onaylandı');
    unmount();
    render(<ApprovalNotice status={ApprovalStatus.Approved} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
