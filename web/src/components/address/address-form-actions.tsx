import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** "Vazgeç" (when the form can be left) and "Adresi kaydet" at the end of an address form. */
export function AddressFormActions({ busy, onCancel }: { busy: boolean; onCancel?: () => void }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {onCancel && (
        <Button onClick={onCancel} disabled={busy}>
          Vazgeç
        </Button>
      )}
      <Button type="submit" variant="contained" disabled={busy}>
        {busy ? 'Kaydediliyor…' : 'Adresi kaydet'}
      </Button>
    </Stack>
  );
}
