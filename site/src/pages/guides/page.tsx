import type { ArticleSummary } from '@flo/contract';
import { formatLongDate } from '@flo/contract/rules';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { definePage } from '../../app/page.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { articleListQuery } from '../content/queries.ts';
import '../content/article.css';

const newestFirst = (articles: ArticleSummary[]) =>
  [...articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

const BREADCRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Flooring guides', path: '/content' },
];

/** /content: every flooring guide, newest first. */
function GuidesPage() {
  const { data } = useSuspenseQuery(articleListQuery);
  const guides = newestFirst(data.articles);
  return (
    <div className="container section">
      <Breadcrumbs items={BREADCRUMBS} />
      <h1>Flooring guides</h1>
      <p className="section__lead">
        Plain-English advice from the Flo team on costs, materials and preparation, so you know what
        to ask before a fitter visits.
      </p>
      <ul className="guide-list">
        {guides.map((guide) => (
          <li key={guide.slug} className="guide-list__item card">
            <h2>
              <Link to={`/content/${guide.slug}`}>{guide.title}</Link>
            </h2>
            <p>{guide.summary}</p>
            <p className="muted">
              {`${guide.readingMinutes} min read · `}
              <time dateTime={guide.publishedAt}>{formatLongDate(guide.publishedAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default definePage({
  loader: ({ queryClient }) => queryClient.ensureQueryData(articleListQuery),
  meta: ({ data, absoluteUrl }) => ({
    title: 'Flooring guides',
    description:
      'Guides to flooring costs, materials and preparation: carpet fitting prices, engineered versus solid wood, LVT, tiles over underfloor heating and more.',
    canonicalPath: '/content',
    breadcrumbs: BREADCRUMBS,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: 'Flooring guides',
        itemListElement: newestFirst(data.articles).map((guide, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: absoluteUrl(`/content/${guide.slug}`),
          name: guide.title,
        })),
      },
    ],
  }),
  Component: GuidesPage,
});
