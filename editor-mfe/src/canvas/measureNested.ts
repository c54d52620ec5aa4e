// What a nested box's resize step needs from the page (editor-core.md §5 'Box size'): the drawn size (where
// growing from 'auto' starts) and, for widths, the most its slot can draw. The nested grid's columns are at least
// as wide as their content, so a stored width beyond the slot widens the columns past the parent box, which clips
// it: without this bound Ctrl+→ kept growing the stored width while the drawn one stayed put.

export interface NestedMeasures {
  /** Drawn size along the axis, per nested id. */
  measuredPx: Record<string, number>;
  /** The slot's width per nested id (widths only): the whole inner width, or one of the two columns. */
  maxPx: Record<string, number>;
}

function px(value: string): number {
  const number = Number.parseFloat(value);
  return Number.isFinite(number) ? number : 0;
}

/** Width a nested box can be drawn at in its parent: the group's inner width, or one column of it (left / right). */
function slotWidth(element: HTMLElement): number {
  const group = element.parentElement;
  if (!group) return 0;
  const css = getComputedStyle(group);
  const inner = group.clientWidth - px(css.paddingLeft) - px(css.paddingRight);
  const half =
    element.dataset.horizontalPosition === 'left' || element.dataset.horizontalPosition === 'right';
  return half ? (inner - px(css.columnGap)) / 2 : inner;
}

/** Measures the nested boxes `ids` drawn under `root` along the width (horizontal) or the height. */
export function measureNestedBoxes(
  ids: readonly string[],
  horizontal: boolean,
  root: ParentNode = document,
): NestedMeasures {
  const wanted = new Set(ids);
  const measures: NestedMeasures = { measuredPx: {}, maxPx: {} };
  for (const element of root.querySelectorAll<HTMLElement>('[data-nested-box-id]')) {
    const id = element.dataset.nestedBoxId;
    if (id === undefined || !wanted.has(id)) continue;
    // The canvas may be drawn smaller (CSS zoom, canvasView.ts): the rectangle is in screen px, the sizes are not.
    const rect = element.getBoundingClientRect();
    const zoom = element.currentCSSZoom || 1;
    measures.measuredPx[id] = (horizontal ? rect.width : rect.height) / zoom;
    // The box grows to fit a taller nested box: only the width has a bound.
    const max = horizontal ? slotWidth(element) : 0;
    if (max > 0) measures.maxPx[id] = max;
  }
  return measures;
}
