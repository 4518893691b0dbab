import BlockOutlined from '@mui/icons-material/BlockOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useRequireLogin } from '@/hooks/use-require-login.ts';
import { useBanToggle, useBannedUsers } from '../api/bans.ts';

interface BanUserButtonProps {
  userId: number;
  name: string;
}

/** "Engelle" where a member meets another (an offer, a listing's owner); "Engeli kaldır" once banned. */
export function BanUserButton({ userId, name }: BanUserButtonProps) {
  const requireLogin = useRequireLogin();
  const banned = useBannedUsers();
  const { ban, unban, busy } = useBanToggle();
  const [asking, setAsking] = useState(false);
  const isBanned = banned.data?.some((entry) => entry.userId === userId) ?? false;

  if (isBanned) {
    return (
      <Button size="small" variant="outlined" disabled={busy} onClick={() => unban.mutate({ id: userId })} aria-label={`Engeli kaldır: ${name}`}>
        Engeli kaldır
      </Button>
    );
  }
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<BlockOutlined />}
        disabled={busy}
        onClick={() => requireLogin(() => setAsking(true))}
        aria-label={`Engelle: ${name}`}
      >
        Engelle
      </Button>
      <ConfirmDialog
        open={asking}
        title={`${name} engellensin mi?`}
        description="Engellediğiniz kullanıcı size takas teklifi gönderemez, ilanlarınıza soru soramaz ve yorum yazamaz. Engeli istediğiniz zaman kaldırabilirsiniz."
        confirmLabel="Engelle"
        busy={busy}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          ban.mutate({ id: userId }, { onSettled: () => setAsking(false) });
        }}
      />
    </>
  );
}
