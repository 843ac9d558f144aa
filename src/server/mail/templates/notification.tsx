import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { NotificationMailData } from '../queue';
import { absoluteUrl, EmailLayout } from './EmailLayout';
import type { MailTemplate } from './template';

/** Every rental and message notification: the words come from the notification itself. */
export const notificationMail: MailTemplate<NotificationMailData> = {
  subject: (data) => data.subject,
  unsubscribePath: (data) => data.unsubscribePath,
  Body: ({ data, site }) => (
    <EmailLayout
      site={site}
      preview={data.lines[0] ?? data.heading}
      heading={data.heading}
      action={data.action}
      footer={
        <Text style={{ fontSize: '13px', margin: 0 }}>
          You get this email because of your {site.name} notification settings.{' '}
          <Link href={absoluteUrl(site, data.unsubscribePath)}>Unsubscribe from these emails</Link>{' '}
          or <Link href={absoluteUrl(site, '/account/notifications')}>choose which you get</Link>.
        </Text>
      }
    >
      {data.lines.map((line) => (
        <Text key={line} style={{ margin: '0 0 12px' }}>
          {line}
        </Text>
      ))}
    </EmailLayout>
  ),
};
