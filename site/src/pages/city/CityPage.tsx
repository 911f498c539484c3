import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { SpecialistCard } from '../../components/SpecialistCard.tsx';
import { EmbeddedChatSlot } from '../../features/simple-form/index.ts';
import { CityFigures, ratingFigure } from './CityFigures.tsx';
import { cityBreadcrumbs } from './city-breadcrumbs.ts';
import { CITY_PAGE_SIZE, cityPageCount, cityPageFrom, cityPagePath } from './city-pages.ts';
import { cityQuery, citySpecialistsQuery } from './queries.ts';
import './city.css';

/**
 * /specialists/{city}: figures, introduction, services, the specialists (24 a page, `?page=`)
 * and Flo's location flow.
 */
export function CityPage() {
  const { city: slug = '' } = useParams();
  const page = cityPageFrom(new URLSearchParams(useLocation().search)) ?? 1;
  const { data: city } = useSuspenseQuery(cityQuery(slug));
  const { data: specialists } = useSuspenseQuery(citySpecialistsQuery(slug, page));
  const pages = cityPageCount(city.specialistCount);
  const first = (page - 1) * CITY_PAGE_SIZE + 1;

  return (
    <div className="container city-page">
      <Breadcrumbs items={cityBreadcrumbs(city)} />
      <h1 className="city-page__title">{`Flooring specialists in ${city.name}`}</h1>
      <p className="city-page__intro">{city.intro}</p>
      <CityFigures
        figures={[
          { label: 'Specialists', value: city.specialistCount },
          { label: 'Published reviews', value: city.reviewCount },
          ratingFigure(city.averageRating),
          {
            label: city.postcodeAreas.length === 1 ? 'Postcode area' : 'Postcode areas',
            value: city.postcodeAreas.join(', '),
          },
        ]}
      />

      <div className="city-page__layout">
        <div className="city-page__main">
          {city.services.length > 0 ? (
            <section aria-labelledby="city-services" className="city-page__section">
              <h2 id="city-services">{`Services in ${city.name}`}</h2>
              <ul className="city-services card-grid">
                {city.services.map((service) => (
                  <li key={service.slug}>
                    <Link
                      to={`/specialists/${city.slug}/${service.slug}`}
                      className="city-service card"
                    >
                      <span className="city-service__name">{service.name}</span>
                      <span className="city-service__count muted">
                        {service.specialistCount === 1
                          ? '1 specialist'
                          : `${service.specialistCount} specialists`}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="city-specialists" className="city-page__section">
            <h2 id="city-specialists">{`Specialists in ${city.name}`}</h2>
            {specialists.length === 0 ? (
              <p>
                No specialists are listed in {city.name} yet.{' '}
                <Link to="/search">Search nearby towns</Link> or{' '}
                <Link to="/post-a-job">post your job</Link> and we will find someone for you.
              </p>
            ) : (
              <ul className="city-page__list">
                {specialists.map((specialist) => (
                  <li key={specialist.id}>
                    <SpecialistCard specialist={specialist} />
                  </li>
                ))}
              </ul>
            )}
            {pages > 1 ? (
              <p className="muted">
                {`Showing ${first} to ${first + specialists.length - 1} of ${city.specialistCount}.`}
              </p>
            ) : null}
            <Pagination
              label={`Pages of specialists in ${city.name}`}
              page={page}
              pages={pages}
              hrefFor={(n) => cityPagePath(city.slug, n)}
            />
          </section>
        </div>

        <aside className="city-page__aside" aria-label={`Get quotes in ${city.name}`}>
          <EmbeddedChatSlot
            pageType="specialists"
            title={`Get free quotes in ${city.name}`}
            flo={{ city: city.name, className: 'city-page__chat' }}
            form={{ location: city.name }}
          />
        </aside>
      </div>
    </div>
  );
}
