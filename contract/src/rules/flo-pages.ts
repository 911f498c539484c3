import type { PageType } from '../common.ts';
import type { ChatSettings } from '../directory.ts';

/**
 * Whether Flo shows on a page: on globally and not switched off for the page's type. The
 * widget decides with it whether to show, and site pages whether to lay out a Flo slot;
 * settings that could not be read (null) count as off.
 *
 * @example
 * isFloEnabledOn(settings, 'home')
 */
export function isFloEnabledOn(
  settings: Pick<ChatSettings, 'enabled' | 'pageSettings'> | null,
  pageType: PageType,
): boolean {
  if (!settings?.enabled) return false;
  return settings.pageSettings[pageType]?.enabled !== false;
}
