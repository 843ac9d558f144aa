import { ShieldAlert } from 'lucide-react';
import { APP_NAME, MINIMUM_AGE } from '../../../shared/constants';
import { LEGAL_LAST_UPDATED } from './constants';
import { LegalLink, LegalList, LegalPage, LegalSection, LegalSubheading } from './LegalPage';

export function DisclaimerPage() {
  return (
    <LegalPage
      title="Platform Disclaimer"
      backTo="/dashboard"
      backLabel="Back to Dashboard"
      lastUpdated={LEGAL_LAST_UPDATED}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <ShieldAlert className="size-6" aria-hidden="true" />
        </span>
      }
      intro={
        <>
          <p>
            Please read this disclaimer carefully. You must accept it on your dashboard before
            listing or renting items on {APP_NAME}. It forms part of our{' '}
            <LegalLink to="/terms-of-service">Terms of Service</LegalLink>, and our{' '}
            <LegalLink to="/privacy-policy">Privacy Policy</LegalLink> explains how we handle your
            data.
          </p>
          <div className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
            <p className="font-semibold">In short</p>
            <p className="mt-1">
              {APP_NAME} connects neighbours. It is not a party to your rental, does not check or
              insure items, and is not responsible for what happens to them. You rent and lend at
              your own risk.
            </p>
          </div>
        </>
      }
    >
      <LegalSection title={`1. ${APP_NAME} is only a platform`}>
        <p>
          {APP_NAME} provides an online space where Owners can list items and Renters can book them.{' '}
          {APP_NAME}:
        </p>
        <LegalList>
          <li>is not a party to any rental agreement between Owners and Renters;</li>
          <li>does not own, inspect, verify or guarantee any item;</li>
          <li>does not run identity or background checks on users;</li>
          <li>provides no insurance of any kind; and</li>
          <li>is not an agent, employer or representative of any user.</li>
        </LegalList>
      </LegalSection>

      <LegalSection title="2. No liability">
        <p>
          To the fullest extent permitted by law, {APP_NAME} is not liable for the condition,
          quality, safety or legality of any item, or for any loss, damage, theft, injury or dispute
          arising from a rental or from contact between users.
        </p>
      </LegalSection>

      <LegalSection title="3. Disputes">
        <p>
          Disputes between Owners and Renters must be resolved by the parties themselves. {APP_NAME}{' '}
          is not required to mediate, investigate or decide any dispute, and any help we choose to
          offer does not make us responsible for the outcome.
        </p>
      </LegalSection>

      <LegalSection title="4. Your responsibilities">
        <LegalSubheading>All users</LegalSubheading>
        <LegalList>
          <li>Be at least {MINIMUM_AGE} years old and provide accurate information.</li>
          <li>Follow all applicable laws, including tax and safety rules.</li>
          <li>Treat other users honestly and respectfully.</li>
          <li>Communicate clearly and keep to the arrangements you make.</li>
          <li>Use your own judgement about who you rent to or from.</li>
        </LegalList>
        <LegalSubheading>Owners</LegalSubheading>
        <LegalList>
          <li>Only list items you own or are entitled to rent out.</li>
          <li>Describe items accurately, including any defects, and use real photos.</li>
          <li>Make sure items are safe, clean, legal and in working order.</li>
          <li>Provide any instructions or safety information needed to use the item.</li>
          <li>Set clear cancellation, refund and deposit terms.</li>
          <li>Arrange your own insurance for items you lend.</li>
        </LegalList>
        <LegalSubheading>Renters</LegalSubheading>
        <LegalList>
          <li>Use items carefully, only for their intended purpose and as instructed.</li>
          <li>Check items when you receive them and report problems immediately.</li>
          <li>Return items on time, clean and in the same condition.</li>
          <li>Take responsibility for loss or damage caused while an item is in your care.</li>
          <li>Do not sublet, lend on or sell rented items.</li>
        </LegalList>
      </LegalSection>

      <LegalSection title="5. Acknowledgment of risk">
        <p>By accepting this disclaimer, you acknowledge and agree that:</p>
        <LegalList>
          <li>renting and lending items between individuals carries inherent risks;</li>
          <li>items may not match their description, may be faulty, or may be lost or damaged;</li>
          <li>meeting other users in person carries personal safety risks;</li>
          <li>you take part in rentals voluntarily and at your own risk; and</li>
          <li>you are responsible for your own safety, property and insurance.</li>
        </LegalList>
      </LegalSection>

      <LegalSection title="6. Safety recommendations">
        <p>To reduce risk, we strongly recommend that you:</p>
        <LegalList>
          <li>agree the rental terms in writing, including condition, deposit and return date;</li>
          <li>take dated photos of the item before and after each rental;</li>
          <li>meet in a public, well-lit place for hand-overs where possible;</li>
          <li>pay and get paid securely through the platform, never in cash or off-platform;</li>
          <li>verify the identity of the person you are dealing with;</li>
          <li>keep your communication on the platform so there is a clear record; and</li>
          <li>check whether your own insurance covers the item, or get suitable cover.</li>
        </LegalList>
      </LegalSection>

      <LegalSection title="7. Related documents">
        <LegalList>
          <li>
            <LegalLink to="/terms-of-service">Terms of Service</LegalLink>
          </li>
          <li>
            <LegalLink to="/privacy-policy">Privacy Policy</LegalLink>
          </li>
        </LegalList>
      </LegalSection>
    </LegalPage>
  );
}
