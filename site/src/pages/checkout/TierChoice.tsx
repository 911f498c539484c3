import {
  formatMonthlyPrice,
  LISTING_PLANS,
  PAID_LISTING_TIERS,
  type PaidListingTier,
} from '@flo/contract/constants';

/** Standard or Featured as a radio group with each plan's price. */
export function TierChoice({
  defaultTier,
  error,
}: {
  defaultTier: PaidListingTier;
  error?: string | undefined;
}) {
  return (
    <fieldset
      className={error ? 'field field--invalid choice-group' : 'field choice-group'}
      aria-describedby={error ? 'checkout-tier-error' : undefined}
    >
      <legend className="field__label">Plan</legend>
      {PAID_LISTING_TIERS.map((tier) => {
        const plan = LISTING_PLANS[tier];
        return (
          <label key={tier} className="choice-group__option">
            <input type="radio" name="tier" value={tier} defaultChecked={tier === defaultTier} />
            {`${plan.name}: ${formatMonthlyPrice(plan.monthlyPence)} a month + VAT`}
          </label>
        );
      })}
      {error ? (
        <p id="checkout-tier-error" className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
