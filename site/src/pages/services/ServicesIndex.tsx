import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { SERVICES } from '../../content/services.ts';
import { SERVICES_BREADCRUMBS } from './services-breadcrumbs.ts';
import '../city/city.css';

/** /services: the six flooring services, each linking to its guide. */
export function ServicesIndex() {
  return (
    <div className="container city-page">
      <Breadcrumbs items={SERVICES_BREADCRUMBS} />
      <h1 className="city-page__title">Flooring services</h1>
      <p className="city-page__intro">
        Prices, pros and cons, and how long fitting takes for each type of floor, with local
        specialists to quote for the job.
      </p>
      <ul className="city-services card-grid">
        {SERVICES.map((service) => (
          <li key={service.slug}>
            <Link to={`/services/${service.slug}`} className="city-service card">
              <span className="city-service__name">{service.name}</span>
              <span className="city-service__count muted">{service.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
