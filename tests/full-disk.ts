// Preloaded into a test server (NODE_OPTIONS=--import) to give it a full disk on demand,
// without root or a small file system: on SIGUSR2 every SQLite database the process opened
// may grow no further (PRAGMA max_page_count), and its free pages are taken, so the next
// write that needs a page fails with SQLITE_FULL, "database or disk is full", as on a full
// disk. Prints "disk full" when done.
import { DatabaseSync } from "node:sqlite";

const opened = new Set<DatabaseSync>();
const exec = DatabaseSync.prototype.exec;
DatabaseSync.prototype.exec = function (this: DatabaseSync, sql: string) {
  opened.add(this);
  return exec.call(this, sql);
};

process.on("SIGUSR2", () => {
  for (const database of opened) {
    if (!database.isOpen) continue;
    const { page_count } = database.prepare("PRAGMA page_count").get() as { page_count: number };
    database.exec(`PRAGMA max_page_count = ${page_count}`);
    try {
      database.exec("CREATE TABLE IF NOT EXISTS full_disk (bytes BLOB)");
      for (const size of [3000, 1000, 300, 100]) {
        try {
          for (;;) database.prepare("INSERT INTO full_disk (bytes) VALUES (zeroblob(?))").run(size);
        } catch {
          // No room for one more of this size.
        }
      }
    } catch {
      // Not even room for the table: full already.
    }
  }
  process.stdout.write("disk full\n");
});
