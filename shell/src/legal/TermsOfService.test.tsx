import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@bento/ui/router';
import { DEFAULT_APP_CONFIG, type PublicAppConfig } from '@bento/core';
import { AppConfigProvider } from '../config/AppConfigContext';
import DefaultTermsOfService, { TermsOfService } from './TermsOfService';

const SECTION_TITLES = [
  '1. Acceptance of Terms',
  '2. The Service',
  '3. Accounts',
  '4. Prohibited Conduct',
  '5. User-Generated Content',
  '6. Intellectual Property Rights',
  '7. Fees and Payment',
  '8. Term and Termination',
  '9. Disclaimers',
  '10. Limitation of Liability',
  '11. Indemnification',
  '12. Governing Law and Dispute Resolution',
  '13. Changes to These Terms',
  '14. Contact Information',
  '15. Miscellaneous',
];

const customConfig: PublicAppConfig = {
  ...DEFAULT_APP_CONFIG,
  appName: 'Grid Studio',
  supportEmail: 'legal@example.test',
};

function renderTerms(config?: PublicAppConfig) {
  const tree = (
    <MemoryRouter initialEntries={['/terms-of-service']}>
      <Routes>
        <Route path="/terms-of-service" element={<TermsOfService />} />
      </Routes>
    </MemoryRouter>
  );
  return render(config ? <AppConfigProvider config={config}>{tree}</AppConfigProvider> : tree);
}

function sectionText(title: string): string {
  return screen.getByRole('region', { name: title }).textContent ?? '';
}

describe('TermsOfService', () => {
  it('is both a named and a default export', () => {
    expect(DefaultTermsOfService).toBe(TermsOfService);
  });

  it('shows the title, the effective date and a link back to the editor', () => {
    renderTerms();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Effective date: May 17, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the editor' })).toHaveAttribute('href', '/');
  });

  it('has exactly the 15 numbered section headings, in order', () => {
    renderTerms();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(SECTION_TITLES);
  });

  it('uses the product name and contact e-mail from the app config', () => {
    renderTerms(customConfig);
    const main = screen.getByRole('main').textContent ?? '';
    expect(main).toContain('Grid Studio');
    expect(main).not.toContain(DEFAULT_APP_CONFIG.appName);
    expect(main).not.toContain(DEFAULT_APP_CONFIG.supportEmail);
    const links = screen.getAllByRole('link', { name: 'legal@example.test' });
    expect(links).toHaveLength(2); // Fees and Payment, Contact Information
    for (const link of links) expect(link).toHaveAttribute('href', 'mailto:legal@example.test');
    expect(sectionText('14. Contact Information')).toContain('legal@example.test');
    expect(sectionText('7. Fees and Payment')).toContain('legal@example.test');
  });

  it('puts the minimum age of 16 in Accounts', () => {
    renderTerms();
    expect(sectionText('3. Accounts')).toMatch(/at least 16 years old/);
  });

  it('states the content licence and moderation rights', () => {
    renderTerms();
    const ugc = sectionText('5. User-Generated Content');
    expect(ugc).toMatch(/licence/);
    expect(ugc).toMatch(/monitor, edit or remove/);
    expect(ugc).toMatch(/at our discretion/);
    expect(sectionText('6. Intellectual Property Rights')).toMatch(/personal or internal business use/);
  });

  it('states the fee terms', () => {
    renderTerms();
    const fees = sectionText('7. Fees and Payment');
    expect(fees).toMatch(/one-time purchase or as a subscription/);
    expect(fees).toMatch(/renew automatically/);
    expect(fees).toMatch(/cancel in your account settings or by contacting us/);
    expect(fees).toMatch(/reasonable notice/);
    expect(fees).toMatch(/non-refundable, except where required by law or stated in a refund policy/);
    expect(fees).toMatch(/dispute a charge or request a refund, e-mail us/);
  });

  it('lets either side end an account at any time', () => {
    renderTerms();
    const term = sectionText('8. Term and Termination');
    expect(term).toMatch(/You may stop using the Service and close your account at any time/);
    expect(term).toMatch(/We may suspend or terminate your account .* at any time/);
  });

  it('states the liability cap, governing law, arbitration seat, claim limit and notice period', () => {
    renderTerms();
    expect(sectionText('10. Limitation of Liability')).toMatch(
      /greater of 100 US dollars or the amount you paid us for the Service in the last 6 months/,
    );
    const law = sectionText('12. Governing Law and Dispute Resolution');
    expect(law).toMatch(/laws of the State of Colorado/);
    expect(law).toMatch(/arbitration held in Castle Rock, Colorado/);
    expect(law).toMatch(/within 1 year/);
    expect(sectionText('13. Changes to These Terms')).toContain("at least 30 days' notice");
  });
});
