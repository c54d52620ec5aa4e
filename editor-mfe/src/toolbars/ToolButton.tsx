import { useId, useState, type ReactNode } from 'react';
import styles from './ToolStrip.module.css';

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
  /** Shown but inert: still focusable and hoverable, so its tooltip can say why. */
  disabled?: boolean;
  /** The tooltip's text when it differs from the label ('Box Border', 'Select box to edit'). */
  tooltip?: string;
  /** Which side of the button the tooltip shows on (the strip's open side). */
  tooltipSide?: 'right' | 'left';
}

/** A round button of a tool strip, with a tooltip on hover or keyboard focus (not while its panel is open). */
export function ToolButton({
  label,
  icon,
  onClick,
  expanded,
  pressed,
  disabled,
  tooltip = label,
  tooltipSide = 'right',
}: ToolButtonProps) {
  const tooltipId = useId();
  const [hinted, setHinted] = useState(false);
  const showTooltip = hinted && !expanded;
  return (
    <span className={styles.item}>
      <button
        type="button"
        className={styles.button}
        aria-label={label}
        aria-expanded={expanded}
        aria-pressed={pressed}
        aria-disabled={disabled || undefined}
        aria-describedby={showTooltip ? tooltipId : undefined}
        data-active={expanded || pressed ? '' : undefined}
        onClick={() => {
          if (!disabled) onClick();
        }}
        onMouseEnter={() => setHinted(canHover())}
        onMouseLeave={() => setHinted(false)}
        onFocus={(event) => setHinted(event.target.matches(':focus-visible'))}
        onBlur={() => setHinted(false)}
      >
        {icon}
      </button>
      {showTooltip && (
        <span id={tooltipId} role="tooltip" className={styles.tooltip} data-side={tooltipSide}>
          {tooltip}
        </span>
      )}
    </span>
  );
}
