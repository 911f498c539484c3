import { formatLongDate } from '@flo/contract/rules';
import { useSuspenseQuery } from '@tanstack/react-query';
import { definePage } from '../../app/page.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { chatSettingsQuery } from '../../flo/chat-settings.ts';
import { POLICY_SECTIONS, POLICY_UPDATED } from './policy.ts';
import './privacy.css';

const BREADCRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Privacy policy', path: '/privacy' },
];

// A date-only string is midnight UTC, the same day in UK time.
const updatedLabel = formatLongDate(POLICY_UPDATED);

/** /privacy and /privacy-policy (one canonical, /privacy): the UK GDPR privacy policy. */
function PrivacyPage() {
  const { data: settings } = useSuspenseQuery(chatSettingsQuery);
  const withEmail = (text: string) => text.replaceAll('{contactEmail}', settings.contactEmail);
  return (
    <div className="container section privacy-page">
      <Breadcrumbs items={BREADCRUMBS} />
      <h1>Privacy policy</h1>
      <p className="muted">
        Last updated <time dateTime={POLICY_UPDATED}>{updatedLabel}</time>
      </p>
      <nav aria-label="Sections of this policy" className="privacy-page__toc card">
        <ol>
          {POLICY_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {POLICY_SECTIONS.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{withEmail(text)}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{withEmail(item)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}

export default definePage({
  loader: ({ queryClient }) => queryClient.ensureQueryData(chatSettingsQuery),
  meta: ({ absoluteUrl }) => ({
    title: 'Privacy policy',
    description:
      'What Flo collects when you chat, send an enquiry or post a job, who receives it (up to 3 matched specialists), how long we keep it, cookies and your UK GDPR rights.',
    canonicalPath: '/privacy',
    breadcrumbs: BREADCRUMBS,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: 'Privacy policy',
        url: absoluteUrl('/privacy'),
        dateModified: POLICY_UPDATED,
      },
    ],
  }),
  Component: PrivacyPage,
});
