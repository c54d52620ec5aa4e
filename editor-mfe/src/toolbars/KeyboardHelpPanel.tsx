/** Keyboard help panel (bottom left). Filled in by the toolbars work. */
export function KeyboardHelpPanel() {
  return null;
}
