import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { narrowedRoutes } from './narrowed-routes.ts';
import { routes } from './router.tsx';

/** One address per route of the table: parameters filled in, optional segments both ways. */
function exampleAddresses(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const filled = own.replace(/:[^/?]+\?/g, '').replace(/:[^/]+/g, 'ornek-7').replace(/\*$/, 'olmayan/sayfa').replace(/\/{2,}/g, '/');
    return [...(route.path !== undefined || route.index ? [filled || '/'] : []), ...exampleAddresses(route.children ?? [], own)];
  });
}

const chainAt = (table: RouteObject[], pathname: string) =>
  (matchRoutes(table, pathname) ?? []).filter(({ route }) => route.path !== undefined || route.index).map(({ route, params }) => ({ route, params }));

describe('the narrowed route table', () => {
  const routesAt = narrowedRoutes(routes);
  const addresses = [
    ...exampleAddresses(routes),
    '/',
    '/SEPETIM',
    '/sepetim/',
    '/%73epetim',
    '/hic-olmayan-bir-adres',
    '/pazar/hic-olmayan',
    '/%C3%A7ar%C5%9F%C4%B1',
  ];

  it('matches every address of the shop to the same pages as the whole table', () => {
    expect(addresses.length).toBeGreaterThan(100);
    for (const address of addresses) {
      expect({ address, chain: chainAt(routesAt(address), address) }).toEqual({ address, chain: chainAt(routes, address) });
    }
  });

  it('asks React Router to rank a small part of the table for an address', () => {
    const size = (table: readonly RouteObject[]): number => table.reduce((sum, route) => sum + 1 + size(route.children ?? []), 0);
    expect(size(routesAt('/urun/7'))).toBeLessThan(size(routes) / 4);
    expect(routesAt('/urun/7')).toBe(routesAt('/urun/8'));
  });
});
