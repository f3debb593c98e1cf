// The EU AI Act (Regulation (EU) 2024/1689) risk categories as a small decision procedure:
// prohibited practices (Article 5), high-risk systems (Annex III areas and safety components of
// products under Annex I law), transparency duties (Article 50), general-purpose AI models
// (Articles 51–55) and minimal risk. A learning aid, simplified: not legal advice.

export const DISCLAIMER =
  "A learning aid, not legal advice. Real classification depends on details, exceptions and official guidance; check the current text of the AI Act.";

export const OMNIBUS_NOTE =
  "A 2026 amendment, the “Digital Omnibus” (endorsed by the European Parliament on 16 June and approved by the Council on 29 June 2026), moved the high-risk dates: Annex III to 2 December 2027, Annex I products to 2 August 2028. Check the current text on EUR-Lex before relying on a date.";

export type Category = "prohibited" | "high-risk" | "gpai" | "transparency" | "minimal";
export const CATEGORY_NAMES: Record<Category, string> = {
  prohibited: "Prohibited (unacceptable risk)",
  "high-risk": "High-risk",
  gpai: "General-purpose AI model rules",
  transparency: "Transparency obligations (limited risk)",
  minimal: "Minimal risk",
};

type Option<T extends string> = { value: T; label: string; cite: string };

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

export const PROHIBITED: readonly Option<ProhibitedId>[] = [
  { value: "none", label: "None of these", cite: "" },
  {
    value: "manipulation",
    label: "Manipulates people with subliminal, manipulative or deceptive techniques, likely causing significant harm",
    cite: "Article 5(1)(a)",
  },
  {
    value: "vulnerabilities",
    label:
      "Exploits people's vulnerabilities (age, disability, social or economic situation), likely causing significant harm",
    cite: "Article 5(1)(b)",
  },
  {
    value: "social-scoring",
    label:
      "Scores people on their social behavior or personality, leading to unjustified or unrelated bad treatment (social scoring)",
    cite: "Article 5(1)(c)",
  },
  {
    value: "crime-prediction",
    label: "Predicts that a person will commit a crime based only on profiling or personality traits",
    cite: "Article 5(1)(d)",
  },
  {
    value: "face-scraping",
    label: "Builds face-recognition databases by untargeted scraping of faces from the internet or CCTV",
    cite: "Article 5(1)(e)",
  },
  {
    value: "emotion-work-school",
    label: "Infers the emotions of people at work or in education (except for medical or safety reasons)",
    cite: "Article 5(1)(f)",
  },
  {
    value: "biometric-categorisation",
    label:
      "Uses biometric data to infer race, political opinions, union membership, religion, sex life or sexual orientation",
    cite: "Article 5(1)(g)",
  },
  {
    value: "realtime-rbi",
    label:
      "Identifies people in public spaces in real time from biometrics for law enforcement, outside narrow exceptions",
    cite: "Article 5(1)(h)",
  },
];

export const ANNEX3: readonly Option<Annex3Id>[] = [
  { value: "none", label: "None of these areas", cite: "" },
  {
    value: "biometrics",
    label: "Biometrics: remote identification, categorisation, emotion recognition (where not banned)",
    cite: "Annex III, point 1",
  },
  {
    value: "infrastructure",
    label:
      "Critical infrastructure: safety components for digital infrastructure, road traffic, water, gas, heating, electricity",
    cite: "Annex III, point 2",
  },
  {
    value: "education",
    label: "Education: admission, grading, assessing level, watching for cheating in tests",
    cite: "Annex III, point 3",
  },
  {
    value: "employment",
    label: "Employment: recruitment and CV screening, promotion, firing, task allocation, monitoring",
    cite: "Annex III, point 4",
  },
  {
    value: "services",
    label: "Essential services: public benefits, credit scoring, life and health insurance pricing, emergency calls",
    cite: "Annex III, point 5",
  },
  {
    value: "law-enforcement",
    label: "Law enforcement: e.g. judging the reliability of evidence",
    cite: "Annex III, point 6",
  },
  { value: "migration", label: "Migration, asylum and border control", cite: "Annex III, point 7" },
  {
    value: "justice",
    label: "Justice and democratic processes: helping judges, influencing elections",
    cite: "Annex III, point 8",
  },
];

export const ANNEX1: readonly Option<YesNo>[] = [
  { value: "no", label: "No", cite: "" },
  {
    value: "yes",
    label:
      "Yes: a safety component of (or itself) a product under EU product-safety law needing a third-party check, e.g. a medical device, machine, toy or lift",
    cite: "Article 6(1) and Annex I",
  },
];

export const INTERACTION: readonly Option<InteractionId>[] = [
  { value: "none", label: "Neither", cite: "" },
  { value: "chatbot", label: "It talks or chats with people", cite: "Article 50(1)" },
  { value: "synthetic", label: "It generates synthetic images, audio, video or text", cite: "Article 50(2)" },
  {
    value: "deepfake",
    label: "It is used to publish deepfakes (realistic fake media of real people, places or events)",
    cite: "Article 50(4)",
  },
];

export const GPAI: readonly Option<GpaiId>[] = [
  { value: "no", label: "No", cite: "" },
  {
    value: "gpai",
    label: "Yes: a general-purpose AI model (trained on broad data, able to do many tasks)",
    cite: "Article 53",
  },
  {
    value: "systemic",
    label: "Yes, and trained with more than 10^25 floating-point operations (presumed systemic risk)",
    cite: "Articles 51 and 55",
  },
];

export type Question = { id: QuestionId; title: string; help: string; options: readonly Option<string>[] };

export const QUESTIONS: readonly Question[] = [
  {
    id: "prohibited",
    title: "Is it a prohibited practice?",
    help: "Article 5 bans a short list of uses outright. (Systems used only for military, defence or national-security purposes, only for scientific research, or by people for purely personal, non-professional use are outside the Act.)",
    options: PROHIBITED,
  },
  {
    id: "annex3",
    title: "Is it used in one of the eight high-risk areas of Annex III?",
    help: "What matters is the use, not the technology.",
    options: ANNEX3,
  },
  {
    id: "annex1",
    title: "Is it a safety component of a regulated product?",
    help: "Products already covered by EU safety laws listed in Annex I.",
    options: ANNEX1,
  },
  {
    id: "interaction",
    title: "Does it talk to people or generate content?",
    help: "Article 50 adds transparency duties.",
    options: INTERACTION,
  },
  {
    id: "gpai",
    title: "Is it a general-purpose AI model?",
    help: "Models such as large language models have their own rules.",
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

export type Obligation = { text: string; applies: string; source: string };

/** Article 4 binds every provider and deployer of an AI system, whatever its risk level. */
export const AI_LITERACY: Obligation = {
  text: "AI literacy: take measures so that staff who work with the system know enough about AI to use it in an informed way (a duty for every provider and deployer, whatever the risk; reworded by the 2026 amendment)",
  applies: "2 February 2025",
  source: "Article 4",
};
export type Result = { category: Category; reasons: string[]; obligations: Obligation[]; notes: string[] };

const cite = <T extends string>(options: readonly Option<T>[], value: T) => options.find((o) => o.value === value);

export function classify(a: Answers): Result {
  if (a.prohibited !== "none") {
    const o = cite(PROHIBITED, a.prohibited);
    return {
      category: "prohibited",
      reasons: [`${o?.cite}: ${o?.label.toLowerCase()}.`],
      obligations: [
        {
          text: "May not be placed on the EU market, put into service or used",
          applies: "2 February 2025",
          source: o?.cite ?? "Article 5",
        },
        {
          text: "Fines up to €35 million or 7% of worldwide yearly turnover, whichever is higher",
          applies: "2 August 2025",
          source: "Article 99",
        },
      ],
      notes:
        a.prohibited === "realtime-rbi"
          ? [
              "Narrow exceptions exist, e.g. searching for specific victims or preventing an imminent terrorist threat, usually with prior authorisation by a judge or independent authority.",
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
        ? "2 December 2027 (first set for 2 August 2026; see the note on the Digital Omnibus)"
        : "2 August 2028 (first set for 2 August 2027; see the note on the Digital Omnibus)";
    if (a.annex3 !== "none") {
      const o = cite(ANNEX3, a.annex3);
      reasons.push(`${o?.cite}: ${o?.label.split(":")[0]?.toLowerCase()}.`);
      notes.push(
        "An Annex III system can escape high-risk status if it poses no significant risk (e.g. a narrow procedural task), but never when it profiles people (Article 6(3)).",
      );
    }
    if (a.annex1 === "yes")
      reasons.push("Article 6(1) and Annex I: a safety component of a product under EU product-safety law.");
    obligations.push(
      {
        text: "Risk management, data quality and governance, technical documentation and automatic logging",
        applies,
        source: "Articles 9–12",
      },
      {
        text: "Clear instructions for deployers, human oversight, and accuracy, robustness and cybersecurity",
        applies,
        source: "Articles 13–15",
      },
      {
        text: `Conformity assessment before sale${a.annex3 !== "none" ? " and registration in the EU database" : ""}`,
        applies,
        source: a.annex3 !== "none" ? "Articles 43 and 49" : "Article 43",
      },
    );
    notes.push(OMNIBUS_NOTE);
  }
  if (a.interaction !== "none") {
    const o = cite(INTERACTION, a.interaction);
    reasons.push(`${o?.cite}: ${o?.label.toLowerCase()}.`);
    const text = {
      chatbot: "Tell people they are interacting with an AI system, unless that is obvious",
      synthetic: "Mark outputs in a machine-readable way as artificially generated",
      deepfake: "Disclose that the content has been artificially generated or manipulated",
    }[a.interaction];
    obligations.push({ text, applies: "2 August 2026", source: o?.cite ?? "Article 50" });
  }
  if (a.gpai !== "no") {
    reasons.push(
      a.gpai === "systemic"
        ? "Articles 51 and 55: a general-purpose AI model presumed to have systemic risk (over 10^25 floating-point operations of training)."
        : "Article 53: a general-purpose AI model.",
    );
    obligations.push({
      text: "Technical documentation, information for companies building on the model, a copyright policy and a public summary of the training content",
      applies: "2 August 2025 (models already on the market before then: 2 August 2027)",
      source: "Article 53",
    });
    if (a.gpai === "systemic") {
      obligations.push({
        text: "Model evaluation including adversarial testing, assessing and reducing systemic risks, reporting serious incidents, cybersecurity",
        applies: "2 August 2025",
        source: "Article 55",
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
      "Not a banned practice, not in a high-risk area, no transparency duty and not a general-purpose model.",
    );
  }
  // A general-purpose model on its own is not an AI system; anything else here is one.
  if (category !== "gpai" || a.interaction !== "none") obligations.push(AI_LITERACY);
  if (category === "minimal") {
    obligations.push({
      text: "No other obligations tied to the risk level; voluntary codes of conduct are encouraged",
      applies: "—",
      source: "Article 95",
    });
  }
  if (highRisk || category === "transparency") {
    notes.push(
      "Breaking most of these obligations can cost up to €15 million or 3% of worldwide yearly turnover (Article 99).",
    );
  }
  if (a.gpai !== "no") {
    notes.push(
      "The Commission can fine providers of general-purpose AI models up to €15 million or 3% of worldwide yearly turnover (Article 101).",
    );
  }
  return { category, reasons, obligations, notes };
}

export type Example = {
  id: string;
  name: string;
  description: string;
  answers: Answers;
  expected: Category;
  why: string;
};

const ex = (
  id: string,
  name: string,
  description: string,
  answers: Partial<Answers>,
  expected: Category,
  why: string,
): Example => ({ id, name, description, answers: { ...DEFAULT_ANSWERS, ...answers }, expected, why });

/** Twelve fictional systems for practice mode. */
export const EXAMPLES: readonly Example[] = [
  ex(
    "cv-screener",
    "CV screener",
    "HireRank reads job applicants' CVs and ranks them for a recruiter, who interviews the top ten.",
    { annex3: "employment" },
    "high-risk",
    "Annex III, point 4: recruitment and selection of candidates is a high-risk use. A text classifier sorting spam would be minimal risk: the use, not the technique, decides.",
  ),
  ex(
    "spam-filter",
    "Spam filter",
    "An email service moves likely spam into a junk folder.",
    {},
    "minimal",
    "Not banned, not in an Annex III area, and it neither chats with people nor generates content: minimal risk. Its only duty is the AI-literacy duty that applies to every provider and deployer.",
  ),
  ex(
    "proctoring-emotion",
    "Exam emotion detector",
    "Exam software watches students' faces and flags those it judges stressed or bored during a test.",
    { prohibited: "emotion-work-school" },
    "prohibited",
    "Article 5(1)(f): emotion recognition in education is banned (except for medical or safety reasons), since 2 February 2025.",
  ),
  ex(
    "bank-chatbot",
    "Bank help chatbot",
    "A chatbot on a bank's website answers questions about opening hours and card fees. It makes no decisions about customers.",
    { interaction: "chatbot" },
    "transparency",
    "Article 50(1): people must be told they are talking to an AI unless that is obvious. Chatbots are not high-risk by default; one that decided on loans would be.",
  ),
  ex(
    "credit-scoring",
    "Credit-scoring model",
    "LoanWise scores how creditworthy consumers are when they apply for a personal loan.",
    { annex3: "services" },
    "high-risk",
    "Annex III, point 5(b): creditworthiness assessment and credit scoring of people is high-risk (fraud detection is excepted).",
  ),
  ex(
    "game-enemy",
    "Video-game enemies",
    "The AI that steers enemy characters in a racing game.",
    {},
    "minimal",
    "A video game is the classic minimal-risk example: no duties tied to its risk level, only the AI-literacy duty that applies to every provider and deployer.",
  ),
  ex(
    "social-scoring",
    "City trust score",
    "A city council rates residents' trustworthiness from fines, reports by neighbors and social-media posts, and low scorers wait longer for council housing.",
    { prohibited: "social-scoring" },
    "prohibited",
    "Article 5(1)(c): social scoring that leads to unjustified or unrelated detrimental treatment is banned, whether done by public authorities or companies.",
  ),
  ex(
    "image-generator",
    "Photo-realistic image app",
    "An app turns text prompts into photo-realistic images.",
    { interaction: "synthetic" },
    "transparency",
    "Article 50(2): outputs must be marked as AI-generated in a machine-readable way; anyone publishing deepfakes made with it must disclose them (Article 50(4)).",
  ),
  ex(
    "exam-grading",
    "Admissions exam scorer",
    "Software scores university entrance exams, and the scores decide who is admitted.",
    { annex3: "education" },
    "high-risk",
    "Annex III, point 3: deciding admission and evaluating learning outcomes in education are high-risk uses.",
  ),
  ex(
    "face-scraping",
    "Face-scraping database",
    "A company copies faces from millions of public social-media photos to build a face-recognition search engine.",
    { prohibited: "face-scraping" },
    "prohibited",
    "Article 5(1)(e): untargeted scraping of facial images from the internet or CCTV to build such databases is banned.",
  ),
  ex(
    "tumour-finder",
    "Scan-reading medical device",
    "Software sold as a medical device highlights possible tumours on hospital scans for radiologists.",
    { annex1: "yes" },
    "high-risk",
    "Article 6(1) and Annex I: it is a product under EU medical-device law that needs a third-party conformity assessment, so it is high-risk. These rules start later than Annex III's.",
  ),
  ex(
    "large-model",
    "Large general-purpose model",
    "A company offers a large language model to other businesses; training used more than 10^25 floating-point operations.",
    { gpai: "systemic" },
    "gpai",
    "Articles 51–55: general-purpose AI model duties apply from 2 August 2025, plus extra duties for models presumed to pose systemic risk.",
  ),
];
