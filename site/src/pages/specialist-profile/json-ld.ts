import type { ProfileImage, ProfileReview, SpecialistDetail } from '@flo/contract';

/** The largest WebP of an image as an absolute URL, as search engines want it. */
const absoluteImage = (image: ProfileImage, pageUrl: string) =>
  new URL(image.webp[image.webp.length - 1]?.url ?? '', pageUrl).href;

/**
 * schema.org LocalBusiness of a profile, with its AggregateRating (only when it has reviews)
 * and the reviews shown on the page.
 *
 * @example
 * localBusinessJsonLd(specialist, reviews, 'https://flo.example/specialist/oak-floors-leeds')
 */
export function localBusinessJsonLd(
  specialist: SpecialistDetail,
  reviews: ProfileReview[],
  url: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: specialist.name,
    url,
    description: specialist.description,
    telephone: specialist.phone,
    ...(specialist.website ? { sameAs: [specialist.website] } : {}),
    ...(specialist.logo ? { logo: absoluteImage(specialist.logo, url) } : {}),
    ...(specialist.photos.length > 0
      ? { image: specialist.photos.map((photo) => absoluteImage(photo, url)) }
      : {}),
    address: {
      '@type': 'PostalAddress',
      addressLocality: specialist.city,
      addressRegion: specialist.region,
      addressCountry: 'GB',
    },
    areaServed: specialist.postcodeAreas.map((area) => ({
      '@type': 'Place',
      name: `${area} postcode area`,
    })),
    ...(specialist.averageRating && specialist.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: specialist.averageRating,
            reviewCount: specialist.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.customerName },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.reviewText,
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.rating,
              bestRating: 5,
              worstRating: 1,
            },
          })),
        }
      : {}),
  };
}
