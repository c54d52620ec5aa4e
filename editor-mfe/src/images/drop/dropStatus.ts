// What the canvas shows while an image is dragged over it or on its way in (editor-core.md §2 overlays, §4):
// one shared state, as the spec has it — the target under the pointer, and the one load (with its progress) or
// error at a time, for a box or the container.
import { useSyncExternalStore } from 'react';
import type { IntakeProgress } from '../intakeTypes';

/** A box id, or the container (the grid's background). */
export type DropTarget = string;
export const CONTAINER_TARGET: DropTarget = '::container';

export type DropPhase =
  | { kind: 'idle' }
  | { kind: 'loading'; target: DropTarget; progress: IntakeProgress; cancel?: () => void }
  | { kind: 'error'; target: DropTarget; message: string };

interface DropStatus {
  hovered: DropTarget | null;
  phase: DropPhase;
}

let status: DropStatus = { hovered: null, phase: { kind: 'idle' } };
const listeners = new Set<() => void>();

function update(next: Partial<DropStatus>): void {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
}

export const dropStatus = {
  get: (): DropStatus => status,
  hover: (hovered: DropTarget | null) => {
    if (status.hovered !== hovered) update({ hovered });
  },
  phase: (phase: DropPhase) => update({ phase }),
  /** Clears an error (after its 3 s) unless another load or error replaced it meanwhile. */
  clearError: (target: DropTarget, message: string) => {
    const { phase } = status;
    if (phase.kind === 'error' && phase.target === target && phase.message === message) {
      update({ phase: { kind: 'idle' } });
    }
  },
  isLoading: () => status.phase.kind === 'loading',
  /** How many views follow the state (a canvas has a few, whatever its number of boxes). */
  followers: () => listeners.size,
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** What one target shows: hovered, and its load or error (primitive snapshots, so only that target re-renders). */
export function useDropView(target: DropTarget): {
  hovered: boolean;
  loading: IntakeProgress | null;
  error: string | null;
} {
  const hovered = useSyncExternalStore(subscribe, () => status.hovered === target);
  const loading = useSyncExternalStore(subscribe, () =>
    status.phase.kind === 'loading' && status.phase.target === target ? status.phase.progress : null,
  );
  const error = useSyncExternalStore(subscribe, () =>
    status.phase.kind === 'error' && status.phase.target === target ? status.phase.message : null,
  );
  return { hovered, loading, error };
}

/**
 * The boxes that show something (the one under the pointer, the one loading or in error): one subscription for the
 * whole canvas, where one per box cost four store subscriptions each (8,000 at 2,000 boxes, issue 34).
 */
export function useBoxesWithDropView(): DropTarget[] {
  const hovered = useSyncExternalStore(subscribe, () => status.hovered);
  const phaseTarget = useSyncExternalStore(subscribe, () =>
    status.phase.kind === 'idle' ? null : status.phase.target,
  );
  return [...new Set([hovered, phaseTarget])].filter(
    (target): target is DropTarget => target !== null && target !== CONTAINER_TARGET,
  );
}

/** Cancels the load under way for `target`, when it can be cancelled (while compressing). */
export function useLoadCancel(target: DropTarget): (() => void) | null {
  return useSyncExternalStore(subscribe, () =>
    status.phase.kind === 'loading' && status.phase.target === target ? (status.phase.cancel ?? null) : null,
  );
}

/** The progress of the load under way, whatever its target (null when none). */
export function useLoadingProgress(): IntakeProgress | null {
  return useSyncExternalStore(subscribe, () =>
    status.phase.kind === 'loading' ? status.phase.progress : null,
  );
}
