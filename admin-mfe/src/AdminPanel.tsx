import { SimplePage } from '@bento/ui';

/** /admin, for signed-in users, loaded lazily. The spec does not describe its content yet. */
export function AdminPanel() {
  return (
    <SimplePage title="Admin">
      <p>There is nothing to administer yet.</p>
    </SimplePage>
  );
}

export default AdminPanel;
