/**
 * What one hook costs an app: the production bundle of a component using `useGetCart` from the built
 * package, against the same component calling TanStack Query's `useQuery` directly. React stays
 * external in both, so the difference is the SDK (hook, runtime, js-cookie) and nothing else.
 */
import { bundleSize, type BundleSize } from './bundle.ts';

export interface ConsumerBundles {
  reactQueryAlone: BundleSize;
  oneHook: BundleSize;
}

const reactQueryAlone = `
import { useQuery } from '@tanstack/react-query';
export function CartTotal() {
  const { data } = useQuery({ queryKey: ['/api/marketplace/cart'], queryFn: () => fetch('/api/marketplace/cart').then((r) => r.json()) });
  return data?.data?.total;
}`;

const oneHook = `
import { useGetCart } from '@carsi/sdk/main';
export function CartTotal() {
  const { data } = useGetCart();
  return data?.total;
}`;

/** `resolveDir` must see node_modules/@carsi/sdk (the workspace link to sdk/, whose exports point at dist). */
export async function consumerBundles(resolveDir: string): Promise<ConsumerBundles> {
  const external = ['react', 'react-dom', 'react/jsx-runtime'];
  return {
    reactQueryAlone: await bundleSize({ entry: { contents: reactQueryAlone, resolveDir }, external }),
    oneHook: await bundleSize({ entry: { contents: oneHook, resolveDir }, external }),
  };
}
