import type { ReactNode } from 'react';

/**
 * The panel a form gives way to once the API has accepted it, announced by screen readers.
 *
 * @example
 * <FormSuccess title="Thanks for your message!"><p>{answer.message}</p></FormSuccess>
 */
export function FormSuccess({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="card form-success" role="status">
      <h2>{title}</h2>
      {children}
    </div>
  );
}
