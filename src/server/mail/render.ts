import type { I18n } from '@lingui/core';
import { render } from '@react-email/render';
import { createElement } from 'react';
import type { MailRequest } from './queue';
import { mailTemplates } from './templates';
import type { MailSite } from './templates/EmailLayout';
import type { MailTemplate } from './templates/template';

export interface RenderedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Absolute one-click unsubscribe link, for notifications. */
  unsubscribeUrl?: string;
}

/** Renders a queued email's HTML and plain-text parts from its one template, in `i18n`'s language. */
export async function renderMail(
  request: MailRequest,
  site: MailSite,
  i18n: I18n,
): Promise<RenderedMail> {
  // The request's template name and data belong together by construction (MailRequest).
  const template = mailTemplates[request.template] as MailTemplate<typeof request.data>;
  const element = createElement(template.Body, { data: request.data, site, i18n });
  const unsubscribePath = template.unsubscribePath?.(request.data);
  return {
    to: request.to,
    subject: template.subject(request.data, i18n),
    html: await render(element),
    text: await render(element, { plainText: true }),
    unsubscribeUrl: unsubscribePath ? `${site.url}${unsubscribePath}` : undefined,
  };
}
