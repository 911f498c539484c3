import type { SiteStats } from '@flo/contract';
import { formatRating } from '@flo/contract/rules';
import { Form, Link } from 'react-router';
import { ClientFloChat } from '../../flo/ClientFloChat.tsx';

const numberFormat = new Intl.NumberFormat('en-GB');

/** Where Flo would be when it is switched off for the home page: the other ways to get quotes. */
function QuoteCard() {
  return (
    <aside className="home-hero__quote card" aria-labelledby="home-quote-title">
      <h2 id="home-quote-title">Get free quotes</h2>
      <p>
        Describe your flooring job once and local specialists will get in touch, usually within 24
        hours.
      </p>
      <Link to="/post-a-job" className="button button--primary">
        Post a job
      </Link>
      <Link to="/how-it-works">How it works</Link>
    </aside>
  );
}

/** Headline, a quick search, the directory's figures and Flo open in the hero slot. */
export function HomeHero({ stats, floEnabled }: { stats: SiteStats; floEnabled: boolean }) {
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
        {floEnabled ? (
          <ClientFloChat variant="hero" open opening className="home-hero__chat" />
        ) : (
          <QuoteCard />
        )}
      </div>
    </section>
  );
}
