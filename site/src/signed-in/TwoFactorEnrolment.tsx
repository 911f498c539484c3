import type { TwoFactorEnrolment as Enrolment, TwoFactorRecoveryCodes } from '@flo/contract';
import { useApiRequest } from '../data/ApiRequestProvider.tsx';
import { ApiForm } from '../forms/ApiForm.tsx';
import { TextField } from '../forms/Field.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useApiForm } from '../forms/use-api-form.ts';

/** The secret in groups of four, as authenticator apps ask for it to be typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export interface TwoFactorEnrolmentProps {
  area: 'admin' | 'business';
  enrolment: Enrolment;
  /** Called with the recovery codes once a code has switched the secret on. */
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/**
 * Adding the new secret to an authenticator app: the secret as text to type and the
 * `otpauth://` link (which opens the app on a phone), then a code from the app to switch it on.
 *
 * @example
 * <TwoFactorEnrolment area="admin" enrolment={started} onConfirmed={showCodes} onCancel={close} />
 */
export function TwoFactorEnrolment({
  area,
  enrolment,
  onConfirmed,
  onCancel,
}: TwoFactorEnrolmentProps) {
  const apiRequest = useApiRequest();
  const form = useApiForm({
    send: async (values) =>
      (await (
        await apiRequest('POST', `/api/${area}/two-factor/enrolment/confirm`, values)
      ).json()) as TwoFactorRecoveryCodes,
    onSuccess: (answer) => onConfirmed(answer.recoveryCodes),
    failure: { title: 'Two-factor sign-in is not on yet', description: 'Check the code.' },
  });
  return (
    <div className="two-factor-enrolment">
      <ol>
        <li>
          Open your authenticator app (such as Google Authenticator, Microsoft Authenticator,
          1Password or Aegis) and add an account with this setup key (time-based):
          <p>
            Setup key: <code className="two-factor-secret">{grouped(enrolment.secret)}</code>
          </p>
          On a phone, you can <a href={enrolment.uri}>open the setup link in your app</a> instead.
          The full link is:
          <p>
            <code className="two-factor-uri">{enrolment.uri}</code>
          </p>
        </li>
        <li>Type the 6-digit code the app now shows to switch two-factor sign-in on.</li>
      </ol>
      <ApiForm form={form} className="two-factor-form">
        <TextField
          idPrefix={`${area}-two-factor-confirm`}
          name="code"
          label="Code from your authenticator app"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          required
        />
        <div className="form__actions">
          <SubmitButton pending={form.mutation.isPending} pendingLabel="Checking…">
            Turn on two-factor sign-in
          </SubmitButton>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </ApiForm>
    </div>
  );
}

/**
 * The recovery codes, shown this once after switching on: each signs in once without the app.
 *
 * @example
 * <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="two-factor-recovery" role="status">
      <p>
        <strong>Two-factor sign-in is on.</strong> Save these recovery codes somewhere safe, such as
        a password manager or on paper. If you lose your phone, each one signs you in once instead
        of a code. They are not shown again.
      </p>
      <ul aria-label="Recovery codes" className="two-factor-recovery__codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--primary" onClick={onDone}>
        I have saved my recovery codes
      </button>
    </div>
  );
}
