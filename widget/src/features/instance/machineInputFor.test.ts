import type { ChatSettings } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import { machineInputFor } from './machineInputFor.ts';

const settings = {
  enabled: true,
  pageSettings: {},
  contactEmail: 'hello@flo.example',
  accentColour: '#0f766e',
  greeting: 'Welcome to Flo!',
  greetingB: null,
} satisfies ChatSettings;

describe('machineInputFor', () => {
  it("passes the host's data-service and data-city to the machine as answers already given", () => {
    const input = machineInputFor('/guides/oak', { service: 'hardwood', city: 'Leeds' }, settings);
    expect(input.preset).toEqual({ service: 'hardwood', city: 'Leeds' });
    expect(input.page.path).toBe('/guides/oak');
    expect(input.settings).toBe(settings);
  });

  it('gives no preset when the host said nothing about service or city', () => {
    expect(machineInputFor('/', {}, settings)).not.toHaveProperty('preset');
    expect(machineInputFor('/', { city: 'York' }, settings).preset).toEqual({ city: 'York' });
  });

  it("passes the settings' greeting, or the host's own in its place", () => {
    expect(machineInputFor('/', {}, settings).greeting).toBe('Welcome to Flo!');
    expect(machineInputFor('/', { greeting: 'Hi!' }, settings).greeting).toBe('Hi!');
    expect(machineInputFor('/', {}, { ...settings, greeting: null })).not.toHaveProperty(
      'greeting',
    );
  });
});
