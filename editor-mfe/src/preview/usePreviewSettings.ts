import { browserStorage } from '@bento/store';
import { useCallback, useState } from 'react';
import { readPreviewSettings, writePreviewSettings, type PreviewAnimationSettings } from './previewSettings';

/** The preview animation settings, read from local storage once and written back on every change. */
export function usePreviewSettings(): [
  PreviewAnimationSettings,
  (change: (settings: PreviewAnimationSettings) => PreviewAnimationSettings) => void,
] {
  const [settings, setSettings] = useState(() => readPreviewSettings(browserStorage()));
  const update = useCallback((change: (settings: PreviewAnimationSettings) => PreviewAnimationSettings) => {
    setSettings((current) => {
      const next = change(current);
      writePreviewSettings(browserStorage(), next);
      return next;
    });
  }, []);
  return [settings, update];
}
