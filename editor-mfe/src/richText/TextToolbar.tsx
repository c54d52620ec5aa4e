import { TOGGLE_LINK_COMMAND } from '@lexical/link';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import {
  $setSelection,
  COMMAND_PRIORITY_LOW,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  SELECTION_CHANGE_COMMAND,
  type BaseSelection,
  type TextFormatType,
} from 'lexical';
import { useEffect, useState, type MouseEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FONTS, FONT_SIZES, LINK_REL, webFontsInFamily } from '@bento/core';
import { linkWebFonts } from '@bento/ui';
import { LinkControl } from './LinkControl';
import {
  $patchSelectionStyle,
  $readFormat,
  $withSelection,
  type FormatDefaults,
  type FormatState,
} from './lexicalText';
import { nextAlignment, pxOf } from './textRules';
import { useFloatingPosition } from './useFloatingPosition';
import styles from './RichTextEditor.module.css';

export interface TextToolbarProps {
  defaults: FormatDefaults;
  /** The last range selection of the editor, kept while focus sits in the toolbar. */
  savedSelection: RefObject<BaseSelection | null>;
  /** The editor's element: the toolbar floats above it. */
  anchorRef: RefObject<HTMLElement | null>;
  /** Receives the toolbar element (focus moving there does not end editing). */
  toolbarRef: RefObject<HTMLDivElement | null>;
  onClose(): void;
}

type Format = 'bold' | 'italic' | 'underline';
const FORMATS: ReadonlyArray<{ format: Format & TextFormatType; label: string; text: string }> = [
  { format: 'bold', label: 'Bold', text: 'B' },
  { format: 'italic', label: 'Italic', text: 'I' },
  { format: 'underline', label: 'Underline', text: 'U' },
];
const SIZES: readonly number[] = FONT_SIZES;
const ALIGN_ICONS: Record<string, string> = { left: '⇤', center: '≡', right: '⇥' };

/** Pressing the toolbar keeps the editor's focus and selection; only its inputs and selects take focus. */
function keepFocus(event: MouseEvent) {
  if (!(event.target instanceof Element && event.target.closest('input, select'))) event.preventDefault();
}

/** The floating text toolbar shown above the box while its text is edited (portalled: boxes clip). */
export function TextToolbar({ defaults, savedSelection, anchorRef, toolbarRef, onClose }: TextToolbarProps) {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<FormatState>(() => editor.read(() => $readFormat(defaults)));
  const position = useFloatingPosition(anchorRef, toolbarRef);

  useEffect(() => {
    const refresh = () => {
      editor.read(() => setState($readFormat(defaults)));
      return false;
    };
    return mergeRegister(
      editor.registerUpdateListener(({ editorState }) =>
        editorState.read(() => setState($readFormat(defaults))),
      ),
      editor.registerCommand(SELECTION_CHANGE_COMMAND, refresh, COMMAND_PRIORITY_LOW),
    );
  }, [editor, defaults]);

  const change = (run: () => void) => {
    editor.update(() => $withSelection(savedSelection.current, run));
  };
  /** Focus back into the text with the selection it had (after a select or the URL entry took focus). */
  const refocus = () => {
    const saved = savedSelection.current;
    editor.getRootElement()?.focus({ preventScroll: true });
    editor.update(() => {
      if (saved) $setSelection(saved.clone());
    });
  };
  const patch = (style: Record<string, string | null>) => change(() => $patchSelectionStyle(style));

  const size = pxOf(state.fontSize, pxOf(defaults.fontSize, 16));
  return createPortal(
    <div
      ref={toolbarRef}
      className={styles.toolbar}
      style={position}
      role="toolbar"
      aria-label="Text formatting"
      onMouseDown={keepFocus}
    >
      {FORMATS.map(({ format, label, text }) => (
        <button
          key={format}
          type="button"
          aria-label={label}
          aria-pressed={state[format]}
          className={styles.button}
          onClick={() => change(() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format))}
        >
          {text}
        </button>
      ))}
      <button
        type="button"
        aria-label={`Align ${state.align}`}
        data-align={state.align}
        className={styles.button}
        onClick={() =>
          change(() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, nextAlignment(state.align)))
        }
      >
        {ALIGN_ICONS[state.align] ?? ALIGN_ICONS.left}
      </button>
      <select
        aria-label="Font"
        className={styles.select}
        value={state.fontFamily}
        onChange={(event) => {
          // The chosen web font loads now: the document only learns of it when editing ends.
          linkWebFonts(webFontsInFamily(event.target.value));
          // 'Default' removes the font of the selection: the box's font shows again.
          patch({ 'font-family': event.target.value === 'Default' ? null : event.target.value });
          refocus();
        }}
      >
        {FONTS.map((font) => (
          <option key={font.name} value={font.name}>
            {font.name}
          </option>
        ))}
      </select>
      <select
        aria-label="Font size"
        className={styles.select}
        value={String(size)}
        onChange={(event) => {
          patch({ 'font-size': `${event.target.value}px` });
          refocus();
        }}
      >
        {SIZES.map((px) => (
          <option key={px} value={String(px)}>
            {px}
          </option>
        ))}
        {SIZES.includes(size) ? null : <option value={String(size)}>{size}</option>}
      </select>
      <input
        type="color"
        aria-label="Text colour"
        className={styles.color}
        value={/^#[0-9a-f]{6}$/i.test(state.color) ? state.color : '#000000'}
        // No refocus here: the native picker stays open while the colour is dragged.
        onChange={(event) => patch({ color: event.target.value })}
      />
      <LinkControl
        isLink={state.isLink}
        hasRange={state.hasRange}
        onApply={(url) =>
          change(() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, { url, target: '_blank', rel: LINK_REL }))
        }
        onRemove={() => change(() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null))}
        onDone={refocus}
      />
      <button type="button" aria-label="Close text editor" className={styles.button} onClick={onClose}>
        ✕
      </button>
    </div>,
    document.body,
  );
}
