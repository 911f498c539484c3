import type { SiteStats } from '@flo/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { definePage } from '../../app/page.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { apiQuery } from '../../data/query-client.ts';
import { CUSTOMER_STEPS, FAQS, SPECIALIST_STEPS } from './steps.ts';
import './how-it-works.css';

const statsQuery = apiQuery<SiteStats>('/api/stats');
const numberFormat = new Intl.NumberFormat('en-GB');

const BREADCRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'How it works', path: '/how-it-works' },
];

function Steps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="how-page__steps">
      {steps.map((step) => (
        <li key={step.title} className="how-page__step card">
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** /how-it-works: the customer journey, the specialist side and common questions. */
function HowItWorksPage() {
  const { data: stats } = useSuspenseQuery(statsQuery);
  return (
    <div className="container section how-page">
      <Breadcrumbs items={BREADCRUMBS} />
      <h1>How Flo works</h1>
      <p className="section__lead">
        {`One enquiry reaches up to 3 of the ${numberFormat.format(stats.totalSpecialists)} flooring specialists in our directory, across ${numberFormat.format(stats.totalCities)} UK towns and cities.`}
      </p>
      <section aria-labelledby="how-customers">
        <h2 id="how-customers">If you need a floor fitted</h2>
        <Steps steps={CUSTOMER_STEPS} />
        <p>
          <Link className="button button--primary" to="/post-a-job">
            Post a job
          </Link>{' '}
          <Link className="button button--secondary" to="/search">
            Find a specialist
          </Link>
        </p>
      </section>
      <section aria-labelledby="how-specialists">
        <h2 id="how-specialists">If you run a flooring business</h2>
        <Steps steps={SPECIALIST_STEPS} />
        <p>
          <Link to="/claim-business">Claim your listing</Link> or{' '}
          <Link to="/pricing">compare listing plans</Link>.
        </p>
      </section>
      <section aria-labelledby="how-faq">
        <h2 id="how-faq">Common questions</h2>
        <dl className="how-page__faq">
          {FAQS.map((faq) => (
            <div key={faq.question}>
              <dt>{faq.question}</dt>
              <dd>{faq.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

export default definePage({
  loader: ({ queryClient }) => queryClient.ensureQueryData(statsQuery),
  meta: () => ({
    title: 'How it works',
    description:
      'Tell Flo about your floor and up to 3 local flooring specialists get in touch. Specialists typically respond within 2 hours; we follow up within 24 hours.',
    canonicalPath: '/how-it-works',
    breadcrumbs: BREADCRUMBS,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: FAQS.map((faq) => ({
          '@type': 'Question',
          name: faq.question,
          acceptedAnswer: { '@type': 'Answer', text: faq.answer },
        })),
      },
    ],
  }),
  Component: HowItWorksPage,
});
