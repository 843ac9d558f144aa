import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../lib/i18n';
import { Sentence } from './parts';

beforeAll(() => loadMessages('shell'));

const markupOf = (sentence: Parameters<typeof Sentence>[0]) =>
  renderToStaticMarkup(createElement(Sentence, sentence));

describe('a sentence with elements for its arguments', () => {
  it('puts each element where its argument stands, the words around it as written', () => {
    expect(
      markupOf({
        id: 'admin.audit.listingHide',
        parts: {
          admin: createElement('b', null, 'Ada'),
          target: createElement('a', { href: '/x' }, 'Tent'),
        },
      }),
    ).toBe('<b>Ada</b> hid listing <a href="/x">Tent</a>');
  });

  it('keeps people’s own words as text, marks and all', () => {
    expect(markupOf({ id: 'admin.ownerIs', parts: { owner: 'Dana <3' } })).toBe(
      'Owner: Dana &lt;3',
    );
  });
});
