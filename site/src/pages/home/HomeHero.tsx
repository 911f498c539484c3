import type { SiteStats } from '@flo/api/contract';
import { formatRating } from '@flo/chat-machine';
import { Form } from 'react-router';
import { ClientFloChat } from '../../flo/ClientFloChat.tsx';

const numberFormat = new Intl.NumberFormat('en-GB');

/** Headline, a quick search, the directory's figures and Flo open in the hero slot. */
export function HomeHero({ stats }: { stats: SiteStats }) {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="container home-hero__grid">
        <div className="home-hero__copy">
          <p className="home-hero__eyebrow">The UK flooring directory</p>
          <h1 id="home-hero-title" className="home-hero__title">
            Find a trusted flooring specialist near you
          </h1>
          <p className="home-hero__lead">
            Compare local fitters for carpet, wood, laminate, vinyl and tile floors, read genuine
            reviews and get free quotes. Tell Flo about your project and we'll match you with
            specialists in your area.
          </p>
          <Form method="get" action="/search" className="home-hero__search" role="search">
            <label className="visually-hidden" htmlFor="home-search-location">
              Town, city or postcode
            </label>
            <input
              id="home-search-location"
              name="location"
              className="field__input"
              placeholder="Town, city or postcode"
              autoComplete="postal-code"
            />
            <button type="submit" className="button button--primary">
              Find specialists
            </button>
          </Form>
          <dl className="home-hero__stats">
            <div>
              <dt>Specialists</dt>
              <dd>{numberFormat.format(stats.totalSpecialists)}</dd>
            </div>
            <div>
              <dt>Reviews</dt>
              <dd>{numberFormat.format(stats.totalReviews)}</dd>
            </div>
            <div>
              <dt>Average rating</dt>
              <dd>{formatRating(stats.averageRating)}</dd>
            </div>
            <div>
              <dt>Cities</dt>
              <dd>{numberFormat.format(stats.totalCities)}</dd>
            </div>
          </dl>
        </div>
        <ClientFloChat variant="hero" open className="home-hero__chat" />
      </div>
    </section>
  );
}
