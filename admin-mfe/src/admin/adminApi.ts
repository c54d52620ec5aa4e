// The admin API (docs/api.md 'API: admin'), typed, over the shared client: bearer token, base path, and every
// failure as an ApiError carrying the API's message. Only this remote calls it.
import type { GridData } from '@bento/core';
import { getApiClient } from '@bento/store';

/** One page of a list: 50 items a page (20 for templates, which carry their documents). */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface AdminMe {
  admin: true;
  user: { id: string; email: string };
}

export interface AdminSite {
  id: string;
  slug: string;
  siteTitle: string;
  ownerId: string;
  ownerEmail: string;
  published: boolean;
  /** UTF-8 bytes of the stored document. */
  sizeBytes: number;
  reportCount: number;
  openReportCount: number;
  takenDown: boolean;
  takedownReason: string | null;
  takenDownAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const REPORT_STATES = ['open', 'dismissed', 'actioned'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export interface AdminReport {
  id: string;
  reason: string;
  /** How the reason reads: 'Spam', 'Abuse or harassment', … */
  reasonLabel: string;
  details: string | null;
  state: ReportState;
  createdAt: string;
  reviewedAt: string | null;
  reviewedByEmail: string | null;
  site: { id: string; slug: string; siteTitle: string; published: boolean; takenDown: boolean };
}

export const TEMPLATE_STATES = ['pending', 'approved', 'rejected'] as const;
export type TemplateState = (typeof TEMPLATE_STATES)[number];

export interface AdminTemplate {
  id: string;
  title: string;
  category: string;
  description: string | null;
  state: TemplateState;
  rejectReason: string | null;
  designId: string | null;
  author: { id: string; email: string; name: string | null };
  createdAt: string;
  reviewedAt: string | null;
  reviewedByEmail: string | null;
  gridData: GridData;
}

export interface AdminUser {
  id: string;
  email: string;
  name: string | null;
  createdAt: string;
  lastActiveAt: string | null;
  designCount: number;
  siteCount: number;
  disabled: boolean;
  admin: boolean;
}

export interface AuditEntry {
  /** Grows with each entry. */
  id: number;
  /** Both null for the admin-role command; the id alone once that admin's account is deleted. */
  actorUserId: string | null;
  actorEmail: string | null;
  action: string;
  objectType: string;
  objectId: string;
  detail: string;
  createdAt: string;
}

/** The longest takedown reason the API takes (and reject reason). */
/** A remote's releases (issue 30): GET /api/admin/remotes. */
export interface RemoteRelease {
  version: string;
  createdAt: string;
  gitCommit: string | null;
  contractVersion: string;
  /** Null: built on this server; else the manifest a team deployed elsewhere. */
  manifestUrl: string | null;
  /** What the shells reported for it: loads begun, and loads or renders that failed. */
  loads: number;
  failures: number;
}

export interface RemoteSwitch {
  version: string | null;
  action: 'activate' | 'rollback' | 'promote' | 'canary' | 'canary-off';
  actor: string;
  at: string;
}

export interface RemoteReleases {
  remote: string;
  /** Newest first. */
  releases: RemoteRelease[];
  active: string | null;
  /** The candidate served to a share of visitors. */
  canary: { version: string; percent: number } | null;
  /** Newest first. */
  history: RemoteSwitch[];
}

export const REASON_MAX = 500;

type Params = Record<string, string | number | undefined>;

/** `path?key=value…`, leaving out empty values and page 1. */
export function withQuery(path: string, params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const id = (value: string) => encodeURIComponent(value);
const client = () => getApiClient();

export interface SearchQuery {
  q?: string;
  page?: number;
}

export const adminApi = {
  /** 403 'Not authorised' for everyone but an admin. */
  me: () => client().get<AdminMe>('/admin/me'),

  sites: ({ q, page }: SearchQuery) => client().get<Page<AdminSite>>(withQuery('/admin/sites', { q, page })),
  takeDownSite: (siteId: string, reason: string) =>
    client().post<AdminSite>(`/admin/sites/${id(siteId)}/takedown`, { reason }),
  restoreSite: (siteId: string) => client().post<AdminSite>(`/admin/sites/${id(siteId)}/restore`, {}),

  reports: ({ state, page }: { state: ReportState; page?: number }) =>
    client().get<Page<AdminReport>>(withQuery('/admin/reports', { state, page })),
  dismissReport: (reportId: string) =>
    client().post<AdminReport>(`/admin/reports/${id(reportId)}/dismiss`, {}),
  /** Takes the site down (with `reason`, else the report's reason label) and closes its open reports. */
  actOnReport: (reportId: string, reason?: string) =>
    client().post<AdminReport>(`/admin/reports/${id(reportId)}/act`, reason ? { reason } : {}),

  templates: ({ state, page }: { state: TemplateState; page?: number }) =>
    client().get<Page<AdminTemplate>>(withQuery('/admin/templates', { state, page })),
  approveTemplate: (templateId: string) =>
    client().post<AdminTemplate>(`/admin/templates/${id(templateId)}/approve`, {}),
  /** `reason` (optional) is shown to the author. */
  rejectTemplate: (templateId: string, reason?: string) =>
    client().post<AdminTemplate>(`/admin/templates/${id(templateId)}/reject`, reason ? { reason } : {}),

  users: ({ q, page }: SearchQuery) => client().get<Page<AdminUser>>(withQuery('/admin/users', { q, page })),
  disableUser: (userId: string) => client().post<AdminUser>(`/admin/users/${id(userId)}/disable`, {}),
  enableUser: (userId: string) => client().post<AdminUser>(`/admin/users/${id(userId)}/enable`, {}),

  remotes: () => client().get<{ remotes: RemoteReleases[] }>('/admin/remotes'),
  activateRelease: (remote: string, version: string) =>
    client().post<RemoteReleases>(`/admin/remotes/${id(remote)}/activate`, { version }),
  rollbackRemote: (remote: string) =>
    client().post<RemoteReleases>(`/admin/remotes/${id(remote)}/rollback`, {}),
  promoteCanary: (remote: string) =>
    client().post<RemoteReleases>(`/admin/remotes/${id(remote)}/promote`, {}),
  endCanary: (remote: string) => client().post<RemoteReleases>(`/admin/remotes/${id(remote)}/canary-off`, {}),

  audit: ({ page }: { page?: number }) => client().get<Page<AuditEntry>>(withQuery('/admin/audit', { page })),
};
