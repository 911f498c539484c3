import type { SpecialistDetail } from '@flo/contract';

/** 'https://www.oakfloors.co.uk/' → 'www.oakfloors.co.uk', for the link text. */
function displayHost(website: string): string {
  try {
    return new URL(website).host;
  } catch {
    return website;
  }
}

/** Phone and website of a specialist; the website opens without passing our page as referrer. */
export function ContactCard({ specialist }: { specialist: SpecialistDetail }) {
  return (
    <section className="contact-card card" aria-labelledby="profile-contact">
      <h2 id="profile-contact" className="contact-card__title">
        Contact
      </h2>
      <dl className="contact-card__list">
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${specialist.phone.replace(/\s+/g, '')}`}>{specialist.phone}</a>
          </dd>
        </div>
        {specialist.website ? (
          <div>
            <dt>Website</dt>
            <dd>
              <a href={specialist.website} rel="noopener noreferrer nofollow" target="_blank">
                {displayHost(specialist.website)}
              </a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Based in</dt>
          <dd>
            {specialist.region === specialist.city
              ? specialist.city
              : `${specialist.city}, ${specialist.region}`}
          </dd>
        </div>
      </dl>
    </section>
  );
}
