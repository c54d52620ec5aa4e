/**
 * The templates gallery's categories: the starter catalogue (templates-mfe) files every design under one of them,
 * and a community template submitted through the API (api/src/templates) must name one of them too.
 */
export const TEMPLATE_CATEGORIES = ['Personal', 'Portfolio', 'Business', 'Events', 'Food', 'Media'] as const;

export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export function isTemplateCategory(value: unknown): value is TemplateCategory {
  return typeof value === 'string' && (TEMPLATE_CATEGORIES as readonly string[]).includes(value);
}
