import {
  type AdminFunnel,
  FUNNEL_COMPLETED,
  FUNNEL_STARTED,
  type FunnelStep,
  type PageType,
} from '@flo/contract';
import type { EngineScope, Steps } from '../../db/engine/index.ts';
import { stepLabel } from '../../funnel/step-labels.ts';
import { compareArms } from '../../funnel/two-proportion.ts';
import { daysOf } from '../figures/period.ts';
import {
  type ArmStepCount,
  armSteps,
  chatSettingsChanges,
  type FunnelSlice,
  startedAndCompletedPerDay,
  startedPerOrigin,
  startedPerPageType,
} from './repository.ts';

/** The chat settings' fields in the words of the console's chat settings screen. */
const SETTING_WORDS: Record<string, string> = {
  enabled: 'Flo switched on or off',
  pageSettings: 'the pages Flo shows on',
  allowedOrigins: 'the sites allowed to embed Flo',
  contactEmail: 'the contact address',
  accentColour: 'the accent colour',
  greeting: 'the greeting',
  greetingB: 'the split test’s second greeting',
};

/**
 * Steps in the order conversations reach them: `started` first, then the most reached, and
 * `completed` last. A completed conversation did not drop off, so `completed` has none.
 */
function funnelSteps(rows: Omit<ArmStepCount, 'arm'>[]): FunnelStep[] {
  const rank = (step: string) => (step === FUNNEL_STARTED ? 0 : step === FUNNEL_COMPLETED ? 2 : 1);
  return [...rows]
    .sort(
      (x, y) => rank(x.step) - rank(y.step) || y.reached - x.reached || (x.step < y.step ? -1 : 1),
    )
    .map(({ step, reached, ended }) => ({
      step,
      label: stepLabel(step),
      reached,
      dropOff: step === FUNNEL_COMPLETED ? 0 : ended,
    }));
}

function summed(rows: ArmStepCount[]): Omit<ArmStepCount, 'arm'>[] {
  const byStep = new Map<string, Omit<ArmStepCount, 'arm'>>();
  for (const { step, reached, ended } of rows) {
    const sum = byStep.get(step) ?? { step, reached: 0, ended: 0 };
    sum.reached += reached;
    sum.ended += ended;
    byStep.set(step, sum);
  }
  return [...byStep.values()];
}

const countOf = (steps: FunnelStep[], step: string) =>
  steps.find((row) => row.step === step)?.reached ?? 0;

/** One line per day with chat settings changes: which settings changed, in plain words. */
function* settingsChangesOf(
  on: EngineScope,
  slice: FunnelSlice,
): Steps<AdminFunnel['settingsChanges']> {
  const byDay = new Map<string, Set<string>>();
  for (const entry of yield* chatSettingsChanges(on, slice.period)) {
    const day = entry.at.toISOString().slice(0, 10);
    const fields = byDay.get(day) ?? new Set<string>();
    for (const json of [entry.before, entry.after]) {
      for (const key of Object.keys(json ? (JSON.parse(json) as object) : {})) {
        fields.add(SETTING_WORDS[key] ?? key);
      }
    }
    byDay.set(day, fields);
  }
  return [...byDay].map(([day, fields]) => {
    const words = [...fields];
    const list =
      words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : words[0];
    return { day, summary: list ? `Changed ${list}.` : 'Saved the chat settings unchanged.' };
  });
}

/** The funnel of one flow over a period and slice, as `GET /api/admin/funnel` answers it. */
export function* funnelOf(on: EngineScope, slice: FunnelSlice): Steps<AdminFunnel> {
  const rows = yield* armSteps(on, slice);
  const steps = funnelSteps(summed(rows));
  const a = funnelSteps(rows.filter((row) => row.arm === 'a'));
  const b = funnelSteps(rows.filter((row) => row.arm === 'b'));
  const arm = (s: FunnelStep[]) => ({
    started: countOf(s, FUNNEL_STARTED),
    completed: countOf(s, FUNNEL_COMPLETED),
  });
  const perDay = new Map(
    daysOf(slice.period).map((day) => [day, { day, started: 0, completed: 0 }]),
  );
  for (const row of yield* startedAndCompletedPerDay(on, slice)) {
    const day = perDay.get(row.day);
    if (day) day[row.step === FUNNEL_STARTED ? 'started' : 'completed'] = row.reached;
  }
  const { period } = slice;
  const pageTypes = yield* startedPerPageType(on, slice);
  const origins = yield* startedPerOrigin(on, slice);
  const settingsChanges = yield* settingsChangesOf(on, slice);
  return {
    period: { from: period.from, to: period.to, days: period.days },
    flow: slice.flow as AdminFunnel['flow'],
    started: countOf(steps, FUNNEL_STARTED),
    completed: countOf(steps, FUNNEL_COMPLETED),
    steps,
    arms: { a, b },
    comparison: compareArms(arm(a), arm(b)),
    pageTypes: pageTypes as { pageType: PageType; started: number }[],
    origins,
    perDay: [...perDay.values()],
    settingsChanges,
  };
}
