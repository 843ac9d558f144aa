import sharp from 'sharp';
import { processAndStoreImage } from '../features/uploads/imagePipeline';
import type { ImageStorage } from '../storage/imageStorage';

const WIDTH = 800;
const HEIGHT = 600;

/** Hue of each category's gradient, by category id (1..6). */
const CATEGORY_HUES: Record<number, number> = { 1: 28, 2: 212, 3: 142, 4: 96, 5: 318, 6: 256 };

/** A simple outline that hints at the category, drawn faintly behind the title. */
const CATEGORY_SHAPES: Record<number, string> = {
  1: '<rect x="-150" y="-28" width="300" height="56" rx="28"/><circle cx="-150" cy="0" r="70"/>',
  2: '<rect x="-170" y="-110" width="340" height="220" rx="24"/><rect x="-60" y="120" width="120" height="24" rx="8"/>',
  3: '<circle cx="0" cy="0" r="130"/><path d="M-130 0 H130 M0 -130 V130" stroke="#fff" stroke-width="14" fill="none"/>',
  4: '<ellipse cx="0" cy="0" rx="80" ry="150" transform="rotate(35)"/><ellipse cx="0" cy="0" rx="80" ry="150" transform="rotate(-35)"/>',
  5: '<circle cx="-90" cy="-30" r="80"/><circle cx="70" cy="-60" r="95"/><circle cx="10" cy="70" r="70"/>',
  6: '<rect x="-190" y="-70" width="380" height="110" rx="40"/><circle cx="-110" cy="60" r="55"/><circle cx="110" cy="60" r="55"/>',
};

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Splits a title into lines short enough for the large type. */
function titleLines(title: string, maxCharacters = 16): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxCharacters) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

/** One photo of a demo item: each variant moves the light and the shape. */
export function itemPhotoSvg(title: string, categoryId: number, variant: number): string {
  const hue = (CATEGORY_HUES[categoryId] ?? 200) + variant * 14;
  const shape = CATEGORY_SHAPES[categoryId] ?? CATEGORY_SHAPES[1];
  const shapeX = [600, 220, 580][variant % 3];
  const shapeY = [170, 180, 440][variant % 3];
  const lines = titleLines(title);
  const fontSize = lines.length > 2 ? 64 : 80;
  const firstBaseline = HEIGHT / 2 - ((lines.length - 1) * fontSize * 1.15) / 2 + fontSize / 3;
  const text = lines
    .map(
      (line, index) =>
        `<text x="${WIDTH / 2}" y="${firstBaseline + index * fontSize * 1.15}">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="light" x1="${variant % 2}" y1="0" x2="${1 - (variant % 2)}" y2="1">
    <stop offset="0" stop-color="hsl(${hue}, 72%, 64%)"/>
    <stop offset="1" stop-color="hsl(${hue + 24}, 60%, 34%)"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>
  <g transform="translate(${shapeX} ${shapeY})" fill="#ffffff" fill-opacity="0.2">${shape}</g>
  <g font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold"
     font-size="${fontSize}" text-anchor="middle" fill="#ffffff">${text}</g>
</svg>`;
}

/** Renders the photos of one demo item locally and stores them like uploads; returns their URLs. */
export async function storeItemPhotos(
  storage: ImageStorage,
  title: string,
  categoryId: number,
  count: number,
): Promise<string[]> {
  const urls: string[] = [];
  for (let variant = 0; variant < count; variant += 1) {
    const png = await sharp(Buffer.from(itemPhotoSvg(title, categoryId, variant)))
      .png()
      .toBuffer();
    urls.push((await processAndStoreImage(storage, png)).imageUrl);
  }
  return urls;
}
