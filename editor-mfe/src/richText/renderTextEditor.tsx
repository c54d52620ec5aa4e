import type { Box, NestedBox } from '@bento/core';
import { BoxTextEditor } from './BoxTextEditor';

/**
 * BentoGrid's renderEditor: the rich-text editor shown in place of the text of the box or nested box being
 * edited (the editor slice's editingId). Stable (module level), so boxes not being edited never re-render.
 */
export function renderTextEditor(target: Box | NestedBox): React.ReactNode {
  return <BoxTextEditor key={target.id} id={target.id} />;
}
