import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { narrowedRoutes } from './narrowed-routes.ts';
import { otherRoutes } from './route-tables/other-routes.ts';
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

describe('the narrowed route tables', () => {
  const odd = ['/', '/SEPETIM', '/sepetim/', '/%73epetim', '/hic-olmayan-bir-adres', '/pazar/hic-olmayan', '/%C3%A7ar%C5%9F%C4%B1'];

  it.each([
    ['the marketplace', routes],
    ['every other page', otherRoutes],
  ])('matches every address of %s to the same pages as the whole table', (_name, table) => {
    const routesAt = narrowedRoutes(table);
    const addresses = [...exampleAddresses(routes), ...exampleAddresses(otherRoutes), ...odd];
    expect(addresses.length).toBeGreaterThan(100);
    for (const address of addresses) {
      expect({ address, chain: chainAt(routesAt(address), address) }).toEqual({ address, chain: chainAt(table, address) });
    }
  });

  it("leaves every address of the other pages, and none of the marketplace's, to the other pages' table", () => {
    const endsAtCatchAll = (address: string) => (matchRoutes(routes, address) ?? []).at(-1)?.route.path === '*';
    const missed = exampleAddresses(otherRoutes).filter((address) => !address.includes('olmayan') && !endsAtCatchAll(address));
    expect(missed).toEqual([]);
    expect(exampleAddresses(routes).filter((address) => !address.includes('olmayan') && endsAtCatchAll(address))).toEqual([]);
  });

  it('asks React Router to rank a small part of the table for an address', () => {
    const routesAt = narrowedRoutes(otherRoutes);
    const size = (table: readonly RouteObject[]): number => table.reduce((sum, route) => sum + 1 + size(route.children ?? []), 0);
    expect(size(routesAt('/pazar/ilan/7'))).toBeLessThan(size(otherRoutes) / 4);
    expect(routesAt('/pazar/ilan/7')).toBe(routesAt('/pazar/ilan/8'));
  });
});
