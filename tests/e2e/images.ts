import sharp from 'sharp';

/** A small real photo made on the spot, for the file chooser. */
export async function photo(name: string, background: string, width = 800, height = 600) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
