import { SignedInLayout } from '../signed-in/index.ts';
import '../business/business.css';
import './admin.css';
import './nav/admin-nav.css';

/**
 * The frame of the admin console (the signed-in shell, named 'Admin console') and its CSS.
 * Loaded lazily with the console, never by public pages; `routes.tsx` names this module so the
 * server links its CSS.
 */
export function AdminLayout() {
  return <SignedInLayout tagline="Admin console" mainClassName="admin-main" />;
}
