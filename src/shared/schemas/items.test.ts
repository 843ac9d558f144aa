import { describe, expect, it } from 'vitest';
import { ITEM_FIELD_REQUIRED } from '../items';
import { addItemFormSchema, editItemFormSchema } from './itemForms';
import { createItemSchema, priceSchema } from './items';

const image = `/uploads/${'a'.repeat(64)}.jpg`;

describe('priceSchema', () => {
  it.each([0, 1, 19.99, 0.1, 1234.5, '12.30'])('accepts %j', (price) => {
    expect(priceSchema.safeParse(price).success).toBe(true);
  });
  it.each([-1, 1.234, 'abc', Number.NaN])('refuses %j', (price) => {
    expect(priceSchema.safeParse(price).success).toBe(false);
  });
});

describe('createItemSchema', () => {
  it('fills the spec defaults and ignores owner and status', () => {
    const parsed = createItemSchema.parse({
      title: ' Drill ',
      description: 'Cordless',
      location: '1 Main St',
      price: '12.5',
      categoryId: 'not-a-number',
      imageUrls: [image],
      ownerId: 'someone-else',
      status: 'active',
    });
    expect(parsed).toMatchObject({
      title: 'Drill',
      price: 12.5,
      duration: 'day',
      condition: 'Good',
      availability: 'Available',
      categoryId: 0,
    });
    expect(parsed).not.toHaveProperty('ownerId');
  });

  it('refuses images not uploaded through Lendwell and more than ten', () => {
    const base = { title: 't', description: 'd', location: 'l', price: 1, categoryId: 1 };
    expect(
      createItemSchema.safeParse({ ...base, imageUrls: ['https://x.example/a.jpg'] }).success,
    ).toBe(false);
    const eleven = createItemSchema.safeParse({ ...base, imageUrls: Array(11).fill(image) });
    expect(eleven.error?.issues[0]?.message).toBe('items.tooManyImages');
  });
});

describe('item forms', () => {
  const filled = {
    title: 'Drill',
    description: 'Cordless drill',
    categoryId: '1',
    condition: 'Good',
    availability: 'Available',
    price: '12',
    duration: 'day',
    location: '1 Main St',
    city: '',
    zipCode: '',
    imageUrls: [image],
    cancellationPolicy: 'flexible',
    deposit: '',
  } as const;

  it('reads an empty deposit as none and refuses a policy it does not know', () => {
    expect(addItemFormSchema.parse(filled)).toMatchObject({ deposit: 0 });
    expect(addItemFormSchema.parse({ ...filled, deposit: ' 150.5 ' })).toMatchObject({
      deposit: 150.5,
    });
    for (const deposit of ['12.345', '-1', 'lots']) {
      const result = addItemFormSchema.safeParse({ ...filled, deposit });
      expect(result.error?.issues[0]?.message).toBe('terms.depositInvalid');
    }
    const unknownPolicy = addItemFormSchema.safeParse({ ...filled, cancellationPolicy: 'lenient' });
    expect(unknownPolicy.error?.issues[0]?.message).toBe('terms.policyInvalid');
  });

  it('treats an empty price as missing, not zero', () => {
    const result = addItemFormSchema.safeParse({ ...filled, price: '' });
    expect(result.error?.issues[0]?.message).toBe('items.priceRequired');
  });

  it('needs a location and an image to add, but not a location to edit', () => {
    expect(addItemFormSchema.safeParse({ ...filled, location: ' ' }).success).toBe(false);
    expect(addItemFormSchema.safeParse({ ...filled, imageUrls: [] }).success).toBe(false);
    const edit = editItemFormSchema.safeParse({ ...filled, location: '', title: '' });
    expect(edit.error?.issues.map((issue) => issue.message)).toEqual(['items.titleRequired']);
  });

  it('names each empty required field with its own message, on that field', () => {
    const empty = {
      ...filled,
      title: '',
      description: ' ',
      categoryId: '',
      price: '',
      location: '',
      imageUrls: [],
    };
    const issues = addItemFormSchema.safeParse(empty).error?.issues ?? [];
    expect(
      Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message])),
    ).toEqual(ITEM_FIELD_REQUIRED);
  });
});
