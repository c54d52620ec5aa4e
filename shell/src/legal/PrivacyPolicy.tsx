import { useAppConfig } from '../config/AppConfigContext';
import { ContactEmail, LegalPage, LegalSection, MINIMUM_AGE } from './LegalPage';

/** /privacy-policy: static privacy policy (accounts-and-sites.md §1). */
export function PrivacyPolicy() {
  const { appName } = useAppConfig();

  return (
    <LegalPage title="Privacy Policy">
      <p>
        This Privacy Policy explains what information {appName} (&quot;we&quot;, &quot;us&quot;) collects when
        you use the {appName} page builder and the sites published with it (the &quot;Service&quot;), how that
        information is used, and the choices and rights you have. By using the Service you acknowledge the
        practices described here.
      </p>

      <LegalSection id="privacy-collect" title="Information We Collect">
        <h3>Account information</h3>
        <p>
          You can use the editor without an account. If you create one, we receive your e-mail address and
          your name (and a profile picture if you add one) from the hosted authentication provider that
          handles sign-in and sign-up on our behalf. We do not receive or store your password.
        </p>
        <h3>Designs and published sites</h3>
        <p>
          When you are signed in we store the designs you save (their titles, layout and content, and when
          they were created and last updated) and the sites you publish (site title, description, web address
          and content). Anything you add to a design, such as text, images, links and embedded content, is
          stored as part of it.
        </p>
        <h3>Local browser storage</h3>
        <p>
          The editor keeps working data in your browser&apos;s local storage: the design you are currently
          editing, unsaved drafts, interface settings and similar state. This data stays on your device, is
          not sent to us unless you save or publish a design, and can be removed at any time by clearing your
          browser&apos;s site data.
        </p>
        <h3>Error reports kept locally</h3>
        <p>
          If the application runs into an error, it records a short report in your browser (at most the five
          most recent). A report may include the error message, the page address, your browser and platform,
          screen and window size, language setting and how much local storage is in use. These reports are not
          sent to us automatically. They leave your device only if you choose to copy them or to submit them
          with an issue report.
        </p>
      </LegalSection>

      <LegalSection id="privacy-use" title="How We Use Information">
        <ul>
          <li>
            to provide the Service: to sign you in, save and sync your designs, and publish and host your
            sites;
          </li>
          <li>to show your published sites to the visitors you share them with;</li>
          <li>
            to keep the Service secure and to prevent abuse, fraud and violations of our Terms of Service;
          </li>
          <li>
            to respond to your messages and support requests, and to diagnose problems you report to us;
          </li>
          <li>to comply with legal obligations and to enforce our rights.</li>
        </ul>
        <p>
          Where the law of the European Economic Area (EEA) or the United Kingdom applies, we rely on the
          following legal bases: performance of our contract with you (providing your account, designs and
          sites), our legitimate interests (keeping the Service secure and working properly), compliance with
          legal obligations, and your consent where we ask for it.
        </p>
      </LegalSection>

      <LegalSection id="privacy-no-sale" title="We Do Not Sell Your Personal Data">
        <p>
          We do not sell your personal data, and we do not share it with third parties for their own
          advertising or marketing.
        </p>
      </LegalSection>

      <LegalSection id="privacy-sharing" title="How Information Is Shared">
        <ul>
          <li>
            <strong>Published sites are public.</strong> Anyone with the address of a site you publish can
            view it and share it. Do not publish anything you want to keep private; you can unpublish a site
            at any time.
          </li>
          <li>
            <strong>Service providers.</strong> We use providers that process data on our behalf, such as the
            authentication provider that manages sign-in and the infrastructure that hosts the Service. They
            may use the data only to provide their services to us.
          </li>
          <li>
            <strong>Legal reasons.</strong> We may disclose information where required by law, or where
            necessary to protect the rights, safety or property of our users, the public or ourselves.
          </li>
          <li>
            <strong>Business transfers.</strong> If the Service is merged, acquired or sold, information may
            be transferred as part of that transaction, subject to this Policy.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-age" title="Minimum Age">
        <p>
          The Service is not intended for anyone under the age of {MINIMUM_AGE}. You must be at least{' '}
          {MINIMUM_AGE} years old to create an account. We do not knowingly collect personal data from anyone
          under {MINIMUM_AGE}; if you believe we have, please contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection id="privacy-eea-uk" title="Your Rights in the EEA and the UK">
        <p>If you are in the European Economic Area or the United Kingdom, you have the right to:</p>
        <ul>
          <li>
            <strong>access</strong> the personal data we hold about you and receive a copy of it;
          </li>
          <li>
            <strong>rectification</strong> of personal data that is inaccurate or incomplete;
          </li>
          <li>
            <strong>erasure</strong> of your personal data;
          </li>
          <li>
            <strong>restriction</strong> of processing in certain circumstances;
          </li>
          <li>
            <strong>data portability</strong>, meaning to receive data you provided in a structured,
            machine-readable format (your designs can also be exported as JSON from the editor);
          </li>
          <li>
            <strong>object</strong> to processing based on our legitimate interests;
          </li>
          <li>
            withdraw consent at any time, where we rely on consent, without affecting earlier processing;
          </li>
          <li>
            <strong>lodge a complaint</strong> with a supervisory authority, in particular in the country
            where you live or work.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-california" title="Your Rights in California">
        <p>If you are a California resident, you have the right to:</p>
        <ul>
          <li>
            <strong>know</strong> what personal information we collect, use and disclose about you;
          </li>
          <li>
            <strong>delete</strong> personal information we have collected from you, subject to legal
            exceptions;
          </li>
          <li>
            <strong>correct</strong> inaccurate personal information;
          </li>
          <li>
            <strong>opt out of the sale or sharing</strong> of your personal information. We do not sell or
            share personal information as those terms are defined by California law, so there is nothing to
            opt out of;
          </li>
          <li>
            <strong>non-discrimination</strong>: we will not treat you differently for exercising any of these
            rights.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-exercise" title="Exercising Your Rights">
        <p>
          You can view, correct and delete much of your information yourself: edit your profile in account
          settings, and rename, unpublish or delete designs and sites from the designs sidebar. For anything
          else, e-mail us at <ContactEmail />. We may need to verify your identity before acting on a request,
          and we will respond within the time the applicable law requires.
        </p>
      </LegalSection>

      <LegalSection id="privacy-retention" title="Data Retention">
        <p>
          We keep your account information for as long as your account exists. Designs and published sites are
          kept until you delete them or your account is closed. After deletion, data may remain in backups for
          a limited period before it is overwritten, and we may keep information for longer where the law
          requires it or to resolve disputes. Data in your browser&apos;s local storage stays there until you
          or your browser clear it.
        </p>
      </LegalSection>

      <LegalSection id="privacy-security" title="Security">
        <p>
          We use reasonable technical and organisational measures to protect your information against loss,
          misuse and unauthorised access. No method of transmission or storage is completely secure, however,
          and we cannot guarantee absolute security.
        </p>
      </LegalSection>

      <LegalSection id="privacy-changes" title="Changes to This Policy">
        <p>
          We may update this Privacy Policy from time to time. We will post the new version on this page and
          update the effective date above. If a change is material, we will give you reasonable notice, for
          example by e-mail or in the Service, before it takes effect.
        </p>
      </LegalSection>

      <LegalSection id="privacy-contact" title="Contact Us">
        <p>
          Questions about this Privacy Policy or about your personal data can be sent to <ContactEmail />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

export default PrivacyPolicy;
