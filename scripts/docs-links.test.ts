/**
 * Keeps the repository's comments pointing at documents it holds. The product's behaviour is
 * described in docs/product/; comments cite it as `docs/product/<file>.md#<anchor>` (or
 * `docs/product/<file>.md, "Heading"`). This test fails when a comment, a test title or a
 * Markdown page cites the behaviour documents that live outside the repository, or cites a
 * docs/product page, heading or repository path that does not exist.
 *
 * Every file is read once as text, its comment markers and line breaks flattened, so a phrase
 * wrapped over two comment lines still matches. Only a file whose text shows an outside
 * citation is parsed (TypeScript's parser, so a string in code is never taken for a comment),
 * which keeps the whole run to a fraction of a second.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PRODUCT_DOCS = 'docs/product';

/** Folders never scanned, at any depth: dependencies, build output and test artefacts. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
/** Folders of run-time output, by path: the database and the bench's figures. */
const SKIPPED_PATHS = new Set(['data', 'bench/results']);
const CODE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.mjs', '.cjs', '.js', '.jsx']);
const TEXT_EXTENSIONS = new Set(['.md', '.css', '.html']);

/** Citations of documents outside the repository, as comments used to write them. */
const OUTSIDE_CITATIONS: Array<[RegExp, string]> = [
  [/\bspec(?:\.md)?(?:'s|’s)?\s+sections?\b/i, 'a section of the old spec'],
  [/\bspec\.md\b/i, 'spec.md'],
  [/\bDESIGN\.md\b/i, 'DESIGN.md'],
  [/§/, 'a § section number'],
  [/\bthe spec\b(?!\s+files?\b)/i, '"the spec"'],
  [/\bspec(?:'s|’s)/i, '"spec\'s"'],
  [/\(spec[:\s]/i, '"(spec …"'],
];

/** A docs/product citation: the file, then an optional `#anchor` or `, "Heading"`. */
const CITATION = /docs\/product\/([A-Za-z0-9_-]+\.md)(?:#([A-Za-z0-9_-]+)|,\s*["“]([^"”]+)["”])?/g;

/** A Markdown link to a page, with an optional anchor: `](../product/errors.md#retries)`. */
const MARKDOWN_LINK = /\]\(([^)\s#]*\.md)?(?:#([\w-]+))?\)/g;

/** A path inside one of the repository's folders, as docs/product pages quote it. */
const REPOSITORY_PATH =
  /`((?:api|bench|chat-machine|contract|docs|e2e|examples|scripts|site|widget)\/[\w./-]+)`/g;

interface Source {
  /** Repository-relative path. */
  file: string;
  text: string;
  /** The text with comment markers and line breaks flattened to single spaces. */
  flat: string;
}

interface Page {
  headings: Set<string>;
  anchors: Set<string>;
}

/** Text on one line: line breaks, and the `*` or `//` that starts a comment line, become a space. */
function flatten(text: string): string {
  return text
    .replace(/^\/\*+|\*+\/$/g, '')
    .replace(/\s*\n\s*(?:\*(?!\/)|\/\/+)?\s*/g, ' ')
    .replace(/^\s*(?:\/\/+|\*+)\s*/, '')
    .trim();
}

function filesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
    if (SKIPPED_PATHS.has(relative(ROOT, join(dir, entry.name)))) continue;
    // Generated files (`*.gen.ts`) repeat their source's words; the source is what is checked.
    if (entry.name.includes('.gen.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(path));
    else if (CODE_EXTENSIONS.has(extname(path)) || TEXT_EXTENSIONS.has(extname(path))) {
      found.push(path);
    }
  }
  return found;
}

const TEST_CALL = /^(?:describe|it|test|bench)(?:\.\w+)*$/;

/** Every comment of a script, and the titles of its tests, each flattened. */
function commentsAndTitles(source: Source): string[] {
  const { file, text } = source;
  const kind = /\.[jt]sx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set<number>();
  const found: string[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      found.push(flatten(text.slice(range.pos, range.end)));
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    if (ts.isCallExpression(node) && TEST_CALL.test(node.expression.getText(tree))) {
      const title = node.arguments[0];
      if (title && ts.isStringLiteralLike(title)) found.push(title.text);
    }
    for (const child of node.getChildren(tree)) visit(child);
  };
  visit(tree);
  return found;
}

/** The parts of a file that are prose: comments and test titles of code, all of a text file. */
function proseOf(source: Source): string[] {
  const extension = extname(source.file);
  if (extension === '.css')
    return [...source.text.matchAll(/\/\*[\s\S]*?\*\//g)].map(([c]) => flatten(c));
  if (TEXT_EXTENSIONS.has(extension)) return [source.flat];
  return commentsAndTitles(source);
}

/** What in `source` cites a document kept outside the repository. */
function outsideCitations(source: Source): string[] {
  if (!OUTSIDE_CITATIONS.some(([pattern]) => pattern.test(source.flat))) return [];
  return proseOf(source).flatMap((prose) => {
    const found = OUTSIDE_CITATIONS.find(([pattern]) => pattern.test(prose));
    return found ? [`${source.file}: cites ${found[1]}: "${prose.slice(0, 100)}"`] : [];
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The headings of each docs/product page, as written and as anchors. */
function productPages(): Map<string, Page> {
  const pages = new Map<string, Page>();
  for (const name of readdirSync(join(ROOT, PRODUCT_DOCS))) {
    if (extname(name) !== '.md') continue;
    const text = readFileSync(join(ROOT, PRODUCT_DOCS, name), 'utf8');
    const headings = new Set<string>();
    const anchors = new Set<string>();
    let fenced = false;
    for (const line of text.split('\n')) {
      if (line.startsWith('```')) fenced = !fenced;
      const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*$/.exec(line)?.[1];
      if (!heading) continue;
      headings.add(heading.toLowerCase());
      let anchor = anchorOf(heading);
      for (let n = 1; anchors.has(anchor); n++) anchor = `${anchorOf(heading)}-${n}`;
      anchors.add(anchor);
    }
    pages.set(name, { headings, anchors });
  }
  return pages;
}

/** What is wrong with each `docs/product/…` citation in `source` (comments, strings, prose). */
function brokenCitations(source: Source, pages: Map<string, Page>): string[] {
  const problems: string[] = [];
  for (const [cited, name, anchor, heading] of source.flat.matchAll(CITATION)) {
    const page = pages.get(name ?? '');
    if (!page) problems.push(`${source.file}: ${cited} does not exist`);
    else if (anchor && !page.anchors.has(anchor)) {
      problems.push(`${source.file}: ${cited} has no heading with that anchor`);
    } else if (heading && !page.headings.has(heading.toLowerCase())) {
      problems.push(`${source.file}: ${cited} has no such heading`);
    }
  }
  if (/docs\/product\/\s+[\w-]+\.md/.test(source.flat)) {
    problems.push(`${source.file}: a docs/product path is split over two lines`);
  }
  return problems;
}

/** Markdown links that land on a docs/product page, `](../product/page.md#anchor)` and the like. */
function brokenMarkdownLinks(source: Source, pages: Map<string, Page>): string[] {
  if (extname(source.file) !== '.md') return [];
  const problems: string[] = [];
  for (const [link, path, anchor] of source.flat.matchAll(MARKDOWN_LINK)) {
    const target = relative(ROOT, join(ROOT, dirname(source.file), path ?? basename(source.file)));
    if (dirname(target) !== PRODUCT_DOCS) continue;
    const page = pages.get(basename(target));
    if (!page) problems.push(`${source.file}: ${link} points at a missing page`);
    else if (anchor && !page.anchors.has(anchor)) {
      problems.push(`${source.file}: ${link} points at a missing heading`);
    }
  }
  return problems;
}

/** Repository paths a docs/product page names in backticks that do not exist. */
function missingCodePaths(sources: Source[]): string[] {
  return sources
    .filter((source) => dirname(source.file) === PRODUCT_DOCS)
    .flatMap((source) =>
      [...source.text.matchAll(REPOSITORY_PATH)]
        .map(([, path]) => path ?? '')
        .filter((path) => !existsSync(join(ROOT, path)))
        .map((path) => `${source.file}: ${path}`),
    );
}

const pages = productPages();
const sources: Source[] = filesUnder(ROOT).map((path) => {
  const text = readFileSync(path, 'utf8');
  return { file: relative(ROOT, path), text, flat: flatten(text) };
});

describe('documentation citations', () => {
  it('cite no behaviour document kept outside the repository', () => {
    expect(sources.flatMap(outsideCitations)).toEqual([]);
  });

  it('cite docs/product pages and headings that exist, each path on one line', () => {
    expect(sources.flatMap((source) => brokenCitations(source, pages))).toEqual([]);
  });

  it('link to docs/product pages and headings that exist', () => {
    expect(sources.flatMap((source) => brokenMarkdownLinks(source, pages))).toEqual([]);
  });

  it('name only repository paths that exist on docs/product pages', () => {
    expect(missingCodePaths(sources)).toEqual([]);
  });
});
