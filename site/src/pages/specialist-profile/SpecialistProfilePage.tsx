import { SERVICE_NAMES, type ServiceSlug } from '@flo/contract/constants';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { FeaturedBadge } from '../../components/FeaturedBadge.tsx';
import { Picture } from '../../components/Picture.tsx';
import { Rating } from '../../components/Rating.tsx';
import { EmbeddedChatSlot } from '../../features/simple-form/index.ts';
import { profileBreadcrumbs } from './breadcrumbs.ts';
import { ChecksSection } from './ChecksSection.tsx';
import { ContactCard } from './ContactCard.tsx';
import { CoverageMap } from './CoverageMap.tsx';
import { PhotoGallery } from './PhotoGallery.tsx';
import { pageNumberFrom, profileReviewsQuery, specialistQuery } from './queries.ts';
import { RatingBreakdown } from './RatingBreakdown.tsx';
import { ResponseFigures } from './ResponseFigures.tsx';
import { ReviewList } from './ReviewList.tsx';
import './specialist-profile.css';

/** A service slug's display name; the API only lists the six known slugs. */
export function serviceName(slug: string): string {
  return SERVICE_NAMES[slug as ServiceSlug] ?? slug;
}

/** /specialist/{slug}: the profile, all published reviews in pages, and specialist-specific Flo. */
export function SpecialistProfilePage() {
  const { slug = '' } = useParams();
  const { search } = useLocation();
  const page = pageNumberFrom(new URLSearchParams(search));
  const { data: specialist } = useSuspenseQuery(specialistQuery(slug));
  const { data: reviews } = useSuspenseQuery(profileReviewsQuery(slug, page));
  const basePath = `/specialist/${specialist.slug}`;

  return (
    <div className="container profile">
      <Breadcrumbs items={profileBreadcrumbs(specialist)} />
      <header className="profile__header">
        {specialist.logo ? (
          <Picture
            image={specialist.logo}
            alt={`${specialist.name} logo`}
            sizes="4rem"
            loading="eager"
            className="profile__logo"
          />
        ) : null}
        <h1 className="profile__name">{specialist.name}</h1>
        {specialist.featured ? <FeaturedBadge /> : null}
        <p className="profile__place muted">
          <Link to={`/specialists/${specialist.citySlug}`}>{specialist.city}</Link>
          {specialist.region === specialist.city ? null : `, ${specialist.region}`}
        </p>
        <p className="profile__rating">
          <Rating average={specialist.averageRating} count={specialist.reviewCount} />
        </p>
        <ResponseFigures figures={specialist.responseFigures} />
        <a className="button button--primary profile__quote-link" href="#get-quote">
          Get a free quote
        </a>
      </header>

      <div className="profile__layout">
        <div className="profile__main">
          <section className="profile__section" aria-labelledby="profile-about">
            <h2 id="profile-about">About {specialist.name}</h2>
            <p>{specialist.description}</p>
          </section>

          <PhotoGallery photos={specialist.photos} name={specialist.name} />

          <section className="profile__section" aria-labelledby="profile-services">
            <h2 id="profile-services">Services</h2>
            <ul className="profile__service-links">
              {specialist.serviceSlugs.map((service) => (
                <li key={service}>
                  <Link to={`${basePath}/${service}`} className="profile__service-link">
                    {serviceName(service)}
                  </Link>
                </li>
              ))}
            </ul>
            {specialist.servicesOffered.length > 0 ? (
              <p className="muted">Specialises in: {specialist.servicesOffered.join(', ')}.</p>
            ) : null}
          </section>

          <section className="profile__section" aria-labelledby="profile-areas">
            <h2 id="profile-areas">Areas covered</h2>
            <p>
              {specialist.postcodeAreas.length === 1 ? 'Postcode area ' : 'Postcode areas '}
              {specialist.postcodeAreas.join(', ')}, in and around {specialist.city}.
            </p>
            {specialist.areas.length > 0 ? (
              <p>{`Also covers ${specialist.areas.join(', ')}.`}</p>
            ) : null}
            {specialist.coverage ? (
              <CoverageMap coverage={specialist.coverage} name={specialist.name} />
            ) : null}
          </section>

          <ChecksSection name={specialist.name} checks={specialist.checks} />

          <section className="profile__section" aria-labelledby="profile-reviews">
            <div className="profile__reviews-head">
              <h2 id="profile-reviews">{`Reviews (${specialist.reviewCount})`}</h2>
              <Link className="button button--secondary" to={`/review/${specialist.id}`}>
                Write a review
              </Link>
            </div>
            <RatingBreakdown
              averageRating={reviews.averageRating}
              total={reviews.total}
              stars={reviews.stars}
            />
            <ReviewList page={reviews} specialistName={specialist.name} basePath={basePath} />
          </section>
        </div>

        <aside id="get-quote" className="profile__aside" aria-label={`Contact ${specialist.name}`}>
          <ContactCard specialist={specialist} />
          <EmbeddedChatSlot
            pageType="specialist_profile"
            title={`Get a free quote from ${specialist.name}`}
            flo={{ specialist: specialist.slug, className: 'profile__chat' }}
            form={{ location: specialist.city, specialistId: specialist.id }}
          />
        </aside>
      </div>
    </div>
  );
}
