import {
  EMPTY_STATES,
  selectAuth,
  selectGridData,
  selectSidebarOpen,
  ToastStack,
  useAnnounceInjectedSlice,
  useAppSelector,
} from '@bento/store';
import { AutoSave } from './autosave/AutoSave';
import { designsSlice } from './designs/designsSlice';
import { useTemplateDesign } from './designs/useTemplateDesign';
import { PublishFlow } from './publish/PublishFlow';
import { AccountArea } from './sidebar/AccountArea';
import { DesignList } from './sidebar/DesignList';
import { EmptyState } from './sidebar/EmptyState';
import { SidebarHeader } from './sidebar/SidebarHeader';
import { useDesignListSync } from './sidebar/useDesignListSync';
import styles from './DesignsSidebar.module.css';

/** Signed out: the size of the document being edited locally, read from the editor's slice through the store. */
function LocalSummary() {
  const boxCount = useAppSelector(selectGridData)?.boxes.length ?? 0;
  return (
    <p className={styles.local} data-testid="local-design-summary">
      Working locally: {boxCount} {boxCount === 1 ? 'box' : 'boxes'}
    </p>
  );
}

/**
 * The designs sidebar (accounts-and-sites.md §2): shown while the project's sidebarOpen is on. Auto-save, the
 * publish dialogs and the toasts stay mounted when it is closed.
 */
export function DesignsSidebar() {
  useAnnounceInjectedSlice(designsSlice.name);
  useDesignListSync();
  useTemplateDesign();
  const open = useAppSelector(selectSidebarOpen);
  const { isSignedIn } = useAppSelector(selectAuth);
  return (
    <>
      {open && (
        <aside id="designs-sidebar" className={styles.sidebar} aria-label="Designs">
          <SidebarHeader />
          {isSignedIn ? (
            <DesignList />
          ) : (
            <>
              <EmptyState {...EMPTY_STATES.signedOut} />
              <LocalSummary />
            </>
          )}
          <AccountArea />
        </aside>
      )}
      <ToastStack />
      <AutoSave />
      <PublishFlow />
    </>
  );
}

export default DesignsSidebar;
