import { useId, useState, type ReactNode } from 'react';
import styles from './LeftToolbar.module.css';

/** Hover tooltips only where a mouse can hover: on touch screens a tap would leave them stuck open. */
function canHover(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover)').matches;
}

export interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** For buttons that open a panel. */
  expanded?: boolean;
  /** For toggles (Preview Mode). */
  pressed?: boolean;
}

export function ToolButton({ label, icon, onClick, expanded, pressed }: ToolButtonProps) {
  const tooltipId = useId();
  const [hovered, setHovered] = useState(false);
  const showTooltip = hovered && !expanded;
  return (
    <span className={styles.item}>
      <button
        type="button"
        className={styles.button}
        aria-label={label}
        aria-expanded={expanded}
        aria-pressed={pressed}
        aria-describedby={showTooltip ? tooltipId : undefined}
        data-active={expanded || pressed ? '' : undefined}
        onClick={onClick}
        onMouseEnter={() => setHovered(canHover())}
        onMouseLeave={() => setHovered(false)}
      >
        {icon}
      </button>
      {showTooltip && (
        <span id={tooltipId} role="tooltip" className={styles.tooltip}>
          {label}
        </span>
      )}
    </span>
  );
}
