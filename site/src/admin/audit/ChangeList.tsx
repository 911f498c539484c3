import type { AuditEntry } from '@flo/contract';
import './audit.css';

/** Words for the fields the log records; others are spelled out from their names. */
const FIELD_NAMES: Record<string, string> = {
  serviceRadiusMiles: 'Service radius (miles)',
  suspendedReason: 'Reason suspended',
  specialistIds: 'Sent to specialists (ids)',
  currentPeriodEnd: 'Paid until',
  cancelAtPeriodEnd: 'Ends at period end',
  seoTitle: 'SEO title',
  seoDescription: 'SEO description',
  postcodeAreas: 'Postcode areas',
  allowedOrigins: 'Allowed origins',
  pageSettings: 'Flo per page type',
  businessReply: 'Business reply',
  rejectionReason: 'Reason rejected',
};

export function fieldName(field: string): string {
  const named = FIELD_NAMES[field];
  if (named) return named;
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A recorded value as text: lists joined, nothing as '(none)', objects as name: value. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(valueText).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${fieldName(key)}: ${valueText(inner)}`)
      .join('; ');
  }
  return String(value);
}

/**
 * The fields one change touched, each as "Field: before → after", as text (never markup from
 * the stored values). An entry with only a before or only an after shows that side.
 */
export function ChangeList({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <span className="muted">No field details</span>;
  return (
    <dl className="audit-changes">
      {entry.changes.map((change) => (
        <div key={change.field} className="audit-changes__field">
          <dt>{fieldName(change.field)}</dt>
          <dd>
            <span className="audit-changes__before">
              <span className="visually-hidden">Before: </span>
              {valueText(change.before)}
            </span>
            <span aria-hidden="true">{' → '}</span>
            <span className="audit-changes__after">
              <span className="visually-hidden">After: </span>
              {valueText(change.after)}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Who made a change, as the log names them. */
export function actorText(entry: AuditEntry): string {
  if (entry.actor.kind === 'system') return `${entry.actor.label} (automatic)`;
  return `${entry.actor.label} (${entry.actor.kind === 'admin' ? 'operator' : 'business'})`;
}

/** What was changed: the listing's name where known, else its kind and id. */
export function entityText(entry: AuditEntry): string {
  const what = `${fieldName(entry.entityKind)} ${entry.entityId}`;
  return entry.entityName ? `${entry.entityName} (${what.toLowerCase()})` : what;
}
