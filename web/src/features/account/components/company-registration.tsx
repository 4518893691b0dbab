import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AccountType, type UserInformation } from '@carsi/sdk/main';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useProfile } from '../api/profile.ts';
import { useProfileForm } from '../api/use-profile-form.ts';
import { ApprovalNotice } from './approval-notice.tsx';
import { CompanyFields } from './company-fields.tsx';
import { ContactNameFields } from './contact-name-fields.tsx';

interface CompanyRegistrationProps {
  /** Go on shopping: after the application is sent, or when the member leaves it for later. */
  onDone: () => void;
}

/**
 * "Kurumsal hesap" right after registration: the contact person and the company profile
 * (companyType COMPANY + companyInformation + the tax certificate) sent with the profile update; the
 * answer's approval state is shown (Belge bekleniyor / Yönetici onayı bekleniyor). It can be left for
 * later: the same form is on Kullanıcı bilgilerim.
 */
export function CompanyRegistration({ onDone }: CompanyRegistrationProps) {
  const profile = useProfile();
  if (profile.isPending) return <LoadingBlock />;
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;
  return <CompanyRegistrationForm key={profile.data.id} info={profile.data} onDone={onDone} />;
}

function CompanyRegistrationForm({ info, onDone }: { info: UserInformation; onDone: () => void }) {
  const { form, certificate, setCertificate, save, submit } = useProfileForm(info, { company: true });
  const busy = save.isPending;

  if (save.isSuccess) {
    return (
      <Stack spacing={2.5}>
        <ApprovalNotice status={save.data.approvalStatus} company={save.data.accountType === AccountType.COMPANY} />
        <Typography>
          Başvurunuz alındı. Onaylanana kadar hesabınız bireysel olarak kullanılabilir; durumu Kullanıcı bilgilerim sayfasında
          görebilir, bilgilerinizi oradan güncelleyebilirsiniz.
        </Typography>
        <Button variant="contained" size="large" onClick={onDone}>
          Alışverişe devam et
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Kurumsal hesap formu">
      <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          Yetkili kişi
        </Typography>
        <ContactNameFields form={form} disabled={busy} />
      </Stack>
      <CompanyFields form={form} taxNumber={info.companyInformation?.taxNumber} certificate={certificate} onCertificate={setCertificate} disabled={busy} />
      <FormError message={form.formError} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Gönderiliyor…' : 'Onaya gönder'}
        </Button>
        <Button variant="text" size="large" onClick={onDone} disabled={busy}>
          Şimdilik atla
        </Button>
      </Stack>
    </Stack>
  );
}
