import { LISTING_TIERS } from '@flo/contract/constants';
import { useSearchParams } from 'react-router';
import { pageFrom } from '../moderation-queries.ts';
import { NewSpecialistForm } from './NewSpecialistForm.tsx';
import { SPECIALIST_STATUSES, type SpecialistFilters } from './queries.ts';
import { SpecialistFilterForm } from './SpecialistFilters.tsx';
import { SpecialistTable } from './SpecialistTable.tsx';
import './specialists.css';

/** `value` when it is one of `choices` (a hand-edited URL asks for no filter instead). */
const oneOf = (value: string | null, choices: readonly string[]) =>
  value && choices.includes(value) ? value : '';

/** /admin/specialists: the catalogue search and its results, then a new listing's form. */
export function SpecialistsScreen() {
  const [params] = useSearchParams();
  const filters: SpecialistFilters = {
    q: params.get('q') ?? '',
    city: params.get('city') ?? '',
    status: oneOf(params.get('status'), SPECIALIST_STATUSES),
    tier: oneOf(params.get('tier'), LISTING_TIERS),
    page: pageFrom(params),
  };
  return (
    <>
      <SpecialistFilterForm filters={filters} />
      <SpecialistTable filters={filters} />
      <details className="catalogue-new">
        <summary>Add a specialist</summary>
        <NewSpecialistForm />
      </details>
    </>
  );
}
