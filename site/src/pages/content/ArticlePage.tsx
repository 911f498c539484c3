import { formatLongDate } from '@flo/contract/rules';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { ArticleBody } from './ArticleBody.tsx';
import { articleBreadcrumbs } from './breadcrumbs.ts';
import { articleListQuery, articleQuery, relatedArticles } from './queries.ts';
import './article.css';

/** /content/{slug}: one flooring guide, its reading time and other guides to read next. */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const { data: article } = useSuspenseQuery(articleQuery(slug));
  const { data: list } = useSuspenseQuery(articleListQuery);
  const related = relatedArticles(list.articles, article.slug);
  const updated = article.updatedAt.slice(0, 10) !== article.publishedAt.slice(0, 10);
  return (
    <div className="container section article-page">
      <Breadcrumbs items={articleBreadcrumbs(article)} />
      <article className="article">
        <header className="article__header">
          <h1>{article.title}</h1>
          <p className="article__summary">{article.summary}</p>
          <p className="article__facts muted">
            <span>{`${article.readingMinutes} min read`}</span>
            <span>
              Published{' '}
              <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time>
            </span>
            {updated ? (
              <span>
                Updated{' '}
                <time dateTime={article.updatedAt}>{formatLongDate(article.updatedAt)}</time>
              </span>
            ) : null}
          </p>
        </header>
        <ArticleBody blocks={article.body} />
        <aside className="article__cta card">
          <h2>Ready to talk to a fitter?</h2>
          <p>
            Post your job and up to 3 local flooring specialists will be in touch within 24 hours.
          </p>
          <Link className="button button--primary" to="/post-a-job">
            Post a job
          </Link>
        </aside>
      </article>
      {related.length > 0 ? (
        <section className="article-page__related" aria-labelledby="related-title">
          <h2 id="related-title">More flooring guides</h2>
          <ul className="guide-list">
            {related.map((guide) => (
              <li key={guide.slug} className="guide-list__item card">
                <h3>
                  <Link to={`/content/${guide.slug}`}>{guide.title}</Link>
                </h3>
                <p>{guide.summary}</p>
                <p className="muted">{`${guide.readingMinutes} min read`}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
