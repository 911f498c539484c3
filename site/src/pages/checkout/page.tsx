import { Link, useLocation } from 'react-router';
import { definePage } from '../../app/page.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { CheckoutForm } from './CheckoutForm.tsx';
import { checkoutModeFor, claimReferenceFrom, tierFrom } from './modes.ts';
import './checkout.css';

const breadcrumbsFor = (path: string, title: string) => [
  { name: 'Home', path: '/' },
  { name: 'Pricing', path: '/pricing' },
  { name: title, path },
];

/** /subscribe, /checkout and /claim-checkout: ask for a paid plan, invoiced by e-mail. */
function CheckoutPage() {
  const { pathname, search } = useLocation();
  const mode = checkoutModeFor(pathname);
  const params = new URLSearchParams(search);
  const claimReference = claimReferenceFrom(params);
  const missingClaim = mode.source === 'claim-checkout' && !claimReference;
  return (
    <div className="container section checkout-page">
      <Breadcrumbs items={breadcrumbsFor(pathname, mode.title)} />
      <h1>{mode.title}</h1>
      {missingClaim ? (
        <div className="card checkout-page__notice" role="alert">
          <p>
            This page finishes a listing claim, and the link has no claim reference. Start from{' '}
            <Link to="/claim-business">Claim your business</Link>, or{' '}
            <Link to="/subscribe">subscribe without a claim</Link>.
          </p>
        </div>
      ) : (
        <>
          <div className="card checkout-page__notice">
            <h2>No card payment online</h2>
            <p>
              {claimReference
                ? `This plan will be added to your listing claim ${claimReference}. `
                : ''}
              Send your details and we e-mail an invoice to the address you give. Your plan is
              switched on within one working day of your payment arriving.{' '}
              <Link to="/pricing">Compare plans</Link>.
            </p>
          </div>
          <CheckoutForm
            key={search}
            source={mode.source}
            tier={tierFrom(params)}
            claimReference={claimReference}
          />
        </>
      )}
    </div>
  );
}

export default definePage({
  meta: ({ url }) => {
    const mode = checkoutModeFor(url.pathname);
    return {
      title: mode.title,
      description: mode.description,
      canonicalPath: url.pathname,
      breadcrumbs: breadcrumbsFor(url.pathname, mode.title),
      noindex: mode.source !== 'subscribe',
    };
  },
  Component: CheckoutPage,
});
