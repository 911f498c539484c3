import { useQuery } from '@tanstack/react-query';
import { PAYMENT_MODE_NOTES, paymentModeQuery } from './queries.ts';

/** Says how plans are paid on this server; the page's loader fetches the mode. */
export function PaymentModeNote() {
  const { data } = useQuery(paymentModeQuery);
  if (!data) return null;
  const note = PAYMENT_MODE_NOTES[data.mode];
  return (
    <div className="card payment-mode" data-mode={data.mode}>
      <h2>{note.title}</h2>
      <p>{note.text}</p>
    </div>
  );
}
