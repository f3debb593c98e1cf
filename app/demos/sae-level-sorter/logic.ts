// The SAE J3016 levels of driving automation (0–5), ten plain-language feature cards to sort,
// and the arithmetic of a takeover request: how far a car travels while a person re-engages.
// Product names on the cards are invented; the levels follow SAE J3016.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type Level = 0 | 1 | 2 | 3 | 4 | 5;
export const LEVEL_LIST: readonly Level[] = [0, 1, 2, 3, 4, 5];

/** Who must watch the road while the feature is switched on. */
export type Watcher = "driver" | "fallback" | "nobody";

export const WATCHERS: Record<Watcher, MessageDescriptor> = {
  driver: msg`The human driver, all the time`,
  fallback: msg`Nobody while it drives, but a person must take over when asked`,
  nobody: msg`Nobody, within its area or conditions`,
};

export const LEVELS: Record<Level, { name: MessageDescriptor; summary: MessageDescriptor; watcher: Watcher }> = {
  0: {
    name: msg`No driving automation`,
    summary: msg`The human drives. Warnings and brief emergency help (like automatic emergency braking) do not count as driving automation.`,
    watcher: "driver",
  },
  1: {
    name: msg`Driver assistance`,
    summary: msg`The system helps with steering or with speed, not both. The human drives and supervises.`,
    watcher: "driver",
  },
  2: {
    name: msg`Partial driving automation`,
    summary: msg`The system steers and controls speed together, but the human must supervise constantly and act at once when needed.`,
    watcher: "driver",
  },
  3: {
    name: msg`Conditional driving automation`,
    summary: msg`In limited conditions the system drives and monitors the road; the person need not watch but must take over when the system requests it.`,
    watcher: "fallback",
  },
  4: {
    name: msg`High driving automation`,
    summary: msg`The system drives itself within a defined area or set of conditions and handles problems itself; no one needs to take over there.`,
    watcher: "nobody",
  },
  5: {
    name: msg`Full driving automation`,
    summary: msg`The system drives itself everywhere and in all conditions a human driver could manage. No such vehicle exists today.`,
    watcher: "nobody",
  },
};

export const watcherFor = (level: Level): Watcher => LEVELS[level].watcher;

export type Scenario = { id: string; text: MessageDescriptor; level: Level; why: MessageDescriptor };

export const SCENARIOS: readonly Scenario[] = [
  {
    id: "lane-warning",
    text: msg`Beeps and vibrates the steering wheel when you drift out of your lane. It never steers.`,
    level: 0,
    why: msg`It only warns you; you do all the driving. Warnings are Level 0.`,
  },
  {
    id: "emergency-brake",
    text: msg`Brakes hard on its own when a crash is about to happen. The rest of the time you drive.`,
    level: 0,
    why: msg`Automatic emergency braking steps in only for a moment in an emergency, so SAE J3016 still counts it as Level 0: it does not drive the car.`,
  },
  {
    id: "adaptive-cruise",
    text: msg`Keeps a set speed and a safe gap to the car in front on the motorway. You steer.`,
    level: 1,
    why: msg`Adaptive cruise control handles speed only: one kind of help, so Level 1. You drive and supervise.`,
  },
  {
    id: "lane-centring",
    text: msg`Steers to keep the car centered in its lane. You control the speed and braking.`,
    level: 1,
    why: msg`Steering help on its own is Level 1. You remain the driver.`,
  },
  {
    id: "motorway-assist",
    text: msg`Keeps lane and distance on motorways by steering, braking and accelerating. You must keep watching the road and be ready to act at any moment.`,
    level: 2,
    why: msg`Steering and speed together, with the human supervising all the time: Level 2.`,
  },
  {
    id: "marketed-autonomy",
    text: msg`Advertised as “Autonomous Drive Max”: hands-off on mapped motorways, while a camera checks that your eyes stay on the road.`,
    level: 2,
    why: msg`Despite the name it is Level 2: the eye-watching camera is there because you are still the supervisor and responsible. Hands-off does not mean eyes-off. Adverts often call Level 2 “self-driving”.`,
  },
  {
    id: "traffic-jam-pilot",
    text: msg`In slow motorway traffic jams it drives itself and you may look away, for example to read, but you must take back control within seconds when it asks.`,
    level: 3,
    why: msg`The system drives and watches the road in limited conditions, but a person must be ready to take over on request: Level 3.`,
  },
  {
    id: "robotaxi",
    text: msg`A robotaxi that drives itself around one city's downtown with no one in the driver's seat. Outside that area it will not drive.`,
    level: 4,
    why: msg`It drives itself with no human fallback, but only inside a defined area: Level 4.`,
  },
  {
    id: "campus-shuttle",
    text: msg`A shuttle on a fixed route around a business park, with no steering wheel. If something goes wrong it stops safely by itself.`,
    level: 4,
    why: msg`It handles problems itself (by reaching a safe stop), but only on its route and conditions: Level 4.`,
  },
  {
    id: "anywhere",
    text: msg`Drives itself on any road, in any weather, anywhere a human driver could go.`,
    level: 5,
    why: msg`That would be Level 5, but no Level 5 vehicle exists today: every real system is limited to certain roads or conditions.`,
  },
];

export type Check = { levelCorrect: boolean; watcherCorrect: boolean; feedback: string };

/** A message in English with its placeholders filled: what the tests read, and the default. */
export const english = (d: MessageDescriptor): string =>
  (d.message ?? d.id).replace(/\{(\w+)\}/g, (_, key: string) => String(d.values?.[key] ?? ""));

/** Checks an answer; the feedback is written with `translate` (the learner's language in the demo). */
export function checkAnswer(
  scenario: Scenario,
  level: Level,
  watcher: Watcher,
  translate: (d: MessageDescriptor) => string = english,
): Check {
  const levelCorrect = level === scenario.level;
  const right = watcherFor(scenario.level);
  const watcherCorrect = watcher === right;
  const correct = scenario.level;
  const name = translate(LEVELS[scenario.level].name);
  const head = levelCorrect
    ? translate(msg`Yes, Level ${correct} (${name}).`)
    : translate(msg`Not Level ${level}: this is Level ${correct} (${name}).`);
  const who = watcherCorrect
    ? translate(msg`And you are right about who watches the road.`)
    : translate(WATCHER_FEEDBACK[right]);
  return { levelCorrect, watcherCorrect, feedback: `${head} ${translate(scenario.why)} ${who}` };
}

const WATCHER_FEEDBACK: Record<Watcher, MessageDescriptor> = {
  driver: msg`Who must watch the road: the human driver, all the time.`,
  fallback: msg`Who must watch the road: nobody while it drives, but a person must take over when asked.`,
  nobody: msg`Who must watch the road: nobody, within its area or conditions.`,
};

/** Meters traveled in `seconds` at `kmh` (no braking): the distance covered before a person takes over. */
export const takeoverDistance = (kmh: number, seconds: number) => (kmh / 3.6) * seconds;

/** A football pitch is about 105 m long. */
export const PITCH_METRES = 105;
