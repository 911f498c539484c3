/** One step of a page's breadcrumb trail; `path` is site-relative ('/specialists/leeds'). */
export interface Breadcrumb {
  name: string;
  path: string;
}

/** A schema.org object for a `<script type="application/ld+json">` data block. */
export type JsonLd = Record<string, unknown>;

/**
 * What a page says about itself for `<head>`: the server renders it, client navigation
 * updates it. Relative paths; the public URL makes them absolute.
 */
export interface PageMeta {
  /** The page's own title; the site name is appended ('Carpet fitters in Leeds | Flo'). */
  title: string;
  description: string;
  /** Canonical path without query string: filtered and sorted variants canonical to the clean page. */
  canonicalPath: string;
  /** Breadcrumb trail from Home to this page (Home first); becomes a BreadcrumbList. */
  breadcrumbs: Breadcrumb[];
  /** Open Graph type; 'website' unless the page says otherwise. */
  ogType?: 'website' | 'article' | 'profile' | 'business.business';
  /** Site-relative or absolute image URL for Open Graph. */
  image?: string;
  /** Keeps the page out of search results (not-found, errors, token pages). */
  noindex?: boolean;
  /** Further JSON-LD objects (LocalBusiness, ItemList, Article…), besides the breadcrumbs. */
  jsonLd?: JsonLd[];
}

export const SITE_NAME = 'Flo';
