import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint.ts';

interface LazyPartProps {
  children: ReactNode;
  /** Shown while the part's code loads. */
  loading: ReactNode;
  /** Shown if its code cannot be loaded (a network failure, a newer deployment); nothing by default. */
  failed?: ReactNode;
  /** Below the first screen: its code is asked for only once the page's first screen has painted. */
  belowFold?: boolean;
}

/** Where a part's code cannot be loaded, only that part shows `failed`. */
export class LoadFailureBoundary extends Component<{ children: ReactNode; failed: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('Çarşı: a part of the page could not be loaded', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}

/**
 * A part of the page whose code loads on demand (React.lazy): `loading` stands in meanwhile, and if
 * the code cannot be loaded only this part falls back, never the whole page.
 */
export function LazyPart({ children, loading, failed = null, belowFold = false }: LazyPartProps) {
  const painted = useAfterFirstPaint(belowFold);
  if (!painted) return loading;
  return (
    <LoadFailureBoundary failed={failed}>
      <Suspense fallback={loading}>{children}</Suspense>
    </LoadFailureBoundary>
  );
}
