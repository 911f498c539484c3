import { SITE_DATA_ID } from '../app/site-data.ts';
import { escapeHtml, serializeJsonForHtml } from '../meta/serialize.ts';
import type { PageAssets } from './assets.ts';

export interface DocumentParts {
  title: string;
  /** Page-specific head tags, already escaped (renderHeadTagsHtml). */
  headHtml: string;
  assets: PageAssets;
  appHtml: string;
  /** Serialised into the JSON data block the browser hydrates from. */
  data: unknown;
}

/**
 * The HTML document around the rendered app. Scripts are external (`src`) or data blocks
 * (`application/json`, `application/ld+json`) only, so the strict CSP holds.
 */
export function renderDocument({ title, headHtml, assets, appHtml, data }: DocumentParts): string {
  const stylesheets = assets.stylesheets
    .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
    .join('\n');
  const preloads = assets.preloads
    .map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
    .join('\n');
  const entry = assets.entry
    ? `<script type="module" src="${escapeHtml(assets.entry)}"></script>`
    : '';
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<meta name="theme-color" content="#0f5e59">
${headHtml}
${stylesheets}
${preloads}
${entry}
</head>
<body>
<div id="root">${appHtml}</div>
<script type="application/json" id="${SITE_DATA_ID}">${serializeJsonForHtml(data)}</script>
</body>
</html>
`;
}
