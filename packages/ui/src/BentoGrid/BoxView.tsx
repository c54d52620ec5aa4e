import { DEFAULT_BOX_BG_COLOR, type Box } from '@bento/core';
import { memo, useMemo } from 'react';
import { cx, linkData } from './boxAttributes';
import { BoxBackground } from './BoxBackground';
import { BoxIframe, boxFrame, RichText } from './BoxContent';
import { backgroundMedia, surfaceStyle } from './boxStyle';
import type { ColumnsByBreakpoint } from './gridStyle';
import { boxLayoutVars } from './layoutVars';
import { NestedBoxes, nestedPosition } from './NestedBoxes';
import type { BoxHooks } from './types';
import styles from './BentoGrid.module.css';

export interface BoxViewProps extends BoxHooks {
  box: Box;
  columns: ColumnsByBreakpoint;
  selected: boolean;
  /** Selected nested boxes of this box, as a key: ids joined by '\n' ('' when none). */
  selectedNestedKey: string;
  interactiveLinks: boolean;
  /** The published-site viewer: placeholder texts render empty (BentoGridProps.viewer). */
  viewer: boolean;
  /** The id being edited when it is this box or one of its nested boxes, else null. */
  editingId: string | null;
}

const NO_SELECTION: ReadonlySet<string> = new Set();

function BoxViewComponent({
  box,
  columns,
  selected,
  selectedNestedKey,
  interactiveLinks,
  viewer,
  renderBoxExtras,
  boxProps,
  nestedBoxProps,
  editingId,
  renderEditor,
}: BoxViewProps) {
  const layout = useMemo(() => boxLayoutVars(box, columns), [box, columns]);
  const selectedNested = useMemo(
    () => (selectedNestedKey === '' ? NO_SELECTION : new Set(selectedNestedKey.split('\n'))),
    [selectedNestedKey],
  );
  const { className, style, ...extra } = boxProps?.(box) ?? {};
  const link = linkData(box.style);
  // Rendered only when there is some: a component that renders nothing still costs each of 2,000 boxes its fibers.
  const media = backgroundMedia(box.style);
  const frame = boxFrame(box.style);
  const position = nestedPosition(box.nestedBoxPosition);
  const nested =
    (box.nestedBoxes?.length ?? 0) > 0 ? (
      <NestedBoxes
        parent={box}
        selected={selectedNested}
        interactiveLinks={interactiveLinks}
        viewer={viewer}
        nestedBoxProps={nestedBoxProps}
        editingId={editingId}
        renderEditor={renderEditor}
      />
    ) : null;
  return (
    <div
      {...extra}
      className={cx(
        styles.box,
        selected && styles.selected,
        interactiveLinks && link['data-link-url'] && styles.linkable,
        className,
      )}
      style={{ ...layout, ...style }}
      data-box-id={box.id}
      data-selected={selected ? 'true' : undefined}
      {...link}
    >
      <div
        className={styles.surface}
        style={surfaceStyle(box.style, DEFAULT_BOX_BG_COLOR)}
        data-media={media ? '' : undefined}
      >
        {media ? <BoxBackground style={box.style} media={media} /> : null}
        <div className={styles.body}>
          {position === 'bottom' ? null : nested}
          {editingId === box.id && renderEditor ? (
            renderEditor(box, box)
          ) : (
            <RichText html={box.contentId} textStyle={box.textStyle} hidePlaceholder={viewer} />
          )}
          {frame ? <BoxIframe attributes={frame} autoHeight={box.autoHeight} /> : null}
          {position === 'bottom' ? nested : null}
        </div>
      </div>
      {renderBoxExtras?.(box, selected)}
    </div>
  );
}

function sameColumns(a: ColumnsByBreakpoint, b: ColumnsByBreakpoint): boolean {
  return a === b || (a.mobile === b.mobile && a.tablet === b.tablet && a.desktop === b.desktop);
}

/**
 * Memo comparison: a box re-renders only when its own data, its selection, the grid's columns or one of the
 * editor's hooks changed. Boxes are replaced, never mutated, by the store (Immer), so identity is enough.
 */
export function boxViewPropsEqual(prev: BoxViewProps, next: BoxViewProps): boolean {
  return (
    prev.box === next.box &&
    prev.selected === next.selected &&
    prev.selectedNestedKey === next.selectedNestedKey &&
    prev.interactiveLinks === next.interactiveLinks &&
    prev.viewer === next.viewer &&
    sameColumns(prev.columns, next.columns) &&
    prev.renderBoxExtras === next.renderBoxExtras &&
    prev.boxProps === next.boxProps &&
    prev.nestedBoxProps === next.nestedBoxProps &&
    prev.editingId === next.editingId &&
    prev.renderEditor === next.renderEditor
  );
}

/** One box of the grid (memoised: selecting a box re-renders only the boxes whose selection changed). */
export const BoxView = memo(BoxViewComponent, boxViewPropsEqual);
