/** Mounts auto-save (listener middleware) and the design-size warning card. Filled in by the auto-save work. */
export function AutoSave() {
  return null;
}
