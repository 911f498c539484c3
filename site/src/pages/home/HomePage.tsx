import { isFloEnabledOn } from '@flo/contract/rules';
import { useSuspenseQuery } from '@tanstack/react-query';
import { chatSettingsQuery } from '../../flo/chat-settings.ts';
import { FeaturedSpecialists } from './FeaturedSpecialists.tsx';
import { HomeHero } from './HomeHero.tsx';
import { HowItWorks } from './HowItWorks.tsx';
import { featuredQuery, locationsQuery, recentReviewsQuery, statsQuery } from './queries.ts';
import { RecentReviews } from './RecentReviews.tsx';
import { ServiceTiles } from './ServiceTiles.tsx';
import { TopCities } from './TopCities.tsx';
import './home.css';

/**
 * The home page: hero with Flo, services, featured specialists, popular cities, how it works
 * and recent reviews.
 */
export function HomePage() {
  const { data: stats } = useSuspenseQuery(statsQuery);
  const { data: locations } = useSuspenseQuery(locationsQuery);
  const { data: recent } = useSuspenseQuery(recentReviewsQuery);
  const { data: chatSettings } = useSuspenseQuery(chatSettingsQuery);
  const { data: featured } = useSuspenseQuery(featuredQuery);
  return (
    <>
      <HomeHero stats={stats} floEnabled={isFloEnabledOn(chatSettings, 'home')} />
      <ServiceTiles />
      <FeaturedSpecialists specialists={featured.results} />
      <TopCities locations={locations} />
      <HowItWorks />
      <RecentReviews reviews={recent.reviews} />
    </>
  );
}
