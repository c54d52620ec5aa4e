import { useAppDispatch, useAppSelector } from '@bento/store';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { previewToggled, selectIsPreviewMode } from '../state/editorSlice';
import { LazyFilePanel, preloadFileCode } from './fileCodeLoader';
import { FileIcon, PreviewIcon, SettingsIcon, StyleIcon } from './icons';
import { ImportToast } from './ImportToast';
import { ToolButton } from '../toolbars/ToolButton';
import strip from '../toolbars/ToolStrip.module.css';
import { useProjectImport } from './useProjectImport';
import styles from './LeftToolbar.module.css';

type PanelName = 'File' | 'Grid Style' | 'Grid Settings';

// The panels (File, Grid Style, Grid Settings) load when first opened (or when the pointer first rests on their
// buttons' strip, or after the first paint when idle), not with the editor's first screen.
const loadGridStyle = () => import('../panels/GridStylePanel');
const loadGridSettings = () => import('../panels/GridSettingsPanel');
const GridStylePanel = lazy(() => loadGridStyle().then((module) => ({ default: module.GridStylePanel })));
const GridSettingsPanel = lazy(() =>
  loadGridSettings().then((module) => ({ default: module.GridSettingsPanel })),
);
const preloadPanels = () => {
  preloadFileCode();
  void loadGridStyle();
  void loadGridSettings();
};

/** The tooltip of the tools preview refuses (they edit the document). */
export const NOT_IN_PREVIEW = 'Not available in preview';

/**
 * The floating left toolbar (editor-core.md §2): File, Grid Style, Grid Settings and Preview Mode. One panel is
 * open at a time; a click anywhere outside the toolbar and its panel closes it, and so does Escape (before it
 * clears the selection or exits preview). Grid Style and Grid Settings edit the document, so preview (which blocks
 * editing) closes and disables them.
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
    // On the document, so it runs before the editor's shortcuts on the window: Escape closes the panel first.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.stopPropagation();
      setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const toggle = (name: PanelName) => () => setOpen((current) => (current === name ? null : name));
  const close = () => setOpen(null);
  const shown = isPreview && open !== 'File' ? null : open;

  return (
    <div ref={root} className={`${strip.dock} ${styles.root}`}>
      <div
        className={strip.strip}
        role="toolbar"
        aria-label="Editor tools"
        aria-orientation="vertical"
        onPointerEnter={preloadPanels}
        onFocus={preloadPanels}
      >
        <ToolButton label="File" icon={<FileIcon />} expanded={open === 'File'} onClick={toggle('File')} />
        <ToolButton
          label="Grid Style"
          icon={<StyleIcon />}
          expanded={shown === 'Grid Style'}
          disabled={isPreview}
          tooltip={isPreview ? NOT_IN_PREVIEW : undefined}
          onClick={toggle('Grid Style')}
        />
        <ToolButton
          label="Grid Settings"
          icon={<SettingsIcon />}
          expanded={shown === 'Grid Settings'}
          disabled={isPreview}
          tooltip={isPreview ? NOT_IN_PREVIEW : undefined}
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
        // Outside the slot: the slot (a bottom sheet on phones) shows with the panel, never empty.
        <Suspense fallback={null}>
          <div className={styles.panelSlot}>
            <LazyFilePanel onImportFile={(file) => void projectImport.importFile(file)} onClose={close} />
          </div>
        </Suspense>
      )}
      {/* No slot: the settings panel frame limits its height and scrolls its body itself (a slot would clip its shadow). */}
      <Suspense fallback={null}>
        {shown === 'Grid Style' && <GridStylePanel onClose={close} />}
        {shown === 'Grid Settings' && <GridSettingsPanel onClose={close} />}
      </Suspense>
      <ImportToast toast={projectImport.toast} dismissToast={projectImport.dismissToast} />
    </div>
  );
}
