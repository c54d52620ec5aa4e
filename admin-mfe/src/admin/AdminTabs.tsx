import { useEffect, useRef, type KeyboardEvent } from 'react';
import styles from './AdminScreen.module.css';

export const ADMIN_TABS = [
  { id: 'sites', label: 'Sites' },
  { id: 'reports', label: 'Reports' },
  { id: 'templates', label: 'Templates' },
  { id: 'users', label: 'Users' },
  { id: 'remotes', label: 'Remotes' },
  { id: 'audit', label: 'Audit log' },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

export function isAdminTab(value: string | null): value is AdminTabId {
  return ADMIN_TABS.some((tab) => tab.id === value);
}

export const tabId = (prefix: string, tab: AdminTabId) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string, tab: AdminTabId) => `${prefix}-panel-${tab}`;

export interface AdminTabsProps {
  /** Prefix of the tabs' and panels' ids (useId). */
  idPrefix: string;
  selected: AdminTabId;
  onSelect: (tab: AdminTabId) => void;
}

/**
 * The panel's sections as a tab list (WAI-ARIA tabs, automatic activation): one tab stop; Left / Right move to the
 * previous / next tab (wrapping), Home / End to the first / last, and select it.
 */
export function AdminTabs({ idPrefix, selected, onSelect }: AdminTabsProps) {
  const refs = useRef(new Map<AdminTabId, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);

  // On a narrow screen the list scrolls sideways: keep the selected tab in view (the list only, not the page),
  // also when the screen narrows.
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current.get(selected);
    if (!list || !tab) return;
    const reveal = () => {
      const room = list.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      if (box.left < room.left) list.scrollLeft -= room.left - box.left;
      else if (box.right > room.right) list.scrollLeft += box.right - room.right;
    };
    reveal();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(reveal);
    observer.observe(list);
    return () => observer.disconnect();
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ADMIN_TABS.findIndex((tab) => tab.id === selected);
    const last = ADMIN_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % ADMIN_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % ADMIN_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = ADMIN_TABS[next]!.id;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };

  return (
    <div
      ref={listRef}
      className={styles.tabs}
      role="tablist"
      aria-label="Admin sections"
      onKeyDown={onKeyDown}
    >
      {ADMIN_TABS.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={active}
            aria-controls={panelId(idPrefix, tab.id)}
            tabIndex={active ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
