import { PageHead } from '@/components/seo/page-head.tsx';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CampaignPage } from '@carsi/sdk/main';
import { useGetCampaignPage } from '../api/sdk-hooks.ts';
import { useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { ProductGrid, ProductGridSkeleton } from '@/components/product/product-grid.tsx';
import { PageLinks } from '@/components/ui/page-links.tsx';
import { formatDate, formatNumber } from '@/utils/format.ts';
import { isNotFoundError } from '@/lib/not-found.ts';
import { campaignPageParams } from '../api/campaign-page.ts';

function CampaignTerms({ campaign }: { campaign: CampaignPage }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="kampanya-kosullari" sx={{ p: 2 }}>
      <Typography id="kampanya-kosullari" component="h2" variant="h6" sx={{ mb: 1 }}>
        Kampanya koşulları
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        <li>{`Kampanya ${formatDate(campaign.startsAt)} – ${formatDate(campaign.endsAt)} tarihleri arasında geçerlidir.`}</li>
        <li>Kampanya stoklarla sınırlıdır; fiyatlar sepette ve ödeme adımında yeniden hesaplanır.</li>
        <li>İndirimler başka kampanya ve kuponlarla birleştirilmeyebilir; koşulları ürün sayfasında görebilirsiniz.</li>
        <li>Çarşı, kampanya koşullarını önceden duyurmak kaydıyla değiştirme hakkını saklı tutar.</li>
      </Box>
    </Paper>
  );
}

/** A campaign landing page: banner, heading, its products page by page and the campaign's terms. */
export function CampaignView({ slug }: { slug: string }) {
  const [params] = useSearchParams();
  const paging = campaignPageParams(params);
  const { currentPage } = paging;
  const campaign = useGetCampaignPage(slug, paging);
  if (isNotFoundError(campaign.error)) return <NotFound />;
  const data = campaign.data;
  const hrefForPage = (page: number) => (page <= 1 ? '?' : `?sayfa=${page}`);
  return (
    <Stack spacing={3}>
      <PageHead
        title={`${data?.title ?? 'Kampanya'}${currentPage > 1 ? ` — Sayfa ${currentPage}` : ''} — Çarşı`}
        description={data ? `${data.title}${data.description ? `: ${data.description}` : ''}${data.endsAt ? ` Son gün ${formatDate(data.endsAt)}.` : ''} ${data.products.totalCount} üründe kampanya fiyatları Çarşı'da.` : 'Çarşı kampanyası.'}
        image={data?.banner}
      />
      {data ? (
        <Box
          component="img"
          src={data.banner.url}
          alt={data.banner.alt}
          width={data.banner.width}
          height={data.banner.height}
          sx={{ width: '100%', height: 'auto', aspectRatio: `${data.banner.width} / ${data.banner.height}`, objectFit: 'cover', borderRadius: 2, display: 'block', minHeight: 120 }}
        />
      ) : (
        <Skeleton variant="rounded" sx={{ aspectRatio: '18 / 5', height: 'auto' }} />
      )}
      <header>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {data?.title ?? <Skeleton width={260} />}
        </Typography>
        {data?.description && <Typography color="textSecondary">{data.description}</Typography>}
        {data?.endsAt && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {`Son gün: ${formatDate(data.endsAt)}`}
          </Typography>
        )}
      </header>
      {campaign.isError ? (
        <LoadError onRetry={() => void campaign.refetch()} message="Kampanya şu anda yüklenemedi." />
      ) : !data ? (
        <ProductGridSkeleton label="Kampanya ürünleri yükleniyor" />
      ) : data.products.items.length === 0 ? (
        <Typography color="textSecondary">Bu kampanyada şu anda ürün bulunmuyor.</Typography>
      ) : (
        <Stack spacing={2} component="section" aria-label="Kampanya ürünleri">
          <Typography role="status" color="textSecondary">{`${formatNumber(data.products.totalCount)} ürün`}</Typography>
          <ProductGrid products={data.products.items} label={`${data.title} ürünleri`} />
          <PageLinks page={currentPage} totalPages={data.products.totalPages} hrefForPage={hrefForPage} />
        </Stack>
      )}
      {data && <CampaignTerms campaign={data} />}
    </Stack>
  );
}
