import { AdminScreen } from './admin/AdminScreen';

/** /admin, for signed-in users, loaded lazily: the admin panel (admin/), or 'Not authorised' for non-admins. */
export function AdminPanel() {
  return <AdminScreen />;
}

export default AdminPanel;
