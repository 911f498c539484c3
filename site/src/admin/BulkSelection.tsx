import { useState } from 'react';
import './moderation.css';

/**
 * The rows ticked on one page of an admin list, for a bulk action: ticks last while the page is
 * shown (key the list by its URL so a new page or filter starts with none).
 *
 * @example
 * const selection = useBulkSelection(rows.map((r) => r.id));
 * <SelectAllOnPage selection={selection} idPrefix="enquiry" />
 */
export function useBulkSelection<Id extends string | number>(pageIds: readonly Id[]) {
  const [ticked, setTicked] = useState<ReadonlySet<Id>>(new Set());
  const chosen = pageIds.filter((id) => ticked.has(id));
  return {
    pageIds,
    chosen,
    isTicked: (id: Id) => ticked.has(id),
    tick: (id: Id, on: boolean) =>
      setTicked((now) => new Set(on ? [...now, id] : [...now].filter((other) => other !== id))),
    tickAll: (on: boolean) => setTicked(new Set(on ? pageIds : [])),
    clear: () => setTicked(new Set()),
  };
}
export type BulkSelection<Id extends string | number> = ReturnType<typeof useBulkSelection<Id>>;

/** "Select all 25 on this page", ticked when every row of the page is. */
export function SelectAllOnPage<Id extends string | number>({
  selection,
  idPrefix,
}: {
  selection: BulkSelection<Id>;
  idPrefix: string;
}) {
  const id = `${idPrefix}-select-all`;
  const { pageIds, chosen } = selection;
  return (
    <div className="admin-item__select">
      <input
        id={id}
        type="checkbox"
        checked={pageIds.length > 0 && chosen.length === pageIds.length}
        onChange={(event) => selection.tickAll(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{`Select all ${pageIds.length} on this page`}</label>
    </div>
  );
}

/** A row's tick box, named for the row it picks. */
export function RowTick<Id extends string | number>({
  selection,
  id,
  label,
}: {
  selection: BulkSelection<Id>;
  id: Id;
  label: string;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={selection.isTicked(id)}
      onChange={(event) => selection.tick(id, event.currentTarget.checked)}
    />
  );
}
