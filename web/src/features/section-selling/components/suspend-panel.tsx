import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_END_REDIRECT_MS } from '@/config/timings.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { sectionPaths } from '@/config/paths.ts';
import { sectionCapabilities } from '@/config/section-capabilities.ts';
import { useDelayedAction } from '@/hooks/use-delayed-action.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';

/** Hesabımı dondur: after confirming, the section account is suspended and the member goes to the section home 2 s later (spec §2). */
export function SuspendPanel({ section }: { section: SectionKey }) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const name = sectionCapabilities[section].name;
  // The section's reads are read again by the SDK's invalidation rules.
  const suspend = sectionApi(section).useSuspendAccount({ mutation: { meta: { successMessage: `${name} hesabınız donduruldu.` } } });
  useDelayedAction(suspend.isSuccess, ACCOUNT_END_REDIRECT_MS, () => void navigate(sectionPaths[section].home.getHref()));

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography>
          {`${name} hesabınızı dondurduğunuzda ilanlarınız yayından kalkar ve bu bölümde satış yapamazsınız. Açık siparişiniz veya pazarlığınız varsa önce onları tamamlamanız gerekir.`}
        </Typography>
        {suspend.isSuccess ? (
          <Alert severity="success">{`Hesabınız donduruldu. ${name} ana sayfasına yönlendiriliyorsunuz…`}</Alert>
        ) : (
          <div>
            <Button variant="contained" color="error" onClick={() => setConfirming(true)} disabled={suspend.isPending}>
              Hesabımı dondur
            </Button>
          </div>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={`${name} hesabınız dondurulsun mu?`}
        description="İlanlarınız gizlenir ve yeni ilan veremezsiniz."
        confirmLabel="Dondur"
        busy={suspend.isPending}
        onConfirm={() => suspend.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
