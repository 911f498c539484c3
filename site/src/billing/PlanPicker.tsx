import type { BillingInterval, PaidListingTier } from '@flo/contract';
import {
  BILLING_INTERVALS,
  formatMonthlyPrice,
  LISTING_PLANS,
  PAID_LISTING_TIERS,
  planPricePence,
} from '@flo/contract/constants';
import type { FormEvent } from 'react';

const INTERVAL_WORDS: Record<BillingInterval, string> = { month: 'a month', year: 'a year' };

/** A plan's price for an interval, as the picker and the dashboard write it. */
export const priceWords = (tier: PaidListingTier, interval: BillingInterval) =>
  `${formatMonthlyPrice(planPricePence(tier, interval))} ${INTERVAL_WORDS[interval]} + VAT`;

interface PlanPickerProps {
  defaultTier: PaidListingTier;
  action: string;
  pending: boolean;
  onChoose(choice: { tier: PaidListingTier; interval: BillingInterval }): void;
}

/** Standard or Featured, monthly or yearly (two months free), then one button. */
export function PlanPicker({ defaultTier, action, pending, onChoose }: PlanPickerProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const tier = PAID_LISTING_TIERS.find((t) => t === form.get('tier')) ?? defaultTier;
    const interval = BILLING_INTERVALS.find((i) => i === form.get('interval')) ?? 'month';
    onChoose({ tier, interval });
  };
  return (
    <form className="plan-picker" onSubmit={submit}>
      <fieldset className="field choice-group">
        <legend className="field__label">Plan</legend>
        {PAID_LISTING_TIERS.map((tier) => (
          <label key={tier} className="choice-group__option">
            <input type="radio" name="tier" value={tier} defaultChecked={tier === defaultTier} />
            {`${LISTING_PLANS[tier].name}: ${priceWords(tier, 'month')} or ${priceWords(tier, 'year')}`}
          </label>
        ))}
      </fieldset>
      <fieldset className="field choice-group">
        <legend className="field__label">Billing</legend>
        <label className="choice-group__option">
          <input type="radio" name="interval" value="month" defaultChecked />
          Monthly
        </label>
        <label className="choice-group__option">
          <input type="radio" name="interval" value="year" />
          Yearly (two months free)
        </label>
      </fieldset>
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? 'Please wait…' : action}
      </button>
    </form>
  );
}
