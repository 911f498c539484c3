import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FloOptions } from '../features/config/types.ts';
import type { FloRenderer, RenderArgs } from '../features/instance/renderer.ts';
import { fetchChatSettings } from '../features/settings/fetchChatSettings.ts';
import { ALL_ON, type FakeFloApi, startFakeFloApi } from '../testing/startFakeFloApi.ts';
import { startFlo } from './startFlo.ts';

type TestWindow = Window & { Flo?: unknown };

/** A renderer that records what it was asked to draw and reports open/close like the real one. */
function recordingRenderer() {
  const rendered: { args: RenderArgs; commands: string[] }[] = [];
  const renderer: FloRenderer = {
    render(args) {
      const entry = { args, commands: [] as string[] };
      rendered.push(entry);
      const variant = args.options.variant ?? 'bubble';
      const record = (command: string) => () => {
        entry.commands.push(command);
        if (command === 'open' || command === 'close') args.emit(command, { variant });
      };
      return {
        open: record('open'),
        close: record('close'),
        toggle: record('toggle'),
        destroy: record('destroy'),
      };
    },
  };
  return { rendered, load: vi.fn(async () => renderer) };
}

function scriptFrom(origin: string, data: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = `${origin}/widget/flo.js`;
  for (const [key, value] of Object.entries(data)) script.dataset[key] = value;
  return script;
}

describe('startFlo (the script tag)', () => {
  let on: FakeFloApi;
  let off: FakeFloApi;
  beforeAll(async () => {
    on = await startFakeFloApi(ALL_ON);
    off = await startFakeFloApi({
      ...ALL_ON,
      pageSettings: { ...ALL_ON.pageSettings, home: { enabled: false } },
    });
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });
  beforeEach(() => {
    (window as TestWindow).Flo = undefined;
  });

  it('replays commands queued by the stub before the script loaded, in order', async () => {
    const win = window as TestWindow;
    const opened = vi.fn();
    win.Flo = {
      q: [
        ['on', ['open', opened]],
        ['mount', ['#slot', { variant: 'embedded', city: 'Leeds' } satisfies FloOptions]],
        ['open', []],
        ['unknownCommand', []],
      ],
    };
    const { rendered, load } = recordingRenderer();
    const flo = startFlo(scriptFrom(on.origin), win, load);

    expect(win.Flo).toBe(flo);
    await vi.waitFor(() => expect(rendered[0]?.commands).toEqual(['open']));
    expect(rendered).toHaveLength(1);
    expect(rendered[0]?.args).toMatchObject({
      target: '#slot',
      options: { variant: 'embedded', city: 'Leeds' },
      apiOrigin: on.origin,
    });
    expect(opened).toHaveBeenCalledExactlyOnceWith({ variant: 'embedded' });
    flo.destroy();
    expect(rendered[0]?.commands).toEqual(['open', 'destroy']);
  });

  it('mounts what the script attributes ask for, with the API origin of the script URL', async () => {
    const { rendered, load } = recordingRenderer();
    startFlo(
      scriptFrom(on.origin, { variant: 'hero', target: '#hero', open: 'true' }),
      window,
      load,
    );
    await vi.waitFor(() => expect(rendered).toHaveLength(1));
    expect(rendered[0]?.args).toMatchObject({
      target: '#hero',
      options: { variant: 'hero', open: true },
      apiOrigin: on.origin,
    });
  });

  it('on a page where Flo is off, makes only the settings call and never loads the UI', async () => {
    const { load } = recordingRenderer();
    const flo = startFlo(
      scriptFrom(off.origin, { variant: 'embedded', target: '#x' }),
      window,
      load,
    );
    const instance = flo.mount('#y', { variant: 'standalone' });
    const closed = vi.fn();
    instance.on('close', closed);
    instance.close();
    // Same cached promise the mounter waits on; one macrotask later its follow-ups have run.
    expect(await fetchChatSettings(off.origin)).toMatchObject({ enabled: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    expect(closed).not.toHaveBeenCalled();
    expect(off.requests).toEqual(['/api/chat-settings']);
    expect(off.sawCookie).toBe(false);
  });

  it('lets a second Flo script tag reuse the running window.Flo and its single UI download', async () => {
    const win = window as TestWindow;
    const { rendered, load } = recordingRenderer();
    const first = startFlo(scriptFrom(on.origin, { variant: 'bubble' }), win, load);
    const second = startFlo(
      scriptFrom(on.origin, { variant: 'hero', target: '#hero' }),
      win,
      vi.fn(async () => {
        throw new Error('the second tag must not load the UI again');
      }),
    );
    expect(second).toBe(first);
    expect(win.Flo).toBe(first);
    await vi.waitFor(() =>
      expect(rendered.map((entry) => entry.args.options.variant)).toContain('hero'),
    );
    expect(load).toHaveBeenCalledTimes(1);
    first.destroy();
  });
});
