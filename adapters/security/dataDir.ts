import { Data, Effect } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"

/** DATA_DIR cannot be made or written by this account: a configuration problem, said as one. */
export class DataDirUnusable extends Data.TaggedError("DataDirUnusable")<{ readonly message: string }> {}

const REASONS: Record<string, string> = {
  EACCES: "this account may not create or write it",
  EPERM: "this account may not create or write it",
  EROFS: "it is on a read-only file system",
  ENOTDIR: "a part of its path is a file, not a directory",
  ENOSPC: "its disk is full",
}

/** `makeDataDirPrivate` as a step of the start: a failure is a sentence naming DATA_DIR. */
export const privateDataDir = (dataDir: string) =>
  Effect.try({
    try: () => makeDataDirPrivate(dataDir),
    catch: (error) => {
      const code = (error as { code?: string }).code ?? ""
      const reason = REASONS[code] ?? (error as Error).message
      return new DataDirUnusable({
        message: `DATA_DIR (${path.resolve(dataDir)}) cannot be used: ${reason}${code === "" ? "" : ` (${code})`}. Set DATA_DIR to a directory this account may create and write.`,
      })
    },
  })

/**
 * The data directory holds the embedded database (password hashes, e-mails, the write-ahead log)
 * and the session secret: only the server's own account may read or write it. Made 0700 with
 * everything inside owner-only (directories 0700, files 0600), and from then on every file this
 * process creates is owner-only too. Returns how many entries were open to other accounts and
 * were closed, so the start can say so.
 */
const makeDataDirPrivate = (dataDir: string): number => {
  // Owner-only from here on: the database engine creates its files with the process's mask.
  process.umask(0o077)
  // As root, the embedded PostgreSQL runs as its own account, which must pass through (not list).
  const top = process.getuid?.() === 0 ? 0o711 : 0o700
  fs.mkdirSync(dataDir, { recursive: true, mode: top })
  let repaired = 0
  const close = (entry: string, isDirectory: boolean) => {
    const mode = fs.lstatSync(entry).mode & 0o777
    const wanted = isDirectory ? 0o700 : mode & 0o600
    if (mode !== wanted) {
      fs.chmodSync(entry, wanted)
      repaired++
    }
  }
  const mode = fs.statSync(dataDir).mode & 0o777
  if (mode !== top) {
    fs.chmodSync(dataDir, top)
    if ((mode & ~top) !== 0) repaired++
  }
  // PostgreSQL keeps its own cluster owner-only, as it checks at every start: not walked (thousands
  // of files, at every start).
  const cluster = path.join(dataDir, "postgresql")
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isSymbolicLink() || full === cluster) continue
      close(full, entry.isDirectory())
      if (entry.isDirectory()) walk(full)
    }
  }
  walk(dataDir)
  return repaired
}

export const repairedSentence = (dataDir: string, repaired: number) =>
  `${repaired} entries of the data directory ${dataDir} were open to other accounts; they are now the server's own (directories 0700, files 0600).`
