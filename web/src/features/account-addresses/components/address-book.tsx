import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Address } from '@carsi/sdk/main';
import { useState } from 'react';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useAddresses, useDeleteAddressMutation } from '../api/addresses.ts';
import { AddressCard } from './address-card.tsx';
import { AddressDialog } from './address-dialog.tsx';

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | undefined;

/** Adreslerim: every saved address with edit and delete, and "Yeni adres ekle". */
export function AddressBook() {
  const addresses = useAddresses();
  const remove = useDeleteAddressMutation();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [deleting, setDeleting] = useState<Address | undefined>(undefined);

  const addButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ kind: 'new' })}>
      Yeni adres ekle
    </Button>
  );

  return (
    <>
      <Box>{addButton}</Box>
      {addresses.isPending && <LoadingBlock />}
      {addresses.isError && <LoadError onRetry={() => void addresses.refetch()} />}
      {addresses.isSuccess && addresses.data.length === 0 && <EmptyState message="Henüz kayıtlı adresiniz yok." />}
      {addresses.isSuccess && addresses.data.length > 0 && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {addresses.data.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => setEditing({ kind: 'edit', address })}
              onDelete={() => setDeleting(address)}
            />
          ))}
        </Box>
      )}
      <AddressDialog
        open={editing !== undefined}
        address={editing?.kind === 'edit' ? editing.address : undefined}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title="Adres silinsin mi?"
        description={`"${deleting?.addressName ?? ''}" adresi silinecek.`}
        confirmLabel="Sil"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id }, { onSettled: () => setDeleting(undefined) })}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
