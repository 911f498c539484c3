import { formatRating } from '@flo/contract/rules';

const numberFormat = new Intl.NumberFormat('en-GB');

export interface Figure {
  label: string;
  value: string | number;
}

/** The headline figures of a directory page as a description list. */
export function CityFigures({ figures }: { figures: Figure[] }) {
  return (
    <dl className="city-figures">
      {figures.map((figure) => (
        <div key={figure.label} className="city-figures__item card">
          <dt>{figure.label}</dt>
          <dd>
            {typeof figure.value === 'number' ? numberFormat.format(figure.value) : figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 'Average rating' as docs/product/constants.md#display shows it: one decimal, or 'New' without
 * reviews.
 */
export function ratingFigure(average: string | null): Figure {
  return { label: 'Average rating', value: formatRating(average) };
}
