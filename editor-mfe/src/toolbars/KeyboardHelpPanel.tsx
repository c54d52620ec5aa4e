import { TOOLTIP_MS } from '@bento/core';
import { useAppSelector, type RootState } from '@bento/store';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { detectMac } from '../keyboard/shortcuts';
import { useScreenFlag } from '../screenFlags';
import { selectIsPreviewMode, selectNestedSelection, selectSelection } from '../state/editorSlice';
import { helpShortcuts, helpTitle, type HelpMode } from './helpContent';
import { useCollapsedPreference, useShortcutTipVisible } from './usePanelPreferences';
import styles from './KeyboardHelpPanel.module.css';

export const SHORTCUT_TIP = 'Shortcuts pause while you type in a field or edit a box’s text.';

/** A plain-data answer, so the panel re-renders only when the mode really changes. */
function modeKey(state: RootState): string {
  if (selectIsPreviewMode(state)) return 'preview';
  if (selectNestedSelection(state)) return 'nested';
  const count = selectSelection(state).ids.length;
  return count === 0 ? 'editor' : `boxes:${count}`;
}

function parseMode(key: string): HelpMode {
  if (key === 'preview' || key === 'nested' || key === 'editor') return { kind: key };
  return { kind: 'boxes', count: Number(key.slice('boxes:'.length)) };
}

/** The tip button; its tooltip shows for TOOLTIP_MS (3 s) on hover or focus. */
function ShortcutTip() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const tooltipId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = () => {
    clearTimeout(timer.current);
    setOpen(true);
    timer.current = setTimeout(() => setOpen(false), TOOLTIP_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  return (
    <span className={styles.tipWrap}>
      <button
        type="button"
        className={styles.tip}
        aria-label="Shortcut tip"
        aria-describedby={open ? tooltipId : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
      >
        ?
      </button>
      {open && (
        <span role="tooltip" id={tooltipId} className={styles.tooltip}>
          {SHORTCUT_TIP}
        </span>
      )}
    </span>
  );
}

/** Keyboard help (bottom left): the shortcuts for the current selection state; collapsible, remembered locally. */
export function KeyboardHelpPanel() {
  const mode = parseMode(useAppSelector(modeKey));
  const [collapsed, toggleCollapsed] = useCollapsedPreference();
  // Open, the panel takes its own column: the canvas reflows beside it (EditorScreen.module.css).
  useScreenFlag('help-expanded', !collapsed);
  const tipVisible = useShortcutTipVisible();
  const mod = useMemo(
    () => (detectMac(typeof navigator === 'undefined' ? undefined : navigator) ? '⌘' : 'Ctrl'),
    [],
  );
  const listId = useId();
  const title = helpTitle(mode);
  return (
    <section
      className={styles.panel}
      aria-label="Keyboard shortcuts"
      data-collapsed={collapsed ? 'true' : undefined}
    >
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {tipVisible && <ShortcutTip />}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={!collapsed}
          aria-controls={listId}
          aria-label={collapsed ? 'Expand keyboard help' : 'Collapse keyboard help'}
          title={collapsed ? 'Expand keyboard help' : 'Collapse keyboard help'}
          onClick={toggleCollapsed}
        >
          {collapsed ? '▴' : '▾'}
        </button>
      </div>
      {!collapsed && (
        <dl id={listId} className={styles.list}>
          {helpShortcuts(mode, mod).map(({ keys, action }) => (
            <div key={keys} className={styles.row}>
              <dt>
                <kbd className={styles.keys}>{keys}</kbd>
              </dt>
              <dd className={styles.action}>{action}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
