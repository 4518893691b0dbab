import { lazy, type ComponentType } from 'react';

/**
 * A component loaded on demand, inside MUI's theme and style cache (lib/mui-scope.tsx), which load
 * with it: for a part of the shell or the home page whose code arrives later and is built with MUI.
 */
export async function inMuiScope<Props extends object>(load: Promise<ComponentType<Props>>): Promise<ComponentType<Props>> {
  const [Part, { MuiScope }] = await Promise.all([load, import('@/lib/mui-scope.tsx')]);
  return function ScopedPart(props: Props) {
    return (
      <MuiScope>
        <Part {...props} />
      </MuiScope>
    );
  };
}

/** React's `lazy` of such a component: `load` starts when it first renders. */
export const lazyInMuiScope = <Props extends object>(load: () => Promise<ComponentType<Props>>) => lazy(async () => ({ default: await inMuiScope(load()) }));
