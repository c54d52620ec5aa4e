import { useEffect } from 'react';
import { useAppStore } from '@bento/store';
import type { AutoSaveStart } from './autoSaveStart';
import { startAutoSave } from './autoSaveListener';
import { SizeWarningCard } from './SizeWarningCard';

/**
 * Mounts auto-save (listener middleware added to the shared store, active while signed in) and the design-size
 * warning card. Unmounting stops the listener and every timer. `start`: when the user was first seen signed in,
 * if that was before this code arrived (the sidebar downloads it then).
 */
export function AutoSave({ start }: { start?: AutoSaveStart }) {
  const store = useAppStore();
  useEffect(() => startAutoSave(store, start), [store, start]);
  return <SizeWarningCard />;
}
