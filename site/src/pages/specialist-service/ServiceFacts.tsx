import { SERVICE_ADVICE } from '@flo/chat-machine';
import type { ServiceSlug } from '@flo/contract/constants';
import { formatCostPerM2 } from '@flo/contract/rules';
import { inSentence } from '../services/service-name.ts';

/** Typical UK price, lifespan, best rooms, care and a tip for one service (Flo's advice data). */
export function ServiceFacts({
  service,
  serviceName,
}: {
  service: ServiceSlug;
  serviceName: string;
}) {
  const advice = SERVICE_ADVICE[service];
  return (
    <dl className="service-facts">
      <div>
        <dt>Typical UK price</dt>
        <dd>{`${formatCostPerM2(advice.installedCostPerM2)}, supplied and fitted`}</dd>
      </div>
      <div>
        <dt>How long it lasts</dt>
        <dd>{advice.lifespan}</dd>
      </div>
      <div>
        <dt>Best for</dt>
        <dd>{advice.bestFor}</dd>
      </div>
      <div>
        <dt>{`Looking after ${inSentence(serviceName)}`}</dt>
        <dd>{advice.care}</dd>
      </div>
      <div>
        <dt>Tip</dt>
        <dd>{advice.tip}</dd>
      </div>
    </dl>
  );
}
