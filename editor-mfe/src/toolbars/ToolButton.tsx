import { matchesMedia } from '../mediaQuery';
import { useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { useToolCaptions } from './firstVisitCaptions';
import styles from './ToolStrip.module.css';

/** A touch held this long shows the button's label (touch has no hover), and the release does not press it. */
export const LONG_PRESS_MS = 500;
/** How long a long-press label stays after the finger lifts. */
const LONG_PRESS_LABEL_MS = 1500;

/** Hover tooltips only where a mouse can hover: on touch screens a tap would leave them stuck open. */
const canHover = () => matchesMedia('(hover: hover)');

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
  const captions = useToolCaptions();
  const showTooltip = hinted && !expanded;
  // A long press on touch: its timer, and whether it fired (the click that follows the release is not a press).
  const press = useRef<{ timer?: ReturnType<typeof setTimeout>; fired: boolean }>({ fired: false });
  const startPress = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    clearTimeout(press.current.timer);
    press.current.fired = false;
    press.current.timer = setTimeout(() => {
      press.current.fired = true;
      setHinted(true);
    }, LONG_PRESS_MS);
  };
  const endPress = () => {
    clearTimeout(press.current.timer);
    if (press.current.fired) press.current.timer = setTimeout(() => setHinted(false), LONG_PRESS_LABEL_MS);
  };
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
          if (press.current.fired) {
            press.current.fired = false;
            return;
          }
          if (!disabled) onClick();
        }}
        onPointerDown={startPress}
        onPointerUp={endPress}
        onPointerCancel={endPress}
        onContextMenu={(event) => {
          // The browser's long-press menu would cover the label.
          if (press.current.fired) event.preventDefault();
        }}
        // Touch sends mouse events too (after a tap or a long press): those must not hide a long press's label.
        onMouseEnter={() => {
          if (canHover()) setHinted(true);
        }}
        onMouseLeave={() => {
          if (canHover()) setHinted(false);
        }}
        onFocus={(event) => {
          // A long press ends with a focus (and a click): its label stays.
          if (!press.current.fired) setHinted(event.target.matches(':focus-visible'));
        }}
        onBlur={() => setHinted(false)}
      >
        {icon}
        {captions && (
          <span className={styles.caption} aria-hidden="true">
            {label}
          </span>
        )}
      </button>
      {showTooltip && (
        <span id={tooltipId} role="tooltip" className={styles.tooltip} data-side={tooltipSide}>
          {tooltip}
        </span>
      )}
    </span>
  );
}
