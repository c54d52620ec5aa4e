import { Suspense } from 'react';
import {
  EMPTY_STATES,
  selectAuth,
  selectGridData,
  selectSidebarOpen,
  ToastStack,
  useAppSelector,
} from '@bento/store';
import { useAutoSaveStart } from './autosave/autoSaveStart';
import { PublishFlow } from './publish/PublishFlow';
import { LazyDesignList, LazySignedInSession } from './signedIn/lazySignedInParts';
import { AccountArea } from './sidebar/AccountArea';
import { DesignListPlaceholder } from './sidebar/DesignListLoading';
import { EmptyState } from './sidebar/EmptyState';
import { SidebarHeader } from './sidebar/SidebarHeader';
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
 * publish dialogs and the toasts stay mounted when it is closed. What only a signed-in user needs (the list,
 * auto-save, the list's sync) is downloaded once someone is signed in (issue 17: a light first screen).
 */
export function DesignsSidebar() {
  const open = useAppSelector(selectSidebarOpen);
  const { isSignedIn } = useAppSelector(selectAuth);
  const autoSaveStart = useAutoSaveStart();
  return (
    <>
      {open && (
        <aside id="designs-sidebar" className={styles.sidebar} aria-label="Designs">
          <SidebarHeader />
          {isSignedIn ? (
            <Suspense fallback={<DesignListPlaceholder />}>
              <LazyDesignList />
            </Suspense>
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
      {autoSaveStart && (
        <Suspense fallback={null}>
          <LazySignedInSession autoSaveStart={autoSaveStart} />
        </Suspense>
      )}
      <PublishFlow />
    </>
  );
}

export default DesignsSidebar;
