import type { DehydratedState } from '@tanstack/react-query';
import { type HydrationState, isRouteErrorResponse } from 'react-router';
import type { SiteConfig } from './site-config.tsx';

/** Id of the `<script type="application/json">` block the server writes and the browser reads. */
export const SITE_DATA_ID = 'flo-data';

type SerializedError =
  | { kind: 'response'; status: number; statusText: string; data: unknown; internal: boolean }
  | { kind: 'error'; message: string };

/** Router state as JSON: errors become plain objects (no stack traces leave the server). */
export interface SerializedHydration {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, SerializedError> | null;
}

/** Everything the browser needs to hydrate exactly what the server rendered. */
export interface SiteData {
  config: SiteConfig;
  hydration: SerializedHydration;
  queries: DehydratedState;
}

function serializeError(error: unknown): SerializedError {
  if (isRouteErrorResponse(error)) {
    return {
      kind: 'response',
      status: error.status,
      statusText: error.statusText,
      data: error.data,
      internal: Boolean((error as { internal?: boolean }).internal),
    };
  }
  return { kind: 'error', message: 'Something went wrong' };
}

/** Server side: the router's state, ready for JSON. */
export function serializeHydration(state: Required<HydrationState>): SerializedHydration {
  return {
    loaderData: state.loaderData,
    actionData: state.actionData,
    errors: state.errors
      ? Object.fromEntries(Object.entries(state.errors).map(([id, e]) => [id, serializeError(e)]))
      : null,
  };
}

/**
 * Browser side: the router's hydration data. Route error responses stay plain objects, which
 * `isRouteErrorResponse` recognises; other errors become `Error`s again.
 */
export function deserializeHydration(serialized: SerializedHydration): HydrationState {
  const errors = serialized.errors
    ? Object.fromEntries(
        Object.entries(serialized.errors).map(([id, error]) => [
          id,
          error.kind === 'response'
            ? {
                status: error.status,
                statusText: error.statusText,
                data: error.data,
                internal: error.internal,
              }
            : new Error(error.message),
        ]),
      )
    : null;
  return { loaderData: serialized.loaderData, actionData: serialized.actionData, errors };
}

/** Reads the data block the server wrote into the page. */
export function readSiteData(doc: Document): SiteData {
  const block = doc.getElementById(SITE_DATA_ID);
  if (!block?.textContent) throw new Error(`The page has no #${SITE_DATA_ID} data block`);
  return JSON.parse(block.textContent) as SiteData;
}
