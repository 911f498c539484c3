// Types and docs of precompress.mjs, written by hand: the module stays plain JavaScript so that
// Vite can load it from a config file with plain node.
import type { Plugin } from 'vite';

/** The text files a browser fetches from a build: scripts, stylesheets, images, data. */
export declare const PRECOMPRESSED_FILES: RegExp;

/**
 * Writes `<file>.gz` (zopfli) and `<file>.br` (brotli quality 11) beside each text file of a
 * build, so the API sends those bytes as they are (`serveStatic`'s `precompressed`) instead of
 * compressing on every request at a speed-minded level. A copy that is not smaller is skipped.
 *
 * @example
 * defineConfig({ plugins: [react(), precompressAssets()] });
 */
export declare function precompressAssets(): Plugin;
