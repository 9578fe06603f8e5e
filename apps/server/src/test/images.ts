import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A JPEG photo carrying EXIF with a GPS position, a camera and a copyright. */
export async function jpegWithGps(
  width = 1600,
  height = 1200,
  background = { r: 200, g: 80, b: 40 },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Tracker 9000', Copyright: 'Secret Owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 22/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 53/1 4321/100',
      },
    })
    .jpeg({ quality: 80 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a PNG of a few KB that declares 10,000 × 10,000 pixels (one bit each,
 * all zero), which would take hundreds of MB once decoded.
 */
export function pngBomb(side = 10_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Math.ceil(side / 8) + 1;
  const pixels = deflateSync(Buffer.alloc(row * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
