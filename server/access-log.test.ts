import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessLog } from "./access-log.ts";

type Line = {
  level: number;
  msg: string;
  req: { id: string; method: string; url: string };
  res: { statusCode: number };
};

function serve(trustIncomingId: boolean) {
  const lines: Line[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = express();
  const ids: string[] = [];
  app.use(accessLog(logger, { trustIncomingId, keepId: (_res, id) => ids.push(id) }));
  app.get("/fine", (_req, res) => res.send("fine"));
  app.get("/broken", (_req, res) => res.status(500).send("broken"));
  app.get("/healthz", (_req, res) => res.send("ok"));
  app.get("/slow", (_req, res) => setTimeout(() => res.send("late"), 2000));
  const server = http.createServer(app);
  return { server, lines, ids };
}

describe("the access log", () => {
  const site = serve(false);
  const proxied = serve(true);
  const urlOf = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  beforeAll(async () => {
    await Promise.all([site, proxied].map(({ server }) => new Promise<void>((r) => server.listen(0, "127.0.0.1", r))));
  });
  afterAll(() => {
    for (const { server } of [site, proxied]) server.close();
  });
  const settled = () => new Promise((r) => setTimeout(r, 50));

  it("writes one line per request with its id, at a level that follows the status", async () => {
    const fine = await fetch(`${urlOf(site.server)}/fine?token=secret-value`);
    const broken = await fetch(`${urlOf(site.server)}/broken`);
    const missing = await fetch(`${urlOf(site.server)}/missing`);
    await settled();
    const lineOf = (response: Response) => site.lines.find((l) => l.req.id === response.headers.get("x-request-id"));
    expect(lineOf(fine)).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { method: "GET", url: "/fine?token=[redacted]" },
      res: { statusCode: 200 },
    });
    expect(lineOf(broken)).toMatchObject({ level: 50, res: { statusCode: 500 } });
    expect(lineOf(missing)).toMatchObject({ level: 40, res: { statusCode: 404 } });
    expect(site.ids).toContain(fine.headers.get("x-request-id"));
  });

  it("leaves health checks out", async () => {
    const before = site.lines.length;
    expect((await fetch(`${urlOf(site.server)}/healthz`)).status).toBe(200);
    await settled();
    expect(site.lines.length).toBe(before);
  });

  it("logs a request whose client gave up as aborted", async () => {
    const controller = new AbortController();
    const request = fetch(`${urlOf(site.server)}/slow`, { signal: controller.signal }).catch(() => null);
    await new Promise((r) => setTimeout(r, 200));
    controller.abort();
    await request;
    await expect.poll(() => site.lines.find((l) => l.req.url === "/slow")?.msg).toBe("request aborted");
  });

  it("continues a trusted proxy's request id, and only a trusted proxy's", async () => {
    const headers = { "x-request-id": "edge-0123456789" };
    expect((await fetch(`${urlOf(proxied.server)}/fine`, { headers })).headers.get("x-request-id")).toBe(
      "edge-0123456789",
    );
    expect((await fetch(`${urlOf(site.server)}/fine`, { headers })).headers.get("x-request-id")).not.toBe(
      "edge-0123456789",
    );
    // Not something to paste into a log line as it came.
    const odd = await fetch(`${urlOf(proxied.server)}/fine`, { headers: { "x-request-id": 'a b"c' } });
    expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
