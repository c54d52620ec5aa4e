// Sites: every published site (published or hidden), searched by address, title or owner; take one down (with a
// reason its owner sees) and restore it.
import { useCallback, useState } from 'react';
import { adminApi, type AdminSite } from '../adminApi';
import { ReasonDialog } from '../dialogs/ReasonDialog';
import { ActionMessages } from '../lists/ActionMessages';
import { ListState } from '../lists/ListState';
import { Pager } from '../lists/Pager';
import { SearchBox } from '../lists/SearchBox';
import { useAdminAction } from '../lists/useAdminAction';
import { useAdminQuery } from '../lists/useAdminQuery';
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
  const [params, setParams] = useState({ q: '', page: 1 });
  const load = useCallback(() => adminApi.sites(params), [params]);
  const sites = useAdminQuery(load, SITES_TEXT.loadFailed);
  const action = useAdminAction(sites.reload);
  const [takingDown, setTakingDown] = useState<AdminSite | null>(null);

  const search = useCallback(
    (q: string) => setParams((current) => (current.q === q ? current : { q, page: 1 })),
    [],
  );

  return (
    <>
      <SearchBox
        label="Search sites"
        placeholder="Search by address, title or owner e-mail"
        onSearch={search}
      />
      <ActionMessages action={action} />
      <ListState
        query={sites}
        loadingText="Loading sites..."
        emptyText={params.q ? 'No sites match your search.' : 'No sites yet.'}
      >
        {(data) => (
          <>
            <SitesTable
              sites={data.items}
              busy={action.busy || sites.loading}
              onTakeDown={setTakingDown}
              onRestore={(site) =>
                void action.run(() => adminApi.restoreSite(site.id), SITES_TEXT.restored(site.slug))
              }
            />
            <Pager
              data={data}
              noun="sites"
              onPage={(page) => setParams((current) => ({ ...current, page }))}
            />
          </>
        )}
      </ListState>
      {takingDown && (
        <ReasonDialog
          title={SITES_TEXT.takedownTitle(takingDown.slug)}
          message={SITES_TEXT.takedownMessage}
          label={SITES_TEXT.reasonLabel}
          required
          confirmLabel="Take down"
          onSubmit={(reason) =>
            action.run(
              () => adminApi.takeDownSite(takingDown.id, reason),
              SITES_TEXT.takenDown(takingDown.slug),
              { inDialog: true },
            )
          }
          onClose={() => setTakingDown(null)}
        />
      )}
    </>
  );
}
