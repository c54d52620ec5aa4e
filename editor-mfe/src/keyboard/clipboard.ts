// Cmd/Ctrl+C, Cmd/Ctrl+V and Shift+V with the system clipboard (editor-core.md §5 'Pasted or dropped media URLs',
// §6, §8: copy failures are ignored, a failed clipboard read aborts the paste silently).
import { createDefaultBoxStyle, extractMediaUrls, type BoxStyle, type MediaKind } from '@bento/core';
import type { AppDispatch, RootState } from '@bento/store';
import {
  boxAdded,
  boxStyleUpdated,
  selectBoxById,
  selectCanPasteStyle,
  selectNestedBoxById,
  selectSelection,
  styleCopied,
  stylePasted,
} from '../state/editorSlice';

/** The parts of navigator.clipboard used here (absent where the browser has none). */
export interface TextClipboard {
  readText(): Promise<string>;
  writeText(text: string): Promise<void>;
}

export function systemClipboard(): TextClipboard | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.clipboard;
}

type GetState = () => RootState;

/** Setting one background medium clears the other (boxStyleUpdated's style rules). */
function backgroundFor(url: string, kind: MediaKind): Partial<BoxStyle> {
  return kind === 'video' ? { bgVideoUrl: url } : { bgImageUrl: url };
}

/** The last selected box or nested box (a nested box is the last selected when the selection is nested). */
function lastSelected(state: RootState) {
  const { last } = selectSelection(state);
  if (last === null) return undefined;
  return selectBoxById(state, last) ?? selectNestedBoxById(state, last);
}

/**
 * Copies the last selected box's style and, when it has a background image, writes that URL to the system
 * clipboard. Resolves once the write settled; a failed or missing clipboard is ignored.
 */
export async function copySelection(
  dispatch: AppDispatch,
  getState: GetState,
  clipboard: TextClipboard | undefined = systemClipboard(),
): Promise<void> {
  const box = lastSelected(getState());
  if (!box) return;
  dispatch(styleCopied(box.id));
  const url = box.style.bgImageUrl;
  if (!url || !clipboard) return;
  try {
    await clipboard.writeText(url);
  } catch {
    // Copy failures are ignored silently (editor-core.md §8).
  }
}

/**
 * Reads the clipboard. Media URLs (one per line): with boxes selected, the first becomes the background of the
 * last selected box (of every selected box when `asBackground`, Shift+V); with nothing selected, each becomes a
 * new box with it as background. Otherwise Cmd/Ctrl+V pastes the copied style onto the selection.
 */
export async function pasteFromClipboard(
  dispatch: AppDispatch,
  getState: GetState,
  asBackground: boolean,
  clipboard: TextClipboard | undefined = systemClipboard(),
): Promise<void> {
  let text: string;
  try {
    if (!clipboard) return;
    text = await clipboard.readText();
  } catch {
    return; // Failed or denied clipboard read: the paste aborts silently.
  }
  // The state is read after the await: the selection may have changed meanwhile.
  const state = getState();
  const selection = selectSelection(state);
  const media = extractMediaUrls(text);
  const [first] = media;
  if (first) {
    if (selection.ids.length === 0) {
      for (const { url, kind } of media) {
        dispatch(boxAdded({ style: { ...createDefaultBoxStyle(), ...backgroundFor(url, kind) } }));
      }
      return;
    }
    const targets = asBackground
      ? backgroundTargets(state)
      : [lastSelected(state)?.id ?? selection.ids.at(-1)!];
    for (const id of targets) dispatch(boxStyleUpdated({ id, style: backgroundFor(first.url, first.kind) }));
    return;
  }
  if (!asBackground && selection.ids.length > 0 && selectCanPasteStyle(state)) dispatch(stylePasted());
}

/** Every selected box, or the selected nested boxes when the selection is nested (not their parent). */
function backgroundTargets(state: RootState): string[] {
  const { ids, last } = selectSelection(state);
  if (last !== null && selectNestedBoxById(state, last)) {
    return ids.filter((id) => selectNestedBoxById(state, id) !== undefined);
  }
  return ids;
}
