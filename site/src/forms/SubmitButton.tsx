import type { ReactNode } from 'react';
import { useHydrated } from '../app/use-hydrated.ts';

/**
 * A form's primary button: disabled and saying `pendingLabel` while the request is under way,
 * and disabled until the page has hydrated, since only the page's script sends the form (a
 * native submit would put the visitor's details nowhere useful).
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
  const hydrated = useHydrated();
  return (
    <button type="submit" className="button button--primary" disabled={pending || !hydrated}>
      {pending ? pendingLabel : children}
    </button>
  );
}
