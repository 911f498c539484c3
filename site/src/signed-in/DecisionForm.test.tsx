import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../global/toast/Toaster.tsx';
import { fakeApi, json, renderRoutes } from '../testing/signed-in-area.tsx';
import {
  type ApproveDecision,
  DecisionForm,
  type DecisionFormProps,
  type RejectDecision,
} from './DecisionForm.tsx';

const PATH = '/api/test-area/items/7/decision';

const APPROVE: ApproveDecision = {
  action: 'approve',
  label: 'Approve and send a link',
  pendingLabel: 'Approving…',
  done: { title: 'Item 7 approved', description: 'A link is on its way.' },
};

const REJECT: RejectDecision = {
  idPrefix: 'item-7',
  hint: 'E-mailed to the sender.',
  maxLength: 300,
  done: { title: 'Item 7 rejected' },
  failureTitle: 'Item not rejected',
};

function renderDecision(api: ReturnType<typeof fakeApi>, props: Partial<DecisionFormProps> = {}) {
  const onDecided = vi.fn();
  const element = (
    <>
      <article aria-label="Item 7">
        <DecisionForm
          path={PATH}
          approve={APPROVE}
          reject={REJECT}
          onDecided={onDecided}
          {...props}
        />
      </article>
      <Toaster />
    </>
  );
  const view = renderRoutes([{ path: '/', element }], api);
  return { ...view, onDecided };
}

const item = () => screen.getByRole('article', { name: 'Item 7' });
const click = (name: string) =>
  act(async () => fireEvent.click(within(item()).getByRole('button', { name })));
const giveReason = (reason: string) =>
  fireEvent.change(within(item()).getByLabelText(/Reason for rejecting/), {
    target: { value: reason },
  });

afterEach(cleanup);

describe('DecisionForm', () => {
  it('offers the approving button and the reject form with its reason', () => {
    renderDecision(fakeApi({}));
    expect(within(item()).getByRole('button', { name: 'Approve and send a link' })).toBeTruthy();
    const reason = within(item()).getByLabelText(/Reason for rejecting/) as HTMLTextAreaElement;
    expect(reason.id).toBe('item-7-reason');
    expect(reason.required).toBe(true);
    expect(reason.maxLength).toBe(300);
    expect(reason.rows).toBe(2);
    expect(document.getElementById('item-7-reason-hint')?.textContent).toBe(
      'E-mailed to the sender.',
    );
    expect(within(item()).getByRole('button', { name: 'Reject' })).toBeTruthy();
  });

  it('approves with its action, says so and refreshes', async () => {
    const api = fakeApi({ [`POST ${PATH}`]: () => json({ success: true }) });
    const { onDecided, queryClient } = renderDecision(api);
    await click('Approve and send a link');
    await waitFor(() => expect(screen.getByText('Item 7 approved')).toBeTruthy());
    expect(screen.getByText('A link is on its way.')).toBeTruthy();
    expect(api.bodies).toEqual([{ action: 'approve' }]);
    expect(onDecided).toHaveBeenCalledWith(queryClient);
  });

  it('shows a refused approval in the API’s words above the buttons', async () => {
    const refusal = { success: false, error: { message: 'That listing is managed already' } };
    const api = fakeApi({ [`POST ${PATH}`]: () => json(refusal, 409) });
    const { onDecided } = renderDecision(api);
    await click('Approve and send a link');
    await waitFor(() =>
      expect(within(item()).getByRole('alert').textContent).toBe('That listing is managed already'),
    );
    expect(onDecided).not.toHaveBeenCalled();
  });

  it('or in a toast of its own, when given one', async () => {
    const api = fakeApi({ [`POST ${PATH}`]: () => json({ success: false }, 500) });
    renderDecision(api, { approve: { ...APPROVE, failureToast: 'Item not approved' } });
    await click('Approve and send a link');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Item not approved'),
    );
    expect(within(item()).queryByRole('alert')).toBeNull();
  });

  it('rejects with the reason, says so and refreshes', async () => {
    const api = fakeApi({ [`POST ${PATH}`]: () => json({ success: true }) });
    const { onDecided, queryClient } = renderDecision(api);
    giveReason('  Not the owner  ');
    await click('Reject');
    await waitFor(() => expect(screen.getByText('Item 7 rejected')).toBeTruthy());
    expect(api.bodies).toEqual([{ action: 'reject', reason: 'Not the owner' }]);
    expect(onDecided).toHaveBeenCalledWith(queryClient);
  });

  it('puts a refused reason’s error beside it, with the failure toast', async () => {
    const refusal = {
      success: false,
      error: { message: 'Invalid request', fields: { reason: ['Give a reason'] } },
    };
    const api = fakeApi({ [`POST ${PATH}`]: () => json(refusal, 400) });
    const { onDecided } = renderDecision(api);
    await click('Reject');
    await waitFor(() =>
      expect(document.getElementById('item-7-reason-error')?.textContent).toBe('Give a reason'),
    );
    expect(screen.getByText('Item not rejected')).toBeTruthy();
    expect(api.bodies).toEqual([{ action: 'reject', reason: '' }]);
    expect(onDecided).not.toHaveBeenCalled();
  });

  it('leaves out the decision already taken', () => {
    renderDecision(fakeApi({}), { approve: null });
    expect(
      within(item())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reject']);
    cleanup();

    renderDecision(fakeApi({}), { reject: null });
    expect(
      within(item())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve and send a link']);
    expect(within(item()).queryByLabelText(/Reason for rejecting/)).toBeNull();
  });
});
