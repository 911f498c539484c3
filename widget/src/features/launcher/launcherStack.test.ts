import { describe, expect, it } from 'vitest';
import { claimLauncherSlot } from './launcherStack.ts';

describe('claimLauncherSlot', () => {
  it('stacks launchers upwards and reuses a released place without moving the others', () => {
    const first = claimLauncherSlot();
    const second = claimLauncherSlot();
    const third = claimLauncherSlot();
    expect([first.index, second.index, third.index]).toEqual([0, 1, 2]);

    second.release();
    const fourth = claimLauncherSlot();
    expect(fourth.index).toBe(1);
    expect(claimLauncherSlot().index).toBe(3);
  });
});
