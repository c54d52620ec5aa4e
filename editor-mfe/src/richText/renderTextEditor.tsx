import { lazy, Suspense } from 'react';
import type { Box, NestedBox } from '@bento/core';
import type * as BoxTextEditorModule from './BoxTextEditor';

// Lexical is not part of the first load: it is fetched when the user first presses on the canvas (the first
// click of a double-click, or the pencil), so by the time text editing starts it is usually there.
let loading: Promise<typeof BoxTextEditorModule> | null = null;
const loadEditor = () => (loading ??= import('./BoxTextEditor'));
const BoxTextEditor = lazy(() => loadEditor().then((module) => ({ default: module.BoxTextEditor })));

/** Starts fetching the rich-text editor (once). */
export function preloadTextEditor(): void {
  void loadEditor();
}

/**
 * BentoGrid's renderEditor: the rich-text editor shown in place of the text of the box or nested box being
 * edited (the editor slice's editingId). Stable (module level), so boxes not being edited never re-render.
 */
export function renderTextEditor(target: Box | NestedBox): React.ReactNode {
  return (
    <Suspense fallback={null}>
      <BoxTextEditor key={target.id} id={target.id} />
    </Suspense>
  );
}
