/** Floating left toolbar: File, Grid Style, Grid Settings, Preview Mode. Filled in by the files work. */
export function LeftToolbar() {
  return null;
}
