import { DEFAULT_NESTED_BG_COLOR, type Box, type NestedBox, type NestedBoxPosition } from '@bento/core';
import type { ReactNode } from 'react';
import { cx, linkData } from './boxAttributes';
import { BoxBackground } from './BoxBackground';
import { BoxIframe, boxFrame, RichText } from './BoxContent';
import { backgroundMedia, horizontalSlot, nestedPlacementStyle, surfaceStyle } from './boxStyle';
import type { BoxHooks } from './types';
import styles from './BoxContent.module.css';

const GROUP_CLASS: Readonly<Record<NestedBoxPosition, string | undefined>> = {
  top: styles.nestedTop,
  bottom: styles.nestedBottom,
  full: styles.nestedFull,
};

const SLOT_CLASS = { left: styles.slotLeft, right: styles.slotRight, full: styles.slotFull } as const;

export function nestedPosition(position: unknown): NestedBoxPosition {
  return position === 'bottom' || position === 'full' ? position : 'top';
}

interface NestedBoxesProps {
  parent: Box;
  /** Ids of the selected nested boxes of this parent. */
  selected: ReadonlySet<string>;
  interactiveLinks: boolean;
  /** The published-site viewer: placeholder texts render empty. */
  viewer: boolean;
  nestedBoxProps: BoxHooks['nestedBoxProps'];
  editingId: string | null;
  renderEditor: BoxHooks['renderEditor'];
}

/**
 * The nested boxes of a box: a 2-column grid (8 px gap, 12 px inset, from the region's custom properties) at
 * the top, bottom or over the full height of the parent. left / right take one column, full spans both.
 */
export function NestedBoxes({
  parent,
  selected,
  interactiveLinks,
  viewer,
  nestedBoxProps,
  editingId,
  renderEditor,
}: NestedBoxesProps) {
  const position = nestedPosition(parent.nestedBoxPosition);
  return (
    <div className={cx(styles.nestedGroup, GROUP_CLASS[position])} data-nested-position={position}>
      {parent.nestedBoxes.map((nested) => (
        <NestedBoxView
          key={nested.id}
          nested={nested}
          parent={parent}
          selected={selected.has(nested.id)}
          interactiveLinks={interactiveLinks}
          viewer={viewer}
          nestedBoxProps={nestedBoxProps}
          editor={editingId === nested.id && renderEditor ? renderEditor(nested, parent) : null}
        />
      ))}
    </div>
  );
}

interface NestedBoxViewProps {
  nested: NestedBox;
  parent: Box;
  selected: boolean;
  interactiveLinks: boolean;
  viewer: boolean;
  nestedBoxProps: BoxHooks['nestedBoxProps'];
  /** The text editor shown instead of the rich text while this nested box is edited. */
  editor: ReactNode;
}

function NestedBoxView({
  nested,
  parent,
  selected,
  interactiveLinks,
  viewer,
  nestedBoxProps,
  editor,
}: NestedBoxViewProps) {
  const { className, style, ...extra } = nestedBoxProps?.(nested, parent) ?? {};
  const link = linkData(nested.style);
  const media = backgroundMedia(nested.style);
  const frame = boxFrame(nested.style);
  const slot = horizontalSlot(nested.style);
  return (
    <div
      {...extra}
      className={cx(
        styles.nested,
        SLOT_CLASS[slot],
        selected && styles.selected,
        interactiveLinks && link['data-link-url'] && styles.linkable,
        className,
      )}
      style={{
        ...surfaceStyle(nested.style, DEFAULT_NESTED_BG_COLOR),
        ...nestedPlacementStyle(nested.style),
        ...style,
      }}
      data-nested-box-id={nested.id}
      data-horizontal-position={slot}
      data-selected={selected ? 'true' : undefined}
      {...link}
    >
      {media ? <BoxBackground style={nested.style} media={media} /> : null}
      <div className={styles.nestedBody}>
        {editor ?? (
          <RichText html={nested.contentId} textStyle={nested.textStyle} nested hidePlaceholder={viewer} />
        )}
        {frame ? <BoxIframe attributes={frame} /> : null}
      </div>
    </div>
  );
}
