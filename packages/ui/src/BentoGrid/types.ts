import type { Box, Breakpoint, GridData, NestedBox } from '@bento/core';
import type { HTMLAttributes, ReactNode, Ref } from 'react';

/** Extra props of a box element (event handlers, data attributes, a ref for drag and drop). */
export type BoxElementProps = HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> };

export interface BoxHooks {
  /** Rendered inside each box after its content: the editor's handles and buttons. */
  renderBoxExtras?: (box: Box, selected: boolean) => ReactNode;
  /** Spread on each box element; className is appended, style merged over the computed one. */
  boxProps?: (box: Box) => BoxElementProps;
  /** Spread on each nested box element, as boxProps. */
  nestedBoxProps?: (nested: NestedBox, parent: Box) => BoxElementProps;
  /**
   * Rendered instead of the rich text of the box or nested box whose id is `editingId` (the editor's text
   * editor). Only that box re-renders when editing starts or ends.
   */
  renderEditor?: (target: Box | NestedBox, parent: Box) => ReactNode;
}

export interface BentoGridProps extends BoxHooks {
  gridData: Pick<GridData, 'boxes' | 'gridSettings'>;
  /** Forces one layout (the editor's device preview); otherwise the layout follows the container's width. */
  breakpoint?: Breakpoint;
  /** Ids of selected boxes and nested boxes: they get data-selected and the selected class. */
  selectedIds?: ReadonlySet<string>;
  /** Boxes with a link show a pointer (preview, published site). The renderer never navigates itself. */
  interactiveLinks?: boolean;
  /**
   * The published-site viewer (read-only, for visitors): the editor's placeholder texts ('Double-click to
   * add/edit text', 'New Box 3'…) render as empty boxes. The editor leaves it off and shows them.
   */
  viewer?: boolean;
  /** Shown inside the region when there are no boxes (the editor's hint, the viewer's message). */
  emptyState?: ReactNode;
  /** Rendered in the region instead of the boxes: the infinite-scroll gallery (@bento/ui/gallery). */
  gallery?: ReactNode;
  /**
   * The boxes are a gallery's images placed by the server page's layout (@bento/ui/gallery firstScreenBoxes):
   * the grid's rows become that layout's tracks (data-gallery).
   */
  galleryLayout?: 'bento' | 'masonry';
  /** The box or nested box whose text is being edited (see renderEditor). */
  editingId?: string | null;
  /** Added to the outer wrapper (the query container). */
  className?: string;
}
