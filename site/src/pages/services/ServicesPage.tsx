import type { ServiceSlug } from '@flo/contract/constants';
import { useParams } from 'react-router';
import { ServiceGuidePage } from './ServiceGuidePage.tsx';
import { ServicesIndex } from './ServicesIndex.tsx';

/** /services lists the services; /services/{slug} is one service's guide (the loader 404s unknown slugs). */
export function ServicesPage() {
  const { slug } = useParams();
  return slug ? <ServiceGuidePage service={slug as ServiceSlug} /> : <ServicesIndex />;
}
