import { ShieldAlert } from 'lucide-react';
import { MINIMUM_AGE } from '../../../shared/constants';
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
} from './LegalPage';

export function DisclaimerPage() {
  return (
    <LegalPage
      title={documentTitle('disclaimer')}
      backTo="/dashboard"
      backLabel={i18n._('legal.backDashboard')}
      lastUpdated={LEGAL_LAST_UPDATED}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
          <ShieldAlert className="size-6" aria-hidden="true" />
        </span>
      }
      intro={
        <>
          <p>
            {messageWithElements('legal.disclaimer.intro', {
              terms: <DocumentLink document="terms" />,
              privacy: <DocumentLink document="privacy" />,
            })}
          </p>
          <div className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
            <p className="font-semibold">{i18n._('legal.disclaimer.inShort')}</p>
            <p className="mt-1">{i18n._('legal.disclaimer.summary')}</p>
          </div>
        </>
      }
    >
      <LegalSection title={i18n._('legal.disclaimer.platform')}>
        <p>{i18n._('legal.disclaimer.platformIntro')}</p>
        <LegalItems
          ids={[
            'legal.disclaimer.notParty',
            'legal.disclaimer.noGuarantee',
            'legal.noChecks',
            'legal.disclaimer.noInsurance',
            'legal.disclaimer.notAgent',
          ]}
        />
      </LegalSection>

      <LegalSection title={i18n._('legal.disclaimer.noLiability')}>
        <p>{i18n._('legal.disclaimer.noLiabilityText')}</p>
      </LegalSection>

      <LegalSection title={i18n._('legal.disclaimer.disputes')}>
        <p>{i18n._('legal.disclaimer.disputesText')}</p>
      </LegalSection>

      <LegalSection title={i18n._('legal.disclaimer.duties')}>
        <LegalSubheading>{i18n._('legal.disclaimer.allUsers')}</LegalSubheading>
        <LegalList>
          <li>{i18n._('legal.disclaimer.age', { age: MINIMUM_AGE })}</li>
          <li>{i18n._('legal.disclaimer.laws')}</li>
          <li>{i18n._('legal.disclaimer.respect')}</li>
          <li>{i18n._('legal.disclaimer.communicate')}</li>
          <li>{i18n._('legal.disclaimer.judgement')}</li>
        </LegalList>
        <LegalSubheading>{i18n._('legal.disclaimer.owners')}</LegalSubheading>
        <LegalItems
          ids={[
            'legal.disclaimer.ownOnly',
            'legal.disclaimer.describe',
            'legal.disclaimer.safe',
            'legal.disclaimer.instructions',
            'legal.disclaimer.terms',
            'legal.disclaimer.insurance',
          ]}
        />
        <LegalSubheading>{i18n._('legal.disclaimer.renters')}</LegalSubheading>
        <LegalItems
          ids={[
            'legal.disclaimer.careful',
            'legal.disclaimer.check',
            'legal.disclaimer.return',
            'legal.disclaimer.responsible',
            'legal.disclaimer.noSublet',
          ]}
        />
      </LegalSection>

      <LegalSection title={i18n._('legal.disclaimer.risk')}>
        <p>{i18n._('legal.disclaimer.riskIntro')}</p>
        <LegalItems
          ids={[
            'legal.disclaimer.inherent',
            'legal.disclaimer.mismatch',
            'legal.disclaimer.meeting',
            'legal.disclaimer.voluntary',
            'legal.disclaimer.ownRisk',
          ]}
        />
      </LegalSection>

      <LegalSection title={i18n._('legal.disclaimer.safety')}>
        <p>{i18n._('legal.disclaimer.safetyIntro')}</p>
        <LegalItems
          ids={[
            'legal.disclaimer.writing',
            'legal.disclaimer.photos',
            'legal.disclaimer.publicPlace',
            'legal.disclaimer.paySecurely',
            'legal.disclaimer.verify',
            'legal.disclaimer.record',
            'legal.disclaimer.cover',
          ]}
        />
      </LegalSection>

      <LegalSection title={i18n._('legal.disclaimer.related')}>
        <LegalList>
          <li>
            <DocumentLink document="terms" />
          </li>
          <li>
            <DocumentLink document="privacy" />
          </li>
        </LegalList>
      </LegalSection>
    </LegalPage>
  );
}
