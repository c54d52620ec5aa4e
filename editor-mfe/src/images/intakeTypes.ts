// The contract between the image pipeline (images/intake: check, compress, upload or inline) and the surfaces
// that take image files (images/drop: a box, the container, the Background tab, Grid Style, the page).

/** Where a dropped or chosen image goes: a box (5 MB cap) or the container background (2 MB cap), editor-core.md §5. */
export type ImageTarget = 'box' | 'container';

/** Progress while one image is prepared: 'Compressing... N%' or 'Processing...' (editor-core.md §2). */
export type IntakeProgress = { phase: 'compressing'; percent: number } | { phase: 'processing' };

/**
 * The URL to store (an /uploads/ URL when signed in and online, else a data URL), or the spec's message, or
 * nothing because the user cancelled (the signal aborted).
 */
export type IntakeResult = { url: string } | { error: string } | { cancelled: true };

/** Prepares one image file for a target; never throws. Aborting `signal` cancels it. */
export type ImageIntake = (
  file: File,
  target: ImageTarget,
  onProgress?: (progress: IntakeProgress) => void,
  signal?: AbortSignal,
) => Promise<IntakeResult>;
