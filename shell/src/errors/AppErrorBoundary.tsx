import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

interface Props {
  children: ReactNode;
  /** A new value clears a shown error (the route boundary passes the location: a navigation starts afresh). */
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  error: unknown;
  /** Set by componentDidCatch; until then nothing renders, so the report is built with it. */
  componentStack: string | null;
}

const CLEAR: State = { failed: false, error: null, componentStack: null };

/**
 * The last-resort boundary around the whole app (accounts-and-sites.md §4 'Error boundary'), and the routes'
 * boundary inside the router.
 */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = CLEAR;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error, componentStack: null };
  }

  // React itself logs the caught error. This runs in the commit phase, so the re-render with
  // the component stack lands before the browser paints.
  override componentDidCatch(_error: unknown, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? '' });
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState(CLEAR);
  }

  private readonly retry = () => this.setState(CLEAR);

  override render() {
    const { failed, error, componentStack } = this.state;
    if (!failed) return this.props.children;
    if (componentStack === null) return null;
    return <ErrorScreen error={error} componentStack={componentStack || undefined} onRetry={this.retry} />;
  }
}
