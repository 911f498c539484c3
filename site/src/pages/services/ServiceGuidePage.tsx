import { SERVICE_ADVICE } from '@flo/chat-machine';
import type { ServiceCities, ServiceStats } from '@flo/contract';
import { SERVICE_NAMES, type ServiceSlug } from '@flo/contract/constants';
import { formatCostPerM2, formatRating } from '@flo/contract/rules';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { SERVICES } from '../../content/services.ts';
import { apiQuery } from '../../data/query-client.ts';
import { EmbeddedChatSlot } from '../../features/simple-form/index.ts';
import { CityFigures, ratingFigure } from '../city/CityFigures.tsx';
import { SERVICE_GUIDES } from './service-guide.ts';
import { inSentence } from './service-name.ts';
import { serviceBreadcrumbs } from './services-breadcrumbs.ts';
import '../city/city.css';
import './services.css';

export const serviceStatsQuery = (slug: ServiceSlug) =>
  apiQuery<ServiceStats>('/api/services', slug, 'stats');

/** How many cities the guide links to. */
export const SERVICE_CITY_LINKS = 12;

/** The cities with the most specialists offering the service. */
export const serviceCitiesQuery = (slug: ServiceSlug) =>
  apiQuery<ServiceCities>('/api/services', slug, 'cities', { limit: SERVICE_CITY_LINKS });

const specialistsLabel = (count: number) => (count === 1 ? '1 specialist' : `${count} specialists`);

/** /services/{slug}: a guide to one service, the directory's figures, cities and Flo's enhanced flow. */
export function ServiceGuidePage({ service }: { service: ServiceSlug }) {
  const name = SERVICE_NAMES[service];
  const lowerName = inSentence(name);
  const { data: stats } = useSuspenseQuery(serviceStatsQuery(service));
  const { data: cities } = useSuspenseQuery(serviceCitiesQuery(service));
  const advice = SERVICE_ADVICE[service];
  const guide = SERVICE_GUIDES[service];
  const others = SERVICES.filter((other) => other.slug !== service);

  return (
    <div className="container city-page service-guide">
      <Breadcrumbs items={serviceBreadcrumbs(service)} />
      <h1 className="city-page__title">{`${name}: UK prices, pros and cons`}</h1>
      <p className="city-page__intro">{guide.whatItIs}</p>
      <CityFigures
        figures={[
          { label: 'Specialists', value: stats.totalSpecialists },
          { label: 'Towns and cities', value: stats.totalCities },
          { label: 'Published reviews', value: stats.totalReviews },
          ratingFigure(stats.averageRating),
        ]}
      />

      <div className="city-page__layout">
        <div className="city-page__main">
          <section aria-labelledby="guide-cost" className="city-page__section">
            <h2 id="guide-cost">{`How much does ${lowerName} cost?`}</h2>
            <p className="service-guide__price">{formatCostPerM2(advice.installedCostPerM2)}</p>
            <p>
              Typical UK prices, supplied and fitted, including VAT. Where you land in the range
              depends on the product, the size and shape of the room and how much the subfloor needs
              preparing. {`Top tip: ${advice.tip}.`}
            </p>
          </section>

          <section aria-labelledby="guide-pros-cons" className="city-page__section">
            <h2 id="guide-pros-cons">Pros and cons</h2>
            <div className="service-guide__columns">
              <div>
                <h3>Pros</h3>
                <ul>
                  {guide.pros.map((pro) => (
                    <li key={pro}>{pro}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h3>Cons</h3>
                <ul>
                  {guide.cons.map((con) => (
                    <li key={con}>{con}</li>
                  ))}
                </ul>
              </div>
            </div>
          </section>

          <section aria-labelledby="guide-rooms" className="city-page__section">
            <h2 id="guide-rooms">Which rooms it suits</h2>
            <p>{`Best for ${advice.bestFor}. It lasts ${advice.lifespan}.`}</p>
          </section>

          <section aria-labelledby="guide-time" className="city-page__section">
            <h2 id="guide-time">How long fitting takes</h2>
            <p>{guide.fittingTime}</p>
          </section>

          <section aria-labelledby="guide-care" className="city-page__section">
            <h2 id="guide-care">Looking after it</h2>
            <p>{`${advice.care.charAt(0).toUpperCase()}${advice.care.slice(1)}.`}</p>
          </section>

          <section aria-labelledby="guide-cities" className="city-page__section">
            <h2 id="guide-cities">{`Top cities for ${lowerName}`}</h2>
            <ul className="city-services card-grid">
              {cities.cities.map((city) => (
                <li key={city.slug}>
                  <Link to={`/specialists/${city.slug}/${service}`} className="city-service card">
                    <span className="city-service__name">{city.name}</span>
                    <span className="city-service__count muted">
                      {city.averageRating
                        ? `${specialistsLabel(city.specialistCount)}, rated ${formatRating(city.averageRating)}`
                        : specialistsLabel(city.specialistCount)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <p>
              <Link to="/locations">All locations</Link>
              {' · '}
              <Link to={`/search?service=${service}`}>{`Search ${lowerName} specialists`}</Link>
            </p>
          </section>

          <section aria-labelledby="guide-others" className="city-page__section">
            <h2 id="guide-others">Other flooring services</h2>
            <ul className="city-services card-grid">
              {others.map((other) => (
                <li key={other.slug}>
                  <Link to={`/services/${other.slug}`} className="city-service card">
                    <span className="city-service__name">{other.name}</span>
                    <span className="city-service__count muted">{other.summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside className="city-page__aside" aria-label={`Get ${lowerName} quotes`}>
          <EmbeddedChatSlot
            pageType="services"
            title={`Get free ${lowerName} quotes`}
            flo={{ service, className: 'city-page__chat' }}
            form={{ serviceType: name }}
          />
        </aside>
      </div>
    </div>
  );
}
