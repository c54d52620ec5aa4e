// Shared setup of the canvas component tests (not imported by the app): <Canvas/> with the real store.
import type { GridData } from '@bento/core';
import { createAppStore, loadGridData, type AppStore } from '@bento/store';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import '../state/editorSlice';
import { boxSelected, selectSelection } from '../state/editorSlice';
import { Canvas } from './Canvas';

import { docWith } from '../state/testUtils';

export { docWith };

// jsdom has no layout: the rich-text editor (Lexical) asks ranges for caret rectangles.
Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;

// jsdom has no PointerEvent: a MouseEvent with the pointer fields dnd-kit and the resize handle read.
class TestPointerEvent extends MouseEvent {
  readonly isPrimary: boolean;
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.isPrimary = init.isPrimary ?? true;
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
if (typeof window.PointerEvent === 'undefined')
  (window as unknown as { PointerEvent: unknown }).PointerEvent = TestPointerEvent;

export function renderWithStore(
  doc: GridData,
  ui: ReactNode = <Canvas />,
): RenderResult & { store: AppStore } {
  const store = createAppStore();
  store.dispatch(loadGridData(doc));
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}

export function boxEl(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-box-id="${id}"]`);
  if (!el) throw new Error(`no box ${id}`);
  return el;
}

export function nestedEl(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-nested-box-id="${id}"]`);
  if (!el) throw new Error(`no nested box ${id}`);
  return el;
}

export function selectedIds(store: AppStore): string[] {
  return selectSelection(store.getState()).ids;
}

/**
 * A selected box's controls load when a box is first selected (issue 17): selects one once and waits for them, so
 * the tests that follow find them at once, as they would after the editor's idle preload.
 */
export async function loadBoxControlsOnce(): Promise<void> {
  const { store, unmount } = renderWithStore(docWith(1));
  act(() => {
    store.dispatch(boxSelected({ id: 'b1' }));
  });
  // The first import of the lazy controls is transformed by Jest then: slow on a busy machine (CI).
  await screen.findByTitle('Add nested element', {}, { timeout: 10_000 });
  unmount();
}
