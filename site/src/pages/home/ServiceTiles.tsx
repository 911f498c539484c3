import { Link } from 'react-router';
import { SERVICES } from '../../content/services.ts';

/** The six services, each linking to its service page. */
export function ServiceTiles() {
  return (
    <section className="section" aria-labelledby="home-services-title">
      <div className="container">
        <h2 id="home-services-title" className="section__title">
          Flooring services
        </h2>
        <p className="section__lead">Whatever the room, there's a local specialist for it.</p>
        <ul className="service-tiles card-grid">
          {SERVICES.map((service) => (
            <li key={service.slug}>
              <Link to={`/services/${service.slug}`} className="service-tile card">
                <span className="service-tile__name">{service.name}</span>
                <span className="service-tile__summary">{service.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
