import { cleanup, render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALL_ON, type FakeFloApi, startFakeFloApi } from '../../../testing/startFakeFloApi.ts';
import { FloChat } from './FloChat.tsx';

describe('<FloChat/> for React hosts', () => {
  let api: FakeFloApi;
  beforeAll(async () => {
    api = await startFakeFloApi(ALL_ON);
  });
  afterAll(() => api.close());
  afterEach(cleanup);

  it('mounts an instance into its slot and removes it on unmount', async () => {
    const opened = vi.fn();
    const { container, unmount } = render(
      <FloChat variant="hero" open={false} apiOrigin={api.origin} on={{ open: opened }} />,
    );
    const host = await waitFor(() => {
      const element = container.querySelector<HTMLElement>('flo-chat');
      if (!element) throw new Error('not mounted yet');
      return element;
    });
    expect(host.dataset.variant).toBe('hero');
    const launcher = await waitFor(() => {
      const button = host.shadowRoot?.querySelector<HTMLButtonElement>(
        'button[aria-label="Open chat with Flo"]',
      );
      if (!button) throw new Error('no launcher yet');
      return button;
    });
    launcher.click();
    await waitFor(() => expect(opened).toHaveBeenCalledWith({ variant: 'hero' }));
    const consoleError = vi.spyOn(console, 'error');
    unmount();
    expect(document.querySelector('flo-chat')).toBeNull();
    // The instance's own root must not be unmounted inside the host's commit (a React race).
    await Promise.resolve();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('previews an accent and greeting being edited, even with Flo switched off', async () => {
    const off = await startFakeFloApi({ ...ALL_ON, enabled: false });
    const { container, unmount } = render(
      <FloChat
        variant="embedded"
        preview
        accentColour="#7c3aed"
        greeting="Hello from the preview!"
        apiOrigin={off.origin}
      />,
    );
    const host = await waitFor(() => {
      const element = container.querySelector<HTMLElement>('flo-chat');
      if (!element?.shadowRoot?.querySelector('.flo-root')) throw new Error('not drawn yet');
      return element;
    });
    const root = host.shadowRoot?.querySelector<HTMLElement>('.flo-root');
    expect(root?.style.getPropertyValue('--flo-accent-color')).toBe('var(--flo-accent, #7c3aed)');
    // Flo "types" for a second before its first words.
    await waitFor(
      () =>
        expect(host.shadowRoot?.querySelector('.flo-message')?.textContent).toContain(
          'Hello from the preview!',
        ),
      { timeout: 3000 },
    );
    unmount();
    await off.close();
  });
});
