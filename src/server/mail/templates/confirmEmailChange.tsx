import { Text } from '@react-email/text';
import { lifetimeInWords } from '../../../shared/account';
import type { EmailChangeMailData } from '../queue';
import { EmailLayout } from './EmailLayout';
import type { MailTemplate } from './template';

/** Sent to the new address: the change happens only when this link is followed. */
export const confirmEmailChangeMail: MailTemplate<EmailChangeMailData> = {
  subject: () => 'Confirm your new email address',
  Body: ({ data, site }) => (
    <EmailLayout
      site={site}
      preview={`Confirm ${data.newEmail} as the address of your account.`}
      heading="Confirm your new email address"
      action={{ label: 'Use this address', path: data.linkPath }}
      footer={
        <Text style={{ fontSize: '13px', margin: 0 }}>
          If you did not ask for this, ignore this email: nothing changes.
        </Text>
      }
    >
      <Text style={{ margin: '0 0 12px' }}>{`Hello ${data.firstName},`}</Text>
      <Text style={{ margin: '0 0 12px' }}>
        {`You asked to sign in to ${site.name} with ${data.newEmail} from now on. Follow the link within ${lifetimeInWords('change-email')} to make the change.`}
      </Text>
    </EmailLayout>
  ),
};
