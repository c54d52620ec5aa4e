import { SimplePage } from '@bento/ui';

/** /manage-projects, for signed-in users, loaded lazily. The spec does not describe its content yet. */
export function ManageProjects() {
  return (
    <SimplePage title="Manage Projects">
      <p>Your saved designs will be listed here.</p>
    </SimplePage>
  );
}

export default ManageProjects;
