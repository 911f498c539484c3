import { pageTypeForPath } from '@flo/chat-machine';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALL_ON, type FakeFloApi, startFakeFloApi } from '../../testing/startFakeFloApi.ts';
import { createMounter } from './createMounter.ts';
import type { RenderArgs } from './renderer.ts';

/** A mounter on the real location whose renderer records each render and command. */
function recordingMounter(apiOrigin: string, settingsRetryDelayMs = () => 10) {
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
    settingsRetryDelayMs,
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

describe('createMounter when the settings call fails', () => {
  afterEach(() => history.pushState({}, '', '/'));
  const settingsCalls = (api: FakeFloApi) =>
    api.requests.filter((path) => path === '/api/chat-settings').length;

  it('asks again after a wait and renders once the API answers, replaying commands', async () => {
    const api = await startFakeFloApi(ALL_ON, {}, 2);
    const { mountInstance, renders } = recordingMounter(api.origin);
    const handle = mountInstance('#slot', { variant: 'embedded' });
    handle.open();
    await vi.waitFor(() => expect(renders).toHaveLength(1));
    expect(settingsCalls(api)).toBe(3);
    expect(renders[0]?.commands).toEqual(['open']);
    handle.destroy();
    await api.close();
  });

  it('asks again at once when the visitor navigates, and stops once destroyed', async () => {
    const api = await startFakeFloApi(ALL_ON, {}, 1);
    const { mountInstance, renders } = recordingMounter(api.origin, () => 60 * 60 * 1000);
    const handle = mountInstance(null, { variant: 'bubble' });
    await vi.waitFor(() => expect(settingsCalls(api)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    history.pushState({}, '', '/specialists');
    await vi.waitFor(() => expect(renders).toHaveLength(1));
    expect(settingsCalls(api)).toBe(2);
    handle.destroy();

    const down = await startFakeFloApi(ALL_ON, {}, 100);
    const gone = recordingMounter(down.origin);
    const destroyed = gone.mountInstance(null, { variant: 'bubble' });
    await vi.waitFor(() => expect(settingsCalls(down)).toBeGreaterThanOrEqual(2));
    destroyed.destroy();
    const callsAtDestroy = settingsCalls(down);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(settingsCalls(down)).toBeLessThanOrEqual(callsAtDestroy + 1);
    expect(gone.renders).toHaveLength(0);
    await api.close();
    await down.close();
  });
});
