// The precompression plugin of the widget's and the site's Vite builds. Plain JavaScript, like
// builds.mjs, because Vite loads a config's imports of other packages with plain node; the
// types and TSDoc are in precompress.d.mts beside it.
import { constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

export const PRECOMPRESSED_FILES = /\.(js|mjs|css|svg|json)$/;

/**
 * Zopfli finds a smaller deflate stream than zlib's level 9 (~2% on the site's chunks) in a
 * format every gzip decoder reads; 15 iterations is its own default. The wasm build needs no
 * native binary.
 */
async function zopfliGzip(source, options) {
  const bytes =
    typeof source === 'string'
      ? source
      : ArrayBuffer.isView(source)
        ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
        : new Uint8Array(source);
  return Buffer.from(await gzipAsync(bytes, options));
}

export function precompressAssets() {
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
