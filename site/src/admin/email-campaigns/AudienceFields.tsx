import type { CampaignAudience } from '@flo/contract';
import { SERVICE_NAMES, SERVICE_SLUGS } from '@flo/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { SelectField } from '../../forms/Field.tsx';
import { locationsQuery } from '../../pages/locations/LocationsPage.tsx';
import { TIER_LABELS } from './queries.ts';

/**
 * The audience part of the campaign form: active listings, narrowed by tier (none ticked or
 * all ticked: every tier), city, service and whether a business has claimed them.
 */
export function AudienceFields({
  audience,
  errors,
}: {
  audience: CampaignAudience;
  errors: Record<string, string>;
}) {
  const cities = useQuery(locationsQuery).data?.regions.flatMap((r) => r.cities) ?? [];
  const tierError = errors['audience.tiers'] ?? errors.audience;
  return (
    <fieldset className="field campaign-audience">
      <legend className="field__label">Audience: active specialists</legend>
      <fieldset className="field" aria-describedby={tierError ? 'campaign-tiers-error' : undefined}>
        <legend className="field__label">Tiers (none ticked: every tier)</legend>
        {Object.entries(TIER_LABELS).map(([tier, label]) => (
          <label key={tier} className="campaign-check">
            <input
              type="checkbox"
              name="tiers"
              value={tier}
              defaultChecked={audience.tiers?.includes(tier as keyof typeof TIER_LABELS)}
            />{' '}
            {label}
          </label>
        ))}
        {tierError ? (
          <p id="campaign-tiers-error" className="field__error">
            {tierError}
          </p>
        ) : null}
      </fieldset>
      <SelectField
        key={cities.length}
        idPrefix="campaign"
        name="citySlug"
        label="City"
        defaultValue={audience.citySlug ?? ''}
        error={errors['audience.citySlug']}
        options={[
          { value: '', label: 'Every city' },
          ...cities.map((c) => ({ value: c.slug, label: c.name })),
        ]}
      />
      <SelectField
        idPrefix="campaign"
        name="serviceSlug"
        label="Service"
        defaultValue={audience.serviceSlug ?? ''}
        options={[
          { value: '', label: 'Every service' },
          ...SERVICE_SLUGS.map((s) => ({ value: s, label: SERVICE_NAMES[s] })),
        ]}
      />
      <label className="campaign-check">
        <input type="checkbox" name="claimedOnly" defaultChecked={audience.claimedOnly ?? false} />{' '}
        Only listings claimed by their business
      </label>
    </fieldset>
  );
}
