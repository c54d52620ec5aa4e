import { LinkNode } from '@lexical/link';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import type { BaseSelection } from 'lexical';
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { DEFAULT_FONT_FAMILY, fontFamilyStack, type TextStyle } from '@bento/core';
import { isPlaceholderContent } from '@bento/ui/grid';
import { textStyleImportMap } from './htmlImport';
import { $loadHtml, type FormatDefaults } from './lexicalText';
import { EndBinder, SessionPlugin, type SessionCallbacks } from './SessionPlugins';
import { TextToolbar } from './TextToolbar';
import { pxOf } from './textRules';
import styles from './RichTextEditor.module.css';

export interface RichTextEditorProps {
  /** The box's stored rich-text HTML; sanitised before it is loaded. Read once per session. */
  html: string;
  /** The box's text style: the editor's base look and the toolbar's defaults. */
  textStyle?: Partial<TextStyle>;
  /** Called once when editing ends and the content changed: sanitised HTML, or '' when empty. */
  onSave(html: string): void;
  /** Called once when editing ends (after onSave, if any). */
  onClose(): void;
  /** Nested boxes have a smaller text padding. */
  nested?: boolean;
}

function defaultsOf(textStyle: Partial<TextStyle> | undefined): FormatDefaults {
  const family = textStyle?.fontFamily;
  return {
    align: textStyle?.textAlign ?? 'left',
    fontFamily: family && family !== 'Default' ? family : DEFAULT_FONT_FAMILY,
    fontSize: `${pxOf(textStyle?.fontSize, 16)}px`,
    color: textStyle?.color ?? '#000000',
  };
}

function styleOf(textStyle: Partial<TextStyle> | undefined, defaults: FormatDefaults): CSSProperties {
  return {
    // The same stack as the rendered box: a serif font falls back to a serif while it loads.
    fontFamily: fontFamilyStack(defaults.fontFamily),
    fontSize: defaults.fontSize,
    color: defaults.color,
    textAlign: textStyle?.textAlign ?? 'left',
    lineHeight: textStyle?.lineHeight ?? 1.5,
    fontWeight: textStyle?.fontWeight,
    fontStyle: textStyle?.fontStyle,
    textDecoration: textStyle?.textDecoration,
  };
}

/** Links do not navigate while editing. */
function stopLinks(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}

/** Pointer gestures inside the editor (text selection, toolbar) are not box selection, drag or context menu. */
const isolate = (event: SyntheticEvent) => event.stopPropagation();

/** Pressing the box around the text keeps the focus (and the session) in the text. */
function keepFocus(event: MouseEvent<HTMLDivElement>) {
  event.stopPropagation();
  if (event.target === event.currentTarget) event.preventDefault();
}

/** Lexical rich-text editor mounted over a box while its text is edited, with the floating text toolbar. */
export function RichTextEditor({ html, textStyle, onSave, onClose, nested = false }: RichTextEditorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const savedSelection = useRef<BaseSelection | null>(null);
  const callbacks = useRef<SessionCallbacks>({ onSave, onClose });
  useLayoutEffect(() => {
    callbacks.current = { onSave, onClose };
  }, [onSave, onClose]);
  const defaults = useMemo(() => defaultsOf(textStyle), [textStyle]);
  const [initialHtml] = useState(html);
  // A placeholder ('Double-click to add/edit text', 'New Box 2') is selected: the first typed character replaces it.
  const [placeholder] = useState(() => isPlaceholderContent(html));

  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: 'bento-rich-text',
    nodes: [HeadingNode, QuoteNode, LinkNode],
    onError: (error: Error) => {
      throw error;
    },
    editorState: (editor) => $loadHtml(editor, initialHtml, placeholder),
    html: { import: textStyleImportMap() },
  }));

  const endRef = useRef<(() => void) | null>(null);
  const end = useCallback(() => endRef.current?.(), []);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && (rootRef.current?.contains(next) || toolbarRef.current?.contains(next)))
      return;
    // The window losing focus (another tab, the native colour picker) is no end: focus comes back here.
    if (next === null && !document.hasFocus()) return;
    end();
  };

  return (
    <div
      ref={rootRef}
      className={nested ? `${styles.root} ${styles.nested}` : styles.root}
      onBlur={onBlur}
      onClick={isolate}
      onDoubleClick={isolate}
      onPointerDown={isolate}
      onMouseDown={keepFocus}
      onTouchStart={isolate}
      onContextMenu={isolate}
      data-testid="rich-text-editor"
    >
      <LexicalComposer initialConfig={initialConfig}>
        <EndBinder endRef={endRef} html={initialHtml} callbacks={callbacks} />
        <TextToolbar
          defaults={defaults}
          savedSelection={savedSelection}
          anchorRef={rootRef}
          toolbarRef={toolbarRef}
          onClose={end}
        />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              className={styles.editable}
              style={styleOf(textStyle, defaults)}
              aria-label="Box text"
              onClick={stopLinks}
              onAuxClick={stopLinks}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <LinkPlugin />
        <SessionPlugin
          selectAll={placeholder}
          defaults={defaults}
          savedSelection={savedSelection}
          end={end}
        />
      </LexicalComposer>
    </div>
  );
}
