// A stakeholder impact map: place each group affected by an AI system on a benefit × harm
// grid, tag each risk with one of the EU High-Level Expert Group's seven requirements for
// trustworthy AI (2019), and compare with an expert-written map. All scenarios are fictional.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type RequirementId =
  | "agency"
  | "robustness"
  | "privacy"
  | "transparency"
  | "fairness"
  | "wellbeing"
  | "accountability";

export const REQUIREMENTS: Record<RequirementId, MessageDescriptor> = {
  agency: msg`Human agency and oversight`,
  robustness: msg`Technical robustness and safety`,
  privacy: msg`Privacy and data governance`,
  transparency: msg`Transparency`,
  fairness: msg`Diversity, non-discrimination and fairness`,
  wellbeing: msg`Societal and environmental well-being`,
  accountability: msg`Accountability`,
};

/** 0 = low, 1 = some, 2 = high. */
export type Amount = 0 | 1 | 2;
export const AMOUNT_NAMES = [msg`Low`, msg`Some`, msg`High`] as const;

/** Buyers and users choose the system; affected people live with its decisions. */
export type Role = "buyer" | "user" | "affected" | "oversight";
export const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  buyer: msg`buys or sells it`,
  user: msg`operates it`,
  affected: msg`affected, not a user`,
  oversight: msg`oversees it`,
};

export type Stakeholder = {
  id: string;
  name: MessageDescriptor;
  role: Role;
  expert: { benefit: Amount; harm: Amount; tags: readonly RequirementId[] };
  note: MessageDescriptor;
};

export type Scenario = {
  id: string;
  name: MessageDescriptor;
  description: MessageDescriptor;
  stakeholders: readonly Stakeholder[];
};

export const SCENARIOS: readonly Scenario[] = [
  {
    id: "proctoring",
    name: msg`AI exam proctoring`,
    description: msg`Northvale University makes students sit online exams with webcam software that flags “suspicious” movements and sounds for staff to review.`,
    stakeholders: [
      {
        id: "students",
        name: msg`Students`,
        role: "affected",
        expert: { benefit: 1, harm: 2, tags: ["privacy", "agency"] },
        note: msg`They can sit exams from home, but are filmed in their bedrooms and can be accused by a false flag.`,
      },
      {
        id: "disabled",
        name: msg`Students with disabilities`,
        role: "affected",
        expert: { benefit: 0, harm: 2, tags: ["fairness"] },
        note: msg`Tics, screen readers or looking away to think can look “suspicious” to a model trained on typical behavior.`,
      },
      {
        id: "face-detection",
        name: msg`Students the camera detects poorly`,
        role: "affected",
        expert: { benefit: 0, harm: 2, tags: ["fairness", "robustness"] },
        note: msg`Face detection that works less well on darker skin or in poor light locks some students out or flags them more.`,
      },
      {
        id: "housemates",
        name: msg`Family and housemates`,
        role: "affected",
        expert: { benefit: 0, harm: 1, tags: ["privacy"] },
        note: msg`People who never agreed to anything appear on camera in the background.`,
      },
      {
        id: "staff",
        name: msg`Exam staff`,
        role: "user",
        expert: { benefit: 1, harm: 1, tags: ["agency", "transparency"] },
        note: msg`Less invigilation, but they must judge flags they cannot see the reasons for, and may over-trust them.`,
      },
      {
        id: "university",
        name: msg`The university`,
        role: "buyer",
        expert: { benefit: 2, harm: 1, tags: ["accountability"] },
        note: msg`Cheaper exams at scale; it stays responsible for wrong accusations and data breaches.`,
      },
      {
        id: "vendor",
        name: msg`Software vendor`,
        role: "buyer",
        expert: { benefit: 2, harm: 0, tags: [] },
        note: msg`Earns license fees; bears little of the harm unless the law makes it accountable.`,
      },
    ],
  },
  {
    id: "triage",
    name: msg`Hospital triage tool`,
    description: msg`Riverside General Hospital's emergency department uses an AI tool that ranks arriving patients by urgency; nurses see its ranking first.`,
    stakeholders: [
      {
        id: "patients",
        name: msg`Patients`,
        role: "affected",
        expert: { benefit: 2, harm: 2, tags: ["robustness"] },
        note: msg`Faster care on average, but a patient ranked too low can be seriously harmed while waiting.`,
      },
      {
        id: "atypical",
        name: msg`Patients with atypical symptoms`,
        role: "affected",
        expert: { benefit: 0, harm: 2, tags: ["fairness", "robustness"] },
        note: msg`Groups under-represented in the training data (for example women with heart attacks, or older patients) are misranked more often.`,
      },
      {
        id: "non-native",
        name: msg`Patients who speak little of the local language`,
        role: "affected",
        expert: { benefit: 0, harm: 2, tags: ["fairness"] },
        note: msg`If the tool reads typed symptoms, short or translated descriptions lower their scores.`,
      },
      {
        id: "nurses",
        name: msg`Triage nurses`,
        role: "user",
        expert: { benefit: 1, harm: 1, tags: ["agency"] },
        note: msg`Support under pressure, but they must be able to overrule the ranking and not be blamed for the tool's errors.`,
      },
      {
        id: "families",
        name: msg`Families and carers`,
        role: "affected",
        expert: { benefit: 1, harm: 1, tags: ["transparency"] },
        note: msg`They deserve an understandable reason why their relative is waiting.`,
      },
      {
        id: "hospital",
        name: msg`Hospital management`,
        role: "buyer",
        expert: { benefit: 2, harm: 0, tags: ["accountability"] },
        note: msg`Shorter queues and better use of staff; it must monitor the tool and answer for failures.`,
      },
      {
        id: "regulator",
        name: msg`Health regulator`,
        role: "oversight",
        expert: { benefit: 0, harm: 0, tags: [] },
        note: msg`Checks the tool is safe and works as claimed; not directly helped or harmed.`,
      },
    ],
  },
  {
    id: "parking",
    name: msg`City parking-fine camera`,
    description: msg`The city of Port Averly mounts number-plate cameras on council cars; the system issues parking fines automatically, with no warden on the street.`,
    stakeholders: [
      {
        id: "drivers",
        name: msg`Drivers who park`,
        role: "affected",
        expert: { benefit: 0, harm: 2, tags: ["agency", "accountability"] },
        note: msg`A misread plate or a missed loading sign means a fine with no human check and a slow appeal.`,
      },
      {
        id: "badge",
        name: msg`Disabled drivers with parking permits`,
        role: "affected",
        expert: { benefit: 0, harm: 2, tags: ["fairness"] },
        note: msg`A camera that cannot see a paper permit behind the windscreen fines the people the permit protects.`,
      },
      {
        id: "bystanders",
        name: msg`Pedestrians and residents filmed`,
        role: "affected",
        expert: { benefit: 1, harm: 1, tags: ["privacy"] },
        note: msg`Clearer streets, but everyone passing is recorded; how long is footage kept and who sees it?`,
      },
      {
        id: "wardens",
        name: msg`Parking wardens`,
        role: "user",
        expert: { benefit: 1, harm: 2, tags: ["wellbeing"] },
        note: msg`Less walking in bad weather, but many of their jobs may disappear.`,
      },
      {
        id: "council",
        name: msg`City council`,
        role: "buyer",
        expert: { benefit: 2, harm: 0, tags: ["accountability"] },
        note: msg`More fines collected at lower cost; it remains responsible for every wrong fine.`,
      },
      {
        id: "vendor",
        name: msg`Camera vendor`,
        role: "buyer",
        expert: { benefit: 2, harm: 0, tags: [] },
        note: msg`Sells cameras and software; harm falls on others.`,
      },
    ],
  },
];

export type Placement = { benefit?: Amount; harm?: Amount; tag?: RequirementId };
export type Placements = Readonly<Record<string, Placement>>;

export type Row = {
  stakeholder: Stakeholder;
  placed: boolean;
  /** Learner minus expert; null when not placed. */
  benefitGap: number | null;
  harmGap: number | null;
  /** Whether the learner's requirement tag is one the expert gave; null when the expert sees no harm. */
  tagOk: boolean | null;
  overlooked: boolean;
};

export type Comparison = {
  rows: Row[];
  placed: number;
  /** Placed on the same cell as the expert. */
  exact: number;
  tagsRight: number;
  tagsExpected: number;
  overlooked: Stakeholder[];
  /** The groups the expert sees as most harmed, and how many of them neither buy nor use the system. */
  mostHarmed: Stakeholder[];
  mostHarmedNotUsers: number;
};

export const isPlaced = (p: Placement | undefined): boolean => p?.benefit !== undefined && p?.harm !== undefined;

export function compare(scenario: Scenario, placements: Placements): Comparison {
  const rows = scenario.stakeholders.map((st): Row => {
    const p = placements[st.id];
    const placed = isPlaced(p);
    const harmGap = placed ? (p?.harm ?? 0) - st.expert.harm : null;
    const benefitGap = placed ? (p?.benefit ?? 0) - st.expert.benefit : null;
    const tagOk = st.expert.tags.length === 0 ? null : p?.tag !== undefined && st.expert.tags.includes(p.tag);
    // Overlooked: the expert sees high harm, and the learner did not place it or rated the harm lower.
    const overlooked = st.expert.harm === 2 && (!placed || (harmGap ?? 0) < 0);
    return { stakeholder: st, placed, benefitGap, harmGap, tagOk, overlooked };
  });
  const mostHarmed = scenario.stakeholders.filter((s) => s.expert.harm === 2);
  return {
    rows,
    placed: rows.filter((r) => r.placed).length,
    exact: rows.filter((r) => r.benefitGap === 0 && r.harmGap === 0).length,
    tagsRight: rows.filter((r) => r.tagOk === true).length,
    tagsExpected: rows.filter((r) => r.tagOk !== null).length,
    overlooked: rows.filter((r) => r.overlooked).map((r) => r.stakeholder),
    mostHarmed,
    mostHarmedNotUsers: mostHarmed.filter((s) => s.role === "affected").length,
  };
}

/** The expert's own map, as placements (first tag only): comparing it with itself is a perfect match. */
export function expertPlacements(scenario: Scenario): Placements {
  return Object.fromEntries(
    scenario.stakeholders.map((s) => [s.id, { benefit: s.expert.benefit, harm: s.expert.harm, tag: s.expert.tags[0] }]),
  );
}
