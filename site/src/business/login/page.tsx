import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { definePage } from '../../app/page.ts';
import { LoginForm, SignInLinkForm } from '../../signed-in/index.ts';
import { businessPageMeta } from '../meta.ts';
import { businessTokens } from '../use-business-session.ts';
import { SetupLinkForm } from './SetupLinkForm.tsx';
import { SetupPasswordForm } from './SetupPasswordForm.tsx';

/**
 * /login: the business login. Opened from the e-mailed link (`?setup=TOKEN&email=ADDRESS`) it
 * first asks for the new password, then offers the login with the address filled in; opened
 * from a mailed sign-in link (`?signin=TOKEN`) it signs in with the link instead of a password.
 */
function LoginPage() {
  const [params] = useSearchParams();
  const token = params.get('setup');
  const email = params.get('email') ?? '';
  const linkToken = params.get('signin') ?? undefined;
  const [passwordSet, setPasswordSet] = useState(false);
  const settingUp = token !== null && !passwordSet;

  return (
    <div className="container section business-page">
      <h1>{settingUp ? 'Set your password' : 'Business login'}</h1>
      {settingUp ? (
        <SetupPasswordForm token={token} email={email} onDone={() => setPasswordSet(true)} />
      ) : (
        <>
          {passwordSet ? (
            <p role="status" className="business-notice">
              Your password is set. Log in with it below.
            </p>
          ) : (
            <p className="muted">Log in to read the enquiries customers sent your business.</p>
          )}
          <LoginForm
            endpoint="/api/business/login"
            tokens={businessTokens}
            next="/dashboard"
            idPrefix="login"
            defaultEmail={email}
            linkToken={linkToken}
          />
        </>
      )}
      <SignInLinkForm endpoint="/api/business/sign-in-link" idPrefix="sign-in-link" />
      <SetupLinkForm />
    </div>
  );
}

export default definePage({
  meta: () =>
    businessPageMeta(
      'Business login',
      '/login',
      'Log in to your Flo business dashboard to read the enquiries customers sent you.',
    ),
  Component: LoginPage,
});
