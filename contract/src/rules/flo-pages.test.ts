import { describe, expect, it } from 'vitest';
import type { ChatSettings } from '../directory.ts';
import { isFloEnabledOn } from './flo-pages.ts';

const settings = (
  enabled: boolean,
  home?: boolean,
): Pick<ChatSettings, 'enabled' | 'pageSettings'> => ({
  enabled,
  pageSettings: home === undefined ? {} : { home: { enabled: home } },
});

describe('isFloEnabledOn', () => {
  it('needs Flo on globally and not off for the page type', () => {
    expect(isFloEnabledOn(settings(true), 'home')).toBe(true);
    expect(isFloEnabledOn(settings(true, true), 'home')).toBe(true);
    expect(isFloEnabledOn(settings(true, false), 'home')).toBe(false);
    expect(isFloEnabledOn(settings(false, true), 'home')).toBe(false);
    expect(isFloEnabledOn(settings(true, false), 'services')).toBe(true);
  });

  it('counts settings that could not be read as off', () => {
    expect(isFloEnabledOn(null, 'home')).toBe(false);
  });
});
