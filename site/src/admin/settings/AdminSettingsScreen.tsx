import { SessionsSection, TwoFactorSection } from '../../signed-in/index.ts';
import { adminTokens } from '../use-admin-session.ts';
import { LoginThrottles } from './LoginThrottles.tsx';
import { OperatorQueue } from './OperatorQueue.tsx';
import { OperatorSettingsSection } from './OperatorSettingsForm.tsx';

/**
 * /admin/settings: this admin's two-factor sign-in first (a prompt until it is set up), what is
 * waiting for the operators, where their mail goes and comes from, the failed sign-ins they can
 * clear, and where this admin is signed in.
 */
export function AdminSettingsScreen() {
  return (
    <>
      <TwoFactorSection area="admin" />
      <section aria-labelledby="admin-queue">
        <h2 id="admin-queue">Waiting for you</h2>
        <OperatorQueue />
      </section>
      <section aria-labelledby="admin-mail">
        <h2 id="admin-mail">Operators’ mail</h2>
        <OperatorSettingsSection />
      </section>
      <section aria-labelledby="admin-sign-ins">
        <h2 id="admin-sign-ins">Failed sign-ins</h2>
        <LoginThrottles />
      </section>
      <SessionsSection area="admin" tokens={adminTokens} loginPath="/admin/login" />
    </>
  );
}
