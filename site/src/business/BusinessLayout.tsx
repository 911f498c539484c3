import { SignedInLayout } from '../signed-in/index.ts';
import './business.css';

/**
 * The frame of the business area (/login, /logout, /dashboard and its pages: the signed-in
 * shell, named 'Business area') and its CSS. Loaded lazily with those pages, never by public
 * ones; `routes.tsx` names this module so the server links its CSS.
 */
export function BusinessLayout() {
  return <SignedInLayout tagline="Business area" mainClassName="business-main" />;
}
