// The settings panels' edits (issue 10): a style or layout change applies to every selected box (or, when a nested
// box is the last selected, every selected nested box) as ONE document change; grid settings are clamped as
// editor-core.md §5 says. A slider gesture wraps its live values in dragStarted / dragEnded (drag.ts), so the whole
// gesture is one history step.
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  clampColSpan,
  clampRowSpan,
  containerWidthClassForWidth,
  deriveResponsiveColumns,
  type Box,
  type BoxStyle,
  type GridSettings,
  type NestedBoxStyle,
} from '@bento/core';
import type { EditorState } from './editorState';
import { documentChange } from './history';
import { findBox, nestedSelectionOf, plain, selectedBoxIdsInOrder } from './lib/document';
import { applyStyleChanges, shallowEqual } from './lib/styles';
import { nestedTargets } from './nested';

/** Style fields a panel may set: a box's, plus a nested box's placement (ignored on boxes). */
export type StyleChanges = Partial<BoxStyle & NestedBoxStyle>;

/** Layout fields of a box the panels set (hide flags go through boxHiddenToggled and its never-all-three rule). */
export type LayoutChanges = Partial<
  Pick<
    Box,
    | 'colSpan'
    | 'rowSpan'
    | 'responsiveColSpan'
    | 'responsiveRowSpan'
    | 'responsiveOrder'
    | 'forceFullWidthMobile'
    | 'mobileOrder'
    | 'nestedBoxPosition'
  >
> & {
  /** The column count the column span is clamped to (the breakpoint being edited). */
  columns?: number;
};

const NESTED_ONLY_KEYS = ['justifySelf', 'alignSelf', 'width', 'height', 'horizontalPosition'] as const;

function withoutNestedPlacement(changes: StyleChanges): Partial<BoxStyle> {
  const boxChanges: Record<string, unknown> = { ...changes };
  for (const key of NESTED_ONLY_KEYS) delete boxChanges[key];
  return boxChanges as Partial<BoxStyle>;
}

function clampSpans(spans: Box['responsiveColSpan'], clamp: (value: number) => number) {
  if (!spans) return spans;
  const next: NonNullable<Box['responsiveColSpan']> = {};
  for (const key of ['sm', 'md', 'lg'] as const) {
    const value = spans[key];
    if (value !== undefined) next[key] = clamp(value);
  }
  return next;
}

/** Settings with `changes` applied and kept consistent (responsive columns, the container width class). */
function nextGridSettings(settings: GridSettings, changes: Partial<GridSettings>): GridSettings {
  const next = { ...settings, ...changes };
  if (changes.columnsCount !== undefined && changes.responsiveColumnsCount === undefined)
    next.responsiveColumnsCount = deriveResponsiveColumns(changes.columnsCount);
  if (changes.containerPadding !== undefined && changes.containerWidth === undefined)
    next.containerWidth = containerWidthClassForWidth(changes.containerPadding);
  return next;
}

export const settingsReducers = {
  /** A panel's style change, for the whole selection. */
  selectionStyleUpdated: documentChange((state: EditorState, action: PayloadAction<StyleChanges>) => {
    const doc = state.current;
    if (nestedSelectionOf(doc)) {
      for (const nested of nestedTargets(doc)) {
        const before = plain(nested.style);
        const next = applyStyleChanges(before, action.payload as Partial<NestedBoxStyle>);
        if (!shallowEqual(before, next)) nested.style = next;
      }
      return;
    }
    const changes = withoutNestedPlacement(action.payload);
    for (const id of selectedBoxIdsInOrder(doc)) {
      const box = findBox(doc, id)!;
      const before = plain(box.style);
      const next = applyStyleChanges(before, changes);
      if (!shallowEqual(before, next)) box.style = next;
    }
  }),

  /** A panel's layout change (spans within the §5 clamps, responsive values, mobile rules), for the selected boxes. */
  selectionLayoutUpdated: documentChange((state: EditorState, action: PayloadAction<LayoutChanges>) => {
    const { columns, ...changes } = action.payload;
    const colClamp = (value: number) => clampColSpan(value, columns);
    const doc = state.current;
    for (const id of selectedBoxIdsInOrder(doc)) {
      const box = findBox(doc, id)!;
      if (changes.colSpan !== undefined) box.colSpan = colClamp(changes.colSpan);
      if (changes.rowSpan !== undefined) box.rowSpan = clampRowSpan(changes.rowSpan);
      if (changes.responsiveColSpan)
        box.responsiveColSpan = {
          ...plain(box.responsiveColSpan),
          ...clampSpans(changes.responsiveColSpan, colClamp),
        };
      if (changes.responsiveRowSpan)
        box.responsiveRowSpan = {
          ...plain(box.responsiveRowSpan),
          ...clampSpans(changes.responsiveRowSpan, clampRowSpan),
        };
      if (changes.responsiveOrder)
        box.responsiveOrder = { ...plain(box.responsiveOrder), ...changes.responsiveOrder };
      if (changes.forceFullWidthMobile !== undefined) box.forceFullWidthMobile = changes.forceFullWidthMobile;
      if (changes.mobileOrder !== undefined) box.mobileOrder = changes.mobileOrder;
      if (changes.nestedBoxPosition !== undefined) box.nestedBoxPosition = changes.nestedBoxPosition;
    }
  }),

  /** Grid Style and Grid Settings: the values arrive clamped by the panel; related fields follow. */
  gridSettingsUpdated: documentChange((state: EditorState, action: PayloadAction<Partial<GridSettings>>) => {
    const before = plain(state.current.gridSettings);
    const next = nextGridSettings(before, action.payload);
    if (JSON.stringify(before) !== JSON.stringify(next)) state.current.gridSettings = next;
  }),
};
