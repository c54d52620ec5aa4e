import { clampColSpan, type Box, type NestedBoxPosition } from '@bento/core';
import { ChoiceField } from '@bento/ui/controls';
import { BREAKPOINT_LABELS, useColumnsAt, useShownBreakpoint } from './shownBreakpoint';
import { SpanField } from './SpanField';
import { useLayoutChange } from './useLayoutChange';
import styles from './layoutFields.module.css';

const NESTED_POSITIONS = [
  { value: 'top', label: 'Top' },
  { value: 'bottom', label: 'Bottom' },
  { value: 'full', label: 'Full' },
] as const satisfies readonly { value: NestedBoxPosition; label: string }[];

/**
 * A box's column and row span (editor-core.md §5 'Box size': the column span at most the columns of the breakpoint
 * the canvas shows, the row span 1–12) and, when it holds nested boxes, where they sit (top, bottom or full).
 */
export function BoxSizeFields({ box }: { box: Box }) {
  const breakpoint = useShownBreakpoint();
  const columns = useColumnsAt(breakpoint);
  const change = useLayoutChange();
  return (
    <>
      <SpanField
        unit="column"
        value={clampColSpan(box.colSpan, columns)}
        max={columns}
        onChange={(colSpan, phase) => change({ colSpan, columns }, phase)}
      />
      <p className={styles.hint}>
        At most {columns} on the {BREAKPOINT_LABELS[breakpoint].toLowerCase()} layout the canvas shows.
        Per-breakpoint spans are in the Responsive tab.
      </p>
      <SpanField unit="row" value={box.rowSpan} onChange={(rowSpan, phase) => change({ rowSpan }, phase)} />
      {box.nestedBoxes.length > 0 && (
        <ChoiceField
          label="Nested elements position"
          value={box.nestedBoxPosition}
          options={NESTED_POSITIONS}
          onChange={(nestedBoxPosition) => change({ nestedBoxPosition })}
        />
      )}
    </>
  );
}
