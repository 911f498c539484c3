import type { FloOptions } from '../config/types.ts';

/** Where conversations are saved in sessionStorage: this, the flows' version, the instance. */
export const CONVERSATION_KEY_PREFIX = 'flo:conversation:';

/**
 * An instance's key among the saved conversations: its variant, specialist and placement (the
 * slot's selector or id), so two chats on one page never resume each other.
 *
 * @example
 * instanceKeyFor('#hero', { variant: 'hero' }) // 'hero::#hero'
 */
export function instanceKeyFor(target: Element | string | null, options: FloOptions): string {
  const placement = typeof target === 'string' ? target : (target?.id ?? '');
  return `${options.variant ?? 'bubble'}:${options.specialist ?? ''}:${placement}`;
}

/**
 * Whether this tab keeps a conversation of the instance, saved by any version of the flows:
 * the chat will resume it rather than open afresh. False where storage is refused.
 *
 * @example
 * hasSavedConversation(window, 'hero::#hero') // false on a first visit
 */
export function hasSavedConversation(win: Window, instanceKey: string): boolean {
  try {
    const storage = win.sessionStorage;
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index) ?? '';
      if (key.startsWith(CONVERSATION_KEY_PREFIX) && key.endsWith(`:${instanceKey}`)) return true;
    }
  } catch {
    // Storage refused (sandboxed frame, privacy mode): nothing was saved either.
  }
  return false;
}
