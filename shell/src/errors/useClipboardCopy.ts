import { useCallback, useEffect, useState } from 'react';

/** How long a copy button reads 'Copied!' (accounts-and-sites.md §9). */
export const COPIED_FEEDBACK_MS = 2000;

/** Copies text to the clipboard; `copied` stays true for a while after a success. Failures are ignored. */
export function useClipboardCopy(feedbackMs = COPIED_FEEDBACK_MS) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), feedbackMs);
    return () => window.clearTimeout(timer);
  }, [copied, feedbackMs]);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard, permission refused, or not focused: the spec says stay silent.
    }
  }, []);

  return { copied, copy };
}
