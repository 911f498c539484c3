import { pageTypeForPath } from '@flo/chat-machine';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALL_ON, type FakeFloApi, startFakeFloApi } from '../../testing/startFakeFloApi.ts';
import { createMounter } from './createMounter.ts';
import type { RenderArgs } from './renderer.ts';

/** A mounter on the real location whose renderer records each render and command. */
function recordingMounter(apiOrigin: string) {
  const renders: { args: RenderArgs; commands: string[] }[] = [];
  const loadRenderer = vi.fn(async () => ({
    render(args: RenderArgs) {
      const entry = { args, commands: [] as string[] };
      renders.push(entry);
      const record = (command: string) => () => entry.commands.push(command);
      return {
        open: record('open'),
        close: record('close'),
        toggle: record('toggle'),
        destroy: record('destroy'),
      };
    },
  }));
  const mountInstance = createMounter({
    apiOrigin,
    emitGlobal: vi.fn(),
    currentPageType: () => pageTypeForPath(window.location.pathname),
    loadRenderer,
  });
  return { mountInstance, renders, loadRenderer };
}

describe('createMounter on a single-page host', () => {
  let api: FakeFloApi;
  beforeAll(async () => {
    api = await startFakeFloApi({
      ...ALL_ON,
      pageSettings: { ...ALL_ON.pageSettings, services: { enabled: false } },
    });
  });
  afterAll(() => api.close());
  afterEach(() => history.pushState({}, '', '/'));

  const settingsAnswered = async () => {
    await vi.waitFor(() => expect(api.requests).toContain('/api/chat-settings'));
    await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('that starts on a switched-off page type renders Flo once the visitor navigates to where it is on', async () => {
    history.pushState({}, '', '/services/carpet');
    const { mountInstance, renders, loadRenderer } = recordingMounter(api.origin);
    const handle = mountInstance(null, { variant: 'bubble' });
    await settingsAnswered();
    expect(loadRenderer).not.toHaveBeenCalled();

    history.pushState({}, '', '/services/tile');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toHaveLength(0);

    history.pushState({}, '', '/');
    await vi.waitFor(() => expect(renders).toHaveLength(1));
    expect(renders[0]?.args.options.variant).toBe('bubble');
    handle.open();
    expect(renders[0]?.commands).toEqual(['open']);

    // Rendered once: later navigation is the rendered instance's business, not a new render.
    history.pushState({}, '', '/services/carpet');
    history.pushState({}, '', '/specialists');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toHaveLength(1);
    handle.destroy();
    expect(renders[0]?.commands).toEqual(['open', 'destroy']);
  });

  it('stops waiting for an enabled page once its instance is destroyed', async () => {
    history.pushState({}, '', '/services/carpet');
    const { mountInstance, loadRenderer } = recordingMounter(api.origin);
    const handle = mountInstance(null, { variant: 'bubble' });
    await settingsAnswered();
    handle.destroy();

    history.pushState({}, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadRenderer).not.toHaveBeenCalled();
  });

  it('does not wait at all when Flo is switched off everywhere', async () => {
    const off = await startFakeFloApi({ ...ALL_ON, enabled: false });
    history.pushState({}, '', '/services/carpet');
    const { mountInstance, loadRenderer } = recordingMounter(off.origin);
    mountInstance(null, { variant: 'bubble' });
    await vi.waitFor(() => expect(off.requests).toContain('/api/chat-settings'));
    history.pushState({}, '', '/');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadRenderer).not.toHaveBeenCalled();
    await off.close();
  });

  it('draws a preview where the settings switch Flo off, everywhere or for the page type', async () => {
    const off = await startFakeFloApi({ ...ALL_ON, enabled: false });
    history.pushState({}, '', '/services/carpet');
    const everywhere = recordingMounter(off.origin);
    everywhere.mountInstance(null, { variant: 'embedded', preview: true });
    await vi.waitFor(() => expect(everywhere.renders).toHaveLength(1));
    const pageType = recordingMounter(api.origin);
    pageType.mountInstance(null, { variant: 'embedded', preview: true });
    await vi.waitFor(() => expect(pageType.renders).toHaveLength(1));
    await off.close();
  });
});
