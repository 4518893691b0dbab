import CreditCard from '@mui/icons-material/CreditCard';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Card as SavedCard } from '@carsi/sdk/main';
import { useState } from 'react';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useCards, useDeleteCardMutation } from '../api/cards.ts';
import { AddCardForm } from './add-card-form.tsx';

const expiry = (card: SavedCard) => `${String(card.expireMonth).padStart(2, '0')}/${String(card.expireYear).slice(-2)}`;

/** Kayıtlı kartlarım: "Kart ekle" above the cards, then the list. */
export function SavedCards() {
  const [adding, setAdding] = useState(false);
  return (
    <Stack spacing={2}>
      {adding ? (
        <AddCardForm onDone={() => setAdding(false)} />
      ) : (
        <Button variant="outlined" onClick={() => setAdding(true)} sx={{ alignSelf: 'flex-start' }}>
          Kart ekle
        </Button>
      )}
      <CardList />
    </Stack>
  );
}

/**
 * Masked numbers only; a card can be deleted after confirming. Each delete button's name starts with
 * the words it shows (WCAG 2.5.3, label in name), so a voice user saying "Kartı sil" reaches it.
 */
function CardList() {
  const cards = useCards();
  const remove = useDeleteCardMutation();
  const [deleting, setDeleting] = useState<SavedCard | undefined>(undefined);
  if (cards.isPending) return <LoadingBlock />;
  if (cards.isError) return <LoadError onRetry={() => void cards.refetch()} />;
  if (cards.data.length === 0) return <EmptyState message="Kayıtlı kartınız yok. “Kart ekle” ile ya da ödeme sırasında kartınızı güvenle kaydedebilirsiniz." />;
  return (
    <Stack spacing={2}>
      {cards.data.map((card) => (
        <Card key={card.id} variant="outlined" component="article" aria-label={card.cardAlias}>
          <CardContent>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <CreditCard color="primary" aria-hidden />
              <div>
                <Typography sx={{ fontWeight: 700 }}>{card.cardAlias}</Typography>
                <Typography variant="body2">
                  {card.brand} · {card.maskedNumber.replace(/\*+/, (stars) => ' '.concat('•'.repeat(stars.length), ' '))}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {card.holderName} · Son kullanma {expiry(card)}
                  {card.bankName ? ` · ${card.bankName}` : ''}
                </Typography>
              </div>
            </Stack>
          </CardContent>
          <CardActions>
            <Button size="small" color="error" onClick={() => setDeleting(card)} aria-label={`Kartı sil: ${card.cardAlias}`}>
              Kartı sil
            </Button>
          </CardActions>
        </Card>
      ))}
      <ConfirmDialog
        open={deleting !== undefined}
        title="Kart silinsin mi?"
        description={`Sonu ${deleting?.lastFourDigits ?? ''} ile biten "${deleting?.cardAlias ?? ''}" kartı silinecek.`}
        confirmLabel="Kartı sil"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id }, { onSettled: () => setDeleting(undefined) })}
        onClose={() => setDeleting(undefined)}
      />
    </Stack>
  );
}
