/** JSON files (and media) dropped anywhere on the page. Filled in by the files work. */
export function PageFileDrop() {
  return null;
}
