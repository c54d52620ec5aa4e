import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PUBLISH_TEXTS } from '@bento/core';
import { AcceptTermsField, SiteDescriptionField, SiteSlugField, SiteTitleField } from './SiteFields';

function Slug({ readOnly }: { readOnly?: boolean }) {
  const [slug, setSlug] = useState('');
  return <SiteSlugField value={slug} readOnly={readOnly} onChange={(text) => setSlug(text.toLowerCase())} />;
}

describe('SiteSlugField', () => {
  it('is described by its rule, and by the site’s address once there is a slug', async () => {
    const user = userEvent.setup();
    render(<Slug />);
    const field = screen.getByRole('textbox', { name: 'URL slug' });
    expect(field).toHaveAccessibleDescription(PUBLISH_TEXTS.slugHint);

    await user.type(field, 'My-Page');
    expect(field).toHaveValue('my-page');
    expect(field).toHaveAccessibleDescription(
      `${PUBLISH_TEXTS.slugHint} Your site will be at ${window.location.origin}/my-page`,
    );
  });

  it('takes no typing when read-only', async () => {
    const user = userEvent.setup();
    render(<Slug readOnly />);
    const field = screen.getByRole('textbox', { name: 'URL slug' });
    await user.type(field, 'abc');
    expect(field).toHaveValue('');
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <Slug />
        <Slug />
      </>,
    );
    const fields = screen.getAllByRole('textbox', { name: 'URL slug' });
    expect(fields).toHaveLength(2);
    const [first, second] = fields as [HTMLElement, HTMLElement];
    expect(first.id).not.toBe(second.id);
    expect(first.id).toMatch(/-slug$/);
    expect(first).toHaveAttribute('aria-describedby', `${first.id}-hint`);
  });
});

it('reports the title, description and terms as they are changed', async () => {
  const user = userEvent.setup();
  const changes: unknown[] = [];
  render(
    <>
      <SiteTitleField value="" onChange={(value) => changes.push(['title', value])} />
      <SiteDescriptionField value="" onChange={(value) => changes.push(['description', value])} />
      <SiteDescriptionField label="Description" value="" onChange={() => {}} />
      <AcceptTermsField checked={false} onChange={(checked) => changes.push(['terms', checked])} />
    </>,
  );
  await user.type(screen.getByRole('textbox', { name: 'Site title' }), 'A');
  await user.type(screen.getByRole('textbox', { name: 'Description (optional)' }), 'B');
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  expect(changes).toEqual([
    ['title', 'A'],
    ['description', 'B'],
    ['terms', true],
  ]);
  expect(screen.getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
    'href',
    '/terms-of-service',
  );
});
