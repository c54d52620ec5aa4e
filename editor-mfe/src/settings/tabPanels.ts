// Which panel each tab opens. The panels and the form controls they use are not part of the first screen
// (issue 17): they load when a box is first selected, since every tab waits for one, or when a tab is opened.
import { lazy, type ComponentType } from 'react';
import type { SettingsTarget } from './settingsTarget';
import type { SettingsTabId } from './tabs';
import type * as Panels from './tabs/index';

export interface TabPanelProps {
  target: SettingsTarget;
}

let loading: Promise<typeof Panels> | null = null;
const loadPanels = () => (loading ??= import('./tabs/index'));

/** Starts fetching the panels (once). */
export function preloadTabPanels(): void {
  void loadPanels();
}

const panel = (name: keyof typeof Panels) =>
  lazy<ComponentType<TabPanelProps>>(() => loadPanels().then((module) => ({ default: module[name] })));

export const TAB_PANELS: Record<SettingsTabId, ComponentType<TabPanelProps>> = {
  background: panel('BackgroundTab'),
  border: panel('BorderTab'),
  size: panel('SizeTab'),
  link: panel('LinkTab'),
  embed: panel('EmbedTab'),
  responsive: panel('ResponsiveTab'),
};
