import { fireEvent, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALL_ON, type FakeFloApi, startFakeFloApi } from '../../testing/startFakeFloApi.ts';
import { createFloCommands } from '../commands/createFloCommands.ts';
import type { FloOptions } from '../config/types.ts';
import { createEmitter } from '../events/createEmitter.ts';
import { createMounter } from './createMounter.ts';
import { renderInstance } from './renderInstance.tsx';

/** The page-wide commands as the script tag builds them, with the real renderer. */
function floFor(apiOrigin: string) {
  const events = createEmitter();
  const mountInstance = createMounter({
    apiOrigin,
    emitGlobal: events.emit,
    currentPageType: () => 'home',
    loadRenderer: async () => ({ render: renderInstance }),
  });
  return createFloCommands({ instances: new Set(), events, mountInstance });
}

const hosts = () => [...document.querySelectorAll<HTMLElement>('flo-chat')];
const shadowOf = (host: HTMLElement | undefined) =>
  within(host?.shadowRoot as unknown as HTMLElement);

function slot(id: string): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  document.body.append(element);
  return element;
}

describe('renderInstance through the Flo commands', () => {
  let api: FakeFloApi;
  beforeAll(async () => {
    api = await startFakeFloApi(ALL_ON);
  });
  afterAll(() => api.close());
  afterEach(() => {
    document.body.replaceChildren();
    sessionStorage.clear();
  });

  it('mounts several instances that are destroyed independently', async () => {
    const flo = floFor(api.origin);
    slot('a');
    slot('b');
    const first = flo.mount('#a', { variant: 'embedded' } satisfies FloOptions);
    flo.mount('#b', { variant: 'standalone' });
    await vi.waitFor(() => expect(hosts()).toHaveLength(2));

    const [a, b] = hosts();
    expect(a?.parentElement?.id).toBe('a');
    expect(a?.dataset.variant).toBe('embedded');
    expect(b?.dataset.variant).toBe('standalone');
    expect(a?.shadowRoot?.mode).toBe('open');
    await vi.waitFor(() => shadowOf(b).getByRole('region', { name: 'Chat with Flo' }));

    first.destroy();
    expect(hosts()).toEqual([b]);
    expect(shadowOf(b).getByRole('region', { name: 'Chat with Flo' })).toBeTruthy();
    flo.destroy();
    expect(hosts()).toHaveLength(0);
  });

  it('renders nothing, and calls nothing but the settings, when Flo is off for the page type', async () => {
    const off = await startFakeFloApi({ ...ALL_ON, pageSettings: { home: { enabled: false } } });
    const flo = floFor(off.origin);
    slot('hero');
    flo.mount('#hero', { variant: 'hero' });
    flo.mount(null, { variant: 'bubble' });
    await vi.waitFor(() => expect(off.requests).toContain('/api/chat-settings'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hosts()).toHaveLength(0);
    expect(off.requests).toEqual(['/api/chat-settings']);
    await off.close();
  });

  it.each([
    ['modal', { launcher: true }],
    ['sheet', {}],
  ] as const)(
    'opens the %s from its launcher, closes on Escape and gives focus back',
    async (variant, extra) => {
      const flo = floFor(api.origin);
      const opened = vi.fn();
      const closed = vi.fn();
      flo.on('open', opened);
      flo.on('close', closed);
      const instance = flo.mount(null, { variant, ...extra });
      await vi.waitFor(() => expect(hosts()).toHaveLength(1));
      const ui = shadowOf(hosts()[0]);

      const launcher = await vi.waitFor(() =>
        ui.getByRole('button', { name: 'Open chat with Flo' }),
      );
      launcher.focus();
      fireEvent.click(launcher);
      const dialog = await vi.waitFor(() => ui.getByRole('dialog', { name: 'Chat with Flo' }));
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(opened).toHaveBeenCalledWith({ variant });

      fireEvent.keyDown(dialog, { key: 'Escape' });
      await vi.waitFor(() => expect(ui.queryByRole('dialog')).toBeNull());
      expect(closed).toHaveBeenCalledWith({ variant });
      const again = await vi.waitFor(() => ui.getByRole('button', { name: 'Open chat with Flo' }));
      await vi.waitFor(() => expect(hosts()[0]?.shadowRoot?.activeElement).toBe(again));
      instance.destroy();
    },
  );

  it('draws no launcher of its own for a modal: the host opens it, and focus goes back there', async () => {
    const flo = floFor(api.origin);
    const opener = document.createElement('button');
    document.body.append(opener);
    const modal = flo.mount(null, { variant: 'modal' });
    await vi.waitFor(() => expect(hosts()).toHaveLength(1));
    const ui = shadowOf(hosts()[0]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ui.queryByRole('button', { name: 'Open chat with Flo' })).toBeNull();

    opener.focus();
    modal.open();
    const dialog = await vi.waitFor(() => ui.getByRole('dialog', { name: 'Chat with Flo' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
    expect(ui.queryByRole('button', { name: 'Open chat with Flo' })).toBeNull();
    modal.destroy();
  });

  it('hides a sheet launcher on request and stacks two floating launchers apart', async () => {
    const flo = floFor(api.origin);
    flo.mount(null, { variant: 'sheet', launcher: false });
    flo.mount(null, { variant: 'bubble' });
    flo.mount(null, { variant: 'sheet' });
    await vi.waitFor(() => expect(hosts()).toHaveLength(3));
    const [quiet, bubble, sheet] = hosts();
    await vi.waitFor(() => shadowOf(sheet).getByRole('button', { name: 'Open chat with Flo' }));
    expect(shadowOf(quiet).queryByRole('button', { name: 'Open chat with Flo' })).toBeNull();
    expect(quiet?.style.getPropertyValue('--flo-launcher-stack')).toBe('');
    expect(bubble?.style.getPropertyValue('--flo-launcher-stack')).toBe('0');
    expect(sheet?.style.getPropertyValue('--flo-launcher-stack')).toBe('1');

    // A place freed by a destroyed instance goes to the next launcher, not to a shared corner.
    flo.destroy();
    flo.mount(null, { variant: 'sheet' });
    await vi.waitFor(() => expect(hosts()).toHaveLength(1));
    expect(hosts()[0]?.style.getPropertyValue('--flo-launcher-stack')).toBe('0');
    flo.destroy();
  });

  it('returns focus to the host page control that opened a bubble with Flo.open()', async () => {
    const flo = floFor(api.origin);
    const opener = document.createElement('button');
    document.body.append(opener);
    flo.mount(null, { variant: 'bubble' });
    await vi.waitFor(() => expect(hosts()).toHaveLength(1));
    opener.focus();
    flo.open();
    const ui = shadowOf(hosts()[0]);
    const close = await vi.waitFor(() => ui.getByRole('button', { name: 'Close chat' }));
    expect(ui.getByRole('dialog', { name: 'Chat with Flo' }).getAttribute('aria-modal')).toBeNull();
    fireEvent.click(close);
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('follows SPA navigation: hides on a switched-off page type, restarts fresh chats for the new page', async () => {
    const spa = await startFakeFloApi(
      { ...ALL_ON, pageSettings: { ...ALL_ON.pageSettings, services: { enabled: false } } },
      { '/api/specialists/leeds/carpet': { totalSpecialists: 4, averageRating: '4.5' } },
    );
    const flo = floFor(spa.origin);
    slot('chat');
    flo.mount('#chat', { variant: 'embedded' });
    await vi.waitFor(() => expect(hosts()).toHaveLength(1));
    const ui = shadowOf(hosts()[0]);
    await vi.waitFor(() => ui.getByRole('region', { name: 'Chat with Flo' }));

    history.pushState({}, '', '/services/carpet');
    await vi.waitFor(() => expect(ui.queryByRole('region')).toBeNull());

    history.pushState({}, '', '/specialists/leeds/carpet');
    await vi.waitFor(() => ui.getByRole('region', { name: 'Chat with Flo' }));
    await vi.waitFor(() => expect(spa.requests).toContain('/api/specialists/leeds/carpet'));
    flo.destroy();
    history.pushState({}, '', '/');
    await spa.close();
  });

  it('starts a hero closed when asked, as a button that opens it in place', async () => {
    const flo = floFor(api.origin);
    slot('hero');
    const hero = flo.mount('#hero', { variant: 'hero', open: false });
    await vi.waitFor(() => expect(hosts()).toHaveLength(1));
    const ui = shadowOf(hosts()[0]);
    const launcher = await vi.waitFor(() => ui.getByRole('button', { name: 'Open chat with Flo' }));
    expect(ui.queryByRole('region')).toBeNull();
    fireEvent.click(launcher);
    await vi.waitFor(() => ui.getByRole('region', { name: 'Chat with Flo' }));
    hero.close();
    await vi.waitFor(() => expect(ui.queryByRole('region')).toBeNull());
    hero.destroy();
  });

  it("paints the chat in the settings' accent colour, or the host's own in its place", async () => {
    const painted = await startFakeFloApi({ ...ALL_ON, accentColour: '#1d4ed8' });
    const flo = floFor(painted.origin);
    slot('settings');
    slot('own');
    flo.mount('#settings', { variant: 'embedded' });
    flo.mount('#own', { variant: 'embedded', accentColour: '#7c3aed' });
    await vi.waitFor(() => expect(hosts()).toHaveLength(2));
    const accents = hosts().map((host) =>
      host.shadowRoot
        ?.querySelector<HTMLElement>('.flo-root')
        ?.style.getPropertyValue('--flo-accent-color'),
    );
    expect(accents).toEqual(['var(--flo-accent, #1d4ed8)', 'var(--flo-accent, #7c3aed)']);
    flo.destroy();
    await painted.close();
  });

  it('keeps no conversation of a preview across page loads', async () => {
    const flo = floFor(api.origin);
    slot('preview');
    flo.mount('#preview', { variant: 'embedded', preview: true });
    await vi.waitFor(() => expect(hosts()).toHaveLength(1));
    const ui = shadowOf(hosts()[0]);
    const other = await vi.waitFor(() => ui.getByRole('button', { name: 'Something else' }), {
      timeout: 3000,
    });
    fireEvent.click(other);
    await vi.waitFor(() => ui.getByRole('button', { name: 'Start over' }));
    expect(sessionStorage).toHaveLength(0);
    flo.destroy();
  });

  it("opens with the settings' greeting, or the host's own in its place", async () => {
    const greeted = await startFakeFloApi({ ...ALL_ON, greeting: 'Hello from the Flo team!' });
    const flo = floFor(greeted.origin);
    slot('settings');
    slot('own');
    flo.mount('#settings', { variant: 'embedded' });
    flo.mount('#own', { variant: 'embedded', greeting: 'Ask me about your hallway.' });
    await vi.waitFor(() => expect(hosts()).toHaveLength(2));
    const [fromSettings, fromHost] = hosts();
    // Flo "types" for a second before its first words.
    const typed = { timeout: 3000 };
    await vi.waitFor(() => shadowOf(fromSettings).getAllByText('Hello from the Flo team!'), typed);
    await vi.waitFor(() => shadowOf(fromHost).getAllByText('Ask me about your hallway.'), typed);
    flo.destroy();
    await greeted.close();
  });
});
