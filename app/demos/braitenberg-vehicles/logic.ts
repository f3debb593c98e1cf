// Braitenberg vehicles: a two-wheeled robot with two forward-facing light sensors, each wired
// straight to a wheel motor. Same-side or crossed wires, exciting (more light, faster wheel) or
// inhibiting (more light, slower wheel), give four behaviors that look purposeful with no map
// and no plan. Screen coordinates: x to the right, y downwards, heading in radians (0 = facing
// right, increasing clockwise on screen). Differential drive: a faster left wheel turns right.

export const ARENA = { width: 400, height: 300 } as const;
export const DT = 1 / 60;

/** Distance between the wheels, in arena units. */
export const WHEEL_BASE = 20;
/** Sensors sit this far ahead of the center, angled this far left and right of the heading. */
export const SENSOR_DISTANCE = 12;
export const SENSOR_ANGLE = 0.6;
/** Brightness halves at this distance from the light. */
export const LIGHT_SCALE = 90;
/** Wheel speeds in arena units per second. */
export const BASE_SPEED = 10;
export const GAIN = 80;

export interface Vehicle {
  x: number;
  y: number;
  heading: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Wiring {
  /** Left sensor drives the right wheel (and right sensor the left wheel). */
  crossed: boolean;
  /** More light makes the wheel faster (true) or slower (false). */
  excite: boolean;
}

export function behaviorName(w: Wiring): { name: string; vehicle: string; expect: string } {
  if (w.excite && !w.crossed)
    return { name: "Fear", vehicle: "2a", expect: "turns away from the light and speeds off" };
  if (w.excite && w.crossed)
    return { name: "Aggression", vehicle: "2b", expect: "turns toward the light and charges at it" };
  if (!w.crossed) return { name: "Love", vehicle: "3a", expect: "turns toward the light and slows to a stop near it" };
  return { name: "Explorer", vehicle: "3b", expect: "slows near the light but turns away to wander off" };
}

export function sensorPositions(v: Vehicle): { left: Point; right: Point } {
  const at = (angle: number) => ({
    x: v.x + SENSOR_DISTANCE * Math.cos(v.heading + angle),
    y: v.y + SENSOR_DISTANCE * Math.sin(v.heading + angle),
  });
  // On screen (y down) the robot's left is at heading − 90°.
  return { left: at(-SENSOR_ANGLE), right: at(SENSOR_ANGLE) };
}

/** Angle from a to b, wrapped to (−π, π]. */
export function wrapAngle(a: number): number {
  let r = a % (2 * Math.PI);
  if (r > Math.PI) r -= 2 * Math.PI;
  if (r <= -Math.PI) r += 2 * Math.PI;
  return r;
}

/**
 * What one sensor reads, 0 to 1: brighter when the light is closer, and up to twice as bright
 * when the light is in the direction the sensor faces as when it is behind.
 */
export function sensorReading(sensor: Point, facing: number, light: Point): number {
  const dx = light.x - sensor.x;
  const dy = light.y - sensor.y;
  const d = Math.hypot(dx, dy);
  const brightness = 1 / (1 + (d / LIGHT_SCALE) ** 2);
  const off = d === 0 ? 0 : wrapAngle(Math.atan2(dy, dx) - facing);
  return brightness * ((3 + Math.cos(off)) / 4);
}

export function readSensors(v: Vehicle, light: Point): { left: number; right: number } {
  const s = sensorPositions(v);
  return {
    left: sensorReading(s.left, v.heading - SENSOR_ANGLE, light),
    right: sensorReading(s.right, v.heading + SENSOR_ANGLE, light),
  };
}

/** An inhibited wheel stops completely at this reading. */
export const STOP_READING = 0.8;

/** One wire: an exciting wire speeds the wheel up with light, an inhibiting one slows it down. */
export function motor(reading: number, excite: boolean): number {
  return excite ? BASE_SPEED + GAIN * reading : GAIN * Math.max(0, 1 - reading / STOP_READING);
}

export function wheelSpeeds(readings: { left: number; right: number }, w: Wiring): { left: number; right: number } {
  const forLeft = w.crossed ? readings.right : readings.left;
  const forRight = w.crossed ? readings.left : readings.right;
  return { left: motor(forLeft, w.excite), right: motor(forRight, w.excite) };
}

/** One time step of differential-drive kinematics; the arena wraps around at the edges. */
export function step(v: Vehicle, light: Point, w: Wiring, dt = DT): Vehicle {
  const wheels = wheelSpeeds(readSensors(v, light), w);
  const speed = (wheels.left + wheels.right) / 2;
  const turn = (wheels.left - wheels.right) / WHEEL_BASE; // left faster → clockwise on screen (a right turn)
  const heading = wrapAngle(v.heading + turn * dt);
  const mid = v.heading + (turn * dt) / 2;
  const wrap = (value: number, size: number) => ((value % size) + size) % size;
  return {
    x: wrap(v.x + speed * Math.cos(mid) * dt, ARENA.width),
    y: wrap(v.y + speed * Math.sin(mid) * dt, ARENA.height),
    heading,
  };
}

export function simulate(v: Vehicle, light: Point, w: Wiring, seconds: number): Vehicle[] {
  const path = [v];
  let current = v;
  for (let i = 0; i < Math.round(seconds / DT); i++) {
    current = step(current, light, w);
    path.push(current);
  }
  return path;
}

/** How far the heading is from pointing at the light: 0 = straight at it, π = straight away. */
export function angleToLight(v: Vehicle, light: Point): number {
  return Math.abs(wrapAngle(Math.atan2(light.y - v.y, light.x - v.x) - v.heading));
}

export function distanceToLight(v: Vehicle, light: Point): number {
  return Math.hypot(light.x - v.x, light.y - v.y);
}

export const START_VEHICLE: Vehicle = { x: 110, y: 220, heading: -Math.PI / 2 };
export const START_LIGHT: Point = { x: 280, y: 110 };

// ---- Running the simulation with a trail ----

export interface Sim {
  vehicle: Vehicle;
  /** Recent positions; null marks a jump where the vehicle wrapped round an edge. */
  trail: (Point | null)[];
  time: number;
}

export const TRAIL_LENGTH = 900;

export function startSim(vehicle: Vehicle = START_VEHICLE): Sim {
  return { vehicle, trail: [{ x: vehicle.x, y: vehicle.y }], time: 0 };
}

/** Advances the simulation by a number of fixed time steps. */
export function advance(sim: Sim, steps: number, light: Point, w: Wiring): Sim {
  let v = sim.vehicle;
  const trail = [...sim.trail];
  for (let i = 0; i < steps; i++) {
    const next = step(v, light, w);
    if (Math.abs(next.x - v.x) > ARENA.width / 2 || Math.abs(next.y - v.y) > ARENA.height / 2) trail.push(null);
    trail.push({ x: next.x, y: next.y });
    v = next;
  }
  return { vehicle: v, trail: trail.slice(-TRAIL_LENGTH), time: sim.time + steps * DT };
}

/** Which way the vehicle is turning, and whether that is towards the light. */
export function describeTurn(
  v: Vehicle,
  light: Point,
  w: Wiring,
): { turning: "left" | "right" | "straight"; towards: boolean | null } {
  const wheels = wheelSpeeds(readSensors(v, light), w);
  const diff = wheels.left - wheels.right;
  if (Math.abs(diff) < 0.05) return { turning: "straight", towards: null };
  const turning = diff > 0 ? "right" : "left";
  const lightSide = wrapAngle(Math.atan2(light.y - v.y, light.x - v.x) - v.heading) > 0 ? "right" : "left";
  return { turning, towards: turning === lightSide };
}
