import { RemoteMount } from '../remotes/RemoteMount';
import styles from './pages.module.css';

/** '/': the designs sidebar (accounts remote) beside the editor (editor remote), each failing on its own. */
export function HomeScreen() {
  return (
    <div className={styles.home}>
      <div className={styles.sidebar}>
        <RemoteMount id="account/DesignsSidebar" label="your designs" />
      </div>
      <div className={styles.editor}>
        <RemoteMount id="editor/EditorScreen" label="the editor" />
      </div>
    </div>
  );
}
