import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { NotificationMailData } from '../queue';
import { absoluteUrl, EmailLayout } from './EmailLayout';
import type { MailTemplate } from './template';

/** Every rental and message notification: the words come from the notification itself. */
export const notificationMail: MailTemplate<NotificationMailData> = {
  subject: (data) => data.subject,
  unsubscribePath: (data) => data.unsubscribePath,
  Body: ({ data, site, i18n }) => (
    <EmailLayout
      site={site}
      i18n={i18n}
      preview={data.lines[0] ?? data.heading}
      heading={data.heading}
      action={data.action}
      footer={
        <Text style={{ fontSize: '13px', margin: 0 }}>
          {i18n._('emails.notificationWhy', { site: site.name })}{' '}
          <Link href={absoluteUrl(site, data.unsubscribePath)}>{i18n._('emails.unsubscribe')}</Link>{' '}
          {i18n._('emails.unsubscribeOr')}{' '}
          <Link href={absoluteUrl(site, '/account/notifications')}>
            {i18n._('emails.chooseWhich')}
          </Link>
          .
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
