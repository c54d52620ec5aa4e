// 'Submit as template' (issue 14, community templates): the dialog's wording. The checks use the API's own messages
// (docs/api.md 'POST /templates/submissions'), so the client and the server say the same.
import { TEMPLATE_DESCRIPTION_MAX, TEMPLATE_TITLE_MAX } from '@bento/store';

export const SUBMIT_TEXTS = {
  menuItem: 'Submit as template',
  title: 'Submit as template',
  intro:
    'Share this design in the templates gallery. An administrator reviews it first; changes you make to the design later are not included.',
  titleLabel: 'Template title',
  categoryLabel: 'Category',
  chooseCategory: 'Choose a category',
  descriptionLabel: 'Description (optional)',
  count: (length: number) => `${length} / ${TEMPLATE_DESCRIPTION_MAX} characters`,
  cancel: 'Cancel',
  submit: 'Submit for review',
  submitting: 'Submitting...',
  close: 'Close',
  submitted: (title: string) =>
    `Thank you! “${title}” was submitted for review. It will appear in the templates gallery once an administrator approves it.`,
  // The API's messages, word for word.
  titleRequired: 'Template title is required',
  titleTooLong: `Template title must be at most ${TEMPLATE_TITLE_MAX} characters`,
  categoryRequired: 'Please choose a category.',
  descriptionTooLong: `Description must be at most ${TEMPLATE_DESCRIPTION_MAX} characters`,
  failed: 'Failed to submit the template. Please try again.',
  saveFirstFailed: 'Failed to save changes before submitting. Please try again.',
} as const;

export interface SubmitFields {
  title: string;
  category: string;
  description: string;
}

/** The first problem with the fields, in the API's order, or null. */
export function submitProblem({ title, category, description }: SubmitFields): string | null {
  const trimmed = title.trim();
  if (!trimmed) return SUBMIT_TEXTS.titleRequired;
  if (trimmed.length > TEMPLATE_TITLE_MAX) return SUBMIT_TEXTS.titleTooLong;
  if (!category) return SUBMIT_TEXTS.categoryRequired;
  if (description.trim().length > TEMPLATE_DESCRIPTION_MAX) return SUBMIT_TEXTS.descriptionTooLong;
  return null;
}
