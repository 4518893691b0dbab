import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SellOrderDetail } from '@carsi/sdk/main';
import { DEFAULT_FAILURE_MESSAGE, isApiError } from '@carsi/sdk/runtime';
import { useId, useState, type FormEvent } from 'react';
import { FormError } from '@/components/ui/form-error.tsx';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { useRefreshSection } from '../api/section-queries.ts';
import { invoiceFileProblem } from '../utils/invoice-file.ts';

/** The seller's invoice of a sale: upload one PDF (checked here first, then by the server) or remove it. */
export function SellOrderInvoice({ section, order }: { section: SectionKey; order: SellOrderDetail }) {
  const api = sectionApi(section);
  const refresh = useRefreshSection(section);
  const inputId = useId();
  const [file, setFile] = useState<File | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const upload = api.useUploadSellOrderInvoice({
    mutation: {
      onSuccess: () => {
        setFile(undefined);
        void refresh('sell-order');
      },
      onError: (failure) => setProblem(isApiError(failure) ? failure.message : DEFAULT_FAILURE_MESSAGE),
    },
  });
  const remove = api.useDeleteSellOrderInvoice({ mutation: { onSuccess: () => void refresh('sell-order') } });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const refused = invoiceFileProblem(file);
    setProblem(refused);
    if (refused === undefined && file) upload.mutate({ id: order.id, data: { file } });
  };

  return (
    <Card variant="outlined" component="section" aria-label="Fatura">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography component="h2" variant="h6">
            Fatura
          </Typography>
          {order.hasInvoice ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
              <Typography>Fatura yüklendi; alıcı siparişinden görebilir.</Typography>
              <Button color="error" variant="outlined" onClick={() => remove.mutate({ id: order.id })} disabled={remove.isPending}>
                Faturayı kaldır
              </Button>
            </Stack>
          ) : (
            <Stack component="form" noValidate onSubmit={submit} spacing={1.5} aria-label="Fatura yükle">
              <Typography variant="body2" color="text.secondary">
                Satışın faturasını PDF olarak yükleyin.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileRounded />}>
                  Dosya seç
                </Button>
                <input
                  id={inputId}
                  name="file"
                  type="file"
                  accept="application/pdf,.pdf"
                  aria-label="Fatura dosyası (PDF)"
                  onChange={(event) => {
                    setFile(event.target.files?.[0]);
                    setProblem(undefined);
                  }}
                  style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                />
                <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                  {file ? file.name : 'Dosya seçilmedi'}
                </Typography>
              </Stack>
              <FormError message={problem} />
              <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} disabled={upload.isPending}>
                {upload.isPending ? 'Yükleniyor…' : 'Faturayı yükle'}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
