export interface PostalLocation {
  address: string;
  city: string;
  zipCode: string;
}

const EMPTY_LOCATION: PostalLocation = { address: '', city: '', zipCode: '' };

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A stored location is either JSON text with address, city and zipCode, or the older
 * comma-separated 'address, city, zip' form; anything else is read as a bare address.
 */
export function parseLocation(stored: string | null | undefined): PostalLocation {
  const raw = stored?.trim();
  if (!raw) return { ...EMPTY_LOCATION };
  if (raw.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object') {
        const record = parsed as Record<string, unknown>;
        return {
          address: text(record.address),
          city: text(record.city),
          zipCode: text(record.zipCode),
        };
      }
    } catch {
      return { ...EMPTY_LOCATION, address: raw };
    }
  }
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.length >= 3) {
    const zipCode = parts.pop() ?? '';
    const city = parts.pop() ?? '';
    return { address: parts.join(', '), city, zipCode };
  }
  return { ...EMPTY_LOCATION, address: raw };
}

export function serializeLocation(location: PostalLocation): string {
  return JSON.stringify({
    address: location.address.trim(),
    city: location.city.trim(),
    zipCode: location.zipCode.trim(),
  });
}
