import { useGetMegaMenu } from '@/lib/api/layout.ts';
import { useLocation } from 'react-router-dom';
import { Platform, platformOfPath } from '@/config/paths.ts';
import { MegaMenuBar } from './mega-menu-bar.tsx';

/**
 * The marketplace's category menu under the header (marketplace pages only; a section renders its own
 * on its pages). The answer is kept for an hour (the SDK's cache rules).
 */
export function MegaMenu() {
  const { pathname } = useLocation();
  const onMarketplace = platformOfPath(pathname) === Platform.MARKETPLACE;
  const { data } = useGetMegaMenu({ query: { enabled: onMarketplace } });
  if (!onMarketplace) return null;
  return <MegaMenuBar items={data?.items ?? []} label="Kategoriler" />;
}
