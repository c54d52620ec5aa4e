import { lazy, Suspense, useEffect, useId, useState } from 'react';
import {
  deleteConfirmMessage,
  selectProject,
  TAKEN_DOWN_TEXTS,
  takenDownSite,
  useAppDispatch,
  useAppSelector,
  type DesignSummary,
  type RootState,
} from '@bento/store';
import { displayTitle } from '@bento/core';
import { useNavigate } from '@bento/ui/router';
import { saveNow } from '../autosave/saveNow';
import { CREATED_FLASH_MS, UNPUBLISHED_FLASH_MS } from '../designs/constants';
import { deleteDesign, duplicateDesign, openDesign, renameDesign } from '../designs/designThunks';
import { designFlashEnded, selectDesignFlash } from '../designs/designsSlice';
import { formatDesignDate } from '../designs/format';
import { republishSite, unpublishSite } from '../designs/siteThunks';
import { editSiteDialogOpened, publishDialogOpened } from '../state/accountActions';
import { HISTORY_TEXTS } from '../history/historyTexts';
import { SUBMIT_TEXTS } from '../templates/submitTexts';
import { CardMenu, type MenuItem } from './CardMenu';
import { TitleInput } from './TitleInput';
import styles from './DesignCard.module.css';

// Downloaded when first opened.
const SubmitTemplateDialog = lazy(() =>
  import('../templates/SubmitTemplateDialog').then((dialog) => ({ default: dialog.SubmitTemplateDialog })),
);
const VersionHistoryDialog = lazy(() =>
  import('../history/VersionHistoryDialog').then((dialog) => ({ default: dialog.VersionHistoryDialog })),
);
const ConfirmDialog = lazy(() =>
  import('@bento/ui/dialogForm').then((dialogs) => ({ default: dialogs.ConfirmDialog })),
);

const FLASH_MS = { created: CREATED_FLASH_MS, unpublished: UNPUBLISHED_FLASH_MS } as const;

/**
 * One design in the sidebar: select, rename, badges, date, live-site links and the options menu. A site an
 * administrator took down shows 'Taken down' with the reason, and its actions are off (the API refuses them).
 */
export function DesignCard({ design }: { design: DesignSummary }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const project = useAppSelector(selectProject);
  const flash = useAppSelector((state: RootState) => selectDesignFlash(state, design.id));
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState<'submit' | 'history' | 'delete' | null>(null);
  const close = () => setOpen(null);
  const noteId = useId();
  const title = displayTitle(design.title);
  const selected = project.currentDesignId === design.id;
  const unsaved = selected && project.hasUnsavedChanges;
  const takenDown = takenDownSite(design.publishedSites);
  const site = takenDown ?? design.publishedSites[0];
  const liveSite = takenDown ? undefined : design.publishedSites.find((candidate) => candidate.published);
  // A site switched off in Edit Site: not public, but it keeps its slug and counts toward the 5-site limit.
  const hiddenSite = liveSite || takenDown ? undefined : site;
  const locked: Partial<MenuItem> = takenDown
    ? { disabled: true, describedBy: noteId, hint: TAKEN_DOWN_TEXTS.locked }
    : {};
  const saveBadge = !selected
    ? null
    : project.isSaving
      ? 'Saving'
      : project.saveError !== null
        ? 'Not saved'
        : project.hasUnsavedChanges
          ? 'Unsaved'
          : null;

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => dispatch(designFlashEnded(design.id)), FLASH_MS[flash]);
    return () => clearTimeout(timer);
  }, [dispatch, design.id, flash]);

  const commitTitle = (value: string) => {
    setEditing(false);
    void dispatch(renameDesign(design.id, value));
  };

  const menuItems: MenuItem[] = site
    ? [
        {
          label: 'Edit site',
          onSelect: () => dispatch(editSiteDialogOpened({ designId: design.id, siteId: site.id })),
          ...locked,
        },
        // Republishing a hidden site would not make it public: Edit Site ('Published') does.
        ...(hiddenSite
          ? []
          : [
              {
                label: 'Republish',
                onSelect: () => void dispatch(republishSite(design.id, site.id)),
                ...locked,
              },
            ]),
        { label: 'Unpublish', onSelect: () => void dispatch(unpublishSite(design.id, site.id)), ...locked },
        // The site's figures (the insights remote): its own screen, open whatever the site's state.
        {
          label: 'Insights',
          onSelect: () => void navigate(`/sites/${encodeURIComponent(site.id)}/insights`),
        },
      ]
    : [
        {
          label: 'Publish',
          onSelect: () => dispatch(publishDialogOpened({ designId: design.id })),
        },
      ];
  menuItems.push(
    { label: HISTORY_TEXTS.menuItem, onSelect: () => setOpen('history') },
    { label: SUBMIT_TEXTS.menuItem, onSelect: () => setOpen('submit') },
    { label: 'Duplicate', onSelect: () => void dispatch(duplicateDesign(design.id)) },
    // Asked first: a deleted design, and its version history, cannot be brought back.
    { label: 'Delete', onSelect: () => setOpen('delete'), danger: true },
  );

  const className = [
    styles.card,
    selected ? styles.selected : '',
    flash === 'created' ? styles.flashCreated : '',
    flash === 'unpublished' ? styles.flashUnpublished : '',
  ].join(' ');

  return (
    <li className={className} data-design-id={design.id} data-flash={flash}>
      <div className={styles.main}>
        {editing ? (
          <TitleInput title={design.title} onCommit={commitTitle} onCancel={() => setEditing(false)} />
        ) : (
          <button
            type="button"
            className={styles.open}
            aria-current={selected ? 'true' : undefined}
            onClick={() => void dispatch(openDesign(design.id))}
            onDoubleClick={() => setEditing(true)}
          >
            <span className={styles.title} title={title}>
              {title}
            </span>
          </button>
        )}
        <div className={styles.meta}>
          <time dateTime={design.updatedAt}>{formatDesignDate(design.updatedAt)}</time>
          {liveSite && <span className={styles.liveBadge}>Live</span>}
          {takenDown && <span className={styles.takenDownBadge}>{TAKEN_DOWN_TEXTS.badge}</span>}
          {hiddenSite && (
            <span
              className={styles.hiddenBadge}
              title={`/${hiddenSite.slug} is not public. Turn 'Published' on in Edit site to show it again.`}
            >
              Hidden
            </span>
          )}
          {saveBadge && (
            <span
              className={saveBadge === 'Not saved' ? styles.failedBadge : styles.savingBadge}
              title={saveBadge === 'Not saved' ? (project.saveError ?? undefined) : undefined}
            >
              {saveBadge}
            </span>
          )}
        </div>
        {takenDown && (
          <p id={noteId} className={styles.takedownNote}>
            {TAKEN_DOWN_TEXTS.note(takenDown.takedownReason)}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        {unsaved && (
          <button
            type="button"
            className={styles.saveButton}
            disabled={project.isSaving}
            onClick={() => void dispatch(saveNow())}
          >
            Save
          </button>
        )}
        {liveSite && (
          <span className={styles.hoverLinks}>
            <a
              className={styles.iconButton}
              href={`/${liveSite.slug}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="View live site"
              title="View live site"
            >
              ↗
            </a>
            <button
              type="button"
              className={styles.iconButton}
              aria-label="Republish site"
              title="Republish"
              onClick={() => void dispatch(republishSite(design.id, liveSite.id))}
            >
              ⟳
            </button>
          </span>
        )}
        <CardMenu label={`Options for ${title}`} items={menuItems} />
      </div>
      {open && (
        <Suspense fallback={null}>
          {open === 'submit' && <SubmitTemplateDialog design={design} onClose={close} />}
          {open === 'history' && <VersionHistoryDialog design={design} onClose={close} />}
          {open === 'delete' && (
            <ConfirmDialog
              request={{
                title: 'Delete design',
                message: deleteConfirmMessage([title], design.publishedSites.length > 0 ? 1 : 0),
                confirmLabel: 'Delete',
                onConfirm: () => void dispatch(deleteDesign(design.id)),
              }}
              onClose={close}
            />
          )}
        </Suspense>
      )}
    </li>
  );
}
