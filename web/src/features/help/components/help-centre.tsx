import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HelpArticle } from '@carsi/sdk/main';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { HtmlContent } from '@/components/ui/html-content.tsx';
import { helpHooks, type HelpArea } from '../api/help-hooks.ts';
import { helpCategoryFallbackNames, helpCategoryIds, helpSections, readHelpState } from '../utils/help-params.ts';
import { searchHelp } from '../utils/help-search.ts';

function ArticleList({ articles, label }: { articles: HelpArticle[]; label: string }) {
  if (articles.length === 0) return <Typography color="textSecondary">Aradığınız konuda yardım makalesi bulunamadı.</Typography>;
  return (
    <Box role="list" aria-label={label}>
      {articles.map((article) => (
        <Accordion key={article.id} disableGutters variant="outlined" role="listitem">
          <AccordionSummary aria-controls={`yardim-${article.id}`} id={`yardim-baslik-${article.id}`}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {article.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`yardim-${article.id}`}>
            <HtmlContent html={article.content} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/**
 * The help centre of an area (the main shop, Mezat or a section family): the help sections (Ürün,
 * Sözleşmeler, Yardım) as tabs, categories 1–4, the chosen category's articles and a search by words over
 * all four categories. State lives in the URL (`?bolum=&kategori=&ara=`), so a filtered view can be
 * shared and survives a reload.
 */
export function HelpCentre({ area }: { area: HelpArea }) {
  const help = helpHooks(area);
  const [params, setParams] = useSearchParams();
  const state = readHelpState(params);
  const [typed, setTyped] = useState(state.search);
  const categories = help.useCategories(state.section);
  // The four categories are fixed: the chosen one is listed, all four are searched.
  const wants = (categoryId: number) => state.search !== '' || categoryId === state.category;
  const product = help.useArticles(1, state.section, wants(1));
  const delivery = help.useArticles(2, state.section, wants(2));
  const support = help.useArticles(3, state.section, wants(3));
  const returns = help.useArticles(4, state.section, wants(4));
  const perCategory = [
    { categoryId: helpCategoryIds[0], query: product },
    { categoryId: helpCategoryIds[1], query: delivery },
    { categoryId: helpCategoryIds[2], query: support },
    { categoryId: helpCategoryIds[3], query: returns },
  ];
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const nameOf = (id: (typeof helpCategoryIds)[number]) => categories.data?.find((c) => c.id === id)?.name ?? helpCategoryFallbackNames[id];
  const searching = state.search !== '';
  const loading = perCategory.some((c) => c.query.isPending && c.query.fetchStatus !== 'idle');
  const failed = perCategory.find((c) => c.query.isError);
  const found = searchHelp(
    perCategory.flatMap((c) => c.query.data ?? []),
    state.search,
  );
  const chosen = perCategory.find((c) => c.categoryId === state.category)?.query.data ?? [];
  return (
    <Stack spacing={2.5}>
      <Tabs
        value={state.section}
        onChange={(_, value: string) => update({ bolum: helpSections.find((s) => s.value === value)?.param, kategori: undefined })}
        aria-label="Yardım bölümleri"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {helpSections.map((s) => (
          <Tab key={s.value} value={s.value} label={s.label} />
        ))}
      </Tabs>
      <Box
        component="form"
        role="search"
        aria-label="Yardımda ara"
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        onSubmit={(event) => {
          event.preventDefault();
          update({ ara: typed.trim() || undefined });
        }}
      >
        <TextField size="small" label="Yardımda ara" value={typed} onChange={(event) => setTyped(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} sx={{ flex: '1 1 220px' }} />
        <Button type="submit" variant="contained">
          Ara
        </Button>
        {searching && (
          <Button
            onClick={() => {
              setTyped('');
              update({ ara: undefined });
            }}
          >
            Aramayı temizle
          </Button>
        )}
      </Box>
      {!searching && (
        <Box component="nav" aria-label="Yardım kategorileri" sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' } }}>
          {helpCategoryIds.map((id) => (
            <Button
              key={id}
              variant={id === state.category ? 'contained' : 'outlined'}
              aria-current={id === state.category ? 'true' : undefined}
              onClick={() => update({ kategori: String(id) })}
              sx={{ justifyContent: 'flex-start', textAlign: 'left' }}
            >
              {nameOf(id)}
            </Button>
          ))}
        </Box>
      )}
      {failed ? (
        <LoadError onRetry={() => void failed.query.refetch()} message="Yardım makaleleri yüklenemedi." />
      ) : loading ? (
        <Skeleton variant="rounded" height={200} aria-label="Yardım makaleleri yükleniyor" />
      ) : searching ? (
        <Stack spacing={1}>
          <Typography role="status" color="textSecondary">{`“${state.search}” için ${found.length} sonuç`}</Typography>
          <ArticleList articles={found} label="Arama sonuçları" />
        </Stack>
      ) : (
        <Stack spacing={1}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {nameOf(state.category)}
          </Typography>
          <ArticleList articles={chosen} label={nameOf(state.category)} />
        </Stack>
      )}
      <Typography variant="body2" color="textSecondary">
        Aradığınızı bulamadınız mı? <MuiLink href="mailto:destek@carsi.test">destek@carsi.test</MuiLink> adresine yazın.
      </Typography>
    </Stack>
  );
}
