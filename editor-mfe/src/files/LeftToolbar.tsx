import { useAppDispatch, useAppSelector } from '@bento/store';
import { useEffect, useId, useRef, useState } from 'react';
import { previewToggled, selectIsPreviewMode } from '../state/editorSlice';
import { FilePanel } from './FilePanel';
import { FileIcon, PreviewIcon, SettingsIcon, StyleIcon } from './icons';
import { ImportToast } from './ImportToast';
import { ToolButton } from './ToolButton';
import { useProjectImport } from './useProjectImport';
import styles from './LeftToolbar.module.css';
import panelStyles from './Panel.module.css';

type PanelName = 'File' | 'Grid Style' | 'Grid Settings';

/** A panel whose content belongs to another part of the editor: for now its title only. */
function EmptyPanel({ title }: { title: string }) {
  const titleId = useId();
  return (
    <section className={panelStyles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={panelStyles.title}>
        {title}
      </h2>
    </section>
  );
}

/**
 * The floating left toolbar (editor-core.md §2): File, Grid Style, Grid Settings and Preview Mode. One panel is
 * open at a time; a click anywhere outside the toolbar and its panel closes it.
 */
export function LeftToolbar() {
  const dispatch = useAppDispatch();
  const isPreview = useAppSelector(selectIsPreviewMode);
  const [open, setOpen] = useState<PanelName | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const projectImport = useProjectImport();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const toggle = (name: PanelName) => () => setOpen((current) => (current === name ? null : name));

  return (
    <div ref={root} className={styles.root}>
      <div className={styles.toolbar} role="toolbar" aria-label="Editor tools" aria-orientation="vertical">
        <ToolButton label="File" icon={<FileIcon />} expanded={open === 'File'} onClick={toggle('File')} />
        <ToolButton
          label="Grid Style"
          icon={<StyleIcon />}
          expanded={open === 'Grid Style'}
          onClick={toggle('Grid Style')}
        />
        <ToolButton
          label="Grid Settings"
          icon={<SettingsIcon />}
          expanded={open === 'Grid Settings'}
          onClick={toggle('Grid Settings')}
        />
        <ToolButton
          label="Preview Mode"
          icon={<PreviewIcon />}
          pressed={isPreview}
          onClick={() => dispatch(previewToggled())}
        />
      </div>
      {open === 'File' && (
        <div className={styles.panelSlot}>
          <FilePanel onImportFile={(file) => void projectImport.importFile(file)} />
        </div>
      )}
      {(open === 'Grid Style' || open === 'Grid Settings') && (
        <div className={styles.panelSlot}>
          <EmptyPanel title={open} />
        </div>
      )}
      <ImportToast toast={projectImport.toast} dismissToast={projectImport.dismissToast} />
    </div>
  );
}
