import type { ArticleBlock } from '@flo/contract';

/** A comfortable reading pace for practical guidance, in words per minute. */
const WORDS_PER_MINUTE = 200;

/** Words in an article body: headings, paragraphs and list items. */
export function wordCount(body: ArticleBlock[]): number {
  const text = body
    .map((block) => (block.type === 'ul' ? block.items.join(' ') : block.text))
    .join(' ');
  return text.split(/\s+/).filter(Boolean).length;
}

/** Whole minutes to read an article, at least 1. */
export function readingMinutes(body: ArticleBlock[]): number {
  return Math.max(1, Math.round(wordCount(body) / WORDS_PER_MINUTE));
}
