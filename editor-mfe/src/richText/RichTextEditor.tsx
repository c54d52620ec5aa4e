import { LinkNode } from '@lexical/link';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { mergeRegister } from '@lexical/utils';
import {
  $getRoot,
  $getSelection,
  $selectAll,
  $isRangeSelection,
  COMMAND_PRIORITY_HIGH,
  KEY_DOWN_COMMAND,
  KEY_ESCAPE_COMMAND,
  type BaseSelection,
} from 'lexical';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
} from 'react';
import { DEFAULT_FONT_FAMILY, stepFontSize, type TextStyle } from '@bento/core';
import { $loadHtml, $patchSelectionStyle, $readFormat, editorHtml, type FormatDefaults } from './lexicalText';
import { TextToolbar } from './TextToolbar';
import { contentToSave, fontSizeStepFromKey, isPlaceholderText, pxOf } from './textRules';
import styles from './RichTextEditor.module.css';

export interface RichTextEditorProps {
  /** The box's stored rich-text HTML; sanitised before it is loaded. */
  html: string;
  /** The box's text style: the editor's base look and the toolbar's defaults. */
  textStyle?: Partial<TextStyle>;
  /** Called once when editing ends and the content changed: sanitised HTML, or '' when empty. */
  onSave(html: string): void;
  /** Called once when editing ends (after onSave, if any). */
  onClose(): void;
}

function defaultsOf(textStyle: Partial<TextStyle> | undefined): FormatDefaults {
  return {
    align: textStyle?.textAlign ?? 'left',
    fontFamily: textStyle?.fontFamily || DEFAULT_FONT_FAMILY,
    fontSize: `${pxOf(textStyle?.fontSize, 16)}px`,
    color: textStyle?.color ?? '#000000',
  };
}

function styleOf(textStyle: Partial<TextStyle> | undefined, defaults: FormatDefaults): CSSProperties {
  return {
    fontFamily: defaults.fontFamily,
    fontSize: defaults.fontSize,
    color: defaults.color,
    textAlign: textStyle?.textAlign ?? 'left',
    lineHeight: textStyle?.lineHeight ?? 1.5,
    fontWeight: textStyle?.fontWeight,
    fontStyle: textStyle?.fontStyle,
    textDecoration: textStyle?.textDecoration,
  };
}

interface SessionProps {
  selectAll: boolean;
  defaults: FormatDefaults;
  savedSelection: { current: BaseSelection | null };
  end(): void;
}

/** Escape ends editing, Cmd/Ctrl +/− steps the font size, the selection is remembered for the toolbar. */
function SessionPlugin({ selectAll, defaults, savedSelection, end }: SessionProps) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    // Focus first, then select (all of a placeholder, else the end) so the DOM selection follows Lexical's.
    editor.getRootElement()?.focus({ preventScroll: true });
    editor.update(() => (selectAll ? $selectAll() : $getRoot().selectEnd()));
    return mergeRegister(
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
    );
  }, [editor, selectAll, defaults, savedSelection, end]);
  return null;
}

/** Lexical rich-text editor mounted over a box while its text is edited, with the floating text toolbar. */
export function RichTextEditor({ html, textStyle, onSave, onClose }: RichTextEditorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const savedSelection = useRef<BaseSelection | null>(null);
  const ended = useRef(false);
  const callbacks = useRef({ onSave, onClose });
  callbacks.current = { onSave, onClose };
  const defaults = useMemo(() => defaultsOf(textStyle), [textStyle]);
  const [placeholder] = useState(() => isPlaceholderText(html));

  const initialConfig = useMemo<InitialConfigType>(
    () => ({
      namespace: 'bento-rich-text',
      nodes: [HeadingNode, QuoteNode, LinkNode],
      onError: (error: Error) => {
        throw error;
      },
      editorState: (editor) => $loadHtml(editor, html, placeholder),
    }),
    // The content is loaded once per editing session; later html props are ignored on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const endRef = useRef<(() => void) | null>(null);
  const end = useMemo(() => () => endRef.current?.(), []);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && rootRef.current?.contains(next)) return;
    end();
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
  };

  return (
    <div ref={rootRef} className={styles.root} onBlur={onBlur} data-testid="rich-text-editor">
      <LexicalComposer initialConfig={initialConfig}>
        <EndBinder endRef={endRef} html={html} ended={ended} callbacks={callbacks} />
        <TextToolbar defaults={defaults} savedSelection={savedSelection} onClose={end} />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              className={styles.editable}
              style={styleOf(textStyle, defaults)}
              aria-label="Box text"
              onClick={onClick}
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

interface EndBinderProps {
  endRef: { current: (() => void) | null };
  html: string;
  ended: { current: boolean };
  callbacks: { current: Pick<RichTextEditorProps, 'onSave' | 'onClose'> };
}

/** Binds the end of the session to the editor: save if the sanitised content changed, then close. Runs once. */
function EndBinder({ endRef, html, ended, callbacks }: EndBinderProps) {
  const [editor] = useLexicalComposerContext();
  const initialHtml = useRef(html);
  const edited = useRef(false);
  useEffect(() => {
    // Lexical's export differs from the stored markup even untouched, so only real edits can count as changes.
    const unregister = editor.registerUpdateListener(({ dirtyElements, dirtyLeaves, prevEditorState }) => {
      if (prevEditorState.isEmpty()) return;
      if (dirtyLeaves.size > 0 || dirtyElements.size > 0) edited.current = true;
    });
    endRef.current = () => {
      if (ended.current) return;
      ended.current = true;
      const next = edited.current ? contentToSave(initialHtml.current, editorHtml(editor)) : null;
      if (next !== null) callbacks.current.onSave(next);
      callbacks.current.onClose();
    };
    return unregister;
  }, [editor, endRef, ended, callbacks]);
  return null;
}
