import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { definePage } from '../../app/page.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { chatSettingsQuery } from '../../flo/chat-settings.ts';
import { ContactForm } from './ContactForm.tsx';
import './contact.css';

const BREADCRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Contact', path: '/contact' },
];

/** /contact: the operators' address and the contact form. */
function ContactPage() {
  const { data: settings } = useSuspenseQuery(chatSettingsQuery);
  return (
    <div className="container section contact-page">
      <Breadcrumbs items={BREADCRUMBS} />
      <h1>Contact Flo</h1>
      <div className="contact-page__layout">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="visually-hidden">
            Send us a message
          </h2>
          <p>
            Questions about a listing, an enquiry you sent or how Flo works: write to us here and a
            member of the team will answer within 24 hours.
          </p>
          <ContactForm />
        </section>
        <aside className="contact-page__aside card" aria-labelledby="contact-other-title">
          <h2 id="contact-other-title">Other ways to reach us</h2>
          <p>
            E-mail: <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
          </p>
          <h3>Looking for a fitter?</h3>
          <p>
            You do not need to write to us first: <Link to="/post-a-job">post your job</Link> and up
            to 3 local specialists will get in touch, or{' '}
            <Link to="/search">search the directory</Link>.
          </p>
          <h3>Run a flooring business?</h3>
          <p>
            <Link to="/claim-business">Claim your listing</Link> to correct your details, or see{' '}
            <Link to="/pricing">our listing plans</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}

export default definePage({
  loader: ({ queryClient }) => queryClient.ensureQueryData(chatSettingsQuery),
  meta: ({ absoluteUrl }) => ({
    title: 'Contact us',
    description:
      'Get in touch with the Flo team about a listing, an enquiry or our flooring directory. We reply to every message within 24 hours.',
    canonicalPath: '/contact',
    breadcrumbs: BREADCRUMBS,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ContactPage',
        name: 'Contact Flo',
        url: absoluteUrl('/contact'),
      },
    ],
  }),
  Component: ContactPage,
});
