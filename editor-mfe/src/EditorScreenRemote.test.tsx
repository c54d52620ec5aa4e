// The editor as the shell mounts it, for a new visitor: nothing stored, so the screen starts without the
// stored-work validator (issue 17), and nothing loads it while nothing needs it.
import { ready } from './EditorScreenRemote';
import { storedWorkValidator } from './persistence/storedWorkValidator';
import { renderEditorRemote } from './remoteTestUtils';

afterEach(() => localStorage.clear());

it('is ready without the validator and shows the default grid', async () => {
  await ready();
  expect(storedWorkValidator()).toBeNull();
  renderEditorRemote();
  expect(document.querySelectorAll('[data-box-id]')).toHaveLength(1);
  // Well after the first paint, still not loaded: building the schema is a long task on a phone.
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(storedWorkValidator()).toBeNull();
});
