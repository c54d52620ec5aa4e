// The editor's keyboard shortcuts (editor-core.md §6) as a pure mapping from a key event and a small picture of
// the editor to a command. useKeyboardShortcuts turns commands into actions; this file has no React or Redux.
import type { ArrowDirection } from '../state/layout';
import type { NavigationDirection } from '../state/selection';

/** The parts of a KeyboardEvent the mapping reads. */
export interface KeyLike {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target?: EventTarget | null;
  isComposing?: boolean;
}

export interface ShortcutContext {
  /** Cmd is the command modifier on Apple platforms, Ctrl elsewhere. */
  isMac: boolean;
  /** At least one box (or nested box) is selected. */
  hasSelection: boolean;
  /** A nested box is the last selected. */
  nestedSelected: boolean;
  isPreview: boolean;
  /** Read-only mode: no shortcut applies. */
  isReadOnly?: boolean;
  /** A box's text is open in the rich-text editor (focus may be on its toolbar): no shortcut applies. */
  isEditingText?: boolean;
  /** The infinite-scroll gallery is on: its boxes come from the URL list, only undo and redo apply. */
  isGallery?: boolean;
  /** The page has selected text: Cmd/Ctrl+C then copies that text, not a box style. */
  hasTextSelection?: boolean;
}

export type ShortcutCommand =
  | { type: 'add' }
  | { type: 'delete' }
  | { type: 'deleteNested' }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'selectAll' }
  | { type: 'duplicate' }
  | { type: 'resetNestedSize' }
  | { type: 'clearSelection' }
  | { type: 'exitPreview' }
  | { type: 'navigate'; direction: NavigationDirection }
  | { type: 'reorder'; direction: NavigationDirection }
  | { type: 'resize'; direction: ArrowDirection; fine: boolean }
  | { type: 'nestedHorizontal'; direction: 'left' | 'right' }
  | { type: 'nestedVertical'; direction: 'up' | 'down' }
  | { type: 'copy' }
  /** Cmd/Ctrl+V; `asBackground` for Shift+V: the pasted URL becomes every selected box's background. */
  | { type: 'paste'; asBackground: boolean };

const ARROWS: Record<string, ArrowDirection> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

const TEXT_INPUT_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
/** Elements where Space already means "press me". */
const PRESSABLE =
  'button, a[href], summary, [role="button"], [role="menuitem"], [role="checkbox"], [role="tab"]';

interface ElementLike {
  tagName?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
}

function asElement(target: EventTarget | null | undefined): ElementLike | null {
  if (!target || typeof target !== 'object') return null;
  return target as ElementLike;
}

const DIALOG = 'dialog, [role="dialog"], [role="alertdialog"]';

/** True while the user types: an input, textarea, select or anything editable (the rich-text editor). */
export function isTypingTarget(target: EventTarget | null | undefined): boolean {
  const element = asElement(target);
  if (!element) return false;
  if (element.tagName && TEXT_INPUT_TAGS.has(element.tagName.toUpperCase())) return true;
  if (element.isContentEditable === true) return true;
  // jsdom has no isContentEditable; an editable ancestor counts too.
  return Boolean(element.closest?.('[contenteditable]:not([contenteditable="false"])'));
}

/** Inputs whose keys are not text (a slider's arrows are its own, but Escape is nobody's). */
const NON_TEXT_INPUT_TYPES = new Set([
  'range',
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'color',
  'file',
]);

/** A field the user types text into: Escape there belongs to the field (a slider or a checkbox is not one). */
export function isTextField(target: EventTarget | null | undefined): boolean {
  if (!isTypingTarget(target)) return false;
  const element = asElement(target) as (ElementLike & { type?: string }) | null;
  return !(element?.tagName?.toUpperCase() === 'INPUT' && NON_TEXT_INPUT_TYPES.has(element.type ?? ''));
}

/** Keys pressed inside a dialog (reset confirmation, publish, import...) belong to the dialog. */
export function isInDialog(target: EventTarget | null | undefined): boolean {
  return Boolean(asElement(target)?.closest?.(DIALOG));
}

function isPressable(target: EventTarget | null | undefined): boolean {
  return Boolean(asElement(target)?.closest?.(PRESSABLE));
}

const previousOrNext = (direction: ArrowDirection): NavigationDirection =>
  direction === 'right' || direction === 'down' ? 'next' : 'previous';

/** Cmd/Ctrl combinations: z, y, a, d, c, v, 0 and arrows. */
function commandShortcut(event: KeyLike, context: ShortcutContext): ShortcutCommand | null {
  if (event.altKey) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const arrow = ARROWS[key];
  if (arrow) {
    return context.hasSelection ? { type: 'resize', direction: arrow, fine: event.shiftKey } : null;
  }
  if (key === 'z') return { type: event.shiftKey ? 'redo' : 'undo' };
  if (key === 'v') return { type: 'paste', asBackground: event.shiftKey };
  if (event.shiftKey) return null;
  if (key === 'c') return context.hasSelection && !context.hasTextSelection ? { type: 'copy' } : null;
  if (key === 'y') return { type: 'redo' };
  if (key === 'a') return { type: 'selectAll' };
  if (key === 'd') return context.hasSelection ? { type: 'duplicate' } : null;
  // Without a nested box selected, Cmd/Ctrl+0 stays the browser's zoom reset.
  if (key === '0') return context.nestedSelected ? { type: 'resetNestedSize' } : null;
  return null;
}

/** Keys without Cmd/Ctrl: add, delete, arrows, Alt+arrows, Esc. */
function plainShortcut(event: KeyLike, context: ShortcutContext): ShortcutCommand | null {
  const arrow = ARROWS[event.key];
  if (event.altKey) {
    if (!arrow || event.shiftKey || !context.hasSelection) return null;
    return { type: 'reorder', direction: previousOrNext(arrow) };
  }
  // '+' is Shift+= on many layouts: Shift is allowed for it alone.
  if (event.key === '+') return { type: 'add' };
  if (event.shiftKey) {
    return event.key === 'V' || event.key === 'v' ? { type: 'paste', asBackground: true } : null;
  }
  if (event.key === ' ') return isPressable(event.target) ? null : { type: 'add' };
  if (event.key === 'Delete' || event.key === 'Backspace' || event.key === '-') {
    if (!context.hasSelection) return null;
    return { type: context.nestedSelected ? 'deleteNested' : 'delete' };
  }
  if (event.key === 'Escape') return context.hasSelection ? { type: 'clearSelection' } : null;
  if (!arrow) return null;
  if (context.nestedSelected) {
    return arrow === 'left' || arrow === 'right'
      ? { type: 'nestedHorizontal', direction: arrow }
      : { type: 'nestedVertical', direction: arrow };
  }
  return { type: 'navigate', direction: previousOrNext(arrow) };
}

/**
 * The command for a key press, or null when it is not ours: while typing or in a dialog, while a box's text is
 * edited, in read-only mode, for modifier combinations the editor does not use (Ctrl on a Mac, Cmd elsewhere,
 * Cmd/Ctrl+Alt), in preview for anything but Esc, and in gallery mode for anything but undo and redo (editor-core.md
 * §6: infinite-scroll mode disables standard box editing).
 */
export function shortcutFor(event: KeyLike, context: ShortcutContext): ShortcutCommand | null {
  if (event.isComposing || isInDialog(event.target)) return null;
  if (context.isReadOnly || context.isEditingText) return null;
  const command = context.isMac ? event.metaKey : event.ctrlKey;
  const foreign = context.isMac ? event.ctrlKey : event.metaKey;
  if (foreign) return null;
  if (context.isPreview) {
    // Escape leaves preview from any control but a text field (the preview's sliders included).
    const plainEscape = event.key === 'Escape' && !command && !event.altKey && !event.shiftKey;
    return plainEscape && !isTextField(event.target) ? { type: 'exitPreview' } : null;
  }
  if (isTypingTarget(event.target)) return null;
  const shortcut = command ? commandShortcut(event, context) : plainShortcut(event, context);
  if (context.isGallery && shortcut && shortcut.type !== 'undo' && shortcut.type !== 'redo') return null;
  return shortcut;
}

/** Apple platforms use Cmd for shortcuts. */
export function detectMac(nav: Pick<Navigator, 'platform' | 'userAgent'> | undefined): boolean {
  if (!nav) return false;
  return /Mac|iPhone|iPad|iPod/i.test(nav.platform || nav.userAgent || '');
}
