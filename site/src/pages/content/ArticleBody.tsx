import type { ArticleBlock } from '@flo/contract';

/** Builds a stable key for each block from its position and type. */
const blockKey = (block: ArticleBlock, index: number) => `${index}-${block.type}`;

/**
 * An article's structured blocks as elements: headings, paragraphs and lists. Text is always
 * rendered as text, so nothing in an article can become markup.
 *
 * @example
 * <ArticleBody blocks={article.body} />
 */
export function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div className="article__body">
      {blocks.map((block, index) => {
        const key = blockKey(block, index);
        if (block.type === 'h2') return <h2 key={key}>{block.text}</h2>;
        if (block.type === 'p') return <p key={key}>{block.text}</p>;
        return (
          <ul key={key}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
