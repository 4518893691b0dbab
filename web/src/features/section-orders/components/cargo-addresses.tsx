import AddRounded from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CargoAddress } from '@carsi/sdk/main';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { useCargoCheck } from '../api/use-cargo-check.ts';
import { CargoAddressForm } from './cargo-address-form.tsx';

type Editing = { address?: CargoAddress } | undefined;

/** The addresses a seller ships from: add, edit, delete (the list is read again), and the carrier check. */
export function CargoAddresses({ section }: { section: SectionKey }) {
  const api = sectionApi(section);
  const list = api.useListCargoAddresses();
  const remove = api.useDeleteCargoAddress();
  const cargoCheck = useCargoCheck(section);
  const [editing, setEditing] = useState<Editing>(undefined);
  const [deleting, setDeleting] = useState<CargoAddress | undefined>(undefined);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();

  const add = (
    <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing({})}>
      Kargo adresi ekle
    </Button>
  );

  return (
    <Stack spacing={2}>
      <Typography color="textSecondary">Satışlarınızı bu adreslerden kargoya verirsiniz. Kargo kontrolü, firmanın adresten ürün alıp alamayacağını sorar.</Typography>
      {list.isPending ? (
        <LoadingBlock label="Kargo adresleri yükleniyor…" />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} message="Kargo adresleriniz yüklenemedi." />
      ) : list.data.length === 0 ? (
        <EmptyState message="Kayıtlı kargo adresiniz yok." action={add} />
      ) : (
        <>
          <Stack direction="row">{add}</Stack>
          <Stack component="ul" spacing={2} aria-label="Kargo adreslerim" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {list.data.map((address) => {
              const result = cargoCheck.results[address.id];
              const checking = cargoCheck.busyId === address.id;
              return (
                <Card component="li" variant="outlined" key={address.id} aria-label={address.addressName}>
                  <CardContent>
                    <Stack spacing={1}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                          {address.addressName}
                        </Typography>
                        {address.isDefault && <Chip size="small" label="Varsayılan" color="primary" variant="outlined" />}
                      </Stack>
                      <Typography variant="body2">{`${address.firstName} ${address.lastName} · ${address.phone}`}</Typography>
                      <Typography variant="body2" color="textSecondary">
                        {`${address.address}${address.neighborhood ? `, ${address.neighborhood}` : ''}, ${address.district} / ${address.province}`}
                      </Typography>
                      {result && (
                        <Alert severity={result.valid ? 'success' : 'warning'}>
                          {[result.message, result.cargoCompany, result.branchName].filter(Boolean).join(' · ')}
                        </Alert>
                      )}
                      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                        <Button
                          variant="outlined"
                          size="small"
                          onClick={() => cargoCheck.run(address.id)}
                          disabled={cargoCheck.busyId !== undefined}
                          aria-busy={checking}
                          startIcon={checking ? <CircularProgress size={16} color="inherit" /> : undefined}
                        >
                          {checking ? 'Kontrol ediliyor…' : 'Kargo kontrolü'}
                        </Button>
                        <Button size="small" onClick={() => setEditing({ address })} aria-label={`${address.addressName} adresini düzenle`}>
                          Düzenle
                        </Button>
                        <Button size="small" color="error" onClick={() => setDeleting(address)} aria-label={`${address.addressName} adresini sil`}>
                          Sil
                        </Button>
                      </Stack>
                    </Stack>
                  </CardContent>
                </Card>
              );
            })}
          </Stack>
        </>
      )}
      <Dialog open={editing !== undefined} onClose={() => setEditing(undefined)} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{editing?.address ? 'Kargo adresini düzenle' : 'Yeni kargo adresi'}</DialogTitle>
        <DialogContent>
          {editing && (
            <CargoAddressForm
              key={editing.address?.id ?? 'new'}
              section={section}
              address={editing.address}
              onDone={() => setEditing(undefined)}
              onCancel={() => setEditing(undefined)}
            />
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== undefined}
        title="Kargo adresi silinsin mi?"
        description={deleting ? `"${deleting.addressName}" adresi kargo adreslerinizden kaldırılacak.` : ''}
        confirmLabel="Sil"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id }, { onSuccess: () => setDeleting(undefined) })}
        onClose={() => setDeleting(undefined)}
      />
    </Stack>
  );
}
