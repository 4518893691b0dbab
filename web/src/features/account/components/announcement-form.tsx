import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { getGetAnnouncementPreferencesQueryKey, type Announcement } from '@carsi/sdk/main';
import { useUpdateAnnouncementPreferences } from '../api/sdk-hooks.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

const channels: readonly { key: keyof Announcement; label: string }[] = [
  { key: 'email', label: 'E-posta ile kampanya ve duyurular' },
  { key: 'sms', label: 'SMS ile kampanya ve duyurular' },
  { key: 'call', label: 'Telefonla aranmak' },
];

/** Which channels Çarşı may use for announcements; saved with one button, kept on failure. */
export function AnnouncementForm({ initial }: { initial: Announcement }) {
  const [values, setValues] = useState<Announcement>(initial);
  const client = useQueryClient();
  const save = useUpdateAnnouncementPreferences({
    mutation: {
      meta: { successMessage: 'Duyuru tercihleriniz kaydedildi.' },
      onSuccess: (saved) => client.setQueryData(getGetAnnouncementPreferencesQueryKey(), saved),
    },
  });
  return (
    <Stack
      component="form"
      spacing={2}
      aria-label="Duyuru tercihleri formu"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ data: values });
      }}
    >
      <Typography variant="body2" color="textSecondary">
        Sipariş ve hesap bildirimleri bu tercihlerden bağımsız olarak gönderilir.
      </Typography>
      <FormGroup>
        {channels.map(({ key, label }) => (
          <FormControlLabel
            key={key}
            control={
              <Switch name={key} checked={values[key]} onChange={(event) => setValues((prev) => ({ ...prev, [key]: event.target.checked }))} />
            }
            label={label}
            disabled={save.isPending}
          />
        ))}
      </FormGroup>
      <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {save.isPending ? 'Kaydediliyor…' : 'Tercihleri kaydet'}
      </Button>
    </Stack>
  );
}
