// CSV files for spreadsheets (the survey's answers, a group's progress): one format, safe to open.

/** A CSV field: quoted, quotes doubled, and a leading = + - @ defused so spreadsheets do not run it. */
export function csvField(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Rows of fields as a CSV file, with Windows line ends as spreadsheets expect. */
export const csvFile = (rows: (string | number | null)[][]) =>
  `${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
