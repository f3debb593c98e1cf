import { describe, expect, it } from "vitest";
import {
  advance,
  angleToLight,
  behaviorName,
  DT,
  describeTurn,
  distanceToLight,
  readSensors,
  START_LIGHT,
  START_VEHICLE,
  simulate,
  startSim,
  step,
  type Vehicle,
  type Wiring,
  wheelSpeeds,
} from "./logic.ts";

const runFor = (w: Wiring, seconds: number, v: Vehicle = START_VEHICLE) =>
  simulate(v, START_LIGHT, w, seconds).at(-1) as Vehicle;
const speed = (v: Vehicle, w: Wiring) => {
  const s = wheelSpeeds(readSensors(v, START_LIGHT), w);
  return (s.left + s.right) / 2;
};
const startAngle = angleToLight(START_VEHICLE, START_LIGHT);

describe("Braitenberg vehicles", () => {
  it("the sensor nearer the light reads more", () => {
    // Facing up the screen, the robot's left is towards smaller x.
    const v: Vehicle = { x: 200, y: 150, heading: -Math.PI / 2 };
    const onLeft = readSensors(v, { x: 120, y: 150 });
    expect(onLeft.left).toBeGreaterThan(onLeft.right);
    const onRight = readSensors(v, { x: 280, y: 150 });
    expect(onRight.right).toBeGreaterThan(onRight.left);
    const far = readSensors(v, { x: 200, y: -300 });
    const near = readSensors(v, { x: 200, y: 100 });
    expect(near.left).toBeGreaterThan(far.left);
  });

  it("crossing the wires swaps which sensor drives which wheel", () => {
    const readings = { left: 0.6, right: 0.2 };
    const same = wheelSpeeds(readings, { crossed: false, excite: true });
    const crossed = wheelSpeeds(readings, { crossed: true, excite: true });
    expect(same.left).toBeGreaterThan(same.right);
    expect(crossed.right).toBeGreaterThan(crossed.left);
    const inhibited = wheelSpeeds(readings, { crossed: false, excite: false });
    expect(inhibited.left).toBeLessThan(inhibited.right);
  });

  it("crossed excitatory wiring turns the vehicle towards the light and charges into it", () => {
    const w = { crossed: true, excite: true };
    expect(angleToLight(runFor(w, 1), START_LIGHT)).toBeLessThan(startAngle);
    const path = simulate(START_VEHICLE, START_LIGHT, w, 8);
    expect(Math.min(...path.map((v) => distanceToLight(v, START_LIGHT)))).toBeLessThan(10);
  });

  it("same-side excitatory wiring turns the vehicle away from the light", () => {
    const w = { crossed: false, excite: true };
    expect(angleToLight(runFor(w, 1), START_LIGHT)).toBeGreaterThan(startAngle);
    expect(angleToLight(runFor(w, 4), START_LIGHT)).toBeGreaterThan(2);
  });

  it("same-side inhibitory wiring approaches the light and slows to a stop facing it", () => {
    const w = { crossed: false, excite: false };
    const end = runFor(w, 15);
    expect(distanceToLight(end, START_LIGHT)).toBeLessThan(distanceToLight(START_VEHICLE, START_LIGHT) / 2);
    expect(speed(end, w)).toBeLessThan(0.5);
    expect(speed(START_VEHICLE, w)).toBeGreaterThan(30);
    expect(angleToLight(end, START_LIGHT)).toBeLessThan(0.1);
  });

  it("crossed inhibitory wiring turns away from the light", () => {
    expect(angleToLight(runFor({ crossed: true, excite: false }, 1), START_LIGHT)).toBeGreaterThan(startAngle);
  });

  it("drives straight when the light is dead ahead", () => {
    const v: Vehicle = { x: 100, y: 150, heading: 0 };
    const light = { x: 300, y: 150 };
    const r = readSensors(v, light);
    expect(r.left).toBeCloseTo(r.right, 12);
    let current = v;
    for (let i = 0; i < 60; i++) current = step(current, light, { crossed: true, excite: true }, DT);
    expect(current.heading).toBeCloseTo(0, 9);
    expect(current.y).toBeCloseTo(150, 9);
    expect(current.x).toBeGreaterThan(110);
  });

  it("names the four wirings after Braitenberg's vehicles", () => {
    expect(behaviorName({ crossed: false, excite: true }).name).toBe("Fear");
    expect(behaviorName({ crossed: true, excite: true }).name).toBe("Aggression");
    expect(behaviorName({ crossed: false, excite: false }).name).toBe("Love");
    expect(behaviorName({ crossed: true, excite: false }).name).toBe("Explorer");
  });
});

describe("running the simulation", () => {
  it("keeps a trail, breaking it where the vehicle wraps round an edge", () => {
    const sim = advance(
      startSim({ x: 395, y: 150, heading: 0 }),
      30,
      { x: 200, y: -500 },
      { crossed: false, excite: true },
    );
    expect(sim.time).toBeCloseTo(0.5);
    expect(sim.trail).toContain(null);
    expect(sim.vehicle.x).toBeLessThan(50);
  });

  it("says which way the vehicle turns and whether that is towards the light", () => {
    const v: Vehicle = { x: 200, y: 150, heading: -Math.PI / 2 };
    const lightOnRight = { x: 300, y: 150 };
    expect(describeTurn(v, lightOnRight, { crossed: true, excite: true })).toEqual({ turning: "right", towards: true });
    expect(describeTurn(v, lightOnRight, { crossed: false, excite: true })).toEqual({
      turning: "left",
      towards: false,
    });
    expect(describeTurn(v, { x: 200, y: 0 }, { crossed: true, excite: true }).turning).toBe("straight");
  });
});
