import { LEGAL_EMAIL, MINIMUM_AGE, SUPPORT_EMAIL } from '../../../shared/constants';
import type { MessageId } from '../../../shared/i18n/messageIds';
import { i18n } from '../../lib/i18n';
import { messageWithElements } from '../../lib/messageWithElements';
import { LEGAL_LAST_UPDATED } from './constants';
import {
  DocumentLink,
  documentTitle,
  LegalItems,
  LegalList,
  LegalPage,
  LegalSection,
  LegalSubheading,
  MailLink,
} from './LegalPage';
import { RetentionSection, RightsSection } from './PrivacyDataSections';

/** Who receives personal information, each case led by its name in bold. */
const SHARED_WITH: { who: MessageId; how: MessageId }[] = [
  { who: 'legal.privacy.party', how: 'legal.privacy.partyText' },
  { who: 'legal.privacy.provider', how: 'legal.privacy.providerText' },
  { who: 'legal.privacy.mail', how: 'legal.privacy.mailText' },
  { who: 'legal.privacy.law', how: 'legal.privacy.lawText' },
];

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title={documentTitle('privacy')}
      backTo="/"
      backLabel={i18n._('legal.backHome')}
      lastUpdated={LEGAL_LAST_UPDATED}
      intro={
        <p>
          {messageWithElements('legal.privacy.intro', {
            terms: <DocumentLink document="terms" />,
          })}
        </p>
      }
    >
      <LegalSection title={i18n._('legal.privacy.collect')}>
        <p>{i18n._('legal.privacy.collectIntro')}</p>
        <LegalSubheading>{i18n._('legal.privacy.account')}</LegalSubheading>
        <LegalItems
          ids={[
            'legal.privacy.name',
            'legal.privacy.phone',
            'legal.privacy.address',
            'legal.privacy.password',
            'legal.privacy.photo',
          ]}
        />
        <LegalSubheading>{i18n._('legal.privacy.listings')}</LegalSubheading>
        <LegalItems ids={['legal.privacy.listingDetails', 'legal.privacy.photos']} />
        <LegalSubheading>{i18n._('legal.privacy.bookings')}</LegalSubheading>
        <LegalItems ids={['legal.privacy.bookingDetails', 'legal.privacy.payments']} />
        <LegalSubheading>{i18n._('legal.privacy.messages')}</LegalSubheading>
        <LegalItems
          ids={[
            'legal.privacy.messagesSent',
            'legal.privacy.reviews',
            'legal.privacy.notifications',
          ]}
        />
        <LegalSubheading>{i18n._('legal.privacy.emails')}</LegalSubheading>
        <LegalItems ids={['legal.privacy.emailCopies']} />
        <LegalSubheading>{i18n._('legal.privacy.technical')}</LegalSubheading>
        <LegalItems
          ids={['legal.privacy.requests', 'legal.privacy.sessions', 'legal.privacy.live']}
        />
      </LegalSection>

      <LegalSection title={i18n._('legal.privacy.use')}>
        <LegalItems
          ids={[
            'legal.privacy.useAccount',
            'legal.privacy.useListings',
            'legal.privacy.useBookings',
            'legal.privacy.useMessages',
            'legal.privacy.useEmails',
            'legal.privacy.useSafety',
            'legal.privacy.useLaw',
          ]}
        />
        <p>{i18n._('legal.privacy.noSale')}</p>
      </LegalSection>

      <LegalSection title={i18n._('legal.privacy.share')}>
        <p>{i18n._('legal.privacy.shareIntro')}</p>
        <LegalList>
          {SHARED_WITH.map(({ who, how }) => (
            <li key={who}>
              <strong className="font-semibold text-slate-900">{i18n._(who)}</strong> {i18n._(how)}
            </li>
          ))}
        </LegalList>
        <p>{i18n._('legal.privacy.public')}</p>
      </LegalSection>

      <RetentionSection />

      <LegalSection title={i18n._('legal.privacy.security')}>
        <p>{i18n._('legal.privacy.securityIntro')}</p>
        <LegalItems
          ids={['legal.privacy.hashes', 'legal.privacy.revocable', 'legal.privacy.rateLimits']}
        />
        <p>{i18n._('legal.privacy.notSecure')}</p>
      </LegalSection>

      <RightsSection />

      <LegalSection title={i18n._('legal.privacy.children')}>
        <p>{i18n._('legal.privacy.childrenText', { age: MINIMUM_AGE })}</p>
      </LegalSection>

      <LegalSection title={i18n._('legal.privacy.changes')}>
        <p>{i18n._('legal.privacy.changesText')}</p>
      </LegalSection>

      <LegalSection title={i18n._('legal.privacy.contact')}>
        <LegalList>
          <li>
            {messageWithElements('legal.privacy.general', {
              email: <MailLink email={SUPPORT_EMAIL} />,
            })}
          </li>
          <li>
            {messageWithElements('legal.privacy.legal', {
              email: <MailLink email={LEGAL_EMAIL} />,
            })}
          </li>
        </LegalList>
      </LegalSection>
    </LegalPage>
  );
}
