import { createFloApi } from '@flo/chat-machine';
import { isFloEnabledOn } from '@flo/contract/rules';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { applyAccentColour, chatAppearance } from '../appearance/chatAppearance.ts';
import type { FloMachine } from '../chat/floActor.ts';
import type { FloVariant, RenderedInstance } from '../config/types.ts';
import { isInlineVariant, showsFloatingLauncher } from '../config/variants.ts';
import { takeOverFacade } from '../facade/takeOverFacade.ts';
import { funnelSender } from '../funnel/funnelSender.ts';
import { claimLauncherSlot } from '../launcher/launcherStack.ts';
import { loadOverlayVariant } from '../overlay/loadOverlayVariant.ts';
import { deepActiveElement } from '../overlay/utils/deepActiveElement.ts';
import { watchNavigation } from '../page-context/watchNavigation.ts';
import { instanceKeyFor } from '../persistence/conversationKey.ts';
import { createSnapshotStore, FORGETFUL_STORE } from '../persistence/snapshotStore.ts';
import { adoptStyles } from '../styles/adoptStyles.ts';
import chatCss from '../styles/chat.css?inline';
import { FloApp } from './components/FloApp.tsx';
import { type Conversation, createConversation } from './createConversation.ts';
import { createOpenState } from './createOpenState.ts';
import { floMachines } from './floMachines.ts';
import { machineInputFor } from './machineInputFor.ts';
import { pageContextFor } from './pageContextFor.ts';
import type { RenderArgs } from './renderer.ts';

function resolveSlot(target: RenderArgs['target']): Element | null {
  return typeof target === 'string' ? document.querySelector(target) : target;
}

/** Cookies never travel with Flo's calls, whatever the host page does. */
const fetchWithoutCredentials: typeof fetch = (input, init) =>
  fetch(input, { ...init, credentials: 'omit' });

/**
 * Draws one Flo instance: in its frame (a `<flo-chat>` host with an open shadow root and
 * adopted styles), a conversation (restored from sessionStorage when one is in progress), and
 * the variant's UI. An opening painted in the frame before the chat loaded is taken over: the
 * conversation starts with it said, so the first render keeps its elements and text, and a reply
 * pressed meanwhile is sent (docs/decisions/029-greeting-facade.md).
 * Follows SPA navigation: the page context of a fresh conversation tracks the URL, and a page
 * type switched off in the chat settings hides the chat. Where the first conversation (the
 * page's, or one saved in this tab) enters a page flow, those flows are fetched before anything
 * is drawn; a later page that needs them keeps the conversation on screen until they come.
 *
 * @example
 * const chat = await renderInstance({ target: '#hero', options: { variant: 'hero' }, settings, apiOrigin, emit });
 * chat?.destroy();
 */
export async function renderInstance({
  target,
  options,
  settings,
  apiOrigin,
  emit,
  frame,
}: RenderArgs): Promise<RenderedInstance | null> {
  const variant: FloVariant = options.variant ?? 'bubble';
  const machines = floMachines(
    createFloApi({ baseUrl: apiOrigin, fetch: fetchWithoutCredentials }),
    options,
  );
  const store = options.preview
    ? FORGETFUL_STORE
    : createSnapshotStore(window, instanceKeyFor(target, { ...options, variant }));
  let path = window.location.pathname;
  const firstMachine = await machines.for(path, store);
  const slot = isInlineVariant(variant) ? resolveSlot(target) : document.body;
  if (!slot) {
    emit('error', { message: `Flo found no element for ${String(target)}` });
    return null;
  }
  const { host, shadow, root: mountPoint, remove } = frame(slot, variant);
  const launcher = showsFloatingLauncher(variant, options.launcher);
  // Each floating launcher gets its own place, so two on one page never overlap.
  const launcherSlot = launcher ? claimLauncherSlot() : null;
  if (launcherSlot) host.style.setProperty('--flo-launcher-stack', String(launcherSlot.index));
  adoptStyles(shadow, chatCss);
  applyAccentColour(mountPoint, chatAppearance(options, settings).accentColour);
  const facade = takeOverFacade(mountPoint);

  const navigate = (to: string) => window.location.assign(new URL(to, apiOrigin).href);
  // A preview is an operator trying the settings: it is no visitor's conversation.
  const sender = options.preview ? undefined : funnelSender(window, `${apiOrigin}/api/flo/funnel`);
  const surface = apiOrigin === window.location.origin ? 'site' : 'embed';
  const start = (machine: FloMachine, openingShown = false): Conversation =>
    createConversation({
      machine,
      input: { ...machineInputFor(path, options, settings), openingShown },
      store,
      emit,
      navigate,
      // A preview reports nothing and shows the greeting it is given. A host's own greeting
      // wins over both of the test's: that chat takes no part in it.
      ...(sender && {
        funnel: { sender, surface },
        greetingB: options.greeting ? null : settings.greetingB,
      }),
    });

  let conversation = start(firstMachine, facade !== null);
  let hidden = false;
  let destroyed = false;
  let overlay: Parameters<typeof FloApp>[0]['overlay'] = null;
  const openState = createOpenState(
    isInlineVariant(variant) ? options.open !== false : options.open === true,
    (open) => {
      emit(open ? 'open' : 'close', { variant });
      if (!open) conversation.abandon();
    },
    () => deepActiveElement(document),
  );

  /**
   * A reply clicked on the painted opening, sent once hydration has kept its elements: sent
   * before, it would change the panel (the header's Start over) while it is being hydrated.
   */
  let heldChoice = facade?.chosen;
  const replayFacadeChoice = () => {
    const chosen = heldChoice;
    heldChoice = undefined;
    const offered = conversation.actor.getSnapshot().context.options;
    if (chosen && offered.some((option) => option.value === chosen)) {
      conversation.answered();
      conversation.actor.send({ type: 'CHOOSE', value: chosen });
    }
  };
  const view = () =>
    hidden ? null : (
      <FloApp
        variant={variant}
        openState={openState}
        launcher={launcher}
        overlay={overlay}
        actor={conversation.actor}
        siteOrigin={apiOrigin}
        onAnswer={() => conversation.answered()}
        onMounted={replayFacadeChoice}
      />
    );
  let root: Root | undefined;
  const render = () => root?.render(view());

  const onNavigate = () => {
    if (window.location.pathname === path) return;
    // A conversation under way goes on; a fresh one starts on the new page, in its flow.
    const machine = conversation.inProgress() ? null : machines.for(window.location.pathname);
    if (machine instanceof Promise) {
      void machine.then(
        () => destroyed || onNavigate(),
        (error: unknown) => emit('error', { message: String(error) }),
      );
      return;
    }
    path = window.location.pathname;
    hidden = !options.preview && !isFloEnabledOn(settings, pageContextFor(path, {}).pageType);
    if (machine) {
      conversation.stop();
      conversation = start(machine);
    }
    render();
  };
  const onVisibility = () => {
    if (document.visibilityState !== 'hidden') return;
    conversation.abandon();
    // A tab hidden may never come back (mobile browsers discard it): its steps leave now.
    sender?.flush();
  };
  document.addEventListener('visibilitychange', onVisibility);
  const stopNavigation = watchNavigation(window, onNavigate);
  let stopViewport = () => {};
  // A painted opening is hydrated: its elements are kept, only handlers are added (the
  // compat layer's plain render would empty the mount point first).
  if (facade) root = hydrateRoot(mountPoint, view());
  else {
    root = createRoot(mountPoint);
    render();
  }
  if (!isInlineVariant(variant)) {
    void loadOverlayVariant().then(({ OverlayVariant, prepareOverlayHost }) => {
      if (destroyed) return;
      stopViewport = prepareOverlayHost(host, shadow);
      overlay = OverlayVariant;
      render();
    });
  }

  return {
    open: () => openState.set(true),
    close: () => openState.set(false),
    toggle: () => openState.set(!openState.get()),
    destroy() {
      destroyed = true;
      document.removeEventListener('visibilitychange', onVisibility);
      stopNavigation();
      stopViewport();
      launcherSlot?.release();
      conversation.stop();
      sender?.flush();
      remove();
      // A host page may destroy Flo from its own React commit (an effect cleanup); unmounting
      // another root synchronously inside a commit is a race React refuses, so wait a microtask.
      queueMicrotask(() => root?.unmount());
    },
  };
}
