/**
 * The signed-in shell the business area (src/business) and the admin console (src/admin)
 * share: the session (token store, session hook factory, log out).
 *
 * @example
 * import { createSessionHook, createSessionTokens } from '../signed-in/index.ts';
 */
export {
  createSessionHook,
  createSessionTokens,
  type SessionHookOptions,
  type SessionTokens,
  useLogOut,
} from './session.ts';
