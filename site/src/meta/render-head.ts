import type { HeadTag } from './head-tags.ts';
import { escapeHtml, serializeJsonForHtml } from './serialize.ts';

/** Marks the elements client navigation replaces. */
export const HEAD_MARKER = 'data-flo-head';

function attributes(attrs: Record<string, string>): string {
  return Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

/** Server side: the head tags as HTML, every value escaped. */
export function renderHeadTagsHtml(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'json-ld') {
        return `<script type="application/ld+json" ${HEAD_MARKER}>${serializeJsonForHtml(tag.json)}</script>`;
      }
      return `<${tag.tag}${attributes(tag.attrs)} ${HEAD_MARKER}>`;
    })
    .join('\n');
}

/** Browser side: replaces the previous page's head tags and title with this page's. */
export function applyHeadTags(doc: Document, title: string, tags: HeadTag[]): void {
  doc.title = title;
  for (const old of Array.from(doc.head.querySelectorAll(`[${HEAD_MARKER}]`))) old.remove();
  for (const tag of tags) {
    const element =
      tag.tag === 'json-ld' ? doc.createElement('script') : doc.createElement(tag.tag);
    if (tag.tag === 'json-ld') {
      element.setAttribute('type', 'application/ld+json');
      element.textContent = JSON.stringify(tag.json);
    } else {
      for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    }
    element.setAttribute(HEAD_MARKER, '');
    doc.head.append(element);
  }
}
