import { chatEnquirySchema } from '@flo/contract';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { type AdjacencyMap, getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph';
import { buildChatEnquiry, ENQUIRY_DEFAULTS } from '../payload.ts';
import { inputFor, PAGES } from '../testing/machine-fixtures.ts';
import type { FloContext, FloInput } from '../types.ts';
import { withChosenFirms } from './choose-firms.ts';
import { eventsFor, matchable, serializeForGraph } from './graph-events.ts';
import { floMachine } from './machine.ts';

/** Walking the whole chart takes seconds, more on a busy machine. */
const GRAPH_WALK = { timeout: 60_000 };

type Transition =
  AnyStateNode['transitions'] extends Map<string, infer T>
    ? T extends Array<infer U>
      ? U
      : never
    : never;

const traversal = (input: FloInput) => ({
  input,
  events: eventsFor,
  serializeState: serializeForGraph,
});

function describeTransition(t: Transition): string {
  const targets = t.target?.map((target) => target.id).join(',') ?? '(self)';
  return `${t.source.id} --${t.eventType}${t.guard ? ' [guarded]' : ''}--> ${targets}`;
}

/** The graph helpers' generics do not fit a machine with typed emitted events. */
const anyMachine: AnyStateMachine = floMachine;

const allNodes = getStateNodes(floMachine.root);
const allTransitions: Transition[] = [floMachine.root, ...allNodes].flatMap((node) => [
  ...[...node.transitions.values()].flat(),
  ...(node.always ?? []),
]);

type Adjacency = AdjacencyMap<AnyMachineSnapshot, EventObject>;

/**
 * Each page of docs/product/chat-flows.md#entry-flow-by-page, and embeds whose host preset the
 * service and city, or the city.
 */
const PAGE_INPUTS: Record<string, FloInput> = {
  ...Object.fromEntries(Object.entries(PAGES).map(([name, path]) => [name, inputFor(path)])),
  presetEmbed: { ...inputFor('/guides/oak'), preset: { service: 'hardwood', city: 'Stockport' } },
  presetCityEmbed: { ...inputFor('/guides/oak'), preset: { city: 'Stockport' } },
  presetServicePage: { ...inputFor(PAGES.servicePage), preset: { city: 'Stockport' } },
};

/** The whole graph from each of those inputs, traversed once and shared by the tests. */
const adjacencyByPage: Record<string, Adjacency> = Object.fromEntries(
  Object.entries(PAGE_INPUTS).map(([name, input]) => [
    name,
    getAdjacencyMap(anyMachine, traversal(input)) as Adjacency,
  ]),
);

/** Walks the graph of every page and records what it reached. */
function exploreEveryPage() {
  const reachedNodes = new Set<string>();
  const takenTransitions = new Set<Transition>();
  const submitContexts: FloContext[] = [];
  for (const adjacency of Object.values(adjacencyByPage)) {
    for (const { state, transitions } of Object.values(adjacency)) {
      const snapshot = state as AnyMachineSnapshot;
      for (const node of allNodes) if (snapshot.matches(matchable(node))) reachedNodes.add(node.id);
      for (const always of floMachine.root.states.start?.always ?? []) {
        if (always.target?.some((target) => snapshot.matches(matchable(target))))
          takenTransitions.add(always);
      }
      for (const { event, state: next } of Object.values(transitions) as Array<{
        event: EventObject;
        state: AnyMachineSnapshot;
      }>) {
        for (const t of floMachine.getTransitionData(snapshot as never, event as never))
          takenTransitions.add(t as Transition);
        const after = next as AnyMachineSnapshot;
        if (after.matches('submitting') && !snapshot.matches('submitting'))
          submitContexts.push(after.context);
      }
    }
  }
  return { reachedNodes, takenTransitions, submitContexts };
}

const explored = exploreEveryPage();

describe('graph coverage of the Flo statechart', GRAPH_WALK, () => {
  it('reaches every state node from the pages of docs/product/chat-flows.md', () => {
    // A node left at once by an eventless transition (start) never rests in a snapshot; it
    // counts as reached when one of its eventless transitions was taken.
    const passedThrough = (node: AnyStateNode) =>
      (node.always ?? []).some((t) => explored.takenTransitions.has(t));
    const missed = allNodes
      .filter((node) => !explored.reachedNodes.has(node.id) && !passedThrough(node))
      .map((node) => node.id);
    expect(missed).toEqual([]);
    expect(allNodes.length).toBeGreaterThan(40);
  });

  it('takes every transition of the machine at least once', () => {
    const missed = allTransitions
      .filter((t) => !explored.takenTransitions.has(t))
      .map(describeTransition);
    expect(missed).toEqual([]);
    expect(allTransitions.length).toBeGreaterThan(100);
  });

  it('builds a payload the API contract accepts on every path into submitting', () => {
    expect(explored.submitContexts.length).toBeGreaterThan(10);
    for (const context of explored.submitContexts) {
      const result = chatEnquirySchema.safeParse(
        withChosenFirms(buildChatEnquiry(context), context),
      );
      expect(result.error?.issues ?? []).toEqual([]);
    }
  });

  it('sends every enquiry with a place or a specialist, unless the visitor chose to send anyway', () => {
    const reachesNobody = explored.submitContexts.filter((context) => {
      const enquiry = buildChatEnquiry(context);
      const place =
        enquiry.location !== ENQUIRY_DEFAULTS.location ||
        enquiry.postcode !== undefined ||
        enquiry.pageContext.citySlug !== undefined;
      return !place && enquiry.specialistId === undefined && context.answers.sendAnyway !== true;
    });
    expect(reachesNobody.map((context) => context.messages.map((m) => m.text))).toEqual([]);
    expect(explored.submitContexts.some((context) => context.answers.sendAnyway)).toBe(true);
  });
});

/**
 * Liveness: from every snapshot the traversal reaches, some sequence of visitor replies, actor
 * answers and delays leads to `submitted`. Worked backwards from the submitted snapshots over
 * the adjacency map. RESET edges are left out: a conversation the visitor can only finish by
 * throwing it away and starting again is stuck. No state is exempt; `submitted` is the goal
 * itself, and every other state (submit_error included, through Try again) must lead there.
 */
function snapshotsThatCannotFinish(adjacency: Adjacency): string[] {
  const predecessors = new Map<string, Set<string>>();
  for (const [from, { transitions }] of Object.entries(adjacency)) {
    for (const { event, state: next } of Object.values(transitions) as Array<{
      event: EventObject;
      state: AnyMachineSnapshot;
    }>) {
      if (event.type === 'RESET') continue;
      const to = serializeForGraph(next);
      if (!predecessors.has(to)) predecessors.set(to, new Set());
      predecessors.get(to)?.add(from);
    }
  }
  const canFinish = new Set(
    Object.entries(adjacency)
      .filter(([, { state }]) => (state as AnyMachineSnapshot).matches('submitted'))
      .map(([key]) => key),
  );
  const queue = [...canFinish];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    for (const previous of predecessors.get(key) ?? []) {
      if (canFinish.has(previous)) continue;
      canFinish.add(previous);
      queue.push(previous);
    }
  }
  return Object.keys(adjacency).filter((key) => !canFinish.has(key));
}

describe('liveness: every conversation can still be finished', () => {
  it.each(Object.keys(PAGE_INPUTS))(
    'every snapshot reachable from the %s page can reach submitted without RESET',
    (name) => {
      const adjacency = adjacencyByPage[name] as Adjacency;
      expect(Object.keys(adjacency).length).toBeGreaterThan(20);
      expect(snapshotsThatCannotFinish(adjacency)).toEqual([]);
    },
  );
});

describe('shortest paths to a submitted enquiry', GRAPH_WALK, () => {
  it.each(Object.entries(PAGES))('exist from the %s page', (_name, path) => {
    const paths = getShortestPaths(floMachine, {
      ...traversal(inputFor(path)),
      toState: (snapshot) => snapshot.matches('submitted'),
    });
    expect(paths.length).toBeGreaterThan(0);
    for (const { steps } of paths) {
      const events = steps.map((step) => step.event as EventObject).map((e) => e.type);
      expect(events).toContain('xstate.done.actor.submitEnquiry');
    }
  });
});
