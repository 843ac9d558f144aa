import type { I18n } from '@lingui/core';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '../../../shared/constants';

/** Who sends: every email names the site and links back to it. */
export interface MailSite {
  name: string;
  /** The site's address without a trailing slash, e.g. https://lendwell.example. */
  url: string;
}

export interface EmailLayoutProps {
  site: MailSite;
  /** The recipient's language. */
  i18n: I18n;
  /** The line mail programs show after the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
  /** The one button of the email; its path is made absolute with the site's address. */
  action?: { label: string; path: string };
  /** Why the person got this email, and how to stop it where they can. */
  footer?: ReactNode;
}

const colors = { text: '#0f172a', muted: '#475569', brand: '#047857', line: '#e2e8f0' };

export const absoluteUrl = (site: MailSite, path: string) => `${site.url}${path}`;

/** The frame every Lendwell email shares: brand, heading, content, button, footer. */
export function EmailLayout({
  site,
  i18n,
  preview,
  heading,
  children,
  action,
  footer,
}: EmailLayoutProps) {
  return (
    <Html lang={i18n.locale}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f8fafc', fontFamily: 'Helvetica, Arial, sans-serif' }}>
        <Container style={{ backgroundColor: '#ffffff', margin: '24px auto', padding: '32px' }}>
          <Text style={{ color: colors.brand, fontSize: '20px', fontWeight: 700, margin: 0 }}>
            {site.name}
          </Text>
          <Heading as="h1" style={{ color: colors.text, fontSize: '22px', margin: '24px 0 8px' }}>
            {heading}
          </Heading>
          <Section style={{ color: colors.text, fontSize: '16px', lineHeight: '24px' }}>
            {children}
          </Section>
          {action && (
            <Section style={{ margin: '24px 0' }}>
              <Button
                href={absoluteUrl(site, action.path)}
                style={{
                  backgroundColor: colors.brand,
                  borderRadius: '6px',
                  color: '#ffffff',
                  fontWeight: 600,
                  padding: '12px 20px',
                }}
              >
                {action.label}
              </Button>
            </Section>
          )}
          <Hr style={{ borderColor: colors.line, margin: '24px 0' }} />
          <Section style={{ color: colors.muted, fontSize: '13px', lineHeight: '20px' }}>
            {footer}
            <Text style={{ color: colors.muted, fontSize: '13px', margin: '8px 0 0' }}>
              {site.name} · <Link href={site.url}>{site.url}</Link> · {i18n._('emails.questions')}{' '}
              <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
