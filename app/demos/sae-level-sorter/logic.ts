// The SAE J3016 levels of driving automation (0–5), ten plain-language feature cards to sort,
// and the arithmetic of a takeover request: how far a car travels while a person re-engages.
// Product names on the cards are invented; the levels follow SAE J3016.

export type Level = 0 | 1 | 2 | 3 | 4 | 5;
export const LEVEL_LIST: readonly Level[] = [0, 1, 2, 3, 4, 5];

/** Who must watch the road while the feature is switched on. */
export type Watcher = "driver" | "fallback" | "nobody";

export const WATCHERS: Record<Watcher, string> = {
  driver: "The human driver, all the time",
  fallback: "Nobody while it drives, but a person must take over when asked",
  nobody: "Nobody, within its area or conditions",
};

export const LEVELS: Record<Level, { name: string; summary: string; watcher: Watcher }> = {
  0: {
    name: "No driving automation",
    summary:
      "The human drives. Warnings and brief emergency help (like automatic emergency braking) do not count as driving automation.",
    watcher: "driver",
  },
  1: {
    name: "Driver assistance",
    summary: "The system helps with steering or with speed, not both. The human drives and supervises.",
    watcher: "driver",
  },
  2: {
    name: "Partial driving automation",
    summary:
      "The system steers and controls speed together, but the human must supervise constantly and act at once when needed.",
    watcher: "driver",
  },
  3: {
    name: "Conditional driving automation",
    summary:
      "In limited conditions the system drives and monitors the road; the person need not watch but must take over when the system requests it.",
    watcher: "fallback",
  },
  4: {
    name: "High driving automation",
    summary:
      "The system drives itself within a defined area or set of conditions and handles problems itself; no one needs to take over there.",
    watcher: "nobody",
  },
  5: {
    name: "Full driving automation",
    summary:
      "The system drives itself everywhere and in all conditions a human driver could manage. No such vehicle exists today.",
    watcher: "nobody",
  },
};

export const watcherFor = (level: Level): Watcher => LEVELS[level].watcher;

export type Scenario = { id: string; text: string; level: Level; why: string };

export const SCENARIOS: readonly Scenario[] = [
  {
    id: "lane-warning",
    text: "Beeps and vibrates the steering wheel when you drift out of your lane. It never steers.",
    level: 0,
    why: "It only warns you; you do all the driving. Warnings are Level 0.",
  },
  {
    id: "emergency-brake",
    text: "Brakes hard on its own when a crash is about to happen. The rest of the time you drive.",
    level: 0,
    why: "Automatic emergency braking steps in only for a moment in an emergency, so SAE J3016 still counts it as Level 0: it does not drive the car.",
  },
  {
    id: "adaptive-cruise",
    text: "Keeps a set speed and a safe gap to the car in front on the motorway. You steer.",
    level: 1,
    why: "Adaptive cruise control handles speed only: one kind of help, so Level 1. You drive and supervise.",
  },
  {
    id: "lane-centring",
    text: "Steers to keep the car centered in its lane. You control the speed and braking.",
    level: 1,
    why: "Steering help on its own is Level 1. You remain the driver.",
  },
  {
    id: "motorway-assist",
    text: "Keeps lane and distance on motorways by steering, braking and accelerating. You must keep watching the road and be ready to act at any moment.",
    level: 2,
    why: "Steering and speed together, with the human supervising all the time: Level 2.",
  },
  {
    id: "marketed-autonomy",
    text: "Advertised as “Autonomous Drive Max”: hands-off on mapped motorways, while a camera checks that your eyes stay on the road.",
    level: 2,
    why: "Despite the name it is Level 2: the eye-watching camera is there because you are still the supervisor and responsible. Hands-off does not mean eyes-off. Adverts often call Level 2 “self-driving”.",
  },
  {
    id: "traffic-jam-pilot",
    text: "In slow motorway traffic jams it drives itself and you may look away, for example to read, but you must take back control within seconds when it asks.",
    level: 3,
    why: "The system drives and watches the road in limited conditions, but a person must be ready to take over on request: Level 3.",
  },
  {
    id: "robotaxi",
    text: "A robotaxi that drives itself around one city's downtown with no one in the driver's seat. Outside that area it will not drive.",
    level: 4,
    why: "It drives itself with no human fallback, but only inside a defined area: Level 4.",
  },
  {
    id: "campus-shuttle",
    text: "A shuttle on a fixed route around a business park, with no steering wheel. If something goes wrong it stops safely by itself.",
    level: 4,
    why: "It handles problems itself (by reaching a safe stop), but only on its route and conditions: Level 4.",
  },
  {
    id: "anywhere",
    text: "Drives itself on any road, in any weather, anywhere a human driver could go.",
    level: 5,
    why: "That would be Level 5, but no Level 5 vehicle exists today: every real system is limited to certain roads or conditions.",
  },
];

export type Check = { levelCorrect: boolean; watcherCorrect: boolean; feedback: string };

export function checkAnswer(scenario: Scenario, level: Level, watcher: Watcher): Check {
  const levelCorrect = level === scenario.level;
  const right = watcherFor(scenario.level);
  const watcherCorrect = watcher === right;
  const head = levelCorrect
    ? `Yes, Level ${scenario.level} (${LEVELS[scenario.level].name}).`
    : `Not Level ${level}: this is Level ${scenario.level} (${LEVELS[scenario.level].name}).`;
  const who = watcherCorrect
    ? "And you are right about who watches the road."
    : `Who must watch the road: ${WATCHERS[right].toLowerCase()}.`;
  return { levelCorrect, watcherCorrect, feedback: `${head} ${scenario.why} ${who}` };
}

/** Meters traveled in `seconds` at `kmh` (no braking): the distance covered before a person takes over. */
export const takeoverDistance = (kmh: number, seconds: number) => (kmh / 3.6) * seconds;

/** A football pitch is about 105 m long. */
export const PITCH_METRES = 105;
