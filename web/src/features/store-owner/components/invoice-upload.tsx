import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCreateInvoice } from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

const INVOICE_NUMBER = /^[A-Z0-9]{3}\d{13}$/;

/** Creates the order's invoice from a PDF (PDF only; the service's messages for anything else). */
export function InvoiceUpload({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const client = useQueryClient();
  const fileId = useId();
  const [file, setFile] = useState<File | undefined>(undefined);
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [error, setError] = useState<{ file?: string; invoiceNumber?: string }>({});
  const create = useCreateInvoice({
    mutation: {
      meta: { successMessage: 'Fatura oluşturuldu' },
      onSuccess: async () => {
        onDone();
        await client.invalidateQueries({ predicate: (query) => /\/(invoice|order)\//.test(String(query.queryKey[0])) });
      },
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = invoiceNumber.trim().toLocaleUpperCase('tr-TR');
    const next = {
      ...(!file ? { file: 'Lütfen faturanın PDF dosyasını seçin.' } : file.type !== 'application/pdf' && !file.name.toLowerCase().endsWith('.pdf') ? { file: 'Yalnızca PDF dosyası yükleyebilirsiniz.' } : {}),
      ...(number && !INVOICE_NUMBER.test(number) ? { invoiceNumber: 'Fatura numarası 3 harf/rakam ve 13 rakamdan oluşur (ör. ABC2024000000123).' } : {}),
    };
    setError(next);
    if (Object.keys(next).length === 0 && file) create.mutate({ data: { orderId, file, ...(number ? { invoiceNumber: number } : {}) } });
  };
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={1}>
      <div>
        <Button component="label" htmlFor={fileId} variant="outlined" size="small">
          {file ? `Seçilen: ${file.name}` : 'PDF seç'}
        </Button>
        <input
          id={fileId}
          type="file"
          accept="application/pdf,.pdf"
          aria-label="Fatura dosyası (PDF)"
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setError((current) => ({ ...current, file: undefined }));
          }}
        />
        {error.file && <FormHelperText error>{error.file}</FormHelperText>}
      </div>
      <TextField
        size="small"
        label="Fatura numarası (isteğe bağlı)"
        value={invoiceNumber}
        onChange={(event) => setInvoiceNumber(event.target.value)}
        error={error.invoiceNumber !== undefined}
        helperText={error.invoiceNumber}
        slotProps={{ htmlInput: { maxLength: 16 } }}
      />
      <Button type="submit" variant="contained" size="small" disabled={create.isPending} sx={{ alignSelf: 'flex-start' }}>
        {create.isPending ? 'Yükleniyor…' : 'Faturayı oluştur'}
      </Button>
    </Stack>
  );
}
