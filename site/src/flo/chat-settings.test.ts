import type { ChatSettings } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { isFloEnabledOn } from './chat-settings.ts';

const settings = (enabled: boolean, home?: boolean): ChatSettings => ({
  enabled,
  pageSettings: home === undefined ? {} : { home: { enabled: home } },
  contactEmail: 'hello@flo.example',
  accentColour: '#0f766e',
  greeting: null,
});

describe('isFloEnabledOn', () => {
  it('needs Flo on globally and not off for the page type', () => {
    expect(isFloEnabledOn(settings(true), 'home')).toBe(true);
    expect(isFloEnabledOn(settings(true, true), 'home')).toBe(true);
    expect(isFloEnabledOn(settings(true, false), 'home')).toBe(false);
    expect(isFloEnabledOn(settings(false, true), 'home')).toBe(false);
    expect(isFloEnabledOn(settings(true, false), 'services')).toBe(true);
  });
});
