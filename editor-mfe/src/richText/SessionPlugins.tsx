// Lexical plugins of one editing session: start (focus, placeholder selection), keys (Escape, Cmd/Ctrl +/−),
// and its end (save only if changed, then close).
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import {
  $getRoot,
  $getSelection,
  $isRangeSelection,
  $selectAll,
  COMMAND_PRIORITY_HIGH,
  KEY_DOWN_COMMAND,
  KEY_ESCAPE_COMMAND,
  type BaseSelection,
} from 'lexical';
import { useEffect, useRef } from 'react';
import { stepFontSize } from '@bento/core';
import { $patchSelectionStyle, $readFormat, editorHtml, type FormatDefaults } from './lexicalText';
import { contentToSave, fontSizeStepFromKey, pxOf } from './textRules';

interface SessionProps {
  selectAll: boolean;
  defaults: FormatDefaults;
  savedSelection: { current: BaseSelection | null };
  end(): void;
}

/** Escape ends editing, Cmd/Ctrl +/− steps the font size, the selection is remembered for the toolbar. */
export function SessionPlugin({ selectAll, defaults, savedSelection, end }: SessionProps) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    // Focus first, then select (all of a placeholder, else the end) so the DOM selection follows Lexical's.
    editor.getRootElement()?.focus({ preventScroll: true });
    editor.update(() => (selectAll ? $selectAll() : $getRoot().selectEnd()));
  }, [editor, selectAll]);
  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          KEY_ESCAPE_COMMAND,
          (event) => {
            event.preventDefault();
            end();
            return true;
          },
          COMMAND_PRIORITY_HIGH,
        ),
        editor.registerCommand(
          KEY_DOWN_COMMAND,
          (event) => {
            const step = fontSizeStepFromKey(event);
            if (step === null) return false;
            // Also keeps the browser from zooming the page.
            event.preventDefault();
            editor.update(() => {
              const current = pxOf($readFormat(defaults).fontSize, pxOf(defaults.fontSize, 16));
              $patchSelectionStyle({ 'font-size': `${stepFontSize(current, step)}px` });
            });
            return true;
          },
          COMMAND_PRIORITY_HIGH,
        ),
        editor.registerUpdateListener(({ editorState }) => {
          editorState.read(() => {
            const selection = $getSelection();
            if ($isRangeSelection(selection)) savedSelection.current = selection.clone();
          });
        }),
      ),
    [editor, defaults, savedSelection, end],
  );
  return null;
}

export interface SessionCallbacks {
  onSave(html: string): void;
  onClose(): void;
}

interface EndBinderProps {
  endRef: { current: (() => void) | null };
  /** The content the box held when editing started. */
  html: string;
  callbacks: { current: SessionCallbacks };
}

/**
 * Binds the end of the session: save when the content changed, then close; runs once. The editor's export of
 * untouched content differs from the stored markup, so "changed" means the export differs from the export at
 * the start, and the sanitised result differs from what is stored. Unmounted without an end (editing moved
 * elsewhere), the session still ends so nothing typed is lost.
 */
export function EndBinder({ endRef, html, callbacks }: EndBinderProps) {
  const [editor] = useLexicalComposerContext();
  const stored = useRef(html);
  const ended = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    const baseline = editorHtml(editor);
    endRef.current = () => {
      if (ended.current) return;
      ended.current = true;
      const after = editorHtml(editor);
      const next = after === baseline ? null : contentToSave(stored.current, after);
      if (next !== null) callbacks.current.onSave(next);
      callbacks.current.onClose();
    };
    return () => {
      mounted.current = false;
      // A microtask later, so a remount of the same session (React's development double effects) is no end.
      queueMicrotask(() => {
        if (!mounted.current) endRef.current?.();
      });
    };
  }, [editor, endRef, callbacks]);
  return null;
}
