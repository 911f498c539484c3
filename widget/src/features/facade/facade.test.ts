import { openingFor } from '@flo/chat-machine';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALL_ON, type FakeFloApi, startFakeFloApi } from '../../testing/startFakeFloApi.ts';
import { createFloCommands } from '../commands/createFloCommands.ts';
import type { FloOptions } from '../config/types.ts';
import { createEmitter } from '../events/createEmitter.ts';
import { createMounter } from '../instance/createMounter.ts';
import { machineInputFor } from '../instance/machineInputFor.ts';
import { renderInstance } from '../instance/renderInstance.tsx';
import { FACADE_ATTRIBUTE, facadeFor } from './facadeMarkup.ts';
import { paintFacade } from './paintFacade.ts';

/** The script tag's commands: the loader's painter, the real renderer once its bundle "arrives". */
function scriptTagFlo(apiOrigin: string) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const events = createEmitter();
  const mountInstance = createMounter({
    apiOrigin,
    emitGlobal: events.emit,
    currentPageType: () => 'home',
    loadRenderer: async () => {
      await arrived;
      return { render: renderInstance };
    },
    paintFacade,
  });
  return { flo: createFloCommands({ instances: new Set(), events, mountInstance }), arrive };
}

function slot(id: string): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  document.body.append(element);
  return element;
}

const rootIn = (element: HTMLElement) =>
  element.querySelector('flo-chat')?.shadowRoot?.querySelector<HTMLElement>('.flo-root');

describe('facadeFor', () => {
  it('is what the chat machine opens with, for every page and option a host may give', () => {
    const paths = ['/', '/about', '/services', '/services/carpet', '/services/heating.html'];
    const morePaths = ['/specialists', '/specialists/leeds', '/specialist/oak', '/search'];
    const options: FloOptions[] = [
      {},
      { service: 'hardwood' },
      { service: 'marble' },
      { city: 'Leeds' },
      { specialist: 'oak-floors-leeds' },
      { greeting: '  Hello from Oak & Co! ' },
      { service: 'marble', city: 'York' },
    ];
    const settings = [null, ALL_ON, { ...ALL_ON, greeting: 'Welcome to Flo' }];
    for (const path of [...paths, ...morePaths]) {
      for (const option of options) {
        for (const setting of settings) {
          expect(facadeFor(path, option, setting), `${path} ${JSON.stringify(option)}`).toEqual(
            openingFor(machineInputFor(path, option, setting)),
          );
        }
      }
    }
  });

  it('is null when the host asks for no facade', () => {
    expect(facadeFor('/', {}, null)).not.toBeNull();
    expect(facadeFor('/', { facade: false }, null)).toBeNull();
  });

  it('is null while a split test of greetings runs, unless the host set its own greeting', () => {
    const splitTest = { ...ALL_ON, greetingB: 'Hello, which floor are you dreaming of?' };
    expect(facadeFor('/', {}, splitTest)).toBeNull();
    expect(facadeFor('/', { greeting: 'Our own hello' }, splitTest)?.text).toBe('Our own hello');
  });
});

describe('the opening the loader paints, taken over by the chat', () => {
  let api: FakeFloApi;
  beforeAll(async () => {
    api = await startFakeFloApi(ALL_ON);
  });
  afterAll(() => api.close());
  afterEach(() => {
    document.body.replaceChildren();
    sessionStorage.clear();
  });

  // Here the chat renders with React, which redraws a root's children; the built bundles render
  // with Preact, which keeps them: e2e/widget/facade.spec.ts checks each element stays.
  it('is painted at once, and the chat draws in the same frame with the same text', async () => {
    const { flo, arrive } = scriptTagFlo(api.origin);
    const hero = slot('hero');
    flo.mount('#hero', { variant: 'hero' });

    const root = rootIn(hero);
    expect(root?.hasAttribute(FACADE_ATTRIBUTE)).toBe(true);
    expect(root?.querySelector('.flo-bubble-text')?.textContent).toMatch(/^Hi, I'm Flo/);
    const tags = [...(root?.querySelectorAll('*') ?? [])].map((element) => element.localName);
    const text = root?.textContent;
    expect(root?.querySelectorAll('.flo-reply')).toHaveLength(7);

    arrive();
    await vi.waitFor(() => expect(root?.hasAttribute(FACADE_ATTRIBUTE)).toBe(false));
    expect(hero.querySelectorAll('flo-chat')).toHaveLength(1);
    expect(rootIn(hero)).toBe(root);
    expect([...(root?.querySelectorAll('*') ?? [])].map((element) => element.localName)).toEqual(
      tags,
    );
    expect(root?.textContent).toBe(text);
    expect(root?.querySelectorAll('.flo-message')).toHaveLength(1);
  });

  it('remembers a reply clicked before the chat arrives and sends it when it does', async () => {
    const { flo, arrive } = scriptTagFlo(api.origin);
    const hero = slot('hero');
    const steps: unknown[] = [];
    flo.on('step', (step) => steps.push(step));
    flo.mount('#hero', { variant: 'hero' });
    const root = rootIn(hero);
    const replies = [...(root?.querySelectorAll<HTMLButtonElement>('.flo-reply') ?? [])];
    replies.find((reply) => reply.textContent === 'Tile Installation')?.click();
    expect(replies.filter((reply) => reply.getAttribute('aria-pressed') === 'true')).toHaveLength(
      1,
    );

    arrive();
    await vi.waitFor(() =>
      expect(root?.querySelector('.flo-message-user')?.textContent).toContain('Tile Installation'),
    );
    expect(steps).toContainEqual({ step: 'welcome', status: 'answered' });
    expect(root?.querySelector('[aria-pressed]')).toBeNull();
  });

  it('paints nothing for a hero that starts closed, a page opening otherwise, or facade: false', () => {
    const { flo } = scriptTagFlo(api.origin);
    const [closed, preset, off] = [slot('closed'), slot('preset'), slot('off')];
    flo.mount('#closed', { variant: 'hero', open: false });
    flo.mount('#preset', { variant: 'embedded', service: 'carpet' });
    flo.mount('#off', { variant: 'embedded', facade: false });
    expect([closed, preset, off].map((element) => element.childElementCount)).toEqual([0, 0, 0]);
  });

  it('paints nothing where this tab will resume a conversation', () => {
    sessionStorage.setItem('flo:conversation:abc123:hero::#hero', '{}');
    const { flo } = scriptTagFlo(api.origin);
    const hero = slot('hero');
    flo.mount('#hero', { variant: 'hero' });
    expect(hero.childElementCount).toBe(0);
  });

  it('goes again when the settings switch Flo off for the page', async () => {
    const off = await startFakeFloApi({ ...ALL_ON, pageSettings: { home: { enabled: false } } });
    const { flo } = scriptTagFlo(off.origin);
    const hero = slot('hero');
    flo.mount('#hero', { variant: 'hero' });
    expect(hero.childElementCount).toBe(1);
    await vi.waitFor(() => expect(hero.childElementCount).toBe(0));
    await off.close();
  });
});
