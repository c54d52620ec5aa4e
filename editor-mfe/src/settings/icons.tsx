// Stroke icons of the settings pill toolbar (decorative: the tabs are named by their labels).
import { STROKE_ICON } from '../toolbars/iconProps';
import type { SettingsTabId } from './tabs';

const common = STROKE_ICON;

export const TAB_ICONS: Record<SettingsTabId, () => React.JSX.Element> = {
  background: () => (
    <svg {...common}>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <circle cx="9" cy="9" r="2" />
      <path d="m21 15-5-5L5 21" />
    </svg>
  ),
  border: () => (
    <svg {...common}>
      <rect x="3" y="3" width="18" height="18" rx="3" strokeDasharray="3 3" />
    </svg>
  ),
  size: () => (
    <svg {...common}>
      <path d="M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7" />
    </svg>
  ),
  link: () => (
    <svg {...common}>
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </svg>
  ),
  embed: () => (
    <svg {...common}>
      <path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />
    </svg>
  ),
  responsive: () => (
    <svg {...common}>
      <rect x="2" y="4" width="14" height="11" rx="2" />
      <rect x="17" y="8" width="5" height="12" rx="1" />
      <path d="M6 19h6" />
    </svg>
  ),
};

export const CloseIcon = () => (
  <svg {...common} width={16} height={16}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);
