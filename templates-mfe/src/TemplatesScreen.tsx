import { useId, useMemo, useState } from 'react';
import { Link } from '@bento/ui/router';
import { TEMPLATE_CATEGORIES, TEMPLATES } from './catalog/catalog';
import { CommunityStatus } from './community/CommunityStatus';
import type { GalleryTemplate } from './community/communityTemplates';
import { useCommunityTemplates } from './community/useCommunityTemplates';
import { filterTemplates, type CategoryFilter } from './gallery/filterTemplates';
import { TemplateCard } from './gallery/TemplateCard';
import { TemplatePreview } from './gallery/TemplatePreview';
import { MySubmissions } from './submissions/MySubmissions';
import { useTemplateFonts } from './gallery/useTemplateFonts';
import { useUseTemplate } from './gallery/useUseTemplate';
import styles from './gallery/Templates.module.css';

const CATEGORY_FILTERS: readonly CategoryFilter[] = ['All', ...TEMPLATE_CATEGORIES];

/**
 * /templates, loaded lazily (issue 14): the starter designs with live thumbnails, categories and search, a preview
 * at phone / tablet / desktop width, and 'Use this template'. The approved community templates follow them once
 * the API has answered (the starters never wait for it), searchable and filtered the same way.
 */
export function TemplatesScreen() {
  const searchId = useId();
  const [category, setCategory] = useState<CategoryFilter>('All');
  const [search, setSearch] = useState('');
  const [previewed, setPreviewed] = useState<GalleryTemplate | null>(null);
  const community = useCommunityTemplates(category);
  const shown = useMemo(
    () => [
      ...filterTemplates<GalleryTemplate>(TEMPLATES, category, search),
      ...filterTemplates(community.templates, category, search),
    ],
    [category, search, community.templates],
  );
  const documents = useMemo(() => shown.map((template) => template.document), [shown]);
  useTemplateFonts(documents);
  const { use, busyId, error } = useUseTemplate();

  return (
    <main className={styles.screen}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Templates</h1>
          <p className={styles.subtitle}>Start from a finished page and make it yours.</p>
        </div>
        <Link className={styles.back} to="/">
          Back to the editor
        </Link>
      </header>

      <MySubmissions />

      <div className={styles.filters}>
        <label htmlFor={searchId} className={styles.searchLabel}>
          Search templates
        </label>
        <input
          id={searchId}
          className={styles.search}
          type="search"
          value={search}
          placeholder="Portfolio, menu, event…"
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className={styles.chips} role="group" aria-label="Categories">
          {CATEGORY_FILTERS.map((each) => (
            <button
              key={each}
              type="button"
              className={styles.chip}
              aria-pressed={each === category}
              onClick={() => setCategory(each)}
            >
              {each}
            </button>
          ))}
        </div>
      </div>

      <p className={styles.count} aria-live="polite">
        {shown.length === 1 ? '1 template' : `${shown.length} templates`}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {shown.length === 0 ? (
        <p className={styles.empty}>No templates match your search. Try another word or category.</p>
      ) : (
        <ul className={styles.grid} aria-label="Templates">
          {shown.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              busy={busyId === template.id}
              onPreview={() => setPreviewed(template)}
              onUse={() => void use(template)}
            />
          ))}
        </ul>
      )}
      <CommunityStatus community={community} />
      {previewed && (
        <TemplatePreview
          template={previewed}
          busy={busyId === previewed.id}
          onUse={() => void use(previewed)}
          onClose={() => setPreviewed(null)}
        />
      )}
    </main>
  );
}

export default TemplatesScreen;
