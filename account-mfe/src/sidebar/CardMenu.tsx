import { useEffect, useRef, useState } from 'react';
import styles from './DesignCard.module.css';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  danger?: boolean;
  /** Shown but not usable (aria-disabled: still reachable, so its explanation can be read). */
  disabled?: boolean;
  /** Why it is disabled: the id of the text that says so, and a tooltip. */
  describedBy?: string;
  hint?: string;
}

/**
 * A card's options menu: closes on a choice (focus back on its button, where a dialog the choice opens returns it),
 * Escape or a click elsewhere. A disabled item does nothing.
 */
export function CardMenu({ label, items }: { label: string; items: MenuItem[] }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={root}
      className={styles.menuRoot}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.iconButton}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      >
        ⋯
      </button>
      {open && (
        <div className={styles.menu} role="menu" aria-label={label}>
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              className={item.danger ? styles.dangerItem : styles.menuItem}
              aria-disabled={item.disabled || undefined}
              aria-describedby={item.describedBy}
              title={item.hint}
              onClick={() => {
                if (item.disabled) return;
                button.current?.focus();
                setOpen(false);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
