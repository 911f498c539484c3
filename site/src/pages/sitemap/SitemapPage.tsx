import type { ArticleSummary, Sitemap } from '@flo/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { apiQuery } from '../../data/query-client.ts';
import { locationsQuery } from '../home/queries.ts';
import { groupSitemap, type SitemapLink } from './group-sitemap.ts';
import './sitemap.css';

export const sitemapPagesQuery = apiQuery<Sitemap>('/api/sitemap/pages');
export const sitemapCitiesQuery = apiQuery<Sitemap>('/api/sitemap/cities');
export const articlesQuery = apiQuery<{ articles: ArticleSummary[] }>('/api/content');
export { locationsQuery };

export const SITEMAP_BREADCRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Sitemap', path: '/sitemap' },
];

function LinkList({ links }: { links: SitemapLink[] }) {
  return (
    <ul className="sitemap-links">
      {links.map((link) => (
        <li key={link.path}>
          <Link to={link.path}>{link.name}</Link>
        </li>
      ))}
    </ul>
  );
}

/** /sitemap: every page of the site for people, grouped; profiles are reached through their city. */
export function SitemapPage() {
  const { data: pages } = useSuspenseQuery(sitemapPagesQuery);
  const { data: cities } = useSuspenseQuery(sitemapCitiesQuery);
  const { data: locations } = useSuspenseQuery(locationsQuery);
  const { data: content } = useSuspenseQuery(articlesQuery);
  const grouped = groupSitemap([...pages.urls, ...cities.urls], locations, content.articles);

  return (
    <div className="container sitemap-page">
      <Breadcrumbs items={SITEMAP_BREADCRUMBS} />
      <h1 className="sitemap-page__title">Sitemap</h1>
      <div className="sitemap-page__top">
        <section aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages">Pages</h2>
          <LinkList links={grouped.pages} />
        </section>
        <section aria-labelledby="sitemap-services">
          <h2 id="sitemap-services">
            <Link to="/services">Flooring services</Link>
          </h2>
          <LinkList links={grouped.services} />
        </section>
        {grouped.guides.length > 0 ? (
          <section aria-labelledby="sitemap-guides">
            <h2 id="sitemap-guides">Flooring guides</h2>
            <LinkList links={grouped.guides} />
          </section>
        ) : null}
      </div>

      <section aria-labelledby="sitemap-locations" className="sitemap-page__locations">
        <h2 id="sitemap-locations">Specialists by location</h2>
        <p className="muted">
          {`${grouped.profileCount} specialist profiles, listed on the page of their town or city.`}
        </p>
        {grouped.regions.map((region) => (
          <section key={region.region} className="sitemap-region" aria-label={region.region}>
            <h3 className="sitemap-region__title">{region.region}</h3>
            <ul className="sitemap-cities card-grid">
              {region.cities.map((city) => (
                <li key={city.path} className="sitemap-city">
                  <Link to={city.path} className="sitemap-city__name">
                    {city.name}
                  </Link>
                  <span className="muted">{` (${city.specialistCount})`}</span>
                  {city.services.length > 0 ? (
                    <ul className="sitemap-city__services" aria-label={`Services in ${city.name}`}>
                      {city.services.map((service) => (
                        <li key={service.path}>
                          <Link to={service.path}>{service.name}</Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </div>
  );
}
