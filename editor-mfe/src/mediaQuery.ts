// What the device and window are, as CSS media queries say (false where matchMedia is missing, as in tests).

export function matchesMedia(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** A phone-sized window: the editor's layout for phones applies (EditorScreen.module.css, below 768 px). */
export const isPhoneScreen = () => matchesMedia('(max-width: 767px)');
