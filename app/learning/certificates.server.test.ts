import { describe, expect, it } from "vitest";
import { courseList } from "#app/content/content.server.ts";
import { db } from "#app/platform/db.server.ts";
import { createUser } from "#tests/domain.ts";
import { findCertificate, issueCertificate, listCertificates } from "./certificates.server.ts";

const COURSE = "the-foundations-of-ai";
const COURSE_TITLE = "The Foundations of AI";

async function certificateRows(userId: string) {
  return db.selectFrom("certificate").select(["id", "course"]).where("user_id", "=", userId).execute();
}

describe("certificates", () => {
  it("issues a certificate with a 22-character base64url id, the name and the date", async () => {
    const learner = await createUser();
    const at = new Date("2025-05-05T12:00:00.000Z");
    const { certificate, created } = await issueCertificate({
      userId: learner.id,
      course: COURSE,
      nameOnCertificate: "Ada King",
      at,
    });
    expect(created).toBe(true);
    expect(certificate.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(certificate).toEqual({
      id: certificate.id,
      course: COURSE,
      courseTitle: COURSE_TITLE,
      issuedAt: at.toISOString(),
    });
    expect(await findCertificate(certificate.id)).toEqual({ ...certificate, name: "Ada King" });
  });

  it("gives every certificate a different id", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const learner = await createUser();
      ids.add((await issueCertificate({ userId: learner.id, course: COURSE, nameOnCertificate: "A" })).certificate.id);
    }
    expect(ids.size).toBe(5);
  });

  it("issues once per learner and course: a second call returns the first certificate unchanged", async () => {
    const learner = await createUser();
    const first = await issueCertificate({
      userId: learner.id,
      course: COURSE,
      nameOnCertificate: "First Name",
      at: new Date("2025-01-01T00:00:00Z"),
    });
    const second = await issueCertificate({
      userId: learner.id,
      course: COURSE,
      nameOnCertificate: "Second Name",
      at: new Date("2025-02-01T00:00:00Z"),
    });
    expect(second.created).toBe(false);
    expect(second.certificate).toEqual(first.certificate);
    expect((await findCertificate(first.certificate.id))?.name).toBe("First Name");
    expect(await certificateRows(learner.id)).toHaveLength(1);
  });

  it("issues one certificate when several requests for it arrive at once", async () => {
    const learner = await createUser();
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        issueCertificate({ userId: learner.id, course: COURSE, nameOnCertificate: learner.name }),
      ),
    );
    expect(new Set(results.map((r) => r.certificate.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await certificateRows(learner.id)).toEqual([{ id: results[0]?.certificate.id, course: COURSE }]);
  });

  it("finds nothing for an unknown id or a malformed one", async () => {
    const learner = await createUser();
    const { certificate } = await issueCertificate({ userId: learner.id, course: COURSE, nameOnCertificate: "A" });
    expect(await findCertificate("AAAAAAAAAAAAAAAAAAAAAA")).toBeUndefined();
    for (const malformed of [
      "",
      certificate.id.slice(0, 21),
      `${certificate.id}A`,
      ` ${certificate.id}`,
      `${certificate.id.slice(0, 21)}=`,
      "' or '1'='1' --        ",
    ]) {
      expect(await findCertificate(malformed), JSON.stringify(malformed)).toBeUndefined();
    }
  });

  it("does not look up an id that is not 22 base64url characters, even if such a row exists", async () => {
    // A row whose id breaks the format (as a hand-edited or legacy row might) is never served.
    const learner = await createUser();
    await db
      .insertInto("certificate")
      .values({
        id: "short-id",
        user_id: learner.id,
        course: COURSE,
        name_on_certificate: "Someone",
        issued_at: new Date().toISOString(),
      })
      .execute();
    expect(await findCertificate("short-id")).toBeUndefined();
  });

  it("lists a learner's certificates in course order, not in the order they were issued", async () => {
    const learner = await createUser();
    const other = await createUser();
    const slugs = courseList.map((c) => c.slug);
    for (const course of [...slugs].reverse()) {
      await issueCertificate({ userId: learner.id, course, nameOnCertificate: learner.name });
    }
    await issueCertificate({ userId: other.id, course: COURSE, nameOnCertificate: other.name });

    const listed = await listCertificates(learner.id);
    expect(listed.map((c) => c.course)).toEqual(slugs);
    expect(listed.map((c) => c.courseTitle)).toEqual(courseList.map((c) => c.title));
    expect(await listCertificates(other.id)).toHaveLength(1);
    expect(await listCertificates((await createUser()).id)).toEqual([]);
  });
});
