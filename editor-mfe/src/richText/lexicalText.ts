// Lexical glue: load sanitised HTML, read the formatting state the toolbar shows, export HTML for saving.

import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $isLinkNode } from '@lexical/link';
import { $getSelectionStyleValueForProperty, $patchStyleText } from '@lexical/selection';
import { $findMatchingParent } from '@lexical/utils';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isElementNode,
  $isRangeSelection,
  $isRootOrShadowRoot,
  $selectAll,
  $setSelection,
  type BaseSelection,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { sanitizeRichText } from '@bento/core';
import { decorateLinks } from './textRules';

/** Replaces the editor content with the (sanitised) HTML; selects all of it when asked. */
export function $loadHtml(editor: LexicalEditor, html: string, selectAll: boolean): void {
  const root = $getRoot();
  root.clear();
  const clean = sanitizeRichText(html);
  const dom = new DOMParser().parseFromString(clean, 'text/html');
  const nodes = $generateNodesFromDOM(editor, dom);
  if (nodes.length > 0) {
    root.select();
    $insertNodes(nodes);
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
  if (selectAll) $selectAll();
  else root.selectEnd();
}

/** The editor's content as HTML, with links decorated (sanitising is left to richTextForSave). */
export function editorHtml(editor: LexicalEditor): string {
  return decorateLinks(editor.read(() => $generateHtmlFromNodes(editor, null)));
}

export interface FormatState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  align: string;
  fontFamily: string;
  fontSize: string;
  color: string;
  isLink: boolean;
  hasRange: boolean;
}

export interface FormatDefaults {
  align: string;
  fontFamily: string;
  fontSize: string;
  color: string;
}

function $topElement(node: LexicalNode): LexicalNode | null {
  return $findMatchingParent(node, (n) => {
    const parent = n.getParent();
    return parent !== null && $isRootOrShadowRoot(parent);
  });
}

/** What the toolbar shows for the current (or last known) selection. */
export function $readFormat(defaults: FormatDefaults): FormatState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) {
    return { ...defaults, bold: false, italic: false, underline: false, isLink: false, hasRange: false };
  }
  const anchor = selection.anchor.getNode();
  const top = $topElement(anchor);
  const format = top && $isElementNode(top) ? top.getFormatType() : '';
  const inLink = (node: LexicalNode) => $findMatchingParent(node, $isLinkNode) !== null;
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    align: format || defaults.align,
    fontFamily: $getSelectionStyleValueForProperty(selection, 'font-family', defaults.fontFamily),
    fontSize: $getSelectionStyleValueForProperty(selection, 'font-size', defaults.fontSize),
    color: $getSelectionStyleValueForProperty(selection, 'color', defaults.color),
    isLink: inLink(anchor) || inLink(selection.focus.getNode()),
    hasRange: !selection.isCollapsed(),
  };
}

/** Restores the last editor selection when focus sat in the toolbar, then runs the change. */
export function $withSelection(saved: BaseSelection | null, change: () => void): void {
  if (!$isRangeSelection($getSelection()) && saved) $setSelection(saved.clone());
  change();
}

/** Patches CSS of the selected text (font-family, font-size, color); null removes a property. */
export function $patchSelectionStyle(patch: Record<string, string | null>): void {
  const selection = $getSelection();
  if ($isRangeSelection(selection)) $patchStyleText(selection, patch);
}
