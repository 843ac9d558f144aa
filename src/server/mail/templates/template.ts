import type { I18n } from '@lingui/core';
import type { ReactElement } from 'react';
import type { MailSite } from './EmailLayout';

/**
 * One email: its subject and one React Email component, from which both the HTML and the
 * plain-text part are rendered, so the two never say different things. Both are written in
 * the recipient's language (`i18n`).
 */
export interface MailTemplate<Data> {
  subject(data: Data, i18n: I18n): string;
  Body(props: { data: Data; site: MailSite; i18n: I18n }): ReactElement;
  /** For notifications: the one-click unsubscribe path, sent as `List-Unsubscribe`. */
  unsubscribePath?(data: Data): string;
}
