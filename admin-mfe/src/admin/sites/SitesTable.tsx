import { formatBytes } from '@bento/core';
import { visuallyHiddenClass } from '@bento/ui';
import buttons from '../../common/buttons.module.css';
import table from '../../common/table.module.css';
import type { AdminSite } from '../adminApi';

export interface SitesTableProps {
  sites: AdminSite[];
  busy: boolean;
  onTakeDown: (site: AdminSite) => void;
  onRestore: (site: AdminSite) => void;
}

function SiteState({ site }: { site: AdminSite }) {
  if (site.takenDown)
    return (
      <>
        <span className={`${table.badge} ${table.bad}`}>Taken down</span>
        {site.takedownReason && (
          <span className={`${table.muted} ${table.wrap}`}> {site.takedownReason}</span>
        )}
      </>
    );
  return site.published ? (
    <span className={`${table.badge} ${table.good}`}>Live</span>
  ) : (
    <span className={`${table.badge} ${table.neutral}`}>Hidden</span>
  );
}

/** The sites of one page: address (a link to the site), title, owner, published, size, reports, state, action. */
export function SitesTable({ sites, busy, onTakeDown, onRestore }: SitesTableProps) {
  return (
    <div className={table.region} role="region" aria-label="Sites" aria-busy={busy} tabIndex={0}>
      <table className={`${table.table} ${table.headless}`}>
        <caption className={visuallyHiddenClass}>
          Every published site, the most recently changed first.
        </caption>
        <thead>
          <tr>
            <th scope="col">Site</th>
            <th scope="col">Title</th>
            <th scope="col">Owner</th>
            <th scope="col">Published</th>
            <th scope="col">Size</th>
            <th scope="col">Reports</th>
            <th scope="col">State</th>
            <th scope="col">
              <span className={visuallyHiddenClass}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sites.map((site) => (
            <tr key={site.id}>
              <th scope="row">
                <a className={table.slug} href={`/${site.slug}`} target="_blank" rel="noopener noreferrer">
                  /{site.slug}
                </a>
              </th>
              <td data-label="Title" className={table.wrap}>
                {site.siteTitle}
              </td>
              <td data-label="Owner" className={table.wrap}>
                {site.ownerEmail}
              </td>
              <td data-label="Published">{site.published ? 'Yes' : 'No'}</td>
              <td data-label="Size" className={table.nowrap}>
                {formatBytes(site.sizeBytes)}
              </td>
              <td data-label="Reports" className={table.nowrap}>
                {site.reportCount}
                {site.openReportCount > 0 && (
                  <span className={table.muted}> ({site.openReportCount} open)</span>
                )}
              </td>
              <td data-label="State">
                <SiteState site={site} />
              </td>
              <td className={table.actionsCell}>
                <div className={table.rowActions}>
                  {site.takenDown ? (
                    <button
                      type="button"
                      className={buttons.small}
                      aria-label={`Restore /${site.slug}`}
                      onClick={() => onRestore(site)}
                    >
                      Restore
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={`${buttons.small} ${buttons.smallDanger}`}
                      aria-label={`Take down /${site.slug}`}
                      onClick={() => onTakeDown(site)}
                    >
                      Take down
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
