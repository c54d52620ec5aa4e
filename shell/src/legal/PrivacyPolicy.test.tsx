import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@bento/ui/router';
import { DEFAULT_APP_CONFIG, type PublicAppConfig } from '@bento/core';
import { AppConfigProvider } from '../config/AppConfigContext';
import DefaultPrivacyPolicy, { PrivacyPolicy } from './PrivacyPolicy';

const customConfig: PublicAppConfig = {
  ...DEFAULT_APP_CONFIG,
  appName: 'Grid Studio',
  supportEmail: 'privacy@example.test',
};

function renderPolicy(config?: PublicAppConfig) {
  const tree = (
    <MemoryRouter initialEntries={['/privacy-policy']}>
      <Routes>
        <Route path="/privacy-policy" element={<PrivacyPolicy />} />
      </Routes>
    </MemoryRouter>
  );
  return render(config ? <AppConfigProvider config={config}>{tree}</AppConfigProvider> : tree);
}

function bodyText(): string {
  return screen.getByRole('main').textContent ?? '';
}

describe('PrivacyPolicy', () => {
  it('is both a named and a default export', () => {
    expect(DefaultPrivacyPolicy).toBe(PrivacyPolicy);
  });

  it('shows the title and the effective date', () => {
    renderPolicy();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Effective date: May 17, 2025')).toBeInTheDocument();
  });

  it('uses the product name and contact e-mail from the app config', () => {
    renderPolicy(customConfig);
    expect(bodyText()).toContain('Grid Studio');
    expect(bodyText()).not.toContain(DEFAULT_APP_CONFIG.appName);
    const links = screen.getAllByRole('link', { name: 'privacy@example.test' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', 'mailto:privacy@example.test');
    expect(bodyText()).not.toContain(DEFAULT_APP_CONFIG.supportEmail);
  });

  it('falls back to the default contact e-mail outside a provider', () => {
    renderPolicy();
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getByRole('link', { name: DEFAULT_APP_CONFIG.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_APP_CONFIG.supportEmail}`,
    );
  });

  it('states the key facts: what is collected, no sale, minimum age 16', () => {
    renderPolicy();
    const text = bodyText();
    expect(text).toMatch(/e-mail address and your name/);
    expect(text).toMatch(/designs/);
    expect(text).toMatch(/local storage/);
    expect(text).toMatch(/error/i);
    expect(text).toContain('We do not sell your personal data');
    expect(text).toMatch(/at least 16 years old/);
  });

  it('lists the rights of EEA/UK and California users', () => {
    renderPolicy();
    const eea = screen.getByRole('region', { name: 'Your Rights in the EEA and the UK' }).textContent ?? '';
    for (const right of ['access', 'rectification', 'erasure', 'restriction', 'portability', 'object']) {
      expect(eea).toContain(right);
    }
    expect(eea).toMatch(/complaint with a supervisory authority/);

    const california = screen.getByRole('region', { name: 'Your Rights in California' }).textContent ?? '';
    for (const right of [
      'know',
      'delete',
      'correct',
      'opt out of the sale or sharing',
      'non-discrimination',
    ]) {
      expect(california).toContain(right);
    }
    expect(california).toMatch(/We do not sell/);
  });

  it('covers retention, security, changes and contact as navigable h2 sections', () => {
    renderPolicy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining(['Data Retention', 'Security', 'Changes to This Policy', 'Contact Us']),
    );
  });

  it('links back to the editor at /', async () => {
    // Declarative router here: jsdom has no fetch Request, which a data router needs to navigate.
    render(
      <MemoryRouter initialEntries={['/privacy-policy']}>
        <Routes>
          <Route path="/" element={<p>Editor home</p>} />
          <Route path="/privacy-policy" element={<PrivacyPolicy />} />
        </Routes>
      </MemoryRouter>,
    );
    const back = screen.getByRole('link', { name: 'Back to the editor' });
    expect(back).toHaveAttribute('href', '/');
    await userEvent.click(back);
    expect(await screen.findByText('Editor home')).toBeInTheDocument();
  });
});
