import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import type { Storage } from '../adapters/storage';

// Images people upload (profile photos, photo messages): checked by their content, never by
// their name or declared type; size- and pixel-limited before anything is decoded; re-encoded
// from raw pixels into web sizes, so nothing of the file but its picture survives (no EXIF, no
// GPS, no ICC profile, no comments, no trailing data). Feature-free: callers store the result.

/** The formats accepted, found by their first bytes. */
export const IMAGE_TYPES = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The MIME types of the accepted formats (what a browser sends for them). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

export interface ImageLimits {
  /** Largest file, in bytes. */
  maxBytes: number;
  /** Most pixels (width × height) a file may declare: a decompression bomb declares many. */
  maxPixels: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = { maxBytes: 15 * 1024 * 1024, maxPixels: 40_000_000 };

export type ImageRejection = 'not_an_image' | 'too_large' | 'too_many_pixels';

/** An upload that is not an image this accepts, or is too big. */
export class ImageRejected extends Error {
  constructor(
    readonly reason: ImageRejection,
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejected';
  }
}

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The format of a file by its content (its magic bytes), or null when it is none of IMAGE_TYPES. */
export function sniffImageType(data: Uint8Array): ImageType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  // ISO base media: a box `ftyp` at 4 whose brand is an AVIF one.
  if (startsWith(data, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...data.subarray(8, 12));
    if (brand === 'avif' || brand === 'avis') return 'avif';
  }
  return null;
}

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface WebSource extends EncodedImage {
  format: 'avif' | 'webp';
}

/** An image re-encoded for the web: its sizes in AVIF and WebP, a thumbnail, a square crop and a blurred preview. */
export interface WebImage {
  /** The picture's size as shown (upright), after the largest web size was applied. */
  width: number;
  height: number;
  /** Every width in both formats, smallest first. */
  sources: WebSource[];
  /** A small portrait crop for lists (4:5). */
  thumb: EncodedImage;
  /** The square crop of the match modal. */
  match: EncodedImage;
  /** A tiny blurred preview, shown in place of a photo the viewer may not see. */
  blur: EncodedImage;
}

export interface WebImageOptions {
  limits?: ImageLimits;
  /** The web widths (the largest bounds both sides); default 480 and 1080. */
  widths?: readonly number[];
}

/**
 * Checks an uploaded file and re-encodes it for the web. Refuses (ImageRejected) a file that is
 * too large, is not a JPEG, PNG, WebP, AVIF or GIF by its content, cannot be decoded, or declares
 * more pixels than allowed (checked from its header, before decoding). The outputs are encoded
 * from raw pixels, turned upright first, so they carry no metadata of the original at all.
 */
export async function toWebImage(input: Uint8Array, options: WebImageOptions = {}): Promise<WebImage> {
  const limits = options.limits ?? DEFAULT_IMAGE_LIMITS;
  const widths = [...(options.widths ?? [480, 1080])].sort((a, b) => a - b);
  if (input.length > limits.maxBytes) {
    throw new ImageRejected('too_large', `The file is larger than ${limits.maxBytes} bytes`);
  }
  const type = sniffImageType(input);
  if (!type) throw new ImageRejected('not_an_image', 'The file is not a JPEG, PNG, WebP, AVIF or GIF image');

  const open = () =>
    sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error', sequentialRead: true, pages: 1 });
  let declared: Metadata;
  try {
    // The header only: what the file says it holds, read without decoding (and without the
    // pixel limit, so a bomb is told apart from a broken file).
    declared = await sharp(input, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    throw new ImageRejected('not_an_image', 'The file could not be read as an image');
  }
  const format = declared.format === 'heif' ? 'avif' : declared.format;
  if (format !== type || !declared.width || !declared.height) {
    throw new ImageRejected('not_an_image', 'The file is not the image its content starts as');
  }
  if (declared.width * declared.height > limits.maxPixels) {
    throw new ImageRejected('too_many_pixels', `The image has more than ${limits.maxPixels} pixels`);
  }

  const largest = widths[widths.length - 1]!;
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await open()
      .autoOrient()
      .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ImageRejected('too_many_pixels', `The image has more than ${limits.maxPixels} pixels`);
    }
    throw new ImageRejected('not_an_image', 'The file could not be decoded as an image');
  }
  const { width, height, channels } = raw.info;
  const pixels = () => sharp(raw.data, { raw: { width, height, channels } });
  const encode = async (image: Sharp): Promise<EncodedImage> => {
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };

  const sizes = [...new Set(widths.map((w) => Math.min(w, Math.max(width, height))))];
  const sourceJobs = sizes.flatMap((size) =>
    (['avif', 'webp'] as const).map(async (format): Promise<WebSource> => {
      const resized = pixels().resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true });
      const encoded = await encode(
        format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 78 }),
      );
      return { ...encoded, format };
    }),
  );
  const [sources, thumb, match, blur] = await Promise.all([
    Promise.all(sourceJobs),
    encode(pixels().resize(240, 300, { fit: 'cover', position: 'attention' }).webp({ quality: 72 })),
    encode(pixels().resize(400, 400, { fit: 'cover', position: 'attention' }).webp({ quality: 72 })),
    encode(pixels().resize(48, 60, { fit: 'cover' }).blur(3).webp({ quality: 40 })),
  ]);
  return { width, height, sources, thumb, match, blur };
}

/** Where a stored web image's files are: storage keys of its sizes, thumbnail, crop and preview. */
export interface StoredWebImage {
  /** The largest WebP. */
  filename: string;
  thumbFilename: string;
  matchFilename: string;
  blurFilename: string;
  sources: { format: 'avif' | 'webp'; width: number; key: string }[];
  width: number;
  height: number;
}

/** The file names of a web image's files in its folder: `w<width>.<format>`, thumb, match, blur. */
export const webImageKeys = (folder: string) => ({
  source: (format: 'avif' | 'webp', width: number) => `${folder}/w${width}.${format}`,
  thumb: `${folder}/thumb.webp`,
  match: `${folder}/match.webp`,
  blur: `${folder}/blur.webp`,
});

/** Stores a web image's files in a folder of the storage. */
export async function storeWebImage(
  storage: Storage,
  folder: string,
  image: WebImage,
): Promise<StoredWebImage> {
  const keys = webImageKeys(folder);
  const sources = image.sources.map((s) => ({
    format: s.format,
    width: s.width,
    key: keys.source(s.format, s.width),
  }));
  await Promise.all([
    ...image.sources.map((s, i) => storage.put(sources[i]!.key, s.data)),
    storage.put(keys.thumb, image.thumb.data),
    storage.put(keys.match, image.match.data),
    storage.put(keys.blur, image.blur.data),
  ]);
  return {
    filename: [...sources].reverse().find((s) => s.format === 'webp')!.key,
    thumbFilename: keys.thumb,
    matchFilename: keys.match,
    blurFilename: keys.blur,
    sources,
    width: image.width,
    height: image.height,
  };
}

/** Every file a stored web image has. */
export const filesOfWebImage = (image: Omit<StoredWebImage, 'width' | 'height'>): string[] =>
  [
    ...new Set([
      ...image.sources.map((s) => s.key),
      image.filename,
      image.thumbFilename,
      image.matchFilename,
      image.blurFilename,
    ]),
  ].filter(Boolean);
