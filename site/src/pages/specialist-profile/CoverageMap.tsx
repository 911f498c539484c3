import type { Coverage } from '@flo/contract';
import { Fragment } from 'react';
import { layoutCoverage, MAP_HEIGHT, MAP_WIDTH, type PlaceKind } from './coverage-layout.ts';

const DOT_RADIUS: Record<PlaceKind, number> = { base: 6, named: 4.5, radius: 3.5, city: 3 };

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function summaryOf(coverage: Coverage, name: string): string {
  const { base, radiusMiles, towns } = coverage;
  const reach =
    radiusMiles === null
      ? `${name} is based in ${base.name}`
      : `${name} travels up to ${plural(radiusMiles, 'mile')} from ${base.name}`;
  return towns.length === 0 ? `${reach}.` : `${reach}; towns served are listed below.`;
}

/**
 * The area a specialist covers, drawn on the server as an inline SVG from the directory's own
 * coordinates (ADR 028): its city, the radius it travels, the towns it serves (labelled) and the
 * directory's other cities around it, faint, for bearings. No map tiles, fonts or scripts, so
 * the strict CSP holds; colours come from the stylesheet. The towns are also a text list, read
 * by screen readers and shown beneath.
 *
 * @example
 * <CoverageMap coverage={specialist.coverage} name={specialist.name} />
 */
export function CoverageMap({ coverage, name }: { coverage: Coverage; name: string }) {
  const layout = layoutCoverage(coverage);
  const summary = summaryOf(coverage, name);
  return (
    <figure className="coverage">
      <svg
        className="coverage__map"
        viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
        role="img"
        aria-labelledby="coverage-title"
        aria-describedby="coverage-summary"
      >
        <title id="coverage-title">{`Map of the area ${name} covers`}</title>
        <rect className="coverage__ground" width={MAP_WIDTH} height={MAP_HEIGHT} rx={8} />
        {layout.circle ? (
          <circle
            className="coverage__radius"
            cx={layout.circle.cx}
            cy={layout.circle.cy}
            r={layout.circle.r}
          />
        ) : null}
        {layout.places.map((place) => (
          <Fragment key={`${place.kind}:${place.name}`}>
            <circle
              className={`coverage__dot coverage__dot--${place.kind}`}
              cx={place.x}
              cy={place.y}
              r={DOT_RADIUS[place.kind]}
            />
            {place.label ? (
              <text
                className={`coverage__label coverage__label--${place.kind}`}
                x={place.label.x}
                y={place.label.y}
                textAnchor={place.label.anchor}
              >
                {place.name}
              </text>
            ) : null}
          </Fragment>
        ))}
      </svg>
      <figcaption className="coverage__caption">
        <p id="coverage-summary">{summary}</p>
        {coverage.towns.length > 0 ? (
          <ul className="coverage__towns" aria-label={`Towns ${name} serves`}>
            {coverage.towns.map((town) => (
              <li key={town.name}>{`${town.name} (${plural(town.miles, 'mile')})`}</li>
            ))}
          </ul>
        ) : null}
      </figcaption>
    </figure>
  );
}
