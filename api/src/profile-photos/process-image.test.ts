import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { sniffImageType } from './image-type.ts';
import { processImage } from './process-image.ts';
import { testJpeg, testPng } from './test-images.ts';

/** EXIF a phone writes: where the photo was taken (a house), the camera, the owner. */
const LOCATED_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'Jo Bloggs home-address-marker' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '53/1 28/1 4213/100',
    GPSLongitudeRef: 'W',
    GPSLongitude: '2/1 14/1 3301/100',
  },
};

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('processImage', () => {
  it('strips EXIF with its GPS position from every file it makes', async () => {
    const upload = await testJpeg(800, 600, { exif: LOCATED_EXIF });
    const uploaded = await sharp(upload).metadata();
    expect(uploaded.exif?.includes('home-address-marker')).toBe(true);
    expect(uploaded.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);

    const processed = await processImage(upload, 'photo');
    expect(processed.files.length).toBeGreaterThan(0);
    for (const file of processed.files) {
      const meta = await sharp(file.data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(file.data.includes('home-address-marker')).toBe(false);
      expect(file.data.includes('PhoneMaker')).toBe(false);
      expect(file.data.includes('Exif')).toBe(false);
    }
  });

  it('encodes a photo at 480, 960 and 1600 wide, as AVIF and WebP, never enlarged', async () => {
    const large = await processImage(await testJpeg(2000, 1500), 'photo');
    expect(large.widths).toEqual([480, 960, 1600]);
    expect(large).toMatchObject({ width: 1600, height: 1200 });
    const kinds = await Promise.all(
      large.files.map(async (f) => {
        const meta = await sharp(f.data).metadata();
        return `${meta.width}x${meta.height}.${f.format}:${meta.format}`;
      }),
    );
    expect(kinds).toEqual([
      '480x360.avif:heif',
      '480x360.webp:webp',
      '960x720.avif:heif',
      '960x720.webp:webp',
      '1600x1200.avif:heif',
      '1600x1200.webp:webp',
    ]);
    const medium = await processImage(await testJpeg(1200, 900), 'photo');
    expect(medium.widths).toEqual([480, 960, 1200]);
  });

  it('applies the camera orientation, so a portrait taken sideways stands up', async () => {
    const sideways = await testJpeg(800, 600, { orientation: 6 });
    const processed = await processImage(sideways, 'photo');
    expect(processed).toMatchObject({ width: 600, height: 800 });
  });

  it('fits a logo into a square, keeping its transparency', async () => {
    const processed = await processImage(await testPng(600, 200), 'logo');
    expect(processed.widths).toEqual([128, 256]);
    expect(processed).toMatchObject({ width: 256, height: 85 });
    const webp = processed.files.find((f) => f.format === 'webp');
    expect((await sharp(webp?.data).metadata()).hasAlpha).toBe(true);
  });

  it('accepts PNG, WebP and AVIF uploads by their content', async () => {
    const jpeg = await testJpeg(400, 300);
    for (const format of ['png', 'webp', 'avif'] as const) {
      const upload = await sharp(jpeg).toFormat(format).toBuffer();
      expect(sniffImageType(upload)).toBe(format);
      expect((await processImage(upload, 'photo')).widths).toEqual([400]);
    }
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF with 415, whatever it is called', async () => {
    const gif = await sharp(await testJpeg(400, 300))
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"/>');
    for (const upload of [gif, svg, Buffer.from('%PDF-1.7 not a photo')]) {
      const error = await refusal(processImage(upload, 'photo'));
      expect(error).toMatchObject({ status: 415, code: 'unsupported_image_type' });
    }
  });

  it('tells an iPhone owner how to send a HEIC photo instead of failing silently', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(64),
    ]);
    expect(sniffImageType(heic)).toBe('heic');
    const error = await refusal(processImage(heic, 'photo'));
    expect(error.status).toBe(415);
    expect(error.message).toMatch(/HEIC.*JPEG/);
  });

  it('refuses a damaged file with 400 and a picture over 50 megapixels with 413', async () => {
    const jpeg = await testJpeg(400, 300);
    const damaged = await refusal(processImage(jpeg.subarray(0, 200), 'photo'));
    expect(damaged).toMatchObject({ status: 400, code: 'unreadable_image' });

    const huge = await sharp({
      create: { width: 8000, height: 7000, channels: 3, background: '#888' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const tooLarge = await refusal(processImage(huge, 'photo'));
    expect(tooLarge).toMatchObject({ status: 413, code: 'image_too_large' });
  });

  it('refuses a photo too small to show', async () => {
    const error = await refusal(processImage(await testJpeg(200, 150), 'photo'));
    expect(error).toMatchObject({ status: 400, code: 'image_too_small' });
  });
});
