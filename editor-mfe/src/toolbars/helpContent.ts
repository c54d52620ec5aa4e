// What the keyboard help panel lists for each editor state (editor-core.md §2 'Keyboard help panel', §6).

export type HelpMode =
  { kind: 'preview' } | { kind: 'editor' } | { kind: 'boxes'; count: number } | { kind: 'nested' };

export interface HelpShortcut {
  keys: string;
  action: string;
}

export interface HelpContent {
  title: string;
  shortcuts: HelpShortcut[];
}

export function helpTitle(mode: HelpMode): string {
  switch (mode.kind) {
    case 'preview':
      return 'Preview Mode';
    case 'editor':
      return 'Editor';
    case 'nested':
      return 'Nested Object Selected';
    case 'boxes':
      return mode.count === 1 ? 'Box Selected' : `${mode.count} Boxes Selected`;
  }
}

/** `mod` is the command key as shown to the user: '⌘' on Apple platforms, 'Ctrl' elsewhere. */
export function helpShortcuts(mode: HelpMode, mod: string): HelpShortcut[] {
  const history: HelpShortcut[] = [
    { keys: `${mod}+Z`, action: 'Undo' },
    { keys: `${mod}+Shift+Z / ${mod}+Y`, action: 'Redo' },
  ];
  switch (mode.kind) {
    case 'preview':
      return [{ keys: 'Esc', action: 'Exit preview' }];
    case 'editor':
      return [
        { keys: 'Space / +', action: 'Add a box' },
        { keys: 'Arrows', action: 'Select a box' },
        { keys: `${mod}+A`, action: 'Select all' },
        { keys: `${mod}+V`, action: 'Paste image URLs as new boxes' },
        ...history,
      ];
    case 'boxes':
      return [
        { keys: 'Space / +', action: 'Add a box' },
        { keys: 'Delete / Backspace / -', action: 'Delete' },
        { keys: `${mod}+D`, action: 'Duplicate' },
        { keys: 'Arrows', action: 'Select next or previous' },
        { keys: 'Alt+Arrows', action: 'Move' },
        { keys: `${mod}+Arrows`, action: 'Resize' },
        { keys: `${mod}+C`, action: 'Copy style' },
        { keys: `${mod}+V`, action: 'Paste style or image URL' },
        { keys: 'Shift+V', action: 'Paste URL as background' },
        { keys: `${mod}+A`, action: 'Select all' },
        { keys: 'Esc', action: 'Deselect' },
        ...history,
      ];
    case 'nested':
      return [
        { keys: '← / →', action: 'Horizontal position' },
        { keys: '↑ / ↓', action: 'Vertical alignment' },
        { keys: `${mod}+Arrows`, action: 'Resize (Shift: finer)' },
        { keys: `${mod}+0`, action: 'Reset size' },
        { keys: 'Delete / Backspace', action: 'Delete' },
        { keys: `${mod}+C`, action: 'Copy style' },
        { keys: `${mod}+V`, action: 'Paste style or image URL' },
        { keys: `${mod}+A`, action: 'Select all nested' },
        { keys: 'Esc', action: 'Deselect' },
        ...history,
      ];
  }
}
