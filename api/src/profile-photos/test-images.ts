import sharp from 'sharp';

/**
 * Test-only: a photo-like JPEG (a colour gradient, so encoders have something to keep) of the
 * given size, optionally carrying EXIF (a GPS position, say) or an EXIF orientation.
 */
export async function testJpeg(
  width: number,
  height: number,
  metadata: { exif?: Record<string, Record<string, string>>; orientation?: number } = {},
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (metadata.orientation) image = image.withMetadata({ orientation: metadata.orientation });
  if (metadata.exif) image = image.withExif(metadata.exif);
  return image.jpeg({ quality: 85 }).toBuffer();
}

/** Test-only: a PNG of one flat colour, with transparency, as logos often are. */
export function testPng(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 20, g: 90, b: 160, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
}
