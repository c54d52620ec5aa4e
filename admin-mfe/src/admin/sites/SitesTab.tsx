// Sites: every published site (published or hidden), searched by address, title or owner; take one down (with a
// reason its owner sees) and restore it.
import { useState } from 'react';
import { adminApi, type AdminSite } from '../adminApi';
import { ReasonDialog } from '../dialogs/ReasonDialog';
import { SearchableList } from '../lists/SearchableList';
import { useAdminList } from '../lists/useAdminList';
import { SitesTable } from './SitesTable';

export const SITES_TEXT = {
  loadFailed: 'Failed to load sites',
  takedownTitle: (slug: string) => `Take down /${slug}`,
  takedownMessage:
    'The site will answer “This site is unavailable” to every visitor until it is restored. Its owner sees your reason and cannot change or republish the site meanwhile.',
  reasonLabel: 'Reason (shown to the site’s owner)',
  takenDown: (slug: string) => `/${slug} was taken down.`,
  restored: (slug: string) => `/${slug} was restored.`,
} as const;

export function SitesTab() {
  const sites = useAdminList(adminApi.sites, { q: '', page: 1 }, SITES_TEXT.loadFailed);
  const [takingDown, setTakingDown] = useState<AdminSite | null>(null);

  return (
    <>
      <SearchableList
        list={sites}
        noun="sites"
        placeholder="Search by address, title or owner e-mail"
        loadingText="Loading sites..."
      >
        {(items) => (
          <SitesTable
            sites={items}
            busy={sites.busy}
            onTakeDown={setTakingDown}
            onRestore={(site) =>
              void sites.action.run(() => adminApi.restoreSite(site.id), SITES_TEXT.restored(site.slug))
            }
          />
        )}
      </SearchableList>
      {takingDown && (
        <ReasonDialog
          title={SITES_TEXT.takedownTitle(takingDown.slug)}
          message={SITES_TEXT.takedownMessage}
          label={SITES_TEXT.reasonLabel}
          required
          confirmLabel="Take down"
          action={sites.action}
          perform={(reason) => adminApi.takeDownSite(takingDown.id, reason)}
          done={SITES_TEXT.takenDown(takingDown.slug)}
          onClose={() => setTakingDown(null)}
        />
      )}
    </>
  );
}
