import { ManageProjectsPage } from './manageProjects/ManageProjectsPage';

/** /manage-projects, for signed-in users, loaded lazily: the project table (manageProjects/). */
export function ManageProjects() {
  return <ManageProjectsPage />;
}

export default ManageProjects;
