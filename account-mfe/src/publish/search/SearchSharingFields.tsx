import type { SiteFavicon } from '@bento/store';
import { SEARCH_DESCRIPTION_MAX_LENGTH, SEARCH_TITLE_MAX_LENGTH } from '@bento/core';
import { dialogFormStyles as formStyles } from '@bento/ui/dialogForm';
import { CountedTextField } from './CountedTextField';
import { FaviconField } from './FaviconField';
import type { SearchDraft } from './searchDraft';
import { ShareCardPreview } from './ShareCardPreview';
import { ShareImageField } from './ShareImageField';
import styles from './SearchSharing.module.css';

export interface SearchSharingFieldsProps {
  draft: SearchDraft;
  onChange: (draft: SearchDraft) => void;
  /** The site's own title and description (as typed above): what empty search fields mean. */
  siteTitle: string;
  siteDescription: string;
  /** The page's images (pageImages.ts). */
  images: string[];
  favicon: {
    designId: string;
    siteId: string;
    value: SiteFavicon | null;
    onChange: (value: SiteFavicon | null) => void;
  };
}

/**
 * Edit Site's 'Search and sharing' (issue 32): how the site shows in search results and when shared — search title
 * and description (the site's own when empty), 'Hide from search engines', the favicon and the share image, with a
 * preview of the share card.
 */
export function SearchSharingFields({
  draft,
  onChange,
  siteTitle,
  siteDescription,
  images,
  favicon,
}: SearchSharingFieldsProps) {
  const set = (changes: Partial<SearchDraft>) => onChange({ ...draft, ...changes });
  const shownTitle = draft.searchTitle.trim() || siteTitle.trim();
  const shownDescription = draft.searchDescription.trim() || siteDescription.trim();
  const image = draft.shareImageUrl ?? images[0] ?? null;

  return (
    <fieldset className={styles.section}>
      <legend className={styles.heading}>Search and sharing</legend>
      <CountedTextField
        label="Search title"
        value={draft.searchTitle}
        onChange={(searchTitle) => set({ searchTitle })}
        maxLength={SEARCH_TITLE_MAX_LENGTH}
        placeholder={siteTitle}
        hint="empty: the site title"
      />
      <CountedTextField
        label="Search description"
        value={draft.searchDescription}
        onChange={(searchDescription) => set({ searchDescription })}
        maxLength={SEARCH_DESCRIPTION_MAX_LENGTH}
        placeholder={siteDescription}
        hint="empty: the site description"
        multiline
      />
      <label className={formStyles.check}>
        <input
          type="checkbox"
          checked={draft.noindex}
          onChange={(event) => set({ noindex: event.target.checked })}
        />
        <span>Hide from search engines</span>
      </label>
      <FaviconField
        designId={favicon.designId}
        siteId={favicon.siteId}
        favicon={favicon.value}
        onChange={favicon.onChange}
      />
      <ShareImageField
        value={draft.shareImageUrl}
        onChange={(shareImageUrl) => set({ shareImageUrl })}
        images={images}
      />
      <ShareCardPreview
        title={shownTitle}
        description={shownDescription}
        domain={window.location.host}
        image={image}
      />
    </fieldset>
  );
}
