import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AccountType, type UserInformation } from '@carsi/sdk/main';
import { PROFILE_RELOAD_MS } from '@/config/timings.ts';
import { useId } from 'react';
import { FormError } from '@/components/ui/form-error.tsx';
import { useDelayedAction } from '@/hooks/use-delayed-action.ts';
import { reloadPage } from '@/lib/reload.ts';
import { useProfileForm } from '../api/use-profile-form.ts';
import { ApprovalNotice } from './approval-notice.tsx';
import { CompanyFields } from './company-fields.tsx';
import { ContactNameFields } from './contact-name-fields.tsx';

/**
 * Name, birth date and the account kind. An individual profile is saved at once; a company profile
 * waits for approval ("Onay bekliyor"). After a save the page reloads (PROFILE_RELOAD_MS).
 */
export function ProfileForm({ info }: { info: UserInformation }) {
  const { form, certificate, setCertificate, save, submit } = useProfileForm(info);
  const { values, setValue } = form;
  const kindId = useId();
  const busy = save.isPending || save.isSuccess;
  useDelayedAction(save.isSuccess, PROFILE_RELOAD_MS, reloadPage);

  const approval = save.data?.approvalStatus ?? info.approvalStatus;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Kullanıcı bilgileri formu">
      <ApprovalNotice status={approval} company={info.accountType === AccountType.COMPANY} />
      <ContactNameFields form={form} disabled={busy} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="E-posta" value={info.email} fullWidth slotProps={{ htmlInput: { readOnly: true } }} helperText="E-posta adresiniz değiştirilemez." />
        <TextField
          label="Doğum tarihi"
          type="date"
          autoComplete="bday"
          fullWidth
          {...form.textField('birthDate')}
          disabled={busy}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Stack spacing={0.5}>
        <FormLabel id={kindId}>Hesap türü</FormLabel>
        <RadioGroup
          row
          aria-labelledby={kindId}
          name="companyType"
          value={values.companyType}
          onChange={(event) => setValue('companyType', event.target.value === AccountType.COMPANY ? AccountType.COMPANY : AccountType.INDIVIDUAL)}
        >
          <FormControlLabel value={AccountType.INDIVIDUAL} control={<Radio />} label="Bireysel" disabled={busy} />
          <FormControlLabel value={AccountType.COMPANY} control={<Radio />} label="Kurumsal" disabled={busy} />
        </RadioGroup>
      </Stack>
      {values.companyType === AccountType.COMPANY && (
        <CompanyFields form={form} taxNumber={info.companyInformation?.taxNumber} certificate={certificate} onCertificate={setCertificate} disabled={busy} />
      )}
      <FormError message={form.formError} />
      {save.isSuccess && (
        <Alert severity="success" role="status">
          Bilgileriniz kaydedildi. Sayfa yenileniyor…
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {save.isPending ? 'Kaydediliyor…' : 'Kaydet'}
      </Button>
    </Stack>
  );
}
