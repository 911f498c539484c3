import type { SiteStats } from '@flo/contract';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { definePage } from '../../app/page.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { apiQuery } from '../../data/query-client.ts';
import './about.css';

const statsQuery = apiQuery<SiteStats>('/api/stats');
const numberFormat = new Intl.NumberFormat('en-GB');

const BREADCRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'About us', path: '/about' },
];

/** The directory's headline figures, as a list of facts. */
function DirectoryFacts({ stats }: { stats: SiteStats }) {
  const facts = [
    { value: numberFormat.format(stats.totalSpecialists), label: 'flooring specialists listed' },
    { value: numberFormat.format(stats.totalCities), label: 'UK towns and cities covered' },
    { value: numberFormat.format(stats.totalReviews), label: 'published customer reviews' },
    { value: stats.averageRating ?? 'New', label: 'average rating out of 5' },
  ];
  return (
    <dl className="about-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="about-facts__item card">
          <dt className="about-facts__label">{fact.label}</dt>
          <dd className="about-facts__value">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /about: what Flo is, who it is for and how it stays fair, with live directory figures. */
function AboutPage() {
  const { data: stats } = useSuspenseQuery(statsQuery);
  return (
    <div className="container section about-page">
      <Breadcrumbs items={BREADCRUMBS} />
      <h1>About Flo</h1>
      <p className="section__lead">
        Flo is a UK directory of flooring specialists: carpet fitters, wood and laminate floor
        layers, vinyl and LVT installers and tilers, with a friendly assistant that helps you
        describe your job and puts you in touch with the right people.
      </p>
      <DirectoryFacts stats={stats} />
      <section aria-labelledby="about-why">
        <h2 id="about-why">Why we built it</h2>
        <p>
          Finding a good floor fitter usually means asking around, ringing several firms and hoping
          someone calls back. Flo shortens that: tell us what you need once, and up to 3 local
          specialists who offer that service hear about it. Specialists typically respond within 2
          hours, and if you have not heard anything we follow up within 24 hours.
        </p>
      </section>
      <section aria-labelledby="about-fair">
        <h2 id="about-fair">How we keep it fair</h2>
        <ul>
          <li>
            Using Flo is free for customers, and sending an enquiry never commits you to anything.
          </li>
          <li>
            Reviews left through a specialist&apos;s one-time review link are marked verified. Other
            reviews are read by our team before they appear.
          </li>
          <li>
            Every specialist can list their business for free. Paid plans change where a listing
            appears, never its reviews or rating.
          </li>
          <li>
            We only pass your details to the specialists matched to your enquiry. Read our{' '}
            <Link to="/privacy">privacy policy</Link> for the details.
          </li>
        </ul>
      </section>
      <section aria-labelledby="about-next">
        <h2 id="about-next">Where to next</h2>
        <p>
          <Link to="/how-it-works">See how it works</Link>,{' '}
          <Link to="/search">find a specialist near you</Link> or{' '}
          <Link to="/post-a-job">post a job</Link>. Run a flooring business?{' '}
          <Link to="/claim-business">Claim your listing</Link>. Anything else:{' '}
          <Link to="/contact">contact us</Link>.
        </p>
      </section>
    </div>
  );
}

export default definePage({
  loader: ({ queryClient }) => queryClient.ensureQueryData(statsQuery),
  meta: ({ data: stats, absoluteUrl }) => ({
    title: 'About us',
    description: `Flo lists ${numberFormat.format(stats.totalSpecialists)} flooring specialists in ${numberFormat.format(stats.totalCities)} UK towns and cities, with genuine reviews and free introductions to up to 3 local fitters.`,
    canonicalPath: '/about',
    breadcrumbs: BREADCRUMBS,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AboutPage',
        url: absoluteUrl('/about'),
        about: { '@type': 'Organization', name: 'Flo', url: absoluteUrl('/') },
      },
    ],
  }),
  Component: AboutPage,
});
