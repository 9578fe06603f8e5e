import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithGps, pngBomb } from '../test/images';
import { ImageRejected, sniffImageType, toWebImage } from './images';

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRejected);
  return (error as ImageRejected).reason;
};

describe('sniffImageType', () => {
  it('knows the formats by their content, not their name', async () => {
    const pixel = sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } });
    expect(sniffImageType(await pixel.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageType(await pixel.clone().png().toBuffer())).toBe('png');
    expect(sniffImageType(await pixel.clone().webp().toBuffer())).toBe('webp');
    expect(sniffImageType(await pixel.clone().avif().toBuffer())).toBe('avif');
    expect(sniffImageType(await pixel.clone().gif().toBuffer())).toBe('gif');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('toWebImage', () => {
  it('re-encodes a photo into AVIF and WebP web sizes, a thumbnail, a square crop and a blurred preview', async () => {
    const image = await toWebImage(await jpegWithGps(1600, 1200));
    expect({ width: image.width, height: image.height }).toEqual({ width: 1080, height: 810 });
    expect(image.sources.map((s) => [s.format, s.width])).toEqual([
      ['avif', 480],
      ['webp', 480],
      ['avif', 1080],
      ['webp', 1080],
    ]);
    for (const source of image.sources) expect(sniffImageType(source.data)).toBe(source.format);
    expect([image.thumb.width, image.thumb.height]).toEqual([240, 300]);
    expect([image.match.width, image.match.height]).toEqual([400, 400]);
    expect(image.blur.width).toBeLessThanOrEqual(64);
    expect(image.blur.data.length).toBeLessThan(2000);
  });

  it('lets no metadata through: a JPEG with GPS EXIF in, none out', async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif, 'the test photo carries EXIF').toBeDefined();
    // The GPS IFD pointer (tag 0x8825, little-endian in this TIFF header).
    expect(before.exif!.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])), 'with a GPS IFD').toBe(true);
    expect(input.includes(Buffer.from('SpyCam'))).toBe(true);

    const image = await toWebImage(input);
    for (const output of [...image.sources, image.thumb, image.match, image.blur]) {
      const after = await sharp(output.data).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.icc).toBeUndefined();
      for (const trace of ['Exif', 'GPS', 'SpyCam', 'Secret Owner'])
        expect(output.data.includes(Buffer.from(trace)), trace).toBe(false);
    }
  });

  it('turns a photo upright by its orientation before the orientation is dropped', async () => {
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#08f' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const image = await toWebImage(sideways);
    expect([image.width, image.height]).toEqual([200, 400]);
  });

  it('never enlarges a small photo', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const image = await toWebImage(small);
    expect(image.sources.map((s) => [s.format, s.width])).toEqual([
      ['avif', 300],
      ['webp', 300],
    ]);
  });

  it('refuses what is not an image, whatever it claims', async () => {
    expect(await rejection(toWebImage(Buffer.from('just some text, named photo.jpg')))).toBe('not_an_image');
    expect(await rejection(toWebImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBe(
      'not_an_image',
    );
    // A JPEG's first bytes and nothing of a JPEG after them.
    expect(
      await rejection(toWebImage(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]))),
    ).toBe('not_an_image');
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await rejection(toWebImage(bomb))).toBe('too_many_pixels');
  });

  it('refuses a file over the size limit', async () => {
    const photo = await jpegWithGps(200, 200);
    expect(
      await rejection(toWebImage(photo, { limits: { maxBytes: photo.length - 1, maxPixels: 1e6 } })),
    ).toBe('too_large');
  });
});
