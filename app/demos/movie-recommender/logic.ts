// A tiny user-based collaborative filter. Ratings are 1–5 stars, 0 means "haven't seen".
// Similarity between two people is the cosine of the angle between their rating lists
// (unseen films count as 0). A film you haven't seen gets a predicted rating: the average of
// the ratings given by the viewers most similar to you, weighted by their similarity.
// The system never looks at what a film is about: only at who rated what.

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface Film {
  id: string;
  /** Made-up title, translated where shown (`.message` is the English). */
  title: MessageDescriptor;
  /** Shown to the learner only; the recommender never reads it. */
  blurb: MessageDescriptor;
}

export interface Viewer {
  name: string;
  ratings: readonly number[];
}

export const FILMS: readonly Film[] = [
  { id: "lanterns", title: msg`Lanterns over Pellwick`, blurb: msg`a slow, moving family drama` },
  { id: "turnip", title: msg`The Turnip Heist`, blurb: msg`a silly village comedy` },
  { id: "orbit", title: msg`Orbit of Ashes`, blurb: msg`a tense space adventure` },
  { id: "marrow", title: msg`Marrow Lane After Dark`, blurb: msg`a creepy horror film` },
  { id: "saltwater", title: msg`Saltwater Waltz`, blurb: msg`a seaside romance` },
  { id: "cog", title: msg`Cog and Comet`, blurb: msg`an animated robot adventure` },
  { id: "thunder", title: msg`Thunder Valley Rally`, blurb: msg`a loud car-chase action film` },
  { id: "almanac", title: msg`The Quiet Almanac`, blurb: msg`a gentle documentary about a year on a farm` },
];

/** Six made-up viewers; each list follows the order of FILMS. */
export const VIEWERS: readonly Viewer[] = [
  { name: "Priya", ratings: [0, 2, 5, 3, 1, 4, 5, 0] },
  { name: "Sam", ratings: [3, 5, 0, 1, 5, 4, 2, 0] },
  { name: "Lena", ratings: [5, 3, 1, 0, 5, 0, 1, 4] },
  { name: "Omar", ratings: [1, 3, 4, 5, 0, 0, 5, 2] },
  { name: "Jun", ratings: [0, 4, 5, 2, 2, 5, 3, 0] },
  { name: "Bea", ratings: [5, 2, 0, 1, 4, 2, 0, 5] },
];

/** The learner's ratings at the start: a fan of space and car chases, not of romance. */
export const START_RATINGS: readonly number[] = [0, 0, 5, 0, 1, 0, 4, 0];

/** How many of the most similar viewers are asked for each prediction. */
export const NEIGHBOURS = 3;

export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  a.forEach((x, i) => {
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  });
  if (na === 0 || nb === 0) return 0;
  return dot / Math.sqrt(na * nb);
}

export interface Similarity {
  viewer: Viewer;
  similarity: number;
  /** One of the NEIGHBOURS most similar viewers, whose ratings make the predictions. */
  neighbor: boolean;
}

export function similarities(mine: readonly number[], viewers: readonly Viewer[] = VIEWERS): Similarity[] {
  const list = viewers.map((viewer) => ({ viewer, similarity: cosine(mine, viewer.ratings) }));
  const rated = mine.some((r) => r > 0);
  const top = rated
    ? [...list]
        .sort((p, q) => q.similarity - p.similarity)
        .slice(0, NEIGHBOURS)
        .map((s) => s.viewer)
    : [];
  return list.map((s) => ({ ...s, neighbor: top.includes(s.viewer) }));
}

export interface Reason {
  name: string;
  similarity: number;
  rating: number;
}

export interface Recommendation {
  film: Film;
  index: number;
  /** Similarity-weighted average of the neighbors' ratings. */
  predicted: number;
  /** The neighbors who rated it, most similar first. */
  because: Reason[];
}

/** Unseen films, best predicted first. Empty for a new user with no ratings (cold start). */
export function recommend(mine: readonly number[], viewers: readonly Viewer[] = VIEWERS): Recommendation[] {
  const neighbors = similarities(mine, viewers).filter((s) => s.neighbor && s.similarity > 0);
  const recs: Recommendation[] = [];
  FILMS.forEach((film, index) => {
    if ((mine[index] ?? 0) > 0) return;
    const because = neighbors
      .filter((s) => (s.viewer.ratings[index] ?? 0) > 0)
      .map((s) => ({ name: s.viewer.name, similarity: s.similarity, rating: s.viewer.ratings[index] ?? 0 }))
      .sort((p, q) => q.similarity - p.similarity);
    if (because.length === 0) return;
    const weight = because.reduce((sum, r) => sum + r.similarity, 0);
    const predicted = because.reduce((sum, r) => sum + r.similarity * r.rating, 0) / weight;
    recs.push({ film, index, predicted, because });
  });
  return recs.sort((p, q) => q.predicted - p.predicted || p.index - q.index);
}
