import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { TOGGLE_LINK_COMMAND } from '@lexical/link';
import { mergeRegister } from '@lexical/utils';
import {
  COMMAND_PRIORITY_LOW,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  SELECTION_CHANGE_COMMAND,
  $setSelection,
  type BaseSelection,
  type TextFormatType,
} from 'lexical';
import { useEffect, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { FONTS, FONT_SIZES, LINK_REL, normalizeLinkUrl } from '@bento/core';
import {
  $patchSelectionStyle,
  $readFormat,
  $withSelection,
  type FormatDefaults,
  type FormatState,
} from './lexicalText';
import { nextAlignment, pxOf } from './textRules';
import styles from './RichTextEditor.module.css';

export interface TextToolbarProps {
  defaults: FormatDefaults;
  /** The last range selection of the editor, kept while focus sits in the toolbar. */
  savedSelection: RefObject<BaseSelection | null>;
  onClose(): void;
}

const FORMATS: ReadonlyArray<{ format: TextFormatType; label: string; text: string }> = [
  { format: 'bold', label: 'Bold', text: 'B' },
  { format: 'italic', label: 'Italic', text: 'I' },
  { format: 'underline', label: 'Underline', text: 'U' },
];

/** Keeps the editor's selection (and focus) when a toolbar button is pressed. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The floating text toolbar shown above the box while its text is edited. */
export function TextToolbar({ defaults, savedSelection, onClose }: TextToolbarProps) {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState<FormatState>(() => editor.read(() => $readFormat(defaults)));
  const [linkUrl, setLinkUrl] = useState<string | null>(null);

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
  /** Focus back into the text (before a focused toolbar input goes away) with the selection it had. */
  const refocus = () => {
    const saved = savedSelection.current;
    editor.getRootElement()?.focus({ preventScroll: true });
    editor.update(() => {
      if (saved) $setSelection(saved.clone());
    });
  };
  const patch = (style: Record<string, string>) => {
    change(() => $patchSelectionStyle(style));
    refocus();
  };

  const onLinkButton = () => {
    if (state.isLink) {
      change(() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null));
    } else if (state.hasRange) {
      setLinkUrl('');
    }
  };
  const applyLink = () => {
    const url = normalizeLinkUrl(linkUrl ?? '', 'toolbar');
    if (url !== '') {
      change(() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, { url, target: '_blank', rel: LINK_REL }));
    }
    refocus();
    setLinkUrl(null);
  };
  const onLinkKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      refocus();
      setLinkUrl(null);
    }
  };

  const size = pxOf(state.fontSize, pxOf(defaults.fontSize, 16));
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Text formatting">
      {FORMATS.map(({ format, label, text }) => (
        <button
          key={format}
          type="button"
          aria-label={label}
          aria-pressed={state[format as 'bold' | 'italic' | 'underline']}
          className={styles.button}
          onMouseDown={keepFocus}
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
        onMouseDown={keepFocus}
        onClick={() =>
          change(() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, nextAlignment(state.align)))
        }
      >
        {state.align === 'center' ? '≡' : state.align === 'right' ? '⇥' : '⇤'}
      </button>
      <select
        aria-label="Font"
        className={styles.select}
        value={state.fontFamily}
        onChange={(event) => patch({ 'font-family': event.target.value })}
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
        onChange={(event) => patch({ 'font-size': `${event.target.value}px` })}
      >
        {FONT_SIZES.map((px) => (
          <option key={px} value={String(px)}>
            {px}
          </option>
        ))}
        {(FONT_SIZES as readonly number[]).includes(size) ? null : (
          <option value={String(size)}>{size}</option>
        )}
      </select>
      <input
        type="color"
        aria-label="Text colour"
        className={styles.color}
        value={/^#[0-9a-f]{6}$/i.test(state.color) ? state.color : '#000000'}
        onChange={(event) => patch({ color: event.target.value })}
      />
      <button
        type="button"
        aria-label={state.isLink ? 'Remove link' : 'Add link'}
        aria-pressed={state.isLink}
        className={styles.button}
        onMouseDown={keepFocus}
        onClick={onLinkButton}
      >
        🔗
      </button>
      {linkUrl !== null ? (
        <input
          type="text"
          aria-label="Link URL"
          placeholder="Enter URL"
          className={styles.linkInput}
          autoFocus
          value={linkUrl}
          onChange={(event) => setLinkUrl(event.target.value)}
          onKeyDown={onLinkKey}
        />
      ) : null}
      <button type="button" aria-label="Close text editor" className={styles.button} onClick={onClose}>
        ✕
      </button>
    </div>
  );
}
