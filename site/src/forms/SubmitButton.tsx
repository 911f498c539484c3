import type { ReactNode } from 'react';

/**
 * A form's primary button: disabled and saying `pendingLabel` while the request is under way.
 *
 * @example
 * <SubmitButton pending={form.mutation.isPending}>Send message</SubmitButton>
 */
export function SubmitButton({
  pending,
  pendingLabel = 'Sending…',
  children,
}: {
  pending: boolean;
  pendingLabel?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className="button button--primary" disabled={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
