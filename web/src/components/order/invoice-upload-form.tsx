import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { FormError } from '@/components/ui/form-error.tsx';
import type { FormAction } from './form-action.ts';
import { invoiceFileProblem } from './invoice-file.ts';

export interface InvoiceUploadValue {
  file: File;
  invoiceNumber?: string;
}

const INVOICE_NUMBER = /^[A-Z0-9]{3}\d{13}$/;

/**
 * The seller's invoice of one order, on every platform: one PDF (checked here first with the
 * catalogue's messages, then by the server) and an optional invoice number.
 */
export function InvoiceUploadForm({ upload }: { upload: FormAction<InvoiceUploadValue> }) {
  const inputId = useId();
  const [file, setFile] = useState<File | undefined>(undefined);
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [numberProblem, setNumberProblem] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = invoiceNumber.trim().toLocaleUpperCase('tr-TR');
    const refused = invoiceFileProblem(file);
    const badNumber = number && !INVOICE_NUMBER.test(number) ? 'Fatura numarası 3 harf/rakam ve 13 rakamdan oluşur (ör. ABC2024000000123).' : undefined;
    setProblem(refused);
    setNumberProblem(badNumber);
    if (refused === undefined && badNumber === undefined && file) upload.submit({ file, ...(number ? { invoiceNumber: number } : {}) });
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5} aria-label="Fatura yükle">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileRounded />} sx={{ alignSelf: 'flex-start' }}>
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
      <TextField
        size="small"
        label="Fatura numarası (isteğe bağlı)"
        value={invoiceNumber}
        onChange={(event) => {
          setInvoiceNumber(event.target.value);
          setNumberProblem(undefined);
        }}
        error={numberProblem !== undefined}
        helperText={numberProblem}
        slotProps={{ htmlInput: { maxLength: 16 } }}
      />
      <FormError message={problem ?? upload.problem} />
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} disabled={upload.pending}>
        {upload.pending ? 'Yükleniyor…' : 'Faturayı yükle'}
      </Button>
    </Stack>
  );
}
