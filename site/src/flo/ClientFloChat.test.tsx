import { apiTest } from '@flo/api/testing/fixtures';
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, vi } from 'vitest';
import { fetchThroughApi } from '../testing/hydrated-page.ts';
import { ClientFloChat } from './ClientFloChat.tsx';

// The widget asks the real API for the chat settings before it renders; the returned function
// puts the real `fetch` back after the test.
apiTest.beforeEach(({ api }) => fetchThroughApi(api.app));

function Page({ withChat }: { withChat: boolean }) {
  return <main>{withChat ? <ClientFloChat variant="embedded" className="slot" /> : null}</main>;
}

describe('ClientFloChat', () => {
  apiTest(
    'removes the rendered widget when its page goes, without unmounting a root mid-commit',
    async () => {
      const errors: unknown[][] = [];
      const spy = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
      const view = render(<Page withChat />);
      // The widget appends its host element once its chunk has loaded (under vitest: been
      // transformed, slow on a busy machine) and the settings allow it.
      await waitFor(
        () => expect(document.querySelector('.slot flo-chat')?.shadowRoot).toBeTruthy(),
        {
          timeout: 15_000,
        },
      );

      view.rerender(<Page withChat={false} />);
      await act(() => Promise.resolve());

      expect(document.querySelector('flo-chat')).toBeNull();
      expect(errors).toEqual([]);
      spy.mockRestore();
      view.unmount();
    },
  );
});
