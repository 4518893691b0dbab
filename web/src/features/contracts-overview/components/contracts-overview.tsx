import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Contract } from '@carsi/sdk/main';
import { useAuctionGetContract } from '../api/sdk-hooks.ts';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { verticals } from '@carsi/sdk/verticals';
import { paths, platformLabels, sectionPaths } from '@/config/paths.ts';
import { sectionApi } from '@/lib/section-api.ts';
import { groupOf, type ContractGroup } from '../utils/contract-state.ts';
import { ContractRow } from './contract-row.tsx';

interface Source {
  section: string;
  href: string;
  query: { data?: Contract; isPending: boolean; isError: boolean; refetch: () => unknown };
}

const GROUP_TITLES: Record<ContractGroup, string> = {
  pending: 'Onay bekleyen sözleşmeler',
  accepted: 'Onayladığınız sözleşmeler',
};

/**
 * The seller contracts of the sections (Pazar, Zanaat, Takas) and Mezat in one place: which the member accepted,
 * which still wait, each leading to the section's own contract page.
 */
export function ContractsOverview() {
  const sources: Source[] = [
    // One per section of verticals.yaml: a list fixed at build time, so every render calls the same hooks in the same order.
    ...verticals.map((v) => ({ section: platformLabels[v.platform], href: sectionPaths[v.key].contract.getHref(), query: sectionApi(v.key).useGetContract() })),
    { section: platformLabels.AUCTION, href: paths.auctionAccount.getHref(), query: useAuctionGetContract() },
  ];
  if (sources.some((s) => s.query.isPending && !s.query.isError)) return <LoadingBlock label="Sözleşmeler yükleniyor…" />;

  const loaded = sources.flatMap((s) => (s.query.data ? [{ ...s, contract: s.query.data }] : []));
  const failed = sources.filter((s) => !s.query.data);
  const pendingCount = loaded.filter((s) => groupOf(s.contract.status) === 'pending').length;
  const acceptedCount = loaded.length - pendingCount;

  return (
    <Stack spacing={3}>
      <Typography role="status">
        {`${acceptedCount} sözleşme onaylandı, ${pendingCount} sözleşme onayınızı bekliyor.`}
      </Typography>
      {failed.length > 0 && (
        <LoadError
          onRetry={() => failed.forEach((s) => void s.query.refetch())}
          message={`${failed.map((s) => s.section).join(', ')} sözleşmesi yüklenemedi.`}
        />
      )}
      {(['pending', 'accepted'] as const).map((group) => {
        const rows = loaded.filter((s) => groupOf(s.contract.status) === group);
        if (rows.length === 0) return null;
        return (
          <Stack key={group} component="section" spacing={1.5} aria-labelledby={`sozlesmeler-${group}`}>
            <Typography id={`sozlesmeler-${group}`} variant="h6" component="h2">
              {GROUP_TITLES[group]}
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
              {rows.map((row) => (
                <ContractRow key={row.section} section={row.section} contract={row.contract} href={row.href} />
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
