// The canvas overlays of an image drop (editor-core.md §2, §4): 'Drop image here' on the box under the pointer,
// 'Drop image here to set background' on the container, 'Compressing... N%' / 'Processing...' over the target
// while it loads, and on failure a red dot with the message, gone after 3 s. Absolutely placed: nothing moves.
import { createPortal } from 'react-dom';
import {
  CONTAINER_TARGET,
  useBoxesWithDropView,
  useDropView,
  useLoadCancel,
  useLoadingProgress,
  type DropTarget,
} from './dropStatus';
import { ProgressAnnouncer } from './ProgressAnnouncer';
import { progressText } from './progressText';
import styles from './DropOverlays.module.css';

export const BOX_DROP_HINT = 'Drop image here';
export const CONTAINER_DROP_HINT = 'Drop image here to set background';

interface OverlayProps {
  target: DropTarget;
  hint: string;
  className?: string;
  /** Frames the whole target in red around its error (the container: a badge alone would seem a box's). */
  errorFrameClassName?: string;
}

function Overlay({ target, hint, className, errorFrameClassName }: OverlayProps) {
  const { hovered, loading, error } = useDropView(target);
  const cancel = useLoadCancel(target);
  if (error) {
    const badge = (
      <div className={styles.error} role="alert" data-testid="image-drop-error">
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.errorText}>{error}</span>
      </div>
    );
    return errorFrameClassName ? <div className={errorFrameClassName}>{badge}</div> : badge;
  }
  if (!loading && !hovered) return null;
  // Seen, not read: the progress is read by the canvas's one live region (CanvasDropOverlays).
  return (
    <div className={className} data-testid="image-drop-overlay">
      <p className={styles.message} aria-hidden="true">
        {loading ? progressText(loading) : hint}
      </p>
      {cancel && (
        <button
          type="button"
          className={styles.cancel}
          aria-label="Cancel image compression"
          onClick={(event) => {
            event.stopPropagation();
            cancel();
          }}
        >
          Cancel
        </button>
      )}
    </div>
  );
}

/** Finds a box's element on the canvas. */
type FindBox = (id: string) => HTMLElement | null;

/**
 * Each box's overlay, drawn into the box it concerns (the box's own element): no box renders or subscribes to
 * anything for a drop until it is the target.
 */
function BoxDropOverlays({ findBox }: { findBox: FindBox }) {
  const targets = useBoxesWithDropView();
  return targets.map((target) => {
    const box = findBox(target);
    return box
      ? createPortal(
          <Overlay target={target} hint={BOX_DROP_HINT} className={styles.boxOverlay} />,
          box,
          target,
        )
      : null;
  });
}

/**
 * Over the whole canvas (the container's overlay, the live region that reads any target's progress) and into the
 * box a drop concerns.
 */
export function CanvasDropOverlays({ findBox }: { findBox: FindBox }) {
  const progress = useLoadingProgress();
  return (
    <>
      <ProgressAnnouncer progress={progress} />
      <Overlay
        target={CONTAINER_TARGET}
        hint={CONTAINER_DROP_HINT}
        className={styles.containerOverlay}
        errorFrameClassName={styles.containerErrorFrame}
      />
      <BoxDropOverlays findBox={findBox} />
    </>
  );
}
