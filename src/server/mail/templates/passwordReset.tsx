import { Text } from '@react-email/text';
import { ACCOUNT_TOKEN_LIFETIME_HOURS } from '../../../shared/account';
import type { AccountLinkMailData } from '../queue';
import { EmailLayout } from './EmailLayout';
import type { MailTemplate } from './template';

/** The link that sets a new password; sent only to an address that has an account. */
export const passwordResetMail: MailTemplate<AccountLinkMailData> = {
  subject: (_data, i18n) => i18n._('emails.resetSubject'),
  Body: ({ data, site, i18n }) => (
    <EmailLayout
      site={site}
      i18n={i18n}
      preview={i18n._('emails.resetPreview')}
      heading={i18n._('emails.resetHeading')}
      action={{ label: i18n._('emails.resetAction'), path: data.linkPath }}
      footer={<Text style={{ fontSize: '13px', margin: 0 }}>{i18n._('emails.resetIgnore')}</Text>}
    >
      <Text style={{ margin: '0 0 12px' }}>
        {i18n._('emails.hello', { firstName: data.firstName })}
      </Text>
      <Text style={{ margin: '0 0 12px' }}>
        {i18n._('emails.resetBody', {
          site: site.name,
          hours: ACCOUNT_TOKEN_LIFETIME_HOURS['password-reset'],
        })}
      </Text>
    </EmailLayout>
  ),
};
