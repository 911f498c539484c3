import { constants, type InputType } from 'node:zlib';
import { gzipAsync, type ZopfliOptions } from '@gfx/zopfli';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** The text files a browser fetches from a build: scripts, stylesheets, images, data. */
export const PRECOMPRESSED_FILES = /\.(js|mjs|css|svg|json)$/;

/**
 * Zopfli finds a smaller deflate stream than zlib's level 9 (~2% on the site's chunks) in a
 * format every gzip decoder reads; 15 iterations is its own default. The wasm build needs no
 * native binary.
 */
async function zopfliGzip(source: InputType, options: ZopfliOptions) {
  const bytes =
    typeof source === 'string'
      ? source
      : ArrayBuffer.isView(source)
        ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
        : new Uint8Array(source);
  return Buffer.from(await gzipAsync(bytes, options));
}

/**
 * Writes `<file>.gz` (zopfli) and `<file>.br` (brotli quality 11) beside each text file of a
 * build, so the API sends those bytes as they are (`serveStatic`'s `precompressed`) instead of
 * compressing on every request at a speed-minded level. A copy that is not smaller is skipped.
 *
 * @example
 * defineConfig({ plugins: [react(), precompressAssets()] });
 */
export function precompressAssets(): Plugin {
  return compression({
    include: PRECOMPRESSED_FILES,
    // Vite's manifest is read by the server from disk, never sent to a browser.
    exclude: /(^|[\\/])\.vite[\\/]/,
    algorithms: [
      defineAlgorithm(zopfliGzip, { numiterations: 15 }),
      defineAlgorithm('brotliCompress', {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    ],
    logLevel: 'silent',
  });
}
