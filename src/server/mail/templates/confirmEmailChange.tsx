import { Text } from '@react-email/text';
import { ACCOUNT_TOKEN_LIFETIME_HOURS } from '../../../shared/account';
import type { EmailChangeMailData } from '../queue';
import { EmailLayout } from './EmailLayout';
import type { MailTemplate } from './template';

/** Sent to the new address: the change happens only when this link is followed. */
export const confirmEmailChangeMail: MailTemplate<EmailChangeMailData> = {
  subject: (_data, i18n) => i18n._('emails.changeSubject'),
  Body: ({ data, site, i18n }) => (
    <EmailLayout
      site={site}
      i18n={i18n}
      preview={i18n._('emails.changePreview', { email: data.newEmail })}
      heading={i18n._('emails.changeSubject')}
      action={{ label: i18n._('emails.changeAction'), path: data.linkPath }}
      footer={<Text style={{ fontSize: '13px', margin: 0 }}>{i18n._('emails.changeIgnore')}</Text>}
    >
      <Text style={{ margin: '0 0 12px' }}>
        {i18n._('emails.hello', { firstName: data.firstName })}
      </Text>
      <Text style={{ margin: '0 0 12px' }}>
        {i18n._('emails.changeBody', {
          site: site.name,
          email: data.newEmail,
          hours: ACCOUNT_TOKEN_LIFETIME_HOURS['change-email'],
        })}
      </Text>
    </EmailLayout>
  ),
};
