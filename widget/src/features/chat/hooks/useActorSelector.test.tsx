import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, setup } from 'xstate';
import { useActorSelector } from './useActorSelector.ts';

const counter = setup({ types: { context: {} as { count: number; label: string } } }).createMachine(
  {
    context: { count: 0, label: 'a' },
    on: {
      INC: { actions: assign({ count: ({ context }) => context.count + 1 }) },
      RELABEL: { actions: assign({ label: 'b' }) },
    },
  },
);

describe('useActorSelector', () => {
  it('re-renders with the selection when the actor changes, and only when the selection does', () => {
    const actor = createActor(counter).start();
    let renders = 0;
    function Count() {
      renders += 1;
      const count = useActorSelector(actor, (snapshot) => snapshot.context.count);
      return <p>count {count}</p>;
    }
    render(<Count />);
    expect(screen.getByText('count 0')).toBeTruthy();

    act(() => actor.send({ type: 'INC' }));
    expect(screen.getByText('count 1')).toBeTruthy();
    const afterIncrement = renders;

    act(() => actor.send({ type: 'RELABEL' }));
    expect(renders).toBe(afterIncrement);
  });

  it('throws the error of an actor that failed into the component tree', () => {
    const failing = createActor(
      createMachine({
        entry: () => {
          throw new Error('machine broke');
        },
      }),
    );
    failing.subscribe({ error: () => {} });
    failing.start();
    function Status() {
      return <p>{useActorSelector(failing, (snapshot) => snapshot.status)}</p>;
    }
    expect(() => render(<Status />)).toThrow('machine broke');
  });
});
