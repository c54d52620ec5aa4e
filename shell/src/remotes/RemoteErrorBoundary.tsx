import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  label: string;
  onRetry: () => void;
  /** Called when the area shows its failure. */
  onFailed?: () => void;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a remote that fails to download or throws while rendering, and keeps the rest of the page alive. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[remote] ${this.props.label} failed`, error, info.componentStack);
    this.props.onFailed?.();
  }

  override render() {
    if (this.state.failed) {
      return (
        <RemoteFallback label={this.props.label} error={this.state.error} onRetry={this.props.onRetry} />
      );
    }
    return this.props.children;
  }
}
