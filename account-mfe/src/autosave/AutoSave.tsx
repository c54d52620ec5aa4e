import { useEffect } from 'react';
import { useAppStore } from '@bento/store';
import { startAutoSave } from './autoSaveListener';
import { SizeWarningCard } from './SizeWarningCard';

/**
 * Mounts auto-save (listener middleware added to the shared store, active while signed in) and the design-size
 * warning card. Unmounting stops the listener and every timer.
 */
export function AutoSave() {
  const store = useAppStore();
  useEffect(() => startAutoSave(store), [store]);
  return <SizeWarningCard />;
}
