// Prompt makeover and hallucination spotter. No language model: Part A checks a prompt with
// transparent keyword and structure rules, so a learner can see exactly why an ingredient was
// (or was not) found. Part B grades which sentences of a pre-written "chatbot answer" the
// learner flagged against the errors we planted in it.
//
// The rules match words, so each language has its own: a Spanish or German prompt is checked
// with Spanish or German words, and the example prompts of each language score as the English
// ones do (logic.test.ts).

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { DEFAULT_LANGUAGE, type Language } from "#app/site/locale.ts";

export type CheckId = "task" | "context" | "audience" | "format" | "example" | "constraints";

export const CHECK_ORDER: readonly CheckId[] = ["task", "context", "audience", "format", "example", "constraints"];

export const CHECK_LABELS: Record<CheckId, MessageDescriptor> = {
  task: msg`Task: what to do`,
  context: msg`Context: the background`,
  audience: msg`Audience: who it is for`,
  format: msg`Format: what shape the answer takes`,
  example: msg`Example: show what you mean`,
  constraints: msg`Constraints: limits and must-haves`,
};

/** The ingredient's name on its own, as the status line names the next one to add. */
export const CHECK_NAMES: Record<CheckId, MessageDescriptor> = {
  task: msg({ message: "task", comment: "Name of a prompt ingredient, used in a sentence: “next, add task”" }),
  context: msg({ message: "context", comment: "Name of a prompt ingredient, used in a sentence: “next, add context”" }),
  audience: msg({
    message: "audience",
    comment: "Name of a prompt ingredient, used in a sentence: “next, add audience”",
  }),
  format: msg({ message: "format", comment: "Name of a prompt ingredient, used in a sentence: “next, add format”" }),
  example: msg({ message: "example", comment: "Name of a prompt ingredient, used in a sentence: “next, add example”" }),
  constraints: msg({
    message: "constraints",
    comment: "Name of a prompt ingredient, used in a sentence: “next, add constraints”",
  }),
};

/** What each rule looks for, in words; every word it names is one the language's patterns find. */
const RULE_TEXTS: Record<CheckId, MessageDescriptor> = {
  task: msg({
    message: "looks for an action word such as write, plan, explain, list, suggest or compare",
    comment: "Name only words that the checker's word list for your language contains (logic.ts)",
  }),
  context: msg({
    message: "looks for background about your situation: I am, my, we, our, because, so that, currently…",
    comment: "Name only words that the checker's word list for your language contains (logic.ts)",
  }),
  audience: msg({
    message: "looks for who will read or use it: a reader, an age, beginners, customers, a landlord…",
    comment: "Name only words that the checker's word list for your language contains (logic.ts)",
  }),
  format: msg({
    message: "looks for the shape of the answer: a list, bullet points, a table, steps, paragraphs, an email…",
    comment: "Name only words that the checker's word list for your language contains (logic.ts)",
  }),
  example: msg({
    message: "looks for an example or sample: “for example”, “such as”, “e.g.” or a quoted sample",
    comment: "Name only words that the checker's word list for your language contains (logic.ts)",
  }),
  constraints: msg({
    message:
      "looks for limits or must-haves: under, no more than, at most, a budget, avoid, must, only, a tone, a number of words…",
    comment: "Name only words that the checker's word list for your language contains (logic.ts)",
  }),
};

export function ruleText(id: CheckId): MessageDescriptor {
  return RULE_TEXTS[id];
}

// ---- The word rules, one set per language ----

/**
 * A letter with an accent or umlaut also matches as people type it without one ("explicame",
 * "ninos") or spell it out ("fuer", "Strasse"), so a learner without those keys is not marked down.
 */
const LOOSE_LETTERS: Record<string, string> = {
  á: "[aá]",
  é: "[eé]",
  í: "[ií]",
  ó: "[oó]",
  ú: "[uú]",
  ñ: "[nñ]",
  ä: "(?:ä|ae)",
  ö: "(?:ö|oe)",
  ü: "(?:ü|ue)",
  ß: "(?:ß|ss)",
};

/**
 * Whole words or phrases (alternatives in regular-expression syntax, written in lower case),
 * matched in any case. A word boundary here knows every alphabet, so "tú" or "Größe" is one word
 * (JavaScript's \b only knows a to z).
 */
function words(source: string): RegExp {
  const loose = source.replace(/[áéíóúñäöüß]/g, (letter) => LOOSE_LETTERS[letter] ?? letter);
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${loose})(?![\\p{L}\\p{N}_])`, "iu");
}

/** A quoted sample of at least 10 characters, in any language's quotation marks. */
const QUOTED_SAMPLE = /["“„«»‚‘][^"“”„«»]{10,}["”“»«’‘]/u;
/** A sum of money: "£60", "€ 30", "60 £", "30€". */
const MONEY = /[£€$]\s?\d+|\d+\s?[£€$]/u;

const PATTERNS: Record<Language, Record<CheckId, readonly RegExp[]>> = {
  en: {
    task: [
      words(
        "write|draft|plan|explain|summari[sz]e|list|suggest|create|make|give|compare|describe|outline|rewrite|translate|brainstorm|design|prepare|recommend|help",
      ),
    ],
    context: [words("i am|i['’]m|i have|my|we|our|because|so that|since|currently|background|situation")],
    audience: [
      words(
        "audience|readers?|aimed at|\\d+-year-olds?|years? old|beginners?|experts?|non-experts?|child|children|kids|teenagers?|students?|customers?|colleagues?|landlord|manager|parents|guests|someone who",
      ),
    ],
    format: [
      words(
        "bullet(?: points?)?|bulleted|list|table|numbered|step-by-step|steps|paragraphs?|headings?|checklist|columns?|email|letter|format",
      ),
    ],
    example: [
      words("for example|for instance|such as|like this|here is an? (?:example|sample)|sample|example"),
      words("e\\.g\\."),
      QUOTED_SAMPLE,
    ],
    constraints: [
      words(
        "under|no more than|at most|at least|maximum|max|limit|budget|avoid|don['’]t|do not|must|only|without|within|keep it|tone",
      ),
      words("\\d+\\s*(?:words|sentences|minutes|hours|euros|pounds|dollars|items|ideas)"),
      MONEY,
    ],
  },
  es: {
    // Commands as a learner writes them: tú or usted, infinitive, with a pronoun ("explícame").
    task: [
      words(
        [
          "(?:re)?escríb\\p{L}*|redáct\\p{L}*|planifíc\\p{L}*|planifiqu\\p{L}*|plane(?:a|ar|e|es)|plan",
          "organíz\\p{L}*|organic(?:e|es)|explíc\\p{L}*|expliqu\\p{L}*|resúm\\p{L}*|enumer\\p{L}*",
          "haz\\p{L}*|hacer|haga|hágame|hagas|crea|crear|créame|créanos|dame|danos|deme|denme|dime|dinos",
          "compár(?:a|e)\\p{L}*|descríb\\p{L}*|esbóz\\p{L}*|esboc(?:e|es)|tradúc\\p{L}*|traduzc\\p{L}*",
          "propón\\p{L}*|propong\\p{L}*|sugiér\\p{L}*|suger\\p{L}*|diséñ\\p{L}*|prepár\\p{L}*",
          "recomiénd\\p{L}*|recomend\\p{L}*|ayúd\\p{L}*|elabór\\p{L}*|genera|generar|genérame",
        ].join("|"),
      ),
    ],
    // "We" is mostly in the verb ("tenemos"), so the common first-person forms count.
    context: [
      words(
        [
          "soy|estoy|tengo|mí|mis|nos|nosotros|nosotras|nuestr(?:o|a|os|as)|somos|estamos|tenemos|tendremos",
          "vamos|vivimos|queremos|hemos|porque|para que|ya que|puesto que|desde|actualmente|ahora mismo",
          "en este momento|contexto|situación",
        ].join("|"),
      ),
    ],
    audience: [
      words(
        [
          "público|lector(?:a|es|as)?|dirigid(?:o|a|os|as) a|destinad(?:o|a|os|as) a|pensad(?:o|a|os|as) para",
          "(?:de|entre)\\s+\\d+(?:\\s*(?:a|y|-)\\s*\\d+)?\\s+años|\\d+\\s+años\\s+de\\s+edad",
          "principiantes?|(?:no )?expert(?:o|a|os|as)|niñ(?:o|a|os|as)|infantil(?:es)?|adolescentes?|jóvenes",
          "estudiantes?|alumn(?:o|a|os|as)|alumnado|clientes?|clientas?|colegas?|compañer(?:o|a|os|as)",
          "caser(?:o|a|os|as)|arrendador(?:a|es|as)?|propietari(?:o|a|os|as)|jef(?:e|a|es|as)|gerentes?",
          "padres|madres|familias|invitad(?:o|a|os|as)|alguien que|personas? que|adult(?:o|a|os|as)",
          "usuari(?:o|a|os|as)",
        ].join("|"),
      ),
    ],
    format: [
      words(
        [
          "listas?|listado|viñetas?|puntos|numerad(?:o|a|os|as)|enumerad(?:o|a|os|as)|tablas?|columnas?",
          "paso a paso|pasos|párrafos?|títulos?|encabezados?|apartados?|secciones|esquema",
          "correo(?: electrónico)?|e-?mail|carta|formato",
        ].join("|"),
      ),
    ],
    example: [
      words(
        [
          "por ejemplo|como por ejemplo|tal como|tales como|como (?:este|esta|esto|estos|estas)",
          "del estilo de|algo así como|aquí tienes un ejemplo|ejemplos?|una muestra|plantilla",
        ].join("|"),
      ),
      words("p\\.\\s?ej\\.|ej\\."),
      QUOTED_SAMPLE,
    ],
    constraints: [
      words(
        [
          "menos de|no más de|no supere[sn]?|no pase[sn]? de|sin pasar de|sin superar|como máximo|como mínimo",
          "al menos|por lo menos|máximo|mínimo|máx|límite|presupuesto|evita(?:r|ndo)?|evite",
          "no (?:uses|use|utilices|incluyas|menciones|pongas|suene|suenes|sea|seas|hables)",
          "debe[sn]?|tiene que|tienes que|obligatorio|imprescindible|sólo|solamente|únicamente|sin",
          "dentro de|que sea|tono",
        ].join("|"),
      ),
      words(
        "\\d+\\s*(?:palabras|frases|oraciones|líneas|caracteres|minutos|horas|euros|libras|dólares|pesos|elementos|ideas|puntos)",
      ),
      MONEY,
    ],
  },
  de: {
    // Commands in the du or Sie form or as an infinitive; a separable verb ("schlag … vor") is
    // found with what stands between its parts, within one sentence. German nouns start with a
    // capital and often end a compound ("Einkaufsliste", "Grundschulkinder"): both are matched.
    task: [
      words(
        [
          "schreib\\p{L}*|verfass\\p{L}*|formulier\\p{L}*|entw[iu]rf\\p{L}*|entwerf\\p{L}*|plan(?:e|en|st|t)?",
          "erklär\\p{L}*|zusammenfass\\p{L}*|fass(?:e|en)?\\s(?:[^.!?\\n]{0,60}?\\s)?zusammen",
          "aufzähl\\p{L}*|(?:list|zähl)(?:e|en)?\\s(?:[^.!?\\n]{0,60}?\\s)?auf|nenn(?:e|en|st)?",
          "vorschlag\\p{L}*|vorschläg\\p{L}*|schlag(?:e|en)?\\s(?:[^.!?\\n]{0,60}?\\s)?vor",
          "erstell\\p{L}*|mach(?:e|en|st)?|gib|gibst|geben|vergleich\\p{L}*|beschreib\\p{L}*|skizzier\\p{L}*",
          "umschreib\\p{L}*|überarbeit\\p{L}*|übersetz\\p{L}*|sammle|sammeln|brainstorm\\p{L}*",
          "gestalte|gestalten|entwickl\\p{L}*|vorbereit\\p{L}*|bereite?\\s(?:[^.!?\\n]{0,60}?\\s)?vor",
          "empfiehl\\p{L}*|empfehl\\p{L}*|hilf|hilfst|helfen|organisier\\p{L}*",
        ].join("|"),
      ),
    ],
    context: [
      words(
        [
          "ich bin|ich habe|ich hab|mein(?:e|em|en|er|es)?|wir|uns|unser(?:e|em|en|er|es)?|weil|da (?:ich|wir)",
          "damit|sodass|so dass|seit|derzeit|zurzeit|momentan|aktuell|hintergrund|situation",
        ].join("|"),
      ),
    ],
    audience: [
      words(
        [
          "zielgruppe|publikum|leser\\p{L}*|lesende\\p{L}*|richtet sich an|gedacht für",
          "\\d+-?jährig\\p{L}*|(?:ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|\\p{L}+zehn)jährig\\p{L}*",
          "jahren? alt|anfänger\\p{L}*|einsteiger\\p{L}*|expert\\p{L}*|fachleute|laien",
          "\\p{L}*kind|\\p{L}*kinder|\\p{L}*kindern|kids|jugendliche\\p{L}*|teenager\\p{L}*|schüler\\p{L}*",
          "student\\p{L}*|studierende\\p{L}*|lernende\\p{L}*|erwachsene\\p{L}*|kunde|kunden|kundin\\p{L}*",
          "kundschaft|kolleg\\p{L}*|vermieter\\p{L}*|hausverwaltung|chef|chefin|vorgesetzte\\p{L}*|eltern",
          "gast|\\p{L}*gäste|\\p{L}*gästen|nutzer\\p{L}*|jemand(?:en|em)?,?\\s(?:der|die)",
        ].join("|"),
      ),
    ],
    format: [
      words(
        [
          "liste|listen|\\p{L}+liste|stichpunkt\\p{L}*|aufzählung\\p{L}*|nummeriert\\p{L}*|\\p{L}*tabelle",
          "\\p{L}*tabellen|tabellarisch|spalten?|schritt für schritt|schritt(?:e|en)?|absatz|absätzen?",
          "\\p{L}*überschrift\\p{L}*|gliederung|e-?mail|mail|brief|format\\p{L}*",
        ].join("|"),
      ),
    ],
    example: [
      words(
        [
          "zum beispiel|wie zum beispiel|wie etwa|etwa so|so etwa|beispiel\\p{L}*|\\p{L}+beispiel(?:e|en)?",
          "hier ist ein(?:e)? (?:beispiel|muster|probe)|muster|vorlage",
        ].join("|"),
      ),
      words("z\\.\\s?b\\.|zb"),
      QUOTED_SAMPLE,
    ],
    constraints: [
      words(
        [
          "unter|höchstens|maximal|max|mindestens|wenigstens|nicht mehr als|nicht länger als|weniger als",
          "limit\\p{L}*|\\p{L}*grenze|budget|vermeide\\p{L}*|vermeid|verzichte\\p{L}*|ohne|nur",
          "muss|musst|müssen|soll|sollte|sollen|darf|darfst|kein(?:e|en|em|er|es)?|keinesfalls",
          "halte? es|halte? dich|bleib(?:e)?|innerhalb|ton|tonfall|wortzahl",
        ].join("|"),
      ),
      words(
        "\\d+\\s*(?:wörter|wörtern|worte|sätze|sätzen|zeilen|zeichen|minuten|stunden|euro|pfund|dollar|punkte|ideen)",
      ),
      MONEY,
    ],
  },
};

export interface CheckResult {
  id: CheckId;
  met: boolean;
  /** The words that matched, shown to the learner. */
  evidence: string | null;
}

export interface PromptScore {
  checks: CheckResult[];
  score: number;
  words: number;
  /** The first missing ingredient, in the order above: one suggestion at a time. */
  next: CheckId | null;
}

export function countWords(text: string): number {
  return text.trim() === "" ? 0 : text.trim().split(/\s+/).length;
}

/** Checks a prompt written in `language` with that language's words. */
export function scorePrompt(text: string, language: Language = DEFAULT_LANGUAGE): PromptScore {
  // One code point per accented letter, however the keyboard composed it.
  const typed = text.normalize("NFC");
  const words = countWords(typed);
  const checks = CHECK_ORDER.map((id): CheckResult => {
    let evidence: string | null = null;
    for (const pattern of PATTERNS[language][id]) {
      const match = typed.match(pattern);
      if (match) {
        evidence = match[0];
        break;
      }
    }
    // A task needs more than a bare verb: at least three words.
    const met = evidence !== null && (id !== "task" || words >= 3);
    return { id, met, evidence: met ? evidence : null };
  });
  const score = checks.filter((c) => c.met).length;
  const next = checks.find((c) => !c.met)?.id ?? null;
  return { checks, score, words, next };
}

export interface Goal {
  id: string;
  title: MessageDescriptor;
  /** A weak first attempt, to improve. */
  starter: MessageDescriptor;
  /** A prompt that ticks every box, to compare with. */
  strong: MessageDescriptor;
  /** One goal-specific idea per ingredient, with a quoted phrase that the checker ticks. */
  hints: Record<CheckId, MessageDescriptor>;
}

export const GOALS: readonly Goal[] = [
  {
    id: "party",
    title: msg`Plan Mila's 8th birthday party`,
    starter: msg({
      message: "birthday party ideas",
      comment:
        "A weak first prompt, typed like a search. Keep it as bare as the English: the checker must find the same ingredients in it (logic.test.ts)",
    }),
    strong: msg({
      message:
        'Plan a two-hour birthday party for my niece Mila, who turns 8. We will have 10 guests, all 7- to 9-year-olds, in our small flat on a rainy Saturday afternoon. Give me a numbered list of 5 activities with the time each takes, such as "treasure hunt with paper clues (20 minutes)". Keep the total budget under £60 and avoid anything that needs a garden.',
      comment:
        "A prompt with all six ingredients: the checker must find each of them in the translation too (logic.test.ts)",
    }),
    hints: {
      task: msg({
        message: "Start with an action: “Plan a two-hour birthday party…”.",
        comment:
          "The quoted part is a phrase the learner can type: the checker must find this hint's ingredient in it (logic.test.ts)",
      }),
      context: msg({
        message: "Add the situation: “We have 10 guests in our small flat on a Saturday afternoon.”",
        comment:
          "The quoted part is a phrase the learner can type: the checker must find this hint's ingredient in it (logic.test.ts)",
      }),
      audience: msg({
        message: "Say who it is for: “for 8-year-olds” or “the guests are 7 to 9 years old”.",
        comment:
          "The quoted part is a phrase the learner can type: the checker must find this hint's ingredient in it (logic.test.ts)",
      }),
      format: msg({
        message: "Ask for a shape: “Give me a numbered list of 5 activities with the time each takes.”",
        comment:
          "The quoted part is a phrase the learner can type: the checker must find this hint's ingredient in it (logic.test.ts)",
      }),
      example: msg({
        message: "Show one example: “such as ‘treasure hunt with paper clues (20 minutes)’”.",
        comment:
          "The quoted part is a phrase the learner can type: the checker must find this hint's ingredient in it (logic.test.ts)",
      }),
      constraints: msg({
        message: "Add limits: “Keep the budget under £60 and avoid anything that needs a garden.”",
        comment:
          "The quoted part is a phrase the learner can type: the checker must find this hint's ingredient in it (logic.test.ts)",
      }),
    },
  },
  {
    id: "heater",
    title: msg`Ask the landlord to fix the heater`,
    starter: msg({
      message: "email landlord heater broken",
      comment:
        "A weak first prompt, typed like a search. Keep it as bare as the English: the checker must find the same ingredients in it (logic.test.ts)",
    }),
    strong: msg({
      message:
        'Write a short, polite email to my landlord, Mr Okafor. The heater in our living room has not worked since Monday and the flat is cold because it is January. The landlord prefers formal messages. Use three short paragraphs: the problem, when I am at home for a repair visit, and thanks. For example, start with "Dear Mr Okafor, I\'m writing about the heater in flat 4B." Keep it under 120 words and do not sound angry.',
      comment:
        "A prompt with all six ingredients: the checker must find each of them in the translation too (logic.test.ts)",
    }),
    hints: {
      task: msg({
        message: "Start with an action: “Write a short email…”.",
        comment:
          "The quoted part is a phrase the learner can type: the checker must find this hint's ingredient in it (logic.test.ts)",
      }),
      context: msg({
        message: "Add the situation: “The heater in our living room has not worked since Monday.”",
        comment:
          "The quoted part is a phrase the learner can type: the checker must find this hint's ingredient in it (logic.test.ts)",
      }),
      audience: msg({
        message: "Say who will read it: “to my landlord, who prefers formal messages”.",
        comment:
          "The quoted part is a phrase the learner can type: the checker must find this hint's ingredient in it (logic.test.ts)",
      }),
      format: msg({
        message: "Ask for a shape: “Use three short paragraphs.”",
        comment:
          "The quoted part is a phrase the learner can type: the checker must find this hint's ingredient in it (logic.test.ts)",
      }),
      example: msg({
        message: "Show an opening you like: for example “Dear Mr Okafor, I'm writing about…”.",
        comment:
          "The quoted part is a phrase the learner can type: the checker must find this hint's ingredient in it (logic.test.ts)",
      }),
      constraints: msg({
        message: "Add limits: “Keep it under 120 words and do not sound angry.”",
        comment:
          "The quoted part is a phrase the learner can type: the checker must find this hint's ingredient in it (logic.test.ts)",
      }),
    },
  },
  {
    id: "rainbow",
    title: msg`Explain how a rainbow forms`,
    starter: msg({
      message: "rainbows?",
      comment:
        "A weak first prompt, typed like a search. Keep it as bare as the English: the checker must find the same ingredients in it (logic.test.ts)",
    }),
    strong: msg({
      message:
        "Explain how a rainbow forms for a curious 10-year-old. I'm a parent and my daughter asked me after a rainy walk, so we want to understand it together. Use 4 short numbered steps, then one sentence on why the colors are always in the same order. Use an everyday comparison, for example a glass prism or a garden hose spraying water in sunshine. Use only simple words and keep it under 150 words.",
      comment:
        "A prompt with all six ingredients: the checker must find each of them in the translation too (logic.test.ts)",
    }),
    hints: {
      task: msg({
        message: "Start with an action: “Explain how a rainbow forms…”.",
        comment:
          "The quoted part is a phrase the learner can type: the checker must find this hint's ingredient in it (logic.test.ts)",
      }),
      context: msg({
        message: "Add the situation: “My daughter asked me after a rainy walk.”",
        comment:
          "The quoted part is a phrase the learner can type: the checker must find this hint's ingredient in it (logic.test.ts)",
      }),
      audience: msg({
        message: "Say who it is for: “for a curious 10-year-old”.",
        comment:
          "The quoted part is a phrase the learner can type: the checker must find this hint's ingredient in it (logic.test.ts)",
      }),
      format: msg({
        message: "Ask for a shape: “Use 4 short numbered steps.”",
        comment:
          "The quoted part is a phrase the learner can type: the checker must find this hint's ingredient in it (logic.test.ts)",
      }),
      example: msg({
        message: "Suggest a comparison: “for example a garden hose spraying water in sunshine”.",
        comment:
          "The quoted part is a phrase the learner can type: the checker must find this hint's ingredient in it (logic.test.ts)",
      }),
      constraints: msg({
        message: "Add limits: “Use only simple words and keep it under 150 words.”",
        comment:
          "The quoted part is a phrase the learner can type: the checker must find this hint's ingredient in it (logic.test.ts)",
      }),
    },
  },
];

// ---- Part B: spotting planted errors in chatbot answers ----

export interface Sentence {
  text: MessageDescriptor;
  /** Planted errors carry the kind of error and how to check it. */
  planted?: { kind: MessageDescriptor; verify: MessageDescriptor };
}

export interface ChatAnswer {
  id: string;
  question: MessageDescriptor;
  sentences: Sentence[];
}

export const ANSWERS: readonly ChatAnswer[] = [
  {
    id: "plant",
    question: msg`How often should I water a snake plant?`,
    sentences: [
      { text: msg`Snake plants store water in their thick leaves, so they cope well with dry spells.` },
      { text: msg`Many growers water them every two to three weeks in spring and summer, and less often in winter.` },
      {
        text: msg({
          message:
            "A 2019 survey by the Indoor Plant Council found that 83% of snake plants that die are killed by overwatering.",
          comment: "An invented statistic planted in a chatbot answer; the Indoor Plant Council does not exist",
        }),
        planted: {
          kind: msg`Made-up statistic`,
          verify: msg`Search for the survey and the organization. A real figure leads to a named, findable source; if you cannot find one, do not repeat the number.`,
        },
      },
      { text: msg`Let the soil dry out completely before you water again.` },
      {
        text: msg({
          message:
            "For more detail, see the classic guide The Quiet Leaf: Succulents Indoors by Dr Amara Fenwick (2004).",
          comment: "An invented book planted in a chatbot answer: keep its title and author as they are",
        }),
        planted: {
          kind: msg`Book that does not exist`,
          verify: msg`Look the title up in a library catalog or bookshop. Invented books often have believable titles, authors and years.`,
        },
      },
      { text: msg`A pot with a drainage hole helps stop the roots from rotting.` },
    ],
  },
  {
    id: "chatbots",
    question: msg`Give me a short history of chatbots.`,
    sentences: [
      { text: msg`One of the first chatbots, ELIZA, was written by Joseph Weizenbaum at MIT in the mid-1960s.` },
      { text: msg`ELIZA imitated a therapist by turning the user's own statements back into questions.` },
      {
        text: msg`The transformer design behind today's large language models was introduced in a 2017 paper, “Attention Is All You Need”.`,
      },
      {
        text: msg({
          message: "ChatGPT was released to the public in March 2019.",
          comment: "A wrong date planted on purpose: keep March 2019",
        }),
        planted: {
          kind: msg`Wrong date`,
          verify: msg`Check dates against a reliable record such as the company's own announcement or a news archive: ChatGPT was released on 30 November 2022.`,
        },
      },
      {
        text: msg`Modern chatbots produce text by predicting likely next words, so they can sound sure even when wrong.`,
      },
    ],
  },
  {
    id: "egg",
    question: msg`How long should I boil an egg for a soft yolk?`,
    sentences: [
      { text: msg`For a soft, runny yolk, lower a large egg into boiling water and cook it for about six minutes.` },
      {
        text: msg({
          message: "At sea level water boils at 90 °C, so the timing is the same everywhere.",
          comment: "A wrong fact planted on purpose: keep 90 °C",
        }),
        planted: {
          kind: msg`Wrong fact`,
          verify: msg`Check a basic science reference: water boils at about 100 °C at sea level, and at lower temperatures high up, so timings change with altitude.`,
        },
      },
      { text: msg`Cooling the egg in cold water for a minute stops the cooking and makes it easier to peel.` },
      {
        text: msg({
          message:
            "A 2021 study from the University of Northbridge showed that eggs boiled for exactly 6 minutes 20 seconds contain 40% more protein.",
          comment: "An invented study planted in a chatbot answer; the University of Northbridge is invented",
        }),
        planted: {
          kind: msg`Invented study`,
          verify: msg`Ask where the study was published and search for it. Cooking time does not create protein: a surprising claim needs a source you can open.`,
        },
      },
      { text: msg`Eggs straight from the fridge may need about 30 seconds longer than eggs at room temperature.` },
    ],
  },
];

export interface SpottingResult {
  caught: number[];
  missed: number[];
  falseAlarms: number[];
  planted: number;
}

/** Compares the sentences a learner flagged with the planted errors. */
export function gradeSpotting(answer: ChatAnswer, flagged: readonly number[]): SpottingResult {
  const set = new Set(flagged);
  const caught: number[] = [];
  const missed: number[] = [];
  const falseAlarms: number[] = [];
  answer.sentences.forEach((s, i) => {
    if (s.planted) (set.has(i) ? caught : missed).push(i);
    else if (set.has(i)) falseAlarms.push(i);
  });
  return { caught, missed, falseAlarms, planted: caught.length + missed.length };
}
