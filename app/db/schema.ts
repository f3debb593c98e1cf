// Kysely table types. Each migration that adds or changes a table updates this file.
// The foundation has no tables of its own yet; accounts, progress and forms add theirs.
// biome-ignore lint/complexity/noBannedTypes: the schema starts empty and grows with migrations.
export type Database = {};
