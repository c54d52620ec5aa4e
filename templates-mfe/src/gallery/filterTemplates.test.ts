import { createDefaultGridData } from '@bento/core';
import type { TemplateEntry } from '../catalog/catalog';
import { filterTemplates } from './filterTemplates';

const entry = (id: string, category: string, title: string, tags: string[] = []): TemplateEntry =>
  ({
    id,
    title,
    category,
    description: `${title} page`,
    tags,
    document: createDefaultGridData(),
  }) as TemplateEntry;

const templates = [
  entry('menu', 'Food', 'Restaurant Menu', ['café']),
  entry('bio', 'Personal', 'Link in Bio', ['social']),
  entry('cv', 'Personal', 'Résumé'),
];

describe('filterTemplates', () => {
  it('keeps every template, in order, for All and an empty search', () => {
    expect(filterTemplates(templates, 'All', '  ').map((t) => t.id)).toEqual(['menu', 'bio', 'cv']);
  });

  it('narrows to a category', () => {
    expect(filterTemplates(templates, 'Personal' as TemplateEntry['category'], '').map((t) => t.id)).toEqual([
      'bio',
      'cv',
    ]);
  });

  it('matches every word in title, description, category or tags, ignoring case and accents', () => {
    expect(filterTemplates(templates, 'All', 'CAFE').map((t) => t.id)).toEqual(['menu']);
    expect(filterTemplates(templates, 'All', 'resume').map((t) => t.id)).toEqual(['cv']);
    expect(filterTemplates(templates, 'All', 'link social').map((t) => t.id)).toEqual(['bio']);
    expect(filterTemplates(templates, 'All', 'link food')).toEqual([]);
    expect(filterTemplates(templates, 'Food' as TemplateEntry['category'], 'bio')).toEqual([]);
  });
});
