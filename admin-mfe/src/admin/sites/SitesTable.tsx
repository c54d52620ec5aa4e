import { formatBytes } from '@bento/core';
import { RowButton } from '../../common/RowActions';
import table from '../../common/table.module.css';
import type { AdminSite } from '../adminApi';
import { ListTable, type ListTableLayout } from '../lists/ListTable';

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

const SITES_TABLE: ListTableLayout<AdminSite> = {
  label: 'Sites',
  caption: 'Every published site, the most recently changed first.',
  columns: [
    {
      name: 'Site',
      cell: (site) => (
        <a className={table.slug} href={`/${site.slug}`} target="_blank" rel="noopener noreferrer">
          /{site.slug}
        </a>
      ),
    },
    { name: 'Title', className: table.wrap, cell: (site) => site.siteTitle },
    { name: 'Owner', className: table.wrap, cell: (site) => site.ownerEmail },
    { name: 'Published', cell: (site) => (site.published ? 'Yes' : 'No') },
    { name: 'Size', className: table.nowrap, cell: (site) => formatBytes(site.sizeBytes) },
    {
      name: 'Reports',
      className: table.nowrap,
      cell: (site) => (
        <>
          {site.reportCount}
          {site.openReportCount > 0 && <span className={table.muted}> ({site.openReportCount} open)</span>}
        </>
      ),
    },
    { name: 'State', cell: (site) => <SiteState site={site} /> },
  ],
};

/** The sites of one page: address (a link to the site), title, owner, published, size, reports, state, action. */
export function SitesTable({ sites, busy, onTakeDown, onRestore }: SitesTableProps) {
  const actions = (site: AdminSite) =>
    site.takenDown ? (
      <RowButton label={`Restore /${site.slug}`} onClick={() => onRestore(site)}>
        Restore
      </RowButton>
    ) : (
      <RowButton label={`Take down /${site.slug}`} danger onClick={() => onTakeDown(site)}>
        Take down
      </RowButton>
    );
  return <ListTable layout={SITES_TABLE} items={sites} busy={busy} actions={actions} />;
}
