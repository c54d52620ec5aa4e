// /admin (issue 14 'Admin'): GET /api/admin/me decides. An admin gets the sections as tabs (the open one in
// ?tab=…); a signed-in non-admin (403) gets 'Not authorised'; any other failure says so with Retry.
import { useId } from 'react';
import { Spinner } from '@bento/ui';
import { Link, useSearchParams } from '@bento/ui/router';
import buttons from '../common/buttons.module.css';
import page from '../common/page.module.css';
import type { AdminMe } from './adminApi';
import { ADMIN_TABS, AdminTabs, isAdminTab, panelId, tabId, type AdminTabId } from './AdminTabs';
import { AuditTab } from './audit/AuditTab';
import { NotAuthorised } from './NotAuthorised';
import { RemotesTab } from './remotes/RemotesTab';
import { ReportsTab } from './reports/ReportsTab';
import { SitesTab } from './sites/SitesTab';
import { TemplatesTab } from './templates/TemplatesTab';
import { useAdminAccess } from './useAdminAccess';
import { UsersTab } from './users/UsersTab';
import styles from './AdminScreen.module.css';

function TabContent({ tab, me }: { tab: AdminTabId; me: AdminMe }) {
  switch (tab) {
    case 'sites':
      return <SitesTab />;
    case 'reports':
      return <ReportsTab />;
    case 'templates':
      return <TemplatesTab />;
    case 'users':
      return <UsersTab adminId={me.user.id} />;
    case 'remotes':
      return <RemotesTab />;
    case 'audit':
      return <AuditTab />;
  }
}

/** The tabs and the open section (only the open one is mounted: each reads its list when opened). */
function AdminSections({ me }: { me: AdminMe }) {
  const idPrefix = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: AdminTabId = isAdminTab(requested) ? requested : 'sites';
  const select = (tab: AdminTabId) => setParams(tab === 'sites' ? {} : { tab }, { replace: true });
  return (
    <>
      <AdminTabs idPrefix={idPrefix} selected={selected} onSelect={select} />
      {ADMIN_TABS.map((tab) => (
        <section
          key={tab.id}
          id={panelId(idPrefix, tab.id)}
          role="tabpanel"
          aria-labelledby={tabId(idPrefix, tab.id)}
          hidden={tab.id !== selected}
          className={styles.panel}
        >
          {tab.id === selected && <TabContent tab={tab.id} me={me} />}
        </section>
      ))}
    </>
  );
}

export function AdminScreen() {
  const { access, retry } = useAdminAccess();
  if (access.status === 'forbidden') return <NotAuthorised />;
  return (
    <main className={page.page}>
      <header className={page.header}>
        <div>
          <h1 className={page.heading}>Admin</h1>
          {access.status === 'admin' && <p className={page.subtitle}>Signed in as {access.me.user.email}</p>}
        </div>
        <div className={page.headerActions}>
          <Link className={buttons.button} to="/">
            Back to the editor
          </Link>
        </div>
      </header>
      {access.status === 'checking' && (
        <div className={page.empty} role="status">
          <Spinner />
          <span>Opening the admin panel...</span>
        </div>
      )}
      {access.status === 'failed' && (
        <div className={page.notice} role="alert">
          <span>{access.message}</span>
          <button type="button" className={buttons.button} onClick={retry}>
            Retry
          </button>
        </div>
      )}
      {access.status === 'admin' && <AdminSections me={access.me} />}
    </main>
  );
}
