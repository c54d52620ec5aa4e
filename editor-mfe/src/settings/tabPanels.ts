// Which panel each tab opens.
import type { ComponentType } from 'react';
import type { SettingsTarget } from './settingsTarget';
import type { SettingsTabId } from './tabs';
import { BackgroundTab } from './tabs/BackgroundTab';
import { BorderTab } from './tabs/BorderTab';
import { EmbedTab } from './tabs/EmbedTab';
import { LinkTab } from './tabs/LinkTab';
import { ResponsiveTab } from './tabs/ResponsiveTab';
import { SizeTab } from './tabs/SizeTab';

export interface TabPanelProps {
  target: SettingsTarget;
}

export const TAB_PANELS: Record<SettingsTabId, ComponentType<TabPanelProps>> = {
  background: BackgroundTab,
  border: BorderTab,
  size: SizeTab,
  link: LinkTab,
  embed: EmbedTab,
  responsive: ResponsiveTab,
};
