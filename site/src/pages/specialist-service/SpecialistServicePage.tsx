import { filterSpecialistsByService } from '@flo/chat-machine';
import type { SpecialistDetail } from '@flo/contract';
import { SERVICE_NAMES, type ServiceSlug } from '@flo/contract/constants';
import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { Rating } from '../../components/Rating.tsx';
import { EmbeddedChatSlot } from '../../features/simple-form/index.ts';
import { inSentence } from '../services/service-name.ts';
import { ContactCard } from '../specialist-profile/ContactCard.tsx';
import { profileReviewsQuery, specialistQuery } from '../specialist-profile/queries.ts';
import { ReviewList } from '../specialist-profile/ReviewList.tsx';
import { serviceBreadcrumbs } from './breadcrumbs.ts';
import { ServiceFacts } from './ServiceFacts.tsx';
import { reviewPagesToSearch, reviewsMentioning } from './service-mentions.ts';
import '../specialist-profile/specialist-profile.css';
import './specialist-service.css';

/**
 * The specialist's own service names that match the service, by the keyword rule of
 * docs/product/api-calls.md#service-keyword-filter.
 */
function offeringsFor(specialist: SpecialistDetail, service: ServiceSlug): string[] {
  return specialist.servicesOffered.filter(
    (offered) =>
      filterSpecialistsByService([{ ...specialist, servicesOffered: [offered] }], service).length >
      0,
  );
}

/** /specialist/{slug}/{service}: what one specialist offers for one service. */
export function SpecialistServicePage() {
  const { slug = '', service: serviceParam = '' } = useParams();
  const service = serviceParam as ServiceSlug;
  const serviceName = SERVICE_NAMES[service];
  const { data: specialist } = useSuspenseQuery(specialistQuery(slug));
  const { data: first } = useSuspenseQuery(profileReviewsQuery(slug, 1));
  const pages = useSuspenseQueries({
    queries: reviewPagesToSearch(first.total, first.pageSize).map((page) =>
      profileReviewsQuery(slug, page),
    ),
  });
  const mentions = reviewsMentioning(
    pages.flatMap((page) => page.data.reviews),
    service,
  );
  const offerings = offeringsFor(specialist, service);
  const profilePath = `/specialist/${specialist.slug}`;
  const otherServices = specialist.serviceSlugs.filter((other) => other !== service);

  return (
    <div className="container profile">
      <Breadcrumbs items={serviceBreadcrumbs(specialist, service)} />
      <header className="profile__header">
        <h1 className="profile__name">{`${serviceName} by ${specialist.name}`}</h1>
        <p className="profile__place muted">
          <Link to={profilePath}>{specialist.name}</Link>
          {`, ${specialist.city}`}
        </p>
        <p className="profile__rating">
          <Rating average={specialist.averageRating} count={specialist.reviewCount} />
        </p>
      </header>

      <div className="profile__layout">
        <div className="profile__main">
          <section className="profile__section" aria-labelledby="service-offer">
            <h2 id="service-offer">{`What ${specialist.name} offers`}</h2>
            {offerings.length > 0 ? (
              <ul className="specialist-service__offerings">
                {offerings.map((offering) => (
                  <li key={offering}>{offering}</li>
                ))}
              </ul>
            ) : null}
            <p>
              {`${specialist.name} fits ${inSentence(serviceName)} across postcode ${specialist.postcodeAreas.length === 1 ? 'area' : 'areas'} ${specialist.postcodeAreas.join(', ')}, in and around ${specialist.city}.`}
            </p>
          </section>

          <section className="profile__section" aria-labelledby="service-facts">
            <h2 id="service-facts">{`${serviceName}: what to expect`}</h2>
            <ServiceFacts service={service} serviceName={serviceName} />
            <p>
              <Link to={`/services/${service}`}>{`Read our ${inSentence(serviceName)} guide`}</Link>
            </p>
          </section>

          <section className="profile__section" aria-labelledby="service-reviews">
            <h2 id="service-reviews">{`Reviews mentioning ${inSentence(serviceName)}`}</h2>
            {mentions.length > 0 ? (
              <ReviewList
                page={{
                  reviews: mentions,
                  total: mentions.length,
                  page: 1,
                  pageSize: mentions.length,
                }}
                specialistName={specialist.name}
                basePath={`${profilePath}/${service}`}
              />
            ) : (
              <p className="muted">
                None of the recent reviews of {specialist.name} mention {inSentence(serviceName)} by
                name.
              </p>
            )}
            <p>
              <Link
                to={profilePath}
              >{`All ${specialist.reviewCount} reviews of ${specialist.name}`}</Link>
            </p>
          </section>

          {otherServices.length > 0 ? (
            <section className="profile__section" aria-labelledby="service-others">
              <h2 id="service-others">{`Other services from ${specialist.name}`}</h2>
              <ul className="profile__service-links">
                {otherServices.map((other) => (
                  <li key={other}>
                    <Link to={`${profilePath}/${other}`} className="profile__service-link">
                      {SERVICE_NAMES[other as ServiceSlug] ?? other}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside className="profile__aside" aria-label={`Contact ${specialist.name}`}>
          <ContactCard specialist={specialist} />
          <EmbeddedChatSlot
            pageType="specialist_profile"
            title={`Ask ${specialist.name} about ${inSentence(serviceName)}`}
            flo={{ specialist: specialist.slug, service, className: 'profile__chat' }}
            form={{
              location: specialist.city,
              specialistId: specialist.id,
              serviceType: serviceName,
            }}
          />
        </aside>
      </div>
    </div>
  );
}
