import { describe, expect, it } from 'vitest';
import { ALL_ON, startFakeFloApi } from '../../testing/startFakeFloApi.ts';
import { fetchChatSettings } from './fetchChatSettings.ts';

describe('fetchChatSettings', () => {
  it('does not keep a failed answer: the next call asks the API again', async () => {
    const api = await startFakeFloApi(ALL_ON, {}, 1);
    try {
      expect(await fetchChatSettings(api.origin)).toBeNull();
      expect(await fetchChatSettings(api.origin)).toMatchObject({ enabled: true });
      expect(await fetchChatSettings(api.origin)).toMatchObject({ enabled: true });
      expect(api.requests).toEqual(['/api/chat-settings', '/api/chat-settings']);
    } finally {
      await api.close();
    }
  });
});
