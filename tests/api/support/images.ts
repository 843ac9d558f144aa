import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

const background = { r: 40, g: 120, b: 200 };

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background } });
}

export const solidJpeg = (width: number, height: number) => solid(width, height).jpeg().toBuffer();
export const solidPng = (width: number, height: number) => solid(width, height).png().toBuffer();

/** Random pixels compress badly, so the file is large enough to cut in half meaningfully. */
export function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

/** A phone photo: stored sideways with an "rotate 90°" flag and where it was taken. */
export function sidewaysJpegWithGps(width: number, height: number): Promise<Buffer> {
  return solid(width, height)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .toBuffer();
}

/** The GPS IFD pointer (tag 0x8825, type LONG) as it appears in a little-endian EXIF block. */
const GPS_IFD_POINTER = Buffer.from([0x25, 0x88, 0x04, 0x00]);

export const hasGpsIfd = (exif: Buffer | undefined): boolean =>
  exif?.includes(GPS_IFD_POINTER) === true;
