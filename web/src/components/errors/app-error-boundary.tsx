import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from './error-panel.tsx';

interface Props {
  children: ReactNode;
}
interface State {
  failed: boolean;
}

/** The last line of defence outside the router (providers, layout): offers a full reload. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Çarşı uygulama hatası', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <ErrorPanel
          message="Sayfa yüklenirken beklenmeyen bir hata oluştu."
          onRetry={() => window.location.reload()}
        />
      );
    }
    return this.props.children;
  }
}
