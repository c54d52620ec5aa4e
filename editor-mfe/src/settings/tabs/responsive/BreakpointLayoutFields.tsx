import { BOUNDS, BREAKPOINT_KEYS, boxLayoutAt, type Box, type Breakpoint } from '@bento/core';
import { SliderField } from '@bento/ui/controls';
import { SpanField } from '../size/SpanField';
import { BREAKPOINT_LABELS, useColumnsAt } from '../size/shownBreakpoint';
import { useLayoutChange } from '../size/useLayoutChange';
import styles from '../size/layoutFields.module.css';

const clampOrder = (order: number) =>
  Math.min(BOUNDS.order.max, Math.max(BOUNDS.order.min, Math.round(order)));

/**
 * Column span, row span and order of the selected boxes at one breakpoint (responsiveColSpan / RowSpan / Order,
 * key sm, md or lg). The values shown are the ones drawn there (core's boxLayoutAt): a breakpoint without its own
 * value follows the box's spans, with the mobile fallbacks on mobile.
 */
export function BreakpointLayoutFields({
  box,
  breakpoint,
  boxCount,
}: {
  box: Box;
  breakpoint: Breakpoint;
  boxCount: number;
}) {
  const columns = useColumnsAt(breakpoint);
  const change = useLayoutChange();
  const key = BREAKPOINT_KEYS[breakpoint];
  const layout = boxLayoutAt(box, breakpoint, columns);
  const fullWidth = breakpoint === 'mobile' && box.forceFullWidthMobile === true;
  // Boxes without an order here keep their place (0 to n − 1): one below and one above let a box go first or last.
  const orderRange = { min: Math.min(-1, layout.order), max: Math.max(boxCount, layout.order) };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {BREAKPOINT_LABELS[breakpoint]} layout ({key})
      </legend>
      <SpanField
        unit="column"
        value={layout.colSpan}
        max={columns}
        disabled={fullWidth}
        onChange={(span, phase) => change({ responsiveColSpan: { [key]: span }, columns }, phase)}
      />
      {fullWidth && (
        <p className={styles.hint}>Force full width on mobile is on: the box spans every column.</p>
      )}
      <SpanField
        unit="row"
        value={layout.rowSpan}
        onChange={(span, phase) => change({ responsiveRowSpan: { [key]: span } }, phase)}
      />
      <SliderField
        label="Order"
        value={layout.order}
        min={orderRange.min}
        max={orderRange.max}
        step={1}
        onChange={(order, phase) => change({ responsiveOrder: { [key]: clampOrder(order) } }, phase)}
      />
      <p className={styles.hint}>Lower orders come first. {columns} columns here.</p>
    </fieldset>
  );
}
