// The editor as the shell mounts it, for a visitor with work stored on this device: the validator loads before
// the screen (and its store slice, which reads the stored work at once) is evaluated.
import { ready } from './EditorScreenRemote';
import { saveEditorState } from './persistence/saveState';
import { storedWorkValidator } from './persistence/storedWorkValidator';
import { renderEditorRemote } from './remoteTestUtils';
import { docWith } from './state/testUtils';

it('loads the validator first and shows the stored work', async () => {
  saveEditorState(localStorage, { current: docWith(3), past: [], future: [] });
  expect(storedWorkValidator()).toBeNull();
  await ready();
  expect(storedWorkValidator()).not.toBeNull();
  renderEditorRemote();
  expect(document.querySelectorAll('[data-box-id]')).toHaveLength(3);
  localStorage.clear();
});
