import { useCallback, useState } from 'react';
import { readPreviewSettings, writePreviewSettings, type PreviewAnimationSettings } from './previewSettings';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The preview animation settings, read from local storage once and written back on every change. */
export function usePreviewSettings(): [
  PreviewAnimationSettings,
  (change: (settings: PreviewAnimationSettings) => PreviewAnimationSettings) => void,
] {
  const [settings, setSettings] = useState(() => readPreviewSettings(storage()));
  const update = useCallback((change: (settings: PreviewAnimationSettings) => PreviewAnimationSettings) => {
    setSettings((current) => {
      const next = change(current);
      writePreviewSettings(storage(), next);
      return next;
    });
  }, []);
  return [settings, update];
}
