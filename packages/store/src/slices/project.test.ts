import { createAppStore } from '../store';
import {
  designSizeSet,
  saveFailed,
  saveStarted,
  saveSucceeded,
  selectProject,
  sidebarOpenSet,
  sidebarToggled,
  unsavedChangesMarked,
} from './project';

describe('project state', () => {
  it('follows a save: unsaved → saving → saved clears the flag and records the design and time', () => {
    const store = createAppStore();
    store.dispatch(unsavedChangesMarked());
    store.dispatch(saveStarted());
    expect(selectProject(store.getState())).toMatchObject({ isSaving: true, hasUnsavedChanges: true });
    store.dispatch(saveSucceeded({ designId: 'd1', savedAt: '2026-11-23T10:00:00.000Z' }));
    expect(selectProject(store.getState())).toMatchObject({
      isSaving: false,
      hasUnsavedChanges: false,
      currentDesignId: 'd1',
      lastSavedAt: '2026-11-23T10:00:00.000Z',
      saveError: null,
    });
  });

  it('keeps the unsaved flag when a save fails, and clears the error on the next attempt', () => {
    const store = createAppStore();
    store.dispatch(unsavedChangesMarked());
    store.dispatch(saveStarted());
    store.dispatch(saveFailed('Failed to save'));
    expect(selectProject(store.getState())).toMatchObject({
      isSaving: false,
      hasUnsavedChanges: true,
      saveError: 'Failed to save',
    });
    store.dispatch(saveStarted());
    expect(selectProject(store.getState()).saveError).toBeNull();
  });

  it('sets the design size and the sidebar', () => {
    const store = createAppStore();
    store.dispatch(designSizeSet({ status: 'info', sizeBytes: 5_300_000, message: 'Design size: 5.1 MB' }));
    expect(selectProject(store.getState()).designSize.status).toBe('info');
    store.dispatch(sidebarOpenSet(true));
    store.dispatch(sidebarToggled());
    expect(selectProject(store.getState()).sidebarOpen).toBe(false);
  });
});
