import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { splitModuleId, type RemoteModuleId } from '@bento/core';
import { Spinner } from '@bento/ui';
import { federationRuntime, type RemoteRuntime } from './remoteRegistry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import styles from './RemoteMount.module.css';

type RemoteComponent = LazyExoticComponent<ComponentType>;

// One lazy component per exposed module, so moving between routes doesn't download it again.
// React.lazy caches a rejection forever, so Retry drops the entry and builds a new one.
const lazyComponents = new Map<string, RemoteComponent>();

function lazyRemote(id: RemoteModuleId, runtime: RemoteRuntime): RemoteComponent {
  let component = lazyComponents.get(id);
  if (!component) {
    component = lazy(() => runtime.load<{ default: ComponentType }>(id));
    lazyComponents.set(id, component);
  }
  return component;
}

export interface RemoteMountProps {
  /** The exposed module, e.g. 'editor/EditorScreen'; its default export is rendered. */
  id: RemoteModuleId;
  /** Names the area in the failure message, e.g. 'the editor'. */
  label: string;
  /** Shown while the remote downloads; a small inline spinner by default. */
  loading?: ReactNode;
  /** Injectable for tests; defaults to the federation runtime. */
  runtime?: RemoteRuntime;
  /** While true, the area shows its loading state and downloads nothing yet (another area goes first). */
  deferred?: boolean;
  /** Called once the remote has rendered, or its area shows the failure. */
  onSettled?: () => void;
}

/** Mounts one remote's component behind its own Suspense and error boundary: a failure stays in this area. */
export function RemoteMount(props: RemoteMountProps) {
  if (props.deferred) return props.loading ?? <AreaLoading label={props.label} />;
  return <RemoteArea key={props.id} {...props} />;
}

/** Rendered beside the remote inside its Suspense boundary: its effect runs once the remote is on screen. */
function Settled({ onSettled }: { onSettled?: () => void }) {
  useEffect(() => onSettled?.(), [onSettled]);
  return null;
}

function RemoteArea({ id, label, loading, runtime = federationRuntime, onSettled }: RemoteMountProps) {
  const [attempt, setAttempt] = useState(0);
  const [Component, setComponent] = useState(() => lazyRemote(id, runtime));

  const failed = () => {
    runtime.failed?.(splitModuleId(id)[0]);
    onSettled?.();
  };

  const retry = () => {
    lazyComponents.delete(id);
    runtime.forget(splitModuleId(id)[0]);
    setComponent(() => lazyRemote(id, runtime));
    setAttempt((count) => count + 1);
  };

  return (
    <RemoteErrorBoundary key={attempt} label={label} onRetry={retry} onFailed={failed}>
      <Suspense fallback={loading ?? <AreaLoading label={label} />}>
        <Component />
        <Settled onSettled={onSettled} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function AreaLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status">
      <Spinner />
      <span>Loading {label}...</span>
    </div>
  );
}
