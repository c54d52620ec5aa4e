// Typed calls of the community templates API (docs/api.md 'API: community templates and site reports'), over the
// shared client: the templates gallery (templates-mfe) reads the approved ones, the designs sidebar (account-mfe)
// submits a design. Failures are ApiErrors carrying the server's message.
import type { GridData, TemplateCategory } from '@bento/core';
import { getApiClient } from '../auth';

/** The API's limits on a submission (trimmed lengths). */
export const TEMPLATE_TITLE_MAX = 100;
export const TEMPLATE_DESCRIPTION_MAX = 500;
/** GET /templates answers this many a page. */
export const COMMUNITY_TEMPLATES_PAGE_SIZE = 24;

/** An approved community template, as GET /templates lists it. */
export interface CommunityTemplate {
  id: string;
  title: string;
  category: TemplateCategory;
  description: string | null;
  gridData: GridData;
  /** The author's full name when read, or null (never the e-mail). */
  authorName: string | null;
  approvedAt: string | null;
}

export interface CommunityTemplatePage {
  items: CommunityTemplate[];
  page: number;
  pageSize: number;
  total: number;
}

export type SubmissionState = 'pending' | 'approved' | 'rejected';

/** The author's own view of a submission (no document). */
export interface TemplateSubmission {
  id: string;
  designId: string | null;
  title: string;
  category: TemplateCategory;
  description: string | null;
  state: SubmissionState;
  rejectReason: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

export interface TemplateSubmissionInput {
  designId: string;
  title: string;
  category: TemplateCategory;
  description?: string | null;
}

export const templatesApi = {
  /** One page (from 1) of the approved community templates, most recently approved first; one category or all. */
  list: (page = 1, category?: TemplateCategory): Promise<CommunityTemplatePage> => {
    const query = new URLSearchParams({ page: String(page) });
    if (category) query.set('category', category);
    return getApiClient().get<CommunityTemplatePage>(`/templates?${query.toString()}`);
  },
  /** Submits one of the user's designs (its stored document) for review. */
  submit: (input: TemplateSubmissionInput) =>
    getApiClient().post<TemplateSubmission>('/templates/submissions', input),
  /** The user's submissions, newest first. */
  mine: async (): Promise<TemplateSubmission[]> =>
    (await getApiClient().get<{ items: TemplateSubmission[] }>('/templates/submissions/mine')).items,
};
