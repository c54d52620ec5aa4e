import type { Box } from '@bento/core';
import { useMemo } from 'react';
import { cx } from './boxAttributes';
import { BoxView } from './BoxView';
import { columnsByBreakpoint, gridRegionStyle } from './gridStyle';
import type { BentoGridProps } from './types';
import styles from './BentoGrid.module.css';

export type { BentoGridProps, BoxElementProps, BoxHooks } from './types';

const NO_SELECTION: ReadonlySet<string> = new Set();

function byOrder(boxes: readonly Box[]): Box[] {
  // Array#sort is stable: boxes with the same order keep their document order.
  return [...boxes].sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || 0);
}

/** Ids of the selected nested boxes of a box, joined ('' when none): a cheap, comparable memo key. */
function selectedNestedKey(box: Box, selectedIds: ReadonlySet<string>): string {
  if (selectedIds.size === 0 || !box.nestedBoxes?.length) return '';
  return box.nestedBoxes
    .filter((nested) => selectedIds.has(nested.id))
    .map((nested) => nested.id)
    .join('\n');
}

/** editingId when it is this box or one of its nested boxes, else null (keeps the other boxes' memo intact). */
function editingWithin(box: Box, editingId: string | null): string | null {
  if (editingId === null) return null;
  if (box.id === editingId || box.nestedBoxes?.some((nested) => nested.id === editingId)) return editingId;
  return null;
}

/**
 * The ONE rendering of a grid document, shared by the editor canvas and the published-site viewer (which
 * renders it on the server with renderToString). Pure at render: no effects, no window or document, no
 * generated ids.
 *
 * Responsive without JavaScript: the wrapper is a size container and every box carries its spans, order and
 * visibility for mobile, tablet and desktop as custom properties (layoutVars.ts); container queries in the CSS
 * module pick the set for the container's width (<768 mobile, 768–1023 tablet, ≥1024 desktop). `breakpoint`
 * forces one set instead and is exposed as data-breakpoint. Server and client HTML are therefore identical and
 * nothing moves when the page hydrates.
 */
export function BentoGrid({
  gridData,
  breakpoint,
  selectedIds = NO_SELECTION,
  interactiveLinks = false,
  viewer = false,
  emptyState,
  gallery,
  galleryLayout,
  className,
  renderBoxExtras,
  boxProps,
  nestedBoxProps,
  editingId = null,
  renderEditor,
}: BentoGridProps) {
  const { gridSettings } = gridData;
  const boxes = useMemo(() => byOrder(gridData.boxes), [gridData.boxes]);
  const columns = useMemo(() => columnsByBreakpoint(gridSettings), [gridSettings]);
  const regionStyle = useMemo(() => gridRegionStyle(gridSettings), [gridSettings]);
  return (
    <div className={cx(styles.root, className)}>
      <section
        className={cx(styles.grid, gridSettings.useSquircles && styles.squircles)}
        aria-label={gridSettings.useSquircles ? 'Content Grid' : 'Grid Container'}
        data-columns={columns[breakpoint ?? 'desktop']}
        data-breakpoint={breakpoint}
        data-gallery={galleryLayout}
        style={regionStyle}
      >
        {gallery ??
          boxes.map((box) => (
            <BoxView
              key={box.id}
              box={box}
              columns={columns}
              selected={selectedIds.has(box.id)}
              selectedNestedKey={selectedNestedKey(box, selectedIds)}
              interactiveLinks={interactiveLinks}
              viewer={viewer}
              renderBoxExtras={renderBoxExtras}
              boxProps={boxProps}
              nestedBoxProps={nestedBoxProps}
              editingId={editingWithin(box, editingId)}
              renderEditor={renderEditor}
            />
          ))}
        {gallery === undefined && boxes.length === 0 && emptyState !== undefined ? (
          <div className={styles.empty}>{emptyState}</div>
        ) : null}
      </section>
    </div>
  );
}
