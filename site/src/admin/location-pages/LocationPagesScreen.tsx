import type { AdminCity, AdminLocationPage } from '@flo/contract';
import { SERVICE_NAMES, SERVICE_SLUGS, type ServiceSlug } from '@flo/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { Form, Link, useSearchParams } from 'react-router';
import { adminCitiesQuery, adminLocationPagesQuery } from '../locations/queries.ts';
import { LocationPageEditor, publicPathOf } from './LocationPageEditor.tsx';
import './location-pages.css';
import { formatDate } from '../../content/dates.ts';
import { SelectField } from '../../forms/Field.tsx';
import { type DataColumn, DataTable } from '../../signed-in/index.ts';

const serviceFrom = (value: string | null): ServiceSlug | null =>
  SERVICE_SLUGS.find((slug) => slug === value) ?? null;

const editHref = (citySlug: string, serviceSlug: string | null) =>
  `/admin/location-pages?city=${citySlug}${serviceSlug ? `&service=${serviceSlug}` : ''}`;

/** Which page to write: a city, and the city page itself or one of its service pages. */
function PagePicker({
  cities,
  city,
  service,
}: {
  cities: AdminCity[];
  city: string;
  service: string;
}) {
  return (
    <Form
      method="get"
      action="/admin/location-pages"
      className="location-pages-picker"
      key={`${city}-${service}`}
    >
      <SelectField
        idPrefix="location-pages"
        name="city"
        label="City"
        markOptional={false}
        defaultValue={city}
        placeholder="Choose a city…"
        options={cities.map((c) => ({ value: c.slug, label: c.name }))}
      />
      <SelectField
        idPrefix="location-pages"
        name="service"
        label="Page"
        defaultValue={service}
        anyOption="The city page"
        options={SERVICE_SLUGS.map((slug) => ({
          value: slug,
          label: `${SERVICE_NAMES[slug]} in the city`,
        }))}
      />
      <button type="submit" className="button button--primary">
        Open
      </button>
    </Form>
  );
}

/** A written page's name ('Tile Installation in Leeds', 'Leeds') and its public path. */
function describePage(page: AdminLocationPage): { name: string; path: string } {
  const service = serviceFrom(page.serviceSlug);
  return {
    name: service ? `${SERVICE_NAMES[service]} in ${page.cityName}` : page.cityName,
    path: publicPathOf(page.citySlug, page.serviceSlug),
  };
}

const WRITTEN_COLUMNS: readonly DataColumn<AdminLocationPage>[] = [
  {
    header: 'Page',
    cell: (page) => (
      <Link to={editHref(page.citySlug, page.serviceSlug)}>{describePage(page).name}</Link>
    ),
  },
  { header: 'Title for search engines', cell: (page) => page.seoTitle },
  { header: 'Updated', cell: (page) => formatDate(page.updatedAt) },
  {
    header: 'Public page',
    cell: (page) => {
      const { path } = describePage(page);
      return <Link to={path}>{path}</Link>;
    },
  },
];

/** Every page with written text, each linking to its editor and its public page. */
function WrittenPages({ pages }: { pages: AdminLocationPage[] }) {
  return (
    <DataTable
      caption="Pages with written text"
      hideCaption
      columns={WRITTEN_COLUMNS}
      rows={pages}
      rowKey={(page) => page.id}
      empty={<p>No page has written text yet: every page uses the generated text.</p>}
    />
  );
}

/**
 * /admin/location-pages: pick a city page or city + service page (`?city=&service=` in the
 * URL), write its introduction and search-engine title and description, and see every page
 * that has written text.
 */
export function LocationPagesScreen() {
  const [params] = useSearchParams();
  const cities = useQuery(adminCitiesQuery);
  const pages = useQuery(adminLocationPagesQuery);
  if (cities.isPending || pages.isPending) return <p role="status">Loading the location pages…</p>;
  if (cities.isError || pages.isError)
    return (
      <p role="alert" className="form-alert">
        We could not load the location pages. Please reload the page.
      </p>
    );
  const city = cities.data.cities.find((c) => c.slug === params.get('city'));
  const service = serviceFrom(params.get('service'));
  const written = pages.data.pages.find(
    (page) => page.citySlug === city?.slug && (page.serviceSlug ?? null) === service,
  );
  return (
    <>
      <PagePicker cities={cities.data.cities} city={city?.slug ?? ''} service={service ?? ''} />
      {city ? (
        <section aria-labelledby="location-page-editor">
          <h2 id="location-page-editor">
            {service ? `${SERVICE_NAMES[service]} in ${city.name}` : `${city.name} city page`}
          </h2>
          <LocationPageEditor
            key={`${city.slug}-${service}-${written?.updatedAt}`}
            citySlug={city.slug}
            cityName={city.name}
            serviceSlug={service}
            serviceName={service ? SERVICE_NAMES[service] : null}
            written={written}
          />
        </section>
      ) : null}
      <section aria-labelledby="location-pages-written">
        <h2 id="location-pages-written">Pages with written text</h2>
        <WrittenPages pages={pages.data.pages} />
      </section>
    </>
  );
}
