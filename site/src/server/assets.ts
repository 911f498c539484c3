import { readFileSync } from 'node:fs';

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The browser entry's source path, as the manifest names it. */
export const CLIENT_ENTRY = 'src/entry-client.tsx';

/** What one page needs in `<head>`: the entry script, stylesheets and chunks to preload. */
export interface PageAssets {
  entry: string | null;
  stylesheets: string[];
  preloads: string[];
}

/**
 * Assets of the client entry plus the matched pages' modules: their CSS (and the CSS of
 * everything they import statically) is linked so the page is styled before the script runs,
 * and their chunks are preloaded so hydration does not wait on a request waterfall.
 *
 * @example
 * pageAssets(manifest, ['src/pages/home/page.tsx']).stylesheets // ['/assets/page-1a2b.css', …]
 */
export function pageAssets(manifest: Manifest | null, modules: string[]): PageAssets {
  if (!manifest) return { entry: null, stylesheets: [], preloads: [] };
  const stylesheets = new Set<string>();
  const preloads = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
    if (key !== CLIENT_ENTRY) preloads.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(CLIENT_ENTRY);
  for (const module of modules) visit(module);
  const entry = manifest[CLIENT_ENTRY];
  return {
    entry: entry ? `/${entry.file}` : null,
    stylesheets: [...stylesheets],
    preloads: [...preloads],
  };
}

/**
 * Flo's opening stylesheet, the client build's `flo-facade` entry (vite.config.ts), which
 * server-rendered Flo openings link; null without a client build.
 *
 * @example
 * floFacadeStylesheet(manifest) // '/assets/flo-facade-1a2b.css'
 */
export function floFacadeStylesheet(manifest: Manifest | null): string | null {
  const entry = Object.values(manifest ?? {}).find(
    (chunk) => chunk.isEntry && chunk.name === 'flo-facade' && chunk.file.endsWith('.css'),
  );
  return entry ? `/${entry.file}` : null;
}

/**
 * The client build's manifest next to the server bundle (dist/client beside dist/server), or
 * null when the site runs from source (tests), where no browser assets exist.
 */
export function loadBuiltManifest(serverModuleUrl: string): Manifest | null {
  try {
    const url = new URL('../client/.vite/manifest.json', serverModuleUrl);
    return JSON.parse(readFileSync(url, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}
