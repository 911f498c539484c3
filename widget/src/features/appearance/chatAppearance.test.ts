import type { ChatSettings } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { applyAccentColour, chatAppearance } from './chatAppearance.ts';

const settings = {
  enabled: true,
  pageSettings: {},
  contactEmail: 'hello@flo.example',
  accentColour: '#1d4ed8',
  greeting: 'Hello from the Flo team!',
  greetingB: null,
} satisfies ChatSettings;

describe('chatAppearance', () => {
  it("takes the chat settings' accent and greeting", () => {
    expect(chatAppearance({}, settings)).toEqual({
      accentColour: '#1d4ed8',
      greeting: 'Hello from the Flo team!',
    });
  });

  it("lets the host's options override the settings (the admin's live preview)", () => {
    expect(chatAppearance({ accentColour: '#7C3AED', greeting: '  Hi there  ' }, settings)).toEqual(
      {
        accentColour: '#7C3AED',
        greeting: 'Hi there',
      },
    );
  });

  it('ignores a colour that is not #rrggbb and a blank greeting', () => {
    expect(
      chatAppearance({ accentColour: 'red; background: url(x)', greeting: '   ' }, settings),
    ).toEqual({ accentColour: '#1d4ed8', greeting: 'Hello from the Flo team!' });
    expect(chatAppearance({}, { ...settings, accentColour: '#12', greeting: null })).toEqual({
      accentColour: null,
      greeting: null,
    });
    expect(chatAppearance({}, null)).toEqual({ accentColour: null, greeting: null });
  });
});

describe('applyAccentColour', () => {
  it("sets the accent as the fallback of the host page's --flo-accent", () => {
    const element = document.createElement('div');
    applyAccentColour(element, '#7c3aed');
    expect(element.style.getPropertyValue('--flo-accent-color')).toBe('var(--flo-accent, #7c3aed)');
  });

  it('leaves the stylesheet default alone when there is no accent', () => {
    const element = document.createElement('div');
    applyAccentColour(element, null);
    expect(element.style.getPropertyValue('--flo-accent-color')).toBe('');
  });
});
