import type { TemplateEntry } from '../catalog/catalog';

/** 'All' or one category. */
export type CategoryFilter = 'All' | TemplateEntry['category'];

function normalise(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * The templates shown for a category and a search: every word of the search must appear in the title, the
 * description, the category or a tag (case and accents ignored). The catalog's order is kept.
 */
export function filterTemplates<T extends TemplateEntry>(
  templates: readonly T[],
  category: CategoryFilter,
  search: string,
): T[] {
  const words = normalise(search).split(/\s+/).filter(Boolean);
  return templates.filter((template) => {
    if (category !== 'All' && template.category !== category) return false;
    const haystack = normalise(
      [template.title, template.description, template.category, ...template.tags].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}
