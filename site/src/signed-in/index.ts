/**
 * The signed-in shell the business area (src/business) and the admin console (src/admin)
 * share: the session (token store, session hook factory, log out), the layout, the navigation
 * and the frame of a signed-in page.
 *
 * @example
 * import { createSessionHook, createSessionTokens } from '../signed-in/index.ts';
 */

export {
  type DataColumn,
  DataTable,
  type DataTableProps,
  type RowAttributes,
  type TableSort,
} from './DataTable.tsx';
export {
  type ApproveDecision,
  DecisionForm,
  type DecisionFormProps,
  type RejectDecision,
} from './DecisionForm.tsx';
export { LoginForm, type LoginFormProps } from './LoginForm.tsx';
export { loginFailureText } from './login-failure.ts';
export { SessionsSection, type SessionsSectionProps } from './SessionsSection.tsx';
export { SignedInLayout } from './SignedInLayout.tsx';
export { type SignedInLink, SignedInNav } from './SignedInNav.tsx';
export {
  createSignedInPage,
  LoadFailure,
  type SignedInPageOptions,
  type SignedInPageProps,
} from './SignedInPage.tsx';
export { SignInLinkForm, type SignInLinkFormProps } from './SignInLinkForm.tsx';
export {
  createSessionHook,
  createSessionTokens,
  type SessionHookOptions,
  type SessionTokens,
  useLogOut,
} from './session.ts';
export { TwoFactorSection, type TwoFactorSectionProps } from './TwoFactorSection.tsx';
