import Paper from '@mui/material/Paper';
import { AccountPage } from '@/components/account/account-page.tsx';
import { DeleteAccountForm } from '@/features/account/components/delete-account-form.tsx';

export default function DeleteAccountRoute() {
  return (
    <AccountPage title="Hesabımı sil">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <DeleteAccountForm />
      </Paper>
    </AccountPage>
  );
}
