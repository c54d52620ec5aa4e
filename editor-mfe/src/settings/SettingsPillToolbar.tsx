import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppSelector } from '@bento/store';
import { selectDocument, selectIsPreviewMode } from '../state/editorSlice';
import { ToolButton } from '../toolbars/ToolButton';
import strip from '../toolbars/ToolStrip.module.css';
import { TAB_ICONS } from './icons';
import { settingsTargetOf, type SettingsTarget } from './settingsTarget';
import { SETTINGS_TABS, tabTooltip, type SettingsTabId } from './tabs';
import { preloadTabPanels, TAB_PANELS } from './tabPanels';
import styles from './SettingsPillToolbar.module.css';

// The panel's frame comes with its tabs, when a box is first selected (issue 17): no panel opens before that.
const loadSettingsPanel = () => import('./SettingsPanel');
const SettingsPanel = lazy(() => loadSettingsPanel().then((module) => ({ default: module.SettingsPanel })));

function targetSummary(target: SettingsTarget): string {
  const count = target.ids.length;
  if (target.kind === 'nested') return count === 1 ? 'Nested element' : `${count} nested elements`;
  return count === 1 ? '1 box' : `${count} boxes`;
}

/**
 * The per-box settings pill toolbar (editor-core.md §2): right side, vertical, one tab opens one panel. Every tab
 * waits for a selected box; Responsive is for boxes only. Hidden in preview. The panel stays open while the user
 * selects other boxes (it then edits them), and closes when nothing is selected.
 */
export function SettingsPillToolbar() {
  const doc = useAppSelector(selectDocument);
  const preview = useAppSelector(selectIsPreviewMode);
  const [openTab, setOpenTab] = useState<SettingsTabId | null>(null);
  const target = settingsTargetOf(doc);
  const kind = target?.kind ?? null;
  const usable = (id: SettingsTabId) => kind !== null && !(id === 'responsive' && kind === 'nested');
  const shownTab = openTab && usable(openTab) ? openTab : null;
  useEffect(() => {
    if (kind === null) return;
    preloadTabPanels();
    loadSettingsPanel().catch(() => {}); // a failed download is tried again when a tab opens
  }, [kind]);

  // Entering preview closes the panel (adjusted while rendering, React's pattern for state that follows props).
  const [wasPreview, setWasPreview] = useState(preview);
  if (preview !== wasPreview) {
    setWasPreview(preview);
    if (preview) setOpenTab(null);
  }

  if (preview) return null;
  const Panel = shownTab ? TAB_PANELS[shownTab] : null;
  const tab = SETTINGS_TABS.find((candidate) => candidate.id === shownTab);

  return (
    <div className={`${strip.dock} ${styles.root}`}>
      {Panel && target && tab && (
        <Suspense fallback={null}>
          <SettingsPanel
            side="right"
            title={tab.label}
            subtitle={targetSummary(target)}
            onClose={() => setOpenTab(null)}
          >
            <Suspense fallback={null}>
              <Panel target={target} />
            </Suspense>
          </SettingsPanel>
        </Suspense>
      )}
      <div className={strip.strip} role="toolbar" aria-label="Box settings" aria-orientation="vertical">
        {SETTINGS_TABS.map(({ id, label }) => {
          const Icon = TAB_ICONS[id];
          return (
            <ToolButton
              key={id}
              label={label}
              icon={<Icon />}
              tooltip={tabTooltip(label, kind)}
              tooltipSide="left"
              disabled={!usable(id)}
              expanded={shownTab === id}
              onClick={() => setOpenTab((current) => (current === id ? null : id))}
            />
          );
        })}
      </div>
    </div>
  );
}
