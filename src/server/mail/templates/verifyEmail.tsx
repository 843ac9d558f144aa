import { Text } from '@react-email/text';
import { ACCOUNT_TOKEN_LIFETIME_HOURS } from '../../../shared/account';
import type { AccountLinkMailData } from '../queue';
import { EmailLayout } from './EmailLayout';
import type { MailTemplate } from './template';

/** Sent at sign-up and on request: following the link marks the address verified. */
export const verifyEmailMail: MailTemplate<AccountLinkMailData> = {
  subject: (_data, i18n) => i18n._('emails.verifySubject'),
  Body: ({ data, site, i18n }) => (
    <EmailLayout
      site={site}
      i18n={i18n}
      preview={i18n._('emails.verifyPreview', { site: site.name })}
      heading={i18n._('emails.verifySubject')}
      action={{ label: i18n._('emails.verifyAction'), path: data.linkPath }}
      footer={<Text style={{ fontSize: '13px', margin: 0 }}>{i18n._('emails.verifyIgnore')}</Text>}
    >
      <Text style={{ margin: '0 0 12px' }}>
        {i18n._('emails.verifyWelcome', { firstName: data.firstName })}
      </Text>
      <Text style={{ margin: '0 0 12px' }}>
        {i18n._('emails.verifyBody', { hours: ACCOUNT_TOKEN_LIFETIME_HOURS['verify-email'] })}
      </Text>
    </EmailLayout>
  ),
};
