import { describe, expect } from 'vitest';
import { apiTest } from '../testing/fixtures.ts';

describe('GET /api/chat-settings', () => {
  apiTest('answers the defaults when no settings have been saved', async ({ api }) => {
    const res = await api.app.request('/api/chat-settings');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      enabled: true,
      pageSettings: {
        home: { enabled: true },
        services: { enabled: true },
        specialists: { enabled: true },
        specialist_profile: { enabled: true },
      },
      contactEmail: 'hello@flo.local',
      accentColour: '#0f766e',
      greeting: null,
      greetingB: null,
    });
  });

  apiTest('answers the saved settings without the allowed origins', async ({ api }) => {
    const { db, tables } = api.engine;
    await db.insert(tables.chatSettings).values({
      id: 1,
      enabled: false,
      pageSettings: { home: { enabled: false }, services: { enabled: true } },
      allowedOrigins: ['https://partner.example'],
      contactEmail: 'support@flo.example',
      accentColour: '#7c3aed',
      greeting: 'Hi, I’m Flo.',
      greetingB: 'Hello! Which room is the floor for?',
    });
    const res = await api.app.request('/api/chat-settings');
    const body = await res.json();
    expect(body).toEqual({
      enabled: false,
      pageSettings: {
        home: { enabled: false },
        services: { enabled: true },
        specialists: { enabled: true },
        specialist_profile: { enabled: true },
      },
      contactEmail: 'support@flo.example',
      accentColour: '#7c3aed',
      greeting: 'Hi, I’m Flo.',
      greetingB: 'Hello! Which room is the floor for?',
    });
    expect(JSON.stringify(body)).not.toContain('partner.example');
  });
});
