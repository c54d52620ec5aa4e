// A site an administrator took down (docs/api.md 'Take-downs'): its owner sees why, in the designs sidebar and the
// project table, and cannot publish, change or remove it until it is restored (the API answers 451
// site_taken_down). One wording for both screens.

export const TAKEN_DOWN_TEXTS = {
  badge: 'Taken down',
  /** The administrator's reason, as the owner sees it. */
  note: (reason: string | undefined) =>
    reason?.trim() ? `Taken down by an administrator: ${reason.trim()}` : 'Taken down by an administrator.',
  /** Why its actions are off. */
  locked: "You can't republish, edit or unpublish this site until an administrator restores it.",
} as const;

/** The first of a design's sites that is taken down, if any. */
export function takenDownSite<T extends { takenDown?: boolean }>(sites: readonly T[]): T | undefined {
  return sites.find((site) => site.takenDown === true);
}
