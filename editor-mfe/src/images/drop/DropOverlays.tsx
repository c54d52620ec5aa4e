// The canvas overlays of an image drop (editor-core.md §2, §4): 'Drop image here' on the box under the pointer,
// 'Drop image here to set background' on the container, 'Compressing... N%' / 'Processing...' over the target
// while it loads, and on failure a red dot with the message, gone after 3 s.
import { CONTAINER_TARGET, useDropView, type DropTarget } from './dropStatus';
import { progressText } from './progressText';
import styles from './DropOverlays.module.css';

export const BOX_DROP_HINT = 'Drop image here';
export const CONTAINER_DROP_HINT = 'Drop image here to set background';

function Overlay({ target, hint, className }: { target: DropTarget; hint: string; className?: string }) {
  const { hovered, loading, error } = useDropView(target);
  if (error) {
    return (
      <div className={styles.error} role="alert" data-testid="image-drop-error">
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.errorText}>{error}</span>
      </div>
    );
  }
  if (!loading && !hovered) return null;
  return (
    <div className={className} role="status" aria-live="polite" data-testid="image-drop-overlay">
      <p className={styles.message}>{loading ? progressText(loading) : hint}</p>
    </div>
  );
}

/** Inside each box (rendered by BoxExtras). */
export function BoxDropOverlay({ boxId }: { boxId: string }) {
  return <Overlay target={boxId} hint={BOX_DROP_HINT} className={styles.boxOverlay} />;
}

/** Over the whole canvas. */
export function ContainerDropOverlay() {
  return <Overlay target={CONTAINER_TARGET} hint={CONTAINER_DROP_HINT} className={styles.containerOverlay} />;
}
