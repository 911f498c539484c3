import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLauncherVisible } from './useLauncherVisible.ts';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('useLauncherVisible', () => {
  it('hides the launcher while a cookie banner is shown and brings it back afterwards', async () => {
    const { result } = renderHook(() => useLauncherVisible(false));
    expect(result.current).toBe(true);

    const banner = document.createElement('div');
    banner.setAttribute('role', 'dialog');
    banner.textContent = 'We use cookies';
    document.body.append(banner);
    await waitFor(() => expect(result.current).toBe(false));

    banner.hidden = true;
    await waitFor(() => expect(result.current).toBe(true));
  });
});
