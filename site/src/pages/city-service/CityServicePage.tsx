import { SERVICE_NAMES, type ServiceSlug } from '@flo/contract/constants';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { SpecialistCard } from '../../components/SpecialistCard.tsx';
import { EmbeddedChatSlot } from '../../features/simple-form/index.ts';
import { CityFigures, ratingFigure } from '../city/CityFigures.tsx';
import { cityQuery } from '../city/queries.ts';
import { inSentence } from '../services/service-name.ts';
import { cityServiceBreadcrumbs } from './breadcrumbs.ts';
import { localIntro } from './local-intro.ts';
import { cityServiceSpecialistsQuery, cityServiceStatsQuery } from './queries.ts';
import '../city/city.css';

/** /specialists/{city}/{service}: the figures, the specialists and Flo's direct-connect flow. */
export function CityServicePage() {
  const params = useParams();
  const citySlug = params.city ?? '';
  const service = params.service as ServiceSlug;
  const serviceName = SERVICE_NAMES[service];
  const { data: city } = useSuspenseQuery(cityQuery(citySlug));
  const { data: stats } = useSuspenseQuery(cityServiceStatsQuery(citySlug, service));
  const { data: results } = useSuspenseQuery(cityServiceSpecialistsQuery(citySlug, service));
  const otherServices = city.services.filter((other) => other.slug !== service);
  const written = city.pages.find((page) => page.serviceSlug === service);

  return (
    <div className="container city-page">
      <Breadcrumbs items={cityServiceBreadcrumbs(city, service)} />
      <h1 className="city-page__title">{`${serviceName} in ${city.name}`}</h1>
      <p className="city-page__intro">
        {written?.intro || localIntro(city, service, serviceName, stats)}
      </p>
      <CityFigures
        figures={[
          { label: `${serviceName} specialists`, value: stats.totalSpecialists },
          ratingFigure(stats.averageRating),
        ]}
      />

      <div className="city-page__layout">
        <div className="city-page__main">
          <section aria-labelledby="city-service-specialists" className="city-page__section">
            <h2 id="city-service-specialists">{`${serviceName} specialists in ${city.name}`}</h2>
            {results.results.length === 0 ? (
              <p>
                No specialists in {city.name} list {inSentence(serviceName)} yet. See{' '}
                <Link to={`/specialists/${city.slug}`}>{`all specialists in ${city.name}`}</Link> or{' '}
                <Link to="/post-a-job">post your job</Link>.
              </p>
            ) : (
              <ul className="city-page__list">
                {results.results.map((specialist) => (
                  <li key={specialist.id}>
                    <SpecialistCard specialist={specialist} />
                  </li>
                ))}
              </ul>
            )}
            {results.total > results.results.length ? (
              <p>
                <Link to={`/search?location=${encodeURIComponent(city.name)}&service=${service}`}>
                  {`See all ${results.total} in search`}
                </Link>
              </p>
            ) : null}
          </section>

          <section aria-labelledby="city-service-more" className="city-page__section">
            <h2 id="city-service-more">More in {city.name}</h2>
            <ul className="city-services card-grid">
              <li>
                <Link to={`/services/${service}`} className="city-service card">
                  <span className="city-service__name">{`${serviceName}: prices and advice`}</span>
                  <span className="city-service__count muted">Our guide to this service</span>
                </Link>
              </li>
              {otherServices.map((other) => (
                <li key={other.slug}>
                  <Link
                    to={`/specialists/${city.slug}/${other.slug}`}
                    className="city-service card"
                  >
                    <span className="city-service__name">{other.name}</span>
                    <span className="city-service__count muted">
                      {other.specialistCount === 1
                        ? '1 specialist'
                        : `${other.specialistCount} specialists`}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside className="city-page__aside" aria-label={`Get quotes in ${city.name}`}>
          <EmbeddedChatSlot
            pageType="specialists"
            title={`Get free ${inSentence(serviceName)} quotes in ${city.name}`}
            flo={{ city: city.name, service, className: 'city-page__chat' }}
            form={{ location: city.name, serviceType: serviceName }}
          />
        </aside>
      </div>
    </div>
  );
}
