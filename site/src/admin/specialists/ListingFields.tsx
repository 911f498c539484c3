import { SERVICE_NAMES, SERVICE_SLUGS, type ServiceSlug } from '@flo/contract/constants';
import { TextField, useFieldError } from '../../forms/Field.tsx';

/** A listing's editable details, as both the new-listing and the edit forms show them. */
export interface ListingValues {
  name: string;
  description: string;
  email: string;
  phone: string;
  postcode: string;
  website: string;
  services: ServiceSlug[];
}

export const EMPTY_LISTING: ListingValues = {
  name: '',
  description: '',
  email: '',
  phone: '',
  postcode: '',
  website: '',
  services: [],
};

/** The form's listing details as the API takes them (services in the directory's order). */
export function listingValuesFrom(form: HTMLFormElement): ListingValues {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const ticked = data.getAll('services').map(String);
  return {
    name: text('name'),
    description: text('description'),
    email: text('email'),
    phone: text('phone'),
    postcode: text('postcode'),
    website: text('website'),
    services: SERVICE_SLUGS.filter((slug) => ticked.includes(slug)),
  };
}

/** The slugs of services named as the API names them ('Tile Installation' → 'tile'). */
export const serviceSlugsOf = (names: readonly string[]): ServiceSlug[] =>
  SERVICE_SLUGS.filter((slug) => names.includes(SERVICE_NAMES[slug]));

/** The API's first message for `name` or any of its items ('services.1'). */
function useItemsError(name: string): string | undefined {
  const whole = useFieldError(name);
  const first = useFieldError(`${name}.0`);
  return whole ?? first;
}

/**
 * Name, description, contact details, website and services of a listing, each with the API's
 * error for it (inside an `ApiForm`). `idPrefix` keeps ids apart when two forms share a page.
 *
 * @example
 * <ApiForm form={form} className="admin-form"><ListingFields idPrefix="new" values={EMPTY_LISTING} /></ApiForm>
 */
export function ListingFields({ idPrefix, values }: { idPrefix: string; values: ListingValues }) {
  const descriptionError = useFieldError('description');
  const servicesError = useItemsError('services');
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <TextField
        idPrefix={idPrefix}
        name="name"
        label="Business name"
        defaultValue={values.name}
        maxLength={120}
        required
      />
      <div className={descriptionError ? 'field field--invalid' : 'field'}>
        <label className="field__label" htmlFor={id('description')}>
          Description
        </label>
        <textarea
          id={id('description')}
          name="description"
          className="field__input field__input--multiline"
          rows={5}
          maxLength={2000}
          defaultValue={values.description}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? id('description-error') : undefined}
        />
        {descriptionError ? (
          <p id={id('description-error')} className="field__error">
            {descriptionError}
          </p>
        ) : null}
      </div>
      <fieldset
        className={
          servicesError ? 'field business-fieldset field--invalid' : 'field business-fieldset'
        }
        aria-describedby={servicesError ? id('services-error') : undefined}
      >
        <legend className="field__label">Services</legend>
        {SERVICE_SLUGS.map((slug) => (
          <label key={slug} className="business-checkbox">
            <input
              type="checkbox"
              name="services"
              value={slug}
              defaultChecked={values.services.includes(slug)}
            />{' '}
            {SERVICE_NAMES[slug]}
          </label>
        ))}
        {servicesError ? (
          <p id={id('services-error')} className="field__error">
            {servicesError}
          </p>
        ) : null}
      </fieldset>
      <TextField
        idPrefix={idPrefix}
        name="email"
        type="email"
        label="Contact e-mail"
        defaultValue={values.email}
        maxLength={254}
        required
      />
      <TextField
        idPrefix={idPrefix}
        name="phone"
        type="tel"
        label="Phone"
        defaultValue={values.phone}
        maxLength={40}
        required
      />
      <TextField
        idPrefix={idPrefix}
        name="postcode"
        label="Postcode"
        defaultValue={values.postcode}
        maxLength={10}
        required
      />
      <TextField
        idPrefix={idPrefix}
        name="website"
        label="Website"
        hint="Starting with https://"
        defaultValue={values.website}
        maxLength={300}
      />
    </>
  );
}
