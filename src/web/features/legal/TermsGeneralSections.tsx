import { APP_NAME, LEGAL_EMAIL, SUPPORT_EMAIL } from '../../../shared/constants';
import { LegalLink, LegalList, LegalSection, MailLink } from './LegalPage';

/** Sections 9 onward of the Terms of Service: liability, disputes and general terms. */
export function TermsGeneralSections() {
  return (
    <>
      <LegalSection title="9. Disclaimer of warranties">
        <p>
          {APP_NAME} is provided “as is” and “as available”, without warranties of any kind, whether
          express or implied, including warranties of merchantability, fitness for a particular
          purpose and non-infringement. We do not guarantee that the platform will be uninterrupted,
          secure or error-free, or that any listing, user or item is as described.
        </p>
      </LegalSection>

      <LegalSection title="10. Limitation of liability">
        <p>
          To the fullest extent permitted by law, {APP_NAME} and its operators are not liable for:
        </p>
        <LegalList>
          <li>the condition, quality, safety or legality of any item;</li>
          <li>any loss, damage, theft or injury connected with a rental;</li>
          <li>the acts or omissions of any user; or</li>
          <li>any disputes between users.</li>
        </LegalList>
        <p>
          Where liability cannot be excluded, our total liability to you is limited to the service
          fees you paid to {APP_NAME} in the twelve months before the claim arose. We are not liable
          for any indirect, incidental, special or consequential loss.
        </p>
      </LegalSection>

      <LegalSection title="11. Indemnity">
        <p>
          You agree to indemnify and hold {APP_NAME} harmless from any claims, losses and expenses
          (including reasonable legal fees) arising from your use of the platform, your listings or
          rentals, or your breach of these Terms.
        </p>
      </LegalSection>

      <LegalSection title="12. Disputes between users">
        <p>
          Any dispute between an Owner and a Renter — for example about an item’s condition, damage,
          loss, late return or payment — must be settled between those parties. {APP_NAME} may, but
          is not required to, help communicate or mediate, and any help we give does not make us
          responsible for the outcome.
        </p>
      </LegalSection>

      <LegalSection title={`13. Disputes with ${APP_NAME} and arbitration`}>
        <p>
          Any dispute, claim or controversy between you and {APP_NAME} arising from these Terms or
          your use of the platform will be resolved by binding arbitration under the rules of the
          American Arbitration Association, except where applicable law forbids it. Where permitted
          by law, you agree to bring claims only on an individual basis and not as part of a class
          or representative action. Before starting arbitration, please contact us at{' '}
          <MailLink email={LEGAL_EMAIL} /> so we can try to resolve the matter informally.
        </p>
      </LegalSection>

      <LegalSection title="14. Governing law">
        <p>
          These Terms are governed by the laws of [Governing law to be determined], without regard
          to its conflict-of-law rules.
        </p>
      </LegalSection>

      <LegalSection title="15. Termination">
        <p>
          We may suspend or end your access to {APP_NAME} at once, without notice, if we believe you
          have broken these Terms or put other users or the platform at risk. You may stop using{' '}
          {APP_NAME} and delete your account at any time. Sections that by their nature should
          survive termination (including liability, indemnity and dispute terms) continue to apply.
        </p>
      </LegalSection>

      <LegalSection title="16. Account deletion">
        <p>
          You can delete your account at any time on the My data page. Your personal data is then
          removed or anonymised at once, as described in our{' '}
          <LegalLink to="/privacy-policy">Privacy Policy</LegalLink>. An account cannot be deleted
          while one of its bookings is pending, confirmed and not yet over, or has a payment that is
          not settled.
        </p>
      </LegalSection>

      <LegalSection title="17. Changes to these Terms">
        <p>
          We may update these Terms from time to time. We will change the “Last updated” date above
          and, for significant changes, let you know through the platform. Your continued use of{' '}
          {APP_NAME} after changes take effect means you accept the updated Terms.
        </p>
      </LegalSection>

      <LegalSection title="18. Severability">
        <p>
          If any part of these Terms is found invalid or unenforceable, that part will be enforced
          to the maximum extent permitted and the rest of these Terms will remain in full force and
          effect.
        </p>
      </LegalSection>

      <LegalSection title="19. Contact us">
        <p>Questions about these Terms? Get in touch:</p>
        <LegalList>
          <li>
            Support: <MailLink email={SUPPORT_EMAIL} />
          </li>
          <li>
            Legal: <MailLink email={LEGAL_EMAIL} />
          </li>
          <li>Address: [Company address]</li>
          <li>Phone: [Company phone number]</li>
        </LegalList>
      </LegalSection>
    </>
  );
}
