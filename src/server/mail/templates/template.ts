import type { ReactElement } from 'react';
import type { MailSite } from './EmailLayout';

/**
 * One email: its subject and one React Email component, from which both the HTML and the
 * plain-text part are rendered, so the two never say different things.
 */
export interface MailTemplate<Data> {
  subject(data: Data): string;
  Body(props: { data: Data; site: MailSite }): ReactElement;
  /** For notifications: the one-click unsubscribe path, sent as `List-Unsubscribe`. */
  unsubscribePath?(data: Data): string;
}
