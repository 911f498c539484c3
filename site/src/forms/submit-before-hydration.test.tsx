import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiForm } from './ApiForm.tsx';
import { SubmitButton } from './SubmitButton.tsx';

const form = { onSubmit: vi.fn(), problem: null };

function ContactLikeForm() {
  return (
    <ApiForm form={form} className="contact-form">
      <input name="email" defaultValue="amelia@example.co.uk" />
      <SubmitButton pending={false}>Send message</SubmitButton>
    </ApiForm>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('a site form before the page has hydrated', () => {
  it('posts, never GETs, and offers no enabled submit in the server HTML', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactLikeForm />);
    expect(container.querySelector('form')?.getAttribute('method')).toBe('post');
    expect(container.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
  });

  it('enables the submit once hydrated, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactLikeForm />);
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <ContactLikeForm />, { onRecoverableError: recoverable });
    });
    const button = container.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(button?.disabled).toBe(false);
    expect(button?.textContent).toBe('Send message');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('is disabled again while a request is under way', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root?.render(<SubmitButton pending={true}>Send message</SubmitButton>));
    const button = container.querySelector<HTMLButtonElement>('button');
    expect(button?.disabled).toBe(true);
    expect(button?.textContent).toBe('Sending…');
  });
});
