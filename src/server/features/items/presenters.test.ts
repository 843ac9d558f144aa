import { describe, expect, it } from 'vitest';
import { asCents, toCents } from '../../../shared/money';
import { itemResponseSchema } from '../../../shared/schemas/items';
import { toItemPage } from './presenters';
import type { ItemRecord } from './repo';

const record: ItemRecord = {
  id: '7a0e5a8e-3c55-4b8e-9f43-0c1f6c1b2d3e',
  ownerId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  title: 'Tile saw',
  description: 'Wet saw with a "diamond" blade.',
  priceCents: toCents(19.99),
  duration: 'day',
  condition: 'Good',
  availability: 'Available',
  location: '3 Oak Road',
  city: 'Springfield',
  zipCode: '62701',
  categoryId: 2,
  categoryName: 'Tools',
  imageUrls: ['/uploads/a.jpg', '/uploads/b.jpg'],
  status: 'active',
  createdAt: new Date('2026-11-01T10:00:00.000Z'),
  ownerFirstName: 'Bo',
  ownerLastName: 'Lee',
  ownerEmailVerifiedAt: null,
  latitude: 39.800544,
  longitude: -89.648894,
  timeZone: 'America/Chicago',
  minRentalDays: 2,
  maxRentalDays: null,
  minNoticeDays: 1,
  cancellationPolicy: 'flexible',
  depositCents: asCents(0),
  hiddenReason: null,
  ratingAverage: 4.5,
  ratingCount: 2,
};

describe('toItemPage', () => {
  it('writes the page’s answer as the response schema does, beside the item it shows', () => {
    const page = toItemPage(record);
    expect(JSON.parse(page.json)).toEqual({ item: page.item });
    expect(page.json).toBe(JSON.stringify(itemResponseSchema.encode({ item: page.item })));
    expect(page.item).toMatchObject({
      price: 19.99,
      ownerName: 'Bo L.',
      imageUrl: '/uploads/a.jpg',
    });
  });

  it('shows the ZIP code’s centre as the area and the owner’s rules as stored', () => {
    const { item } = toItemPage(record);
    expect(item.area).toEqual({ latitude: 39.800544, longitude: -89.648894 });
    expect(item).toMatchObject({ minRentalDays: 2, maxRentalDays: null, minNoticeDays: 1 });
    expect(toItemPage({ ...record, latitude: null, longitude: null }).item.area).toBeNull();
  });

  it('refuses a record the contract cannot describe, as the route serializer would', () => {
    expect(() => toItemPage({ ...record, ratingCount: 1.5 })).toThrow();
  });
});
