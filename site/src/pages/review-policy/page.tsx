import { Link } from 'react-router';
import { definePage } from '../../app/page.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import './review-policy.css';

const BREADCRUMBS = [
  { name: 'Home', path: '/' },
  { name: 'Review policy', path: '/review-policy' },
];

/**
 * /review-policy: how reviews are collected, verified, moderated and shown. The UK DMCC Act 2024
 * asks for this to be public; what it says is what the code does (api/src/reviews/, the admin
 * review queue, and the one display rule in api/src/reviews/published-reviews.ts).
 */
function ReviewPolicyPage() {
  return (
    <div className="container section review-policy">
      <Breadcrumbs items={BREADCRUMBS} />
      <h1>How we handle reviews</h1>
      <p className="section__lead">
        Every published review counts and is shown, good or bad. We never filter reviews or order
        them by rating.
      </p>

      <section aria-labelledby="collected">
        <h2 id="collected">How reviews are collected</h2>
        <ul>
          <li>
            After a job, a specialist on the Standard or Featured plan can have us e-mail their
            customer a review link. The link belongs to an enquiry that reached the specialist
            through Flo, works once and lasts 60 days.
          </li>
          <li>
            Anyone can write a review with the form on a specialist’s profile (“Write a review”).
          </li>
        </ul>
      </section>

      <section aria-labelledby="verified">
        <h2 id="verified">What “Verified” means</h2>
        <p>
          A review marked Verified was left through one of those one-time links, so it comes from
          the customer of a real enquiry to that specialist. It is published straight away. Reviews
          sent with the public form are not marked Verified, and our team checks them before they
          are published.
        </p>
      </section>

      <section aria-labelledby="moderated">
        <h2 id="moderated">How we moderate</h2>
        <p>Our team may reject a review, or take down a published one, only when it:</p>
        <ul>
          <li>is abusive, threatening or discriminatory;</li>
          <li>contains personal data, such as someone’s phone number, address or e-mail;</li>
          <li>
            is not about a flooring job with that specialist: spam, advertising, or a review written
            by the business itself or a competitor.
          </li>
        </ul>
        <p>
          A low rating or criticism is never a reason to reject a review. We record the reason for
          every rejection.
        </p>
      </section>

      <section aria-labelledby="shown">
        <h2 id="shown">How reviews are shown</h2>
        <ul>
          <li>
            Every published review counts in the specialist’s average rating, review count and
            breakdown by stars.
          </li>
          <li>
            Reviews are shown newest first, on the specialist’s profile and in Flo, our chat
            assistant, whatever their rating. We never filter them or order them by rating.
          </li>
          <li>
            Businesses can reply to a review in public, but they cannot edit, remove or hide it.
            Paying for a listing plan changes nothing about which reviews are shown.
          </li>
        </ul>
      </section>

      <section aria-labelledby="concerns">
        <h2 id="concerns">Questions or concerns</h2>
        <p>
          If you think a review breaks these rules, or yours has not appeared,{' '}
          <Link to="/contact">contact us</Link>.
        </p>
      </section>
    </div>
  );
}

export default definePage({
  meta: ({ absoluteUrl }) => ({
    title: 'Review policy',
    description:
      'How Flo collects, verifies and moderates reviews of flooring specialists: every published review counts and is shown newest first, never filtered or ordered by rating.',
    canonicalPath: '/review-policy',
    breadcrumbs: BREADCRUMBS,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        name: 'Review policy',
        url: absoluteUrl('/review-policy'),
      },
    ],
  }),
  Component: ReviewPolicyPage,
});
