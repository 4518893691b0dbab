import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Category } from '@carsi/sdk/main';
import { useGenerateSuitableProducts } from '../api/sdk-hooks.ts';
import { useState } from 'react';
import { listingSuggestion, type ListingSuggestion } from '../utils/suggestion.ts';

const MIN_NEED = 10;

/** "Yapay zekâ ile doldur": the seller describes the item; a chosen suggestion fills the form, which stays editable. */
export function AiSuggest({ categories, onPick }: { categories: readonly Category[]; onPick: (suggestion: ListingSuggestion) => void }) {
  const [need, setNeed] = useState('');
  const generate = useGenerateSuitableProducts();
  const tooShort = need.trim().length < MIN_NEED;
  const suggestions = generate.data?.suggestions ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography variant="subtitle2" component="h2">
          Yapay zekâ ile doldur
        </Typography>
        <TextField
          label="Ürününüzü kısaca anlatın"
          value={need}
          onChange={(event) => setNeed(event.target.value)}
          helperText={tooShort ? `En az ${MIN_NEED} karakter yazın.` : 'Öneriyi seçtikten sonra bilgileri düzenleyebilirsiniz.'}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <div>
          <Button
            variant="outlined"
            startIcon={<AutoAwesome />}
            disabled={tooShort || generate.isPending}
            onClick={() => generate.mutate({ data: { need: need.trim(), limit: 3 } })}
          >
            {generate.isPending ? 'Öneriler hazırlanıyor…' : 'Öneri al'}
          </Button>
        </div>
        {generate.isSuccess && suggestions.length === 0 && (
          <Typography variant="body2" color="textSecondary">
            Bu açıklamaya uygun öneri bulunamadı; bilgileri kendiniz doldurabilirsiniz.
          </Typography>
        )}
        {suggestions.length > 0 && (
          <List aria-label="Yapay zekâ önerileri" dense disablePadding>
            {/* Each button inside a list item: a list holds only items (a bare button row breaks the list for screen readers). */}
            {suggestions.map((suggestion) => (
              <ListItem key={suggestion.product.id} disablePadding>
                <ListItemButton onClick={() => onPick(listingSuggestion(need, suggestion, categories))}>
                  <ListItemText primary={suggestion.product.title} secondary={`${suggestion.reason} · Bu öneriyi kullan`} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
