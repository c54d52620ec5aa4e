import { Link } from '@bento/ui/router';
import { useAppConfig } from '../config/AppConfigContext';
import { ContactEmail, LegalPage, LegalSection, MINIMUM_AGE } from './LegalPage';

/** /terms-of-service: static terms, numbered sections 1 to 15 (accounts-and-sites.md §1, §2, §9). */
export function TermsOfService() {
  const { appName } = useAppConfig();

  return (
    <LegalPage title="Terms of Service">
      <p>
        These Terms of Service (the &quot;Terms&quot;) govern your use of {appName} and the sites published
        with it (the &quot;Service&quot;), provided by the operators of {appName} (&quot;we&quot;,
        &quot;us&quot;). Please read them carefully. Our <Link to="/privacy-policy">Privacy Policy</Link>{' '}
        explains how we handle personal data.
      </p>

      <LegalSection id="terms-1" title="1. Acceptance of Terms">
        <p>
          By accessing or using the Service, creating an account or publishing a site, you agree to be bound
          by these Terms. If you use the Service on behalf of an organisation, you agree to them on its behalf
          and confirm that you have authority to do so. If you do not agree, do not use the Service.
        </p>
      </LegalSection>

      <LegalSection id="terms-2" title="2. The Service">
        <p>
          {appName} is a browser-based builder for grid-style web pages. Anyone can use the editor locally in
          their browser. With an account you can also save designs (up to 10) and publish them as public sites
          (up to 5), each at its own short web address. We may change, suspend or discontinue any part of the
          Service, and may adjust these limits, at any time.
        </p>
      </LegalSection>

      <LegalSection id="terms-3" title="3. Accounts">
        <p>
          You must be at least {MINIMUM_AGE} years old to create an account or use the Service. Sign-in and
          sign-up are handled by a hosted authentication provider. You agree to give accurate information, to
          keep your credentials secure, and to tell us promptly about any unauthorised use of your account.
          You are responsible for all activity that takes place under your account.
        </p>
      </LegalSection>

      <LegalSection id="terms-4" title="4. Prohibited Conduct">
        <p>You agree not to use the Service to:</p>
        <ul>
          <li>
            break any law or regulation, or infringe anyone&apos;s intellectual property, privacy or other
            rights;
          </li>
          <li>
            publish content that is unlawful, defamatory, harassing, hateful, obscene or sexually
            exploitative;
          </li>
          <li>distribute malware, phishing pages, spam or other deceptive or harmful material;</li>
          <li>impersonate any person or organisation, or misrepresent your affiliation with them;</li>
          <li>
            gain unauthorised access to the Service, other accounts or our systems, or interfere with or
            disrupt the Service, including by probing, scanning or overloading it;
          </li>
          <li>
            scrape the Service by automated means, or copy, reverse engineer or resell it, except as the law
            expressly permits.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-5" title="5. User-Generated Content">
        <p>
          You keep ownership of the designs, text, images and other content you create or upload (&quot;User
          Content&quot;). You grant us a worldwide, non-exclusive, royalty-free licence to host, store,
          reproduce, display and adapt your User Content as needed to operate the Service, including showing
          your published sites to anyone who visits them. The licence ends when you delete the content or your
          account, except for copies kept for a limited time in backups or where the law requires us to keep
          them.
        </p>
        <p>
          You are responsible for your User Content and confirm that you have the rights needed to publish it.
          We may monitor, edit or remove any User Content at our discretion, including content that we believe
          breaks these Terms, but we have no obligation to do so.
        </p>
      </LegalSection>

      <LegalSection id="terms-6" title="6. Intellectual Property Rights">
        <p>
          The Service, including its software, design, templates, logos and trademarks, is owned by us or our
          licensors and is protected by intellectual property laws. Subject to these Terms, we grant you a
          limited, non-exclusive, non-transferable, revocable licence to use the Service for your personal or
          internal business use. All rights not expressly granted are reserved.
        </p>
      </LegalSection>

      <LegalSection id="terms-7" title="7. Fees and Payment">
        <p>
          Some features may be offered for a fee, as a one-time purchase or as a subscription. Subscriptions
          renew automatically at the end of each billing period until cancelled. You can cancel in your
          account settings or by contacting us; cancellation takes effect at the end of the current billing
          period.
        </p>
        <p>
          We may change our prices with reasonable notice; a new price applies from your next billing period
          after the notice. Fees are non-refundable, except where required by law or stated in a refund policy
          that applies to your purchase. To dispute a charge or request a refund, e-mail us at{' '}
          <ContactEmail />.
        </p>
      </LegalSection>

      <LegalSection id="terms-8" title="8. Term and Termination">
        <p>
          These Terms apply for as long as you use the Service. You may stop using the Service and close your
          account at any time. We may suspend or terminate your account or access to the Service at any time,
          for example if you break these Terms. When an account ends, your right to use the Service ends, and
          your designs and published sites may be deleted. Provisions that by their nature should survive
          termination, including sections 6 and 9 to 15, continue to apply.
        </p>
      </LegalSection>

      <LegalSection id="terms-9" title="9. Disclaimers">
        <p>
          The Service is provided &quot;as is&quot; and &quot;as available&quot;, without warranties of any
          kind, whether express or implied, including warranties of merchantability, fitness for a particular
          purpose, title and non-infringement. We do not warrant that the Service will be uninterrupted,
          secure or error-free, or that your content will not be lost. Keep your own copies of important
          designs, for example by exporting them as JSON. Some jurisdictions do not allow these exclusions, so
          some of them may not apply to you.
        </p>
      </LegalSection>

      <LegalSection id="terms-10" title="10. Limitation of Liability">
        <p>
          To the fullest extent permitted by law, we will not be liable for any indirect, incidental, special,
          consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising
          out of or relating to the Service or these Terms. Our total liability for all claims arising out of
          or relating to the Service or these Terms is limited to the greater of 100 US dollars or the amount
          you paid us for the Service in the last 6 months before the event giving rise to the claim.
        </p>
      </LegalSection>

      <LegalSection id="terms-11" title="11. Indemnification">
        <p>
          You agree to defend, indemnify and hold us harmless from any claims, damages, losses, liabilities,
          costs and expenses (including reasonable legal fees) arising out of your User Content, your use of
          the Service or your breach of these Terms or of anyone&apos;s rights.
        </p>
      </LegalSection>

      <LegalSection id="terms-12" title="12. Governing Law and Dispute Resolution">
        <p>
          These Terms are governed by the laws of the State of Colorado, United States, without regard to its
          conflict of laws rules. Any dispute arising out of or relating to these Terms or the Service will be
          resolved by binding arbitration held in Castle Rock, Colorado, except that either party may seek
          urgent injunctive relief in a competent court. Any claim must be filed within 1 year after it arose;
          otherwise it is permanently barred.
        </p>
      </LegalSection>

      <LegalSection id="terms-13" title="13. Changes to These Terms">
        <p>
          We may revise these Terms from time to time and will post the new version on this page with an
          updated effective date. For material changes we will give you at least 30 days&apos; notice, for
          example by e-mail or in the Service, before they take effect. If you keep using the Service after
          the changes take effect, you accept the revised Terms.
        </p>
      </LegalSection>

      <LegalSection id="terms-14" title="14. Contact Information">
        <p>
          Questions about these Terms can be sent to <ContactEmail />.
        </p>
      </LegalSection>

      <LegalSection id="terms-15" title="15. Miscellaneous">
        <p>
          These Terms, together with our Privacy Policy, are the entire agreement between you and us about the
          Service. If any provision is found unenforceable, the rest remain in effect. Our failure to enforce
          a provision is not a waiver of it. You may not assign these Terms without our consent; we may assign
          them in connection with a merger, acquisition or sale of assets. We are not liable for delays or
          failures caused by events beyond our reasonable control.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

export default TermsOfService;
