import { act } from '@testing-library/react';
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, NavigationType, parsePath, Route, Routes, useLocation, useNavigate, useNavigationType, type Location, type To } from 'react-router-dom';

/** What a test reads of the router: the address on the screen and how it was reached; and a way through the history. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate: (to: To | number) => Promise<void>;
}

/** A router handle for a test of a page opened at `path`; RouterProbe keeps it up to date. */
export function testRouter(path: string): TestRouter {
  const { pathname = '/', search = '', hash = '' } = parsePath(path);
  return {
    state: { location: { pathname, search, hash, state: null, key: 'default' }, historyAction: NavigationType.Pop },
    navigate: () => Promise.reject(new Error('The router has not been rendered yet')),
  };
}

/**
 * Put inside the test's router: reports each address the screen shows (once a move has finished, as a
 * data router's state did) and lets the test go back and forth as a visitor's browser buttons would.
 */
export function RouterProbe({ router }: { router: TestRouter }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    router.state = { location, historyAction };
    router.navigate = async (to) => {
      await act(async () => {
        await (typeof to === 'number' ? navigate(to) : navigate(to));
      });
    };
  }, [router, location, historyAction, navigate]);
  return null;
}

/** A memory router at `path` that reports to `router`, rendering `children` (the shop's routes, say). */
export function RouterAt({ path, router, children }: { path: string; router: TestRouter; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <RouterProbe router={router} />
      {children}
    </MemoryRouter>
  );
}

/** One page under test, rendered at `path` (and at any address it moves to) inside RouterAt. */
export function PageAt({ path, router, element }: { path: string; router: TestRouter; element: ReactElement }) {
  return (
    <RouterAt path={path} router={router}>
      <Routes>
        <Route path="*" element={element} />
      </Routes>
    </RouterAt>
  );
}
