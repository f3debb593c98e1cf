// The EU AI Act (Regulation (EU) 2024/1689) risk categories as a small decision procedure:
// prohibited practices (Article 5), high-risk systems (Annex III areas and safety components of
// products under Annex I law), transparency duties (Article 50), general-purpose AI models
// (Articles 51–55) and minimal risk. A learning aid, simplified: not legal advice.
// Every word shown is a message (the demo's catalog translates it); dates and amounts are
// formatted for the page's language, and the answers and categories are language-neutral keys.

import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18nFor } from "#app/site/i18n.ts";
import {
  DEFAULT_LANGUAGE,
  dateTimeFormat,
  formatNumber,
  isLanguage,
  type Language,
  numberFormat,
} from "#app/site/locale.ts";

/** The instance English callers (tests) get by default; the demo passes the page's. */
const english = i18nFor(DEFAULT_LANGUAGE, {});
const languageOf = (i18n: I18n): Language => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);

/**
 * The dates the demo names (UTC calendar days), as the placeholders its messages use: when the
 * Act's rules apply after the 2026 amendment, when they were first set to apply, and when the
 * amendment was voted.
 */
export const DATES = {
  /** Article 5 bans and the Article 4 AI-literacy duty. */
  banDate: "2025-02-02",
  /** General-purpose AI model rules and fines. */
  gpaiDate: "2025-08-02",
  /** General-purpose models already on the market before gpaiDate. */
  existingModelsDate: "2027-08-02",
  /** Article 50 transparency duties. */
  transparencyDate: "2026-08-02",
  annex3Date: "2027-12-02",
  annex3FirstDate: "2026-08-02",
  annex1Date: "2028-08-02",
  annex1FirstDate: "2027-08-02",
  /** The European Parliament endorsed the Digital Omnibus (written without its year). */
  parliamentDate: "2026-06-16",
  /** The Council approved it. */
  councilDate: "2026-06-29",
} as const;
export type DateId = keyof typeof DATES;

/** A day as the language writes it: "2 February 2025", "2 de febrero de 2025", "2. Februar 2025". */
export function formatDay(day: string, language: Language = DEFAULT_LANGUAGE, withYear = true): string {
  const format = withYear
    ? dateTimeFormat({ day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }, language)
    : dateTimeFormat({ day: "numeric", month: "long", timeZone: "UTC" }, language);
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** A message in i18n's language, with every date placeholder ({banDate}…) filled in. */
export function say(message: MessageDescriptor, i18n: I18n = english): string {
  const language = languageOf(i18n);
  const dates: Record<string, string> = {};
  for (const [id, day] of Object.entries(DATES)) dates[id] = formatDay(day, language, id !== "parliamentDate");
  return i18n._({ ...message, values: { ...dates, ...message.values } });
}

export const DISCLAIMER = msg`A learning aid, not legal advice. Real classification depends on details, exceptions and official guidance; check the current text of the AI Act.`;

export const OMNIBUS_NOTE = msg({
  message:
    "A 2026 amendment, the “Digital Omnibus” (endorsed by the European Parliament on {parliamentDate} and approved by the Council on {councilDate}), moved the high-risk dates: Annex III to {annex3Date}, Annex I products to {annex1Date}. Check the current text on EUR-Lex before relying on a date.",
  comment:
    "The placeholders are dates, written for the language: {parliamentDate} is 16 June (no year), the others have a year",
});

export type Category = "prohibited" | "high-risk" | "gpai" | "transparency" | "minimal";
export const CATEGORY_NAMES: Record<Category, MessageDescriptor> = {
  prohibited: msg({
    message: "Prohibited (unacceptable risk)",
    comment: "A risk category of the EU AI Act: prohibited AI practices (Article 5)",
  }),
  "high-risk": msg({ message: "High-risk", comment: "A risk category of the EU AI Act: high-risk AI systems" }),
  gpai: msg`General-purpose AI model rules`,
  transparency: msg`Transparency obligations (limited risk)`,
  minimal: msg`Minimal risk`,
};

/** An answer: its words, the part of the Act it comes from, and the reason it gives in a result. */
type Option<T extends string> = {
  value: T;
  label: MessageDescriptor;
  cite: MessageDescriptor | null;
  reason: MessageDescriptor | null;
};

export type ProhibitedId =
  | "none"
  | "manipulation"
  | "vulnerabilities"
  | "social-scoring"
  | "crime-prediction"
  | "face-scraping"
  | "emotion-work-school"
  | "biometric-categorisation"
  | "realtime-rbi";
export type Annex3Id =
  | "none"
  | "biometrics"
  | "infrastructure"
  | "education"
  | "employment"
  | "services"
  | "law-enforcement"
  | "migration"
  | "justice";
export type YesNo = "no" | "yes";
export type InteractionId = "none" | "chatbot" | "synthetic" | "deepfake";
export type GpaiId = "no" | "gpai" | "systemic";

export type Answers = {
  prohibited: ProhibitedId;
  annex3: Annex3Id;
  annex1: YesNo;
  interaction: InteractionId;
  gpai: GpaiId;
};
export type QuestionId = keyof Answers;

const NO = msg({ message: "No", comment: "An answer to a yes/no question" });

export const PROHIBITED: readonly Option<ProhibitedId>[] = [
  { value: "none", label: msg`None of these`, cite: null, reason: null },
  {
    value: "manipulation",
    label: msg`Manipulates people with subliminal, manipulative or deceptive techniques, likely causing significant harm`,
    cite: msg`Article 5(1)(a)`,
    reason: msg`Article 5(1)(a): manipulates people with subliminal, manipulative or deceptive techniques, likely causing significant harm.`,
  },
  {
    value: "vulnerabilities",
    label: msg`Exploits people's vulnerabilities (age, disability, social or economic situation), likely causing significant harm`,
    cite: msg`Article 5(1)(b)`,
    reason: msg`Article 5(1)(b): exploits people's vulnerabilities (age, disability, social or economic situation), likely causing significant harm.`,
  },
  {
    value: "social-scoring",
    label: msg`Scores people on their social behavior or personality, leading to unjustified or unrelated bad treatment (social scoring)`,
    cite: msg`Article 5(1)(c)`,
    reason: msg`Article 5(1)(c): scores people on their social behavior or personality, leading to unjustified or unrelated bad treatment (social scoring).`,
  },
  {
    value: "crime-prediction",
    label: msg`Predicts that a person will commit a crime based only on profiling or personality traits`,
    cite: msg`Article 5(1)(d)`,
    reason: msg`Article 5(1)(d): predicts that a person will commit a crime based only on profiling or personality traits.`,
  },
  {
    value: "face-scraping",
    label: msg`Builds face-recognition databases by untargeted scraping of faces from the internet or CCTV`,
    cite: msg`Article 5(1)(e)`,
    reason: msg`Article 5(1)(e): builds face-recognition databases by untargeted scraping of faces from the internet or CCTV.`,
  },
  {
    value: "emotion-work-school",
    label: msg`Infers the emotions of people at work or in education (except for medical or safety reasons)`,
    cite: msg`Article 5(1)(f)`,
    reason: msg`Article 5(1)(f): infers the emotions of people at work or in education (except for medical or safety reasons).`,
  },
  {
    value: "biometric-categorisation",
    label: msg`Uses biometric data to infer race, political opinions, union membership, religion, sex life or sexual orientation`,
    cite: msg`Article 5(1)(g)`,
    reason: msg`Article 5(1)(g): uses biometric data to infer race, political opinions, union membership, religion, sex life or sexual orientation.`,
  },
  {
    value: "realtime-rbi",
    label: msg`Identifies people in public spaces in real time from biometrics for law enforcement, outside narrow exceptions`,
    cite: msg`Article 5(1)(h)`,
    reason: msg`Article 5(1)(h): identifies people in public spaces in real time from biometrics for law enforcement, outside narrow exceptions.`,
  },
];

export const ANNEX3: readonly Option<Annex3Id>[] = [
  { value: "none", label: msg`None of these areas`, cite: null, reason: null },
  {
    value: "biometrics",
    label: msg`Biometrics: remote identification, categorization, emotion recognition (where not banned)`,
    cite: msg`Annex III, point 1`,
    reason: msg`Annex III, point 1: biometrics.`,
  },
  {
    value: "infrastructure",
    label: msg`Critical infrastructure: safety components for digital infrastructure, road traffic, water, gas, heating, electricity`,
    cite: msg`Annex III, point 2`,
    reason: msg`Annex III, point 2: critical infrastructure.`,
  },
  {
    value: "education",
    label: msg`Education: admission, grading, assessing level, watching for cheating in tests`,
    cite: msg`Annex III, point 3`,
    reason: msg`Annex III, point 3: education.`,
  },
  {
    value: "employment",
    label: msg`Employment: recruitment and CV screening, promotion, firing, task allocation, monitoring`,
    cite: msg`Annex III, point 4`,
    reason: msg`Annex III, point 4: employment.`,
  },
  {
    value: "services",
    label: msg`Essential services: public benefits, credit scoring, life and health insurance pricing, emergency calls`,
    cite: msg`Annex III, point 5`,
    reason: msg`Annex III, point 5: essential services.`,
  },
  {
    value: "law-enforcement",
    label: msg`Law enforcement: e.g. judging the reliability of evidence`,
    cite: msg`Annex III, point 6`,
    reason: msg`Annex III, point 6: law enforcement.`,
  },
  {
    value: "migration",
    label: msg`Migration, asylum and border control`,
    cite: msg`Annex III, point 7`,
    reason: msg`Annex III, point 7: migration, asylum and border control.`,
  },
  {
    value: "justice",
    label: msg`Justice and democratic processes: helping judges, influencing elections`,
    cite: msg`Annex III, point 8`,
    reason: msg`Annex III, point 8: justice and democratic processes.`,
  },
];

export const ANNEX1: readonly Option<YesNo>[] = [
  { value: "no", label: NO, cite: null, reason: null },
  {
    value: "yes",
    label: msg`Yes: a safety component of (or itself) a product under EU product-safety law needing a third-party check, e.g. a medical device, machine, toy or lift`,
    cite: msg`Article 6(1) and Annex I`,
    reason: msg`Article 6(1) and Annex I: a safety component of a product under EU product-safety law.`,
  },
];

export const INTERACTION: readonly Option<InteractionId>[] = [
  { value: "none", label: msg`Neither`, cite: null, reason: null },
  {
    value: "chatbot",
    label: msg`It talks or chats with people`,
    cite: msg`Article 50(1)`,
    reason: msg`Article 50(1): it talks or chats with people.`,
  },
  {
    value: "synthetic",
    label: msg`It generates synthetic images, audio, video or text`,
    cite: msg`Article 50(2)`,
    reason: msg`Article 50(2): it generates synthetic images, audio, video or text.`,
  },
  {
    value: "deepfake",
    label: msg`It is used to publish deepfakes (realistic fake media of real people, places or events)`,
    cite: msg`Article 50(4)`,
    reason: msg`Article 50(4): it is used to publish deepfakes (realistic fake media of real people, places or events).`,
  },
];

export const GPAI: readonly Option<GpaiId>[] = [
  { value: "no", label: NO, cite: null, reason: null },
  {
    value: "gpai",
    label: msg`Yes: a general-purpose AI model (trained on broad data, able to do many tasks)`,
    cite: msg`Article 53`,
    reason: msg`Article 53: a general-purpose AI model.`,
  },
  {
    value: "systemic",
    label: msg`Yes, and trained with more than 10^25 floating-point operations (presumed systemic risk)`,
    cite: msg`Articles 51 and 55`,
    reason: msg`Articles 51 and 55: a general-purpose AI model presumed to have systemic risk (over 10^25 floating-point operations of training).`,
  },
];

export type Question = {
  id: QuestionId;
  title: MessageDescriptor;
  help: MessageDescriptor;
  options: readonly Option<string>[];
};

export const QUESTIONS: readonly Question[] = [
  {
    id: "prohibited",
    title: msg`Is it a prohibited practice?`,
    help: msg`Article 5 bans a short list of uses outright. (Systems used only for military, defense or national-security purposes, only for scientific research, or by people for purely personal, non-professional use are outside the Act.)`,
    options: PROHIBITED,
  },
  {
    id: "annex3",
    title: msg`Is it used in one of the eight high-risk areas of Annex III?`,
    help: msg`What matters is the use, not the technology.`,
    options: ANNEX3,
  },
  {
    id: "annex1",
    title: msg`Is it a safety component of a regulated product?`,
    help: msg`Products already covered by EU safety laws listed in Annex I.`,
    options: ANNEX1,
  },
  {
    id: "interaction",
    title: msg`Does it talk to people or generate content?`,
    help: msg`Article 50 adds transparency duties.`,
    options: INTERACTION,
  },
  {
    id: "gpai",
    title: msg`Is it a general-purpose AI model?`,
    help: msg`Models such as large language models have their own rules.`,
    options: GPAI,
  },
];

/** The procedure: a banned practice ends the questionnaire; otherwise all five questions are asked. */
export function nextQuestion(answers: Partial<Answers>): QuestionId | null {
  if (answers.prohibited === undefined) return "prohibited";
  if (answers.prohibited !== "none") return null;
  for (const q of QUESTIONS) if (answers[q.id] === undefined) return q.id;
  return null;
}

export const DEFAULT_ANSWERS: Answers = {
  prohibited: "none",
  annex3: "none",
  annex1: "no",
  interaction: "none",
  gpai: "no",
};

export type ObligationId =
  | "ban"
  | "ban-fines"
  | "risk-management"
  | "oversight"
  | "conformity"
  | "transparency"
  | "gpai"
  | "systemic"
  | "ai-literacy"
  | "voluntary";
/** A duty in a result, in the page's language; `applies` is null when there is no date. */
export type Obligation = { id: ObligationId; text: string; applies: string | null; source: string };
export type Result = { category: Category; reasons: string[]; obligations: Obligation[]; notes: string[] };

const cite = <T extends string>(options: readonly Option<T>[], value: T) => options.find((o) => o.value === value);

/** The category of a system and what it means, in the language of `i18n` (English by default). */
export function classify(a: Answers, i18n: I18n = english): Result {
  const language = languageOf(i18n);
  const text = (m: MessageDescriptor | null | undefined) => (m ? say(m, i18n) : "");
  const day = (id: DateId) => formatDay(DATES[id], language);
  const percent = (share: number) => numberFormat(language, { style: "percent" }).format(share);
  // Article 4 binds every provider and deployer of an AI system, whatever its risk level.
  const aiLiteracy: Obligation = {
    id: "ai-literacy",
    text: text(
      msg`AI literacy: take measures so that staff who work with the system know enough about AI to use it in an informed way (a duty for every provider and deployer, whatever the risk; reworded by the 2026 amendment)`,
    ),
    applies: day("banDate"),
    source: text(msg`Article 4`),
  };

  if (a.prohibited !== "none") {
    const o = cite(PROHIBITED, a.prohibited);
    const millions = formatNumber(35, language);
    const share = percent(0.07);
    return {
      category: "prohibited",
      reasons: [text(o?.reason)],
      obligations: [
        {
          id: "ban",
          text: text(msg`May not be placed on the EU market, put into service or used`),
          applies: day("banDate"),
          source: text(o?.cite ?? msg`Article 5`),
        },
        {
          id: "ban-fines",
          text: text(
            msg`Fines up to €${millions} million or ${share} of worldwide yearly turnover, whichever is higher`,
          ),
          applies: day("gpaiDate"),
          source: text(msg`Article 99`),
        },
      ],
      notes:
        a.prohibited === "realtime-rbi"
          ? [
              text(
                msg`Narrow exceptions exist, e.g. searching for specific victims or preventing an imminent terrorist threat, usually with prior authorization by a judge or independent authority.`,
              ),
            ]
          : [],
    };
  }
  const reasons: string[] = [];
  const obligations: Obligation[] = [];
  const notes: string[] = [];
  const highRisk = a.annex3 !== "none" || a.annex1 === "yes";
  if (highRisk) {
    const applies =
      a.annex3 !== "none"
        ? text(
            msg({
              message: "{annex3Date} (first set for {annex3FirstDate}; see the note on the Digital Omnibus)",
              comment: "The placeholders are dates, written for the language",
            }),
          )
        : text(
            msg({
              message: "{annex1Date} (first set for {annex1FirstDate}; see the note on the Digital Omnibus)",
              comment: "The placeholders are dates, written for the language",
            }),
          );
    if (a.annex3 !== "none") {
      reasons.push(text(cite(ANNEX3, a.annex3)?.reason));
      notes.push(
        text(
          msg`An Annex III system can escape high-risk status if it poses no significant risk (e.g. a narrow procedural task), but never when it profiles people (Article 6(3)).`,
        ),
      );
    }
    if (a.annex1 === "yes") reasons.push(text(cite(ANNEX1, "yes")?.reason));
    obligations.push(
      {
        id: "risk-management",
        text: text(msg`Risk management, data quality and governance, technical documentation and automatic logging`),
        applies,
        source: text(msg`Articles 9–12`),
      },
      {
        id: "oversight",
        text: text(msg`Clear instructions for deployers, human oversight, and accuracy, robustness and cybersecurity`),
        applies,
        source: text(msg`Articles 13–15`),
      },
      a.annex3 !== "none"
        ? {
            id: "conformity",
            text: text(msg`Conformity assessment before sale and registration in the EU database`),
            applies,
            source: text(msg`Articles 43 and 49`),
          }
        : {
            id: "conformity",
            text: text(msg`Conformity assessment before sale`),
            applies,
            source: text(msg`Article 43`),
          },
    );
    notes.push(text(OMNIBUS_NOTE));
  }
  if (a.interaction !== "none") {
    const o = cite(INTERACTION, a.interaction);
    reasons.push(text(o?.reason));
    const duty = {
      chatbot: msg`Tell people they are interacting with an AI system, unless that is obvious`,
      synthetic: msg`Mark outputs in a machine-readable way as artificially generated`,
      deepfake: msg`Disclose that the content has been artificially generated or manipulated`,
    }[a.interaction];
    obligations.push({
      id: "transparency",
      text: text(duty),
      applies: day("transparencyDate"),
      source: text(o?.cite ?? msg`Article 50`),
    });
  }
  if (a.gpai !== "no") {
    reasons.push(text(cite(GPAI, a.gpai)?.reason));
    obligations.push({
      id: "gpai",
      text: text(
        msg`Technical documentation, information for companies building on the model, a copyright policy and a public summary of the training content`,
      ),
      applies: text(
        msg({
          message: "{gpaiDate} (models already on the market before then: {existingModelsDate})",
          comment: "The placeholders are dates, written for the language",
        }),
      ),
      source: text(msg`Article 53`),
    });
    if (a.gpai === "systemic") {
      obligations.push({
        id: "systemic",
        text: text(
          msg`Model evaluation including adversarial testing, assessing and reducing systemic risks, reporting serious incidents, cybersecurity`,
        ),
        applies: day("gpaiDate"),
        source: text(msg`Article 55`),
      });
    }
  }
  const category: Category = highRisk
    ? "high-risk"
    : a.gpai !== "no"
      ? "gpai"
      : a.interaction !== "none"
        ? "transparency"
        : "minimal";
  if (category === "minimal") {
    reasons.push(
      text(msg`Not a banned practice, not in a high-risk area, no transparency duty and not a general-purpose model.`),
    );
  }
  // A general-purpose model on its own is not an AI system; anything else here is one.
  if (category !== "gpai" || a.interaction !== "none") obligations.push(aiLiteracy);
  if (category === "minimal") {
    obligations.push({
      id: "voluntary",
      text: text(msg`No other obligations tied to the risk level; voluntary codes of conduct are encouraged`),
      applies: null,
      source: text(msg`Article 95`),
    });
  }
  const millions = formatNumber(15, language);
  const share = percent(0.03);
  if (highRisk || category === "transparency") {
    notes.push(
      text(
        msg`Breaking most of these obligations can cost up to €${millions} million or ${share} of worldwide yearly turnover (Article 99).`,
      ),
    );
  }
  if (a.gpai !== "no") {
    notes.push(
      text(
        msg`The Commission can fine providers of general-purpose AI models up to €${millions} million or ${share} of worldwide yearly turnover (Article 101).`,
      ),
    );
  }
  return { category, reasons, obligations, notes };
}

export type Example = {
  id: string;
  name: MessageDescriptor;
  description: MessageDescriptor;
  answers: Answers;
  expected: Category;
  /** Shown with `say`: it may name a date. */
  why: MessageDescriptor;
};

const ex = (
  id: string,
  name: MessageDescriptor,
  description: MessageDescriptor,
  answers: Partial<Answers>,
  expected: Category,
  why: MessageDescriptor,
): Example => ({ id, name, description, answers: { ...DEFAULT_ANSWERS, ...answers }, expected, why });

/** Twelve fictional systems for practice mode. */
export const EXAMPLES: readonly Example[] = [
  ex(
    "cv-screener",
    msg({ message: "CV screener", comment: "A practice system's name; the lesson's exercise refers to it" }),
    msg`HireRank reads job applicants' CVs and ranks them for a recruiter, who interviews the top ten.`,
    { annex3: "employment" },
    "high-risk",
    msg`Annex III, point 4: recruitment and selection of candidates is a high-risk use. A text classifier sorting spam would be minimal risk: the use, not the technique, decides.`,
  ),
  ex(
    "spam-filter",
    msg({ message: "Spam filter", comment: "A practice system's name; the lesson's exercise refers to it" }),
    msg`An email service moves likely spam into a junk folder.`,
    {},
    "minimal",
    msg`Not banned, not in an Annex III area, and it neither chats with people nor generates content: minimal risk. Its only duty is the AI-literacy duty that applies to every provider and deployer.`,
  ),
  ex(
    "proctoring-emotion",
    msg({
      message: "Exam-proctoring emotion detector",
      comment: "A practice system's name; the lesson's exercise refers to it",
    }),
    msg`Exam software watches students' faces and flags those it judges stressed or bored during a test.`,
    { prohibited: "emotion-work-school" },
    "prohibited",
    msg({
      message:
        "Article 5(1)(f): emotion recognition in education is banned (except for medical or safety reasons), since {banDate}.",
      comment: "{banDate} is the date 2 February 2025, written for the language",
    }),
  ),
  ex(
    "bank-chatbot",
    msg({
      message: "Customer-service chatbot",
      comment: "A practice system's name; the lesson's exercise refers to it",
    }),
    msg`A chatbot on a bank's website answers questions about opening hours and card fees. It makes no decisions about customers.`,
    { interaction: "chatbot" },
    "transparency",
    msg`Article 50(1): people must be told they are talking to an AI unless that is obvious. Chatbots are not high-risk by default; one that decided on loans would be.`,
  ),
  ex(
    "credit-scoring",
    msg({ message: "Credit-scoring model", comment: "A practice system's name; the lesson's exercise refers to it" }),
    msg`LoanWise scores how creditworthy consumers are when they apply for a personal loan.`,
    { annex3: "services" },
    "high-risk",
    msg`Annex III, point 5(b): creditworthiness assessment and credit scoring of people is high-risk (fraud detection is excepted).`,
  ),
  ex(
    "game-enemy",
    msg`Video-game enemies`,
    msg`The AI that steers enemy characters in a racing game.`,
    {},
    "minimal",
    msg`A video game is the classic minimal-risk example: no duties tied to its risk level, only the AI-literacy duty that applies to every provider and deployer.`,
  ),
  ex(
    "social-scoring",
    msg`City trust score`,
    msg`A city council rates residents' trustworthiness from fines, reports by neighbors and social-media posts, and low scorers wait longer for council housing.`,
    { prohibited: "social-scoring" },
    "prohibited",
    msg`Article 5(1)(c): social scoring that leads to unjustified or unrelated detrimental treatment is banned, whether done by public authorities or companies.`,
  ),
  ex(
    "image-generator",
    msg`Photo-realistic image app`,
    msg`An app turns text prompts into photo-realistic images.`,
    { interaction: "synthetic" },
    "transparency",
    msg`Article 50(2): outputs must be marked as AI-generated in a machine-readable way; anyone publishing deepfakes made with it must disclose them (Article 50(4)).`,
  ),
  ex(
    "exam-grading",
    msg`Admissions exam scorer`,
    msg`Software scores university entrance exams, and the scores decide who is admitted.`,
    { annex3: "education" },
    "high-risk",
    msg`Annex III, point 3: deciding admission and evaluating learning outcomes in education are high-risk uses.`,
  ),
  ex(
    "face-scraping",
    msg`Face-scraping database`,
    msg`A company copies faces from millions of public social-media photos to build a face-recognition search engine.`,
    { prohibited: "face-scraping" },
    "prohibited",
    msg`Article 5(1)(e): untargeted scraping of facial images from the internet or CCTV to build such databases is banned.`,
  ),
  ex(
    "tumour-finder",
    msg`Scan-reading medical device`,
    msg`Software sold as a medical device highlights possible tumors on hospital scans for radiologists.`,
    { annex1: "yes" },
    "high-risk",
    msg`Article 6(1) and Annex I: it is a product under EU medical-device law that needs a third-party conformity assessment, so it is high-risk. These rules start later than Annex III's.`,
  ),
  ex(
    "large-model",
    msg`Large general-purpose model`,
    msg`A company offers a large language model to other businesses; training used more than 10^25 floating-point operations.`,
    { gpai: "systemic" },
    "gpai",
    msg({
      message:
        "Articles 51–55: general-purpose AI model duties apply from {gpaiDate}, plus extra duties for models presumed to pose systemic risk.",
      comment: "{gpaiDate} is the date 2 August 2025, written for the language",
    }),
  ),
];
