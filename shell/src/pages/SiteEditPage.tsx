import { FullScreenLoader } from '@bento/ui';
import { RemoteMount } from '../remotes/RemoteMount';
import { HomeScreen } from './HomeScreen';
import styles from './SiteEditPage.module.css';

/** The sites remote's first words while it downloads: the same as its own while it loads the site. */
const LOADING_SITE = 'Loading site into editor...';

/**
 * /{slug}/edit: the home screen's designs sidebar and editor, with the sites remote on top loading the site into
 * them (and covering them while it loads or when the site cannot be opened). Each remote fails on its own: without
 * the sites remote the editor still works, and says so in a notice at the top.
 */
export function SiteEditPage() {
  return (
    <>
      <HomeScreen />
      <div className={styles.siteLayer}>
        <RemoteMount
          id="sites/SiteEditScreen"
          label="the site editor"
          loading={<FullScreenLoader label={LOADING_SITE} />}
        />
      </div>
    </>
  );
}
