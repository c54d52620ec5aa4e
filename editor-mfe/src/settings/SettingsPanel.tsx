import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useAppDispatch } from '@bento/store';
import { canvasBreakpointHeld } from '../canvas/canvasView';
import { useScreenFlag } from '../screenFlags';
import { CloseIcon } from './icons';
import styles from './SettingsPanel.module.css';

export interface SettingsPanelProps {
  title: string;
  /** Under the title: what is being edited ('2 boxes', 'Nested element'). */
  subtitle?: string;
  onClose: () => void;
  children: ReactNode;
  /** Which side of the editor the panel opens on: the canvas makes room on that side (EditorScreen.module.css). */
  side: 'left' | 'right';
}

/**
 * A settings panel: a labelled region with a close button, beside its toolbar on a wide screen and a bottom sheet
 * on a narrow one. Escape inside it closes it (and goes no further: it must not also clear the selection). While
 * it is open the canvas keeps its breakpoint (canvasView's held breakpoint).
 */
export function SettingsPanel({ title, subtitle, onClose, children, side }: SettingsPanelProps) {
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  const dispatch = useAppDispatch();

  // The canvas makes room for the panel; it keeps the breakpoint it showed (before the room shrank it).
  useLayoutEffect(() => {
    dispatch(canvasBreakpointHeld(true));
    return () => {
      dispatch(canvasBreakpointHeld(false));
    };
  }, [dispatch]);

  // The canvas keeps its width, so the selected box may be where the panel now is: bring it beside the panel
  // (the editor's scroll padding on the panel's side), once the canvas has its held width.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const selected = document.querySelector<HTMLElement>('[data-box-id][data-selected]');
      selected?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    node.addEventListener('keydown', onKeyDown);
    return () => node.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  // The canvas makes room for the panel on its side (EditorScreen.module.css).
  useScreenFlag(`side-panel-${side}`, true);
  return (
    <section ref={root} className={styles.panel} aria-labelledby={titleId} data-side-panel={side}>
      <header className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        <button type="button" className={styles.close} aria-label={`Close ${title}`} onClick={onClose}>
          <CloseIcon />
        </button>
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
