import { createElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from './i18n';
import { messageWithElements } from './messageWithElements';

beforeAll(() => loadMessages('shell'));

function childrenOf(node: ReactNode): ReactNode[] {
  if (!isValidElement(node)) throw new Error('not an element');
  const { children } = (node as ReactElement<{ children: ReactNode[] }>).props;
  return children;
}

describe('messageWithElements', () => {
  it('puts each element where its argument stands in the sentence', () => {
    const terms = createElement('a', { href: '/terms' }, 'Terms');
    const privacy = createElement('a', { href: '/privacy' }, 'Privacy');
    expect(childrenOf(messageWithElements('signup.terms', { terms, privacy }))).toEqual([
      'I am at least 18 and agree to the ',
      terms,
      ' and ',
      privacy,
      '',
    ]);
  });

  it('formats the plain values as the message does', () => {
    const strong = createElement('strong', null, 'sam@example.com');
    expect(childrenOf(messageWithElements('reset.sentTo', { email: strong }))).toEqual([
      'If an account exists for ',
      strong,
      ', a link to reset the password will be sent to it.',
    ]);
  });
});
