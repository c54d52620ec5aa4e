// /manage-projects (issue 14): every design of the signed-in user and its sites in one keyboard-operable table,
// with the designs sidebar's limits, notices and messages (shared through @bento/store and @bento/core).
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from '@bento/ui/router';
import { displayTitle, MAX_DESIGNS, MAX_PUBLISHED_SITES } from '@bento/core';
import {
  DESIGN_LIMIT_MESSAGE,
  DESIGN_LIMIT_NOTICE_MS,
  EMPTY_STATES,
  ToastStack,
  useAppDispatch,
  useAppStore,
  type AppDispatch,
} from '@bento/store';
import { Spinner } from '@bento/ui';
import { ConfirmDialog, type ConfirmRequest } from '../common/ConfirmDialog';
import { BulkBar } from './BulkBar';
import { ExportAllButton } from './ExportAllButton';
import {
  deleteProjects,
  duplicateProject,
  renameProject,
  syncOrphans,
  unpublishSites,
  type Outcome,
} from './projectActions';
import {
  DEFAULT_SORT,
  projectRows,
  searchRows,
  sortRows,
  type ProjectRow,
  type SortOrder,
} from './projectRows';
import { ProjectsTable } from './ProjectsTable';
import type { RowHandlers } from './ProjectRow';
import { PublishSiteDialog } from './PublishSiteDialog';
import { CONFIRM } from './texts';
import { Toolbar } from './Toolbar';
import { useProjects } from './useProjects';
import { useTimedFlag } from './useTimedFlag';
import buttons from '../common/buttons.module.css';
import page from '../common/page.module.css';

const siteTargets = (rows: ProjectRow[]) =>
  rows.flatMap((row) =>
    row.designId ? row.sites.map((site) => ({ designId: row.designId!, siteId: site.id })) : [],
  );

export function ManageProjectsPage() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const projects = useProjects();
  const { reload } = projects;
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortOrder>(DEFAULT_SORT);
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [publishing, setPublishing] = useState<{ id: string; title: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [limitShown, showLimit] = useTimedFlag(DESIGN_LIMIT_NOTICE_MS);
  const region = useRef<HTMLDivElement>(null);

  const allRows = useMemo(
    () => (projects.data ? projectRows(projects.data.designs, projects.data.sites) : []),
    [projects.data],
  );
  const rows = useMemo(() => sortRows(searchRows(allRows, query), sort), [allRows, query, sort]);
  const designCount = projects.data?.designs.length ?? 0;
  const siteCount = projects.data?.sites.length ?? 0;
  const orphanCount = allRows.filter((row) => row.designId === null).length;
  // Only designs still listed stay selected (one deleted elsewhere drops out).
  const selectedRows = allRows.filter((row) => row.designId !== null && selection.has(row.designId));

  // One action at a time. The row buttons stay enabled (a disabled button would drop the keyboard focus);
  // a press while another action runs does nothing.
  const running = useRef(false);

  /** Runs one action at a time, shows what it came to, and reads the lists again. */
  const run = useCallback(
    async (action: (dispatch: AppDispatch) => Promise<Outcome>, after?: () => void) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setError(null);
      try {
        const outcome = await action(dispatch);
        if (outcome.status === 'limit') showLimit();
        if (outcome.status === 'failed') setError(outcome.error);
        await reload();
        after?.();
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [dispatch, reload, showLimit],
  );

  const deselect = (ids: string[]) =>
    setSelection((current) => new Set([...current].filter((id) => !ids.includes(id))));
  const focusTable = () => region.current?.focus();

  const askDelete = (targets: ProjectRow[]) => {
    const ids = targets.map((row) => row.designId!);
    setConfirm({
      title: targets.length === 1 ? 'Delete design' : 'Delete designs',
      message: CONFIRM.delete(
        targets.map((row) => displayTitle(row.title)),
        targets.filter((row) => row.sites.length > 0).length,
      ),
      confirmLabel: targets.length === 1 ? 'Delete' : `Delete ${targets.length} designs`,
      // The selection keeps only designs still listed (selectedRows): what failed to go stays selected.
      onConfirm: () =>
        void run((d) => deleteProjects(d, ids, store.getState().project.currentDesignId), focusTable),
    });
  };

  const askUnpublish = (targets: ProjectRow[]) => {
    const sites = siteTargets(targets);
    if (sites.length === 0) return;
    setConfirm({
      title: sites.length === 1 ? 'Unpublish site' : 'Unpublish sites',
      message: CONFIRM.unpublish(sites.length),
      confirmLabel: sites.length === 1 ? 'Unpublish' : `Unpublish ${sites.length} sites`,
      onConfirm: () => void run((d) => unpublishSites(d, sites), focusTable),
    });
  };

  const on: RowHandlers = {
    select: (designId, selected) =>
      setSelection((current) => {
        const next = new Set(current);
        if (selected) next.add(designId);
        else next.delete(designId);
        return next;
      }),
    startRename: setRenamingId,
    cancelRename: () => setRenamingId(null),
    rename: (row, title) => {
      setRenamingId(null);
      // Trimmed; an empty or unchanged title is ignored (nothing to send, nothing to read again).
      if (title.trim() && title.trim() !== row.title)
        void run((d) => renameProject(d, row.designId!, row.title, title));
    },
    duplicate: (row) => {
      if (designCount >= MAX_DESIGNS) showLimit();
      else void run((d) => duplicateProject(d, row.designId!, row.title, designCount));
    },
    publish: (row) => setPublishing({ id: row.designId!, title: row.title }),
    unpublish: (row) => askUnpublish([row]),
    remove: (row) => askDelete([row]),
    sync: () => void run(syncOrphans),
  };

  const closeConfirm = useCallback(() => setConfirm(null), []);
  const closePublish = useCallback(() => setPublishing(null), []);
  const published = useCallback(() => void reload(), [reload]);

  return (
    <main className={page.page}>
      <header className={page.header}>
        <div>
          <h1 className={page.heading}>Manage Projects</h1>
          {projects.data && (
            <p className={page.subtitle}>
              {designCount} of {MAX_DESIGNS} designs · {siteCount} of {MAX_PUBLISHED_SITES} sites
            </p>
          )}
        </div>
        <div className={page.headerActions}>
          <Link className={buttons.button} to="/">
            Back to the editor
          </Link>
          <ExportAllButton designs={projects.data?.designs ?? []} onError={setError} />
        </div>
      </header>
      {limitShown && (
        <p className={page.notice} role="alert">
          {DESIGN_LIMIT_MESSAGE}
        </p>
      )}
      {error && (
        <div className={page.notice} role="alert">
          <span>{error}</span>
          <button type="button" className={buttons.link} onClick={() => setError(null)}>
            Dismiss
          </button>
        </div>
      )}
      {!projects.data ? (
        projects.error ? (
          <div className={page.empty} role="alert">
            <p>{projects.error}</p>
            <button type="button" className={buttons.button} onClick={() => void reload()}>
              Retry
            </button>
          </div>
        ) : (
          <div className={page.empty} role="status">
            <Spinner />
            <span>Loading your projects...</span>
          </div>
        )
      ) : (
        <>
          <Toolbar
            query={query}
            onQuery={setQuery}
            orphanCount={orphanCount}
            onSync={() => void run(syncOrphans)}
            busy={busy}
          />
          <BulkBar
            selectedCount={selectedRows.length}
            siteCount={siteTargets(selectedRows).length}
            busy={busy}
            onUnpublish={() => askUnpublish(selectedRows)}
            onDelete={() => askDelete(selectedRows)}
            onClear={() => setSelection(new Set())}
          />
          {allRows.length === 0 ? (
            <div className={page.empty}>
              <h2>{EMPTY_STATES.noDesigns.title}</h2>
              <p>{EMPTY_STATES.noDesigns.text}</p>
              <Link className={buttons.primary} to="/">
                Open the editor
              </Link>
            </div>
          ) : rows.length === 0 ? (
            <div className={page.empty}>
              <h2>{EMPTY_STATES.noMatches.title}</h2>
              <p>{EMPTY_STATES.noMatches.text}</p>
            </div>
          ) : (
            <ProjectsTable
              ref={region}
              rows={rows}
              sort={sort}
              onSort={setSort}
              selected={selection}
              onSelectAll={(all) => {
                const shown = rows.flatMap((row) => (row.designId ? [row.designId] : []));
                if (all) setSelection((current) => new Set([...current, ...shown]));
                else deselect(shown);
              }}
              renamingId={renamingId}
              busy={busy}
              on={on}
            />
          )}
        </>
      )}
      {confirm && <ConfirmDialog request={confirm} onClose={closeConfirm} />}
      {publishing && (
        <PublishSiteDialog
          design={publishing}
          siteCount={siteCount}
          onPublished={published}
          onClose={closePublish}
        />
      )}
      <ToastStack />
    </main>
  );
}
