import { formatMonthlyPrice, LISTING_PLANS, LISTING_TIERS } from '@flo/contract/constants';

/** Free, Standard or Featured while claiming; paid ones continue to the claim checkout. */
export function TierOptions({ error }: { error?: string | undefined }) {
  return (
    <fieldset
      className={error ? 'field field--invalid choice-group' : 'field choice-group'}
      aria-describedby={error ? 'claim-tier-error' : undefined}
    >
      <legend className="field__label">Plan</legend>
      {LISTING_TIERS.map((tier) => {
        const plan = LISTING_PLANS[tier];
        const price =
          plan.monthlyPence === 0
            ? 'free'
            : `${formatMonthlyPrice(plan.monthlyPence)} a month + VAT, set up once your claim is approved`;
        return (
          <label key={tier} className="choice-group__option">
            <input type="radio" name="tier" value={tier} defaultChecked={tier === 'free'} />
            {`${plan.name} (${price})`}
          </label>
        );
      })}
      {error ? (
        <p id="claim-tier-error" className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
