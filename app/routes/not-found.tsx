import { data } from "react-router";

// Any path no other route claims. Throwing a 404 here (rather than leaving the URL
// unmatched) lets the root loader run, so the error screen keeps the full layout.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
