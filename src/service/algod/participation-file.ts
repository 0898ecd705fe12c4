/**
 * Participation key files: the SQLite databases that `goal account addpartkey` / `algokey part generate` write
 * (go-algorand data/account/partInstall.go schema v3, participation.go `Persist`, account.go
 * `RestoreParticipation`, crypto/merklesignature/persistentMerkleSignatureScheme.go `StateProofKeys`), read and
 * written with sql.js (SQLite compiled to WebAssembly). The only importer of sql.js besides its siblings.
 *
 * Invariants:
 * - Reading never touches the caller's bytes: the database is opened on a copy, migrated in memory exactly as
 *   upstream migrates a v1/v2 file (ALTER TABLE), then read. A file written in WAL mode is opened as a rollback-
 *   journal database (header bytes 18/19 set to 1): a file handed over whole has no WAL content left.
 * - Failures are ALGOD_BAD_REQUEST with upstream's texts where upstream has one (the install handler answers 400
 *   with the error text). Integers are read through CAST(... AS TEXT), never through float64.
 * - Files we write have the upstream schema and rows (state-proof column NULL: we cannot make Falcon keys).
 * - Key files hold secrets: nothing here logs or keeps them.
 */
import initSqlJs from 'sql.js';
import type { Database, SqlJsStatic, SqlValue } from 'sql.js';
import { AppError, isAppError } from '../../core/errors.js';
import type { Participation } from '../../core/partkey/participation.js';
import {
  checkFalconSigner,
  decodeStateProofVerifier,
  decodeVotingSecrets,
  decodeVrfSecrets,
  encodeVotingSecrets,
  encodeVrfSecrets,
} from '../../core/partkey/secrets.js';

const PART_TABLE = 'parttable';
const PART_TABLE_VERSION = 3;
const STATE_PROOF_TABLE = 'merklesignaturescheme';
const UNSUPPORTED_SCHEMA = `unsupported participation file schema version (expected ${PART_TABLE_VERSION})`;
const MAX_INT64 = (1n << 63n) - 1n;

let engine: Promise<SqlJsStatic> | undefined;

/** sql.js, instantiated once per process (the WebAssembly compile is the slow part). */
function sqlite(): Promise<SqlJsStatic> {
  engine ??= initSqlJs().catch((cause: unknown) => {
    engine = undefined;
    throw new AppError('CORE_INTERNAL', 'cannot load the SQLite engine', { cause });
  });
  return engine;
}

const bad = (message: string): AppError => new AppError('ALGOD_BAD_REQUEST', message);

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs `fn`, turning any failure into a 400 with its text (upstream returns most errors unwrapped). */
function badOnFailure<T>(fn: () => T, prefix = ''): T {
  try {
    return fn();
  } catch (error) {
    if (isAppError(error) && error.code === 'ALGOD_BAD_REQUEST') throw error;
    throw bad(prefix + messageOf(error));
  }
}

/** partMigrate: schema version 1 and 2 files are upgraded in memory; anything else but 3 is refused. */
function migrate(db: Database): void {
  let rows: SqlValue[][];
  try {
    rows = db.exec('SELECT tablename, version FROM schema')[0]?.values ?? [];
  } catch {
    throw bad(UNSUPPORTED_SCHEMA);
  }
  const found = rows.find(([name]) => name === PART_TABLE);
  if (found === undefined) throw bad(UNSUPPORTED_SCHEMA);
  let version = Number(found[1]);
  badOnFailure(() => {
    if (version === 1) {
      db.run('ALTER TABLE ParticipationAccount ADD keyDilution INTEGER NOT NULL DEFAULT 0');
      version = 2;
    }
    if (version === 2) {
      db.run('ALTER TABLE ParticipationAccount ADD stateProof BLOB');
      version = 3;
    }
  });
  if (version !== PART_TABLE_VERSION) throw bad(UNSUPPORTED_SCHEMA);
}

/** A BLOB column as database/sql scans it into []byte (NULL → empty, text → its bytes). */
function blob(value: SqlValue | undefined): Buffer {
  if (value instanceof Uint8Array) return Buffer.from(value);
  if (value === null || value === undefined) return Buffer.alloc(0);
  return Buffer.from(String(value), 'utf8');
}

const ROW_ERROR = 'RestoreParticipation: could not read account raw data: ';

/** An INTEGER column (read as text) scanned into a Go uint64. */
function uint64(value: SqlValue | undefined, index: number, name: string): bigint {
  const where = `sql: Scan error on column index ${index}, name "${name}": `;
  if (value === null || value === undefined) throw bad(`${ROW_ERROR}${where}converting NULL to uint64 is unsupported`);
  const text = String(value);
  if (!/^\d+$/.test(text)) {
    const detail = `converting driver.Value type string (${JSON.stringify(text)}) to a uint64: invalid syntax`;
    throw bad(ROW_ERROR + where + detail);
  }
  return BigInt(text);
}

function readAccountRow(db: Database): SqlValue[] {
  const queryError = 'RestoreParticipation: could not query storage: ';
  badOnFailure(() => db.exec('SELECT count(*) FROM ParticipationAccount'), queryError);
  const rows = badOnFailure(
    () =>
      db.exec(
        'SELECT parent, vrf, voting, CAST(firstValid AS TEXT), CAST(lastValid AS TEXT), CAST(keyDilution AS TEXT), ' +
          'stateProof FROM ParticipationAccount LIMIT 1',
      )[0]?.values ?? [],
    ROW_ERROR,
  );
  const row = rows[0];
  if (row === undefined) throw bad(`${ROW_ERROR}sql: no rows in result set`);
  return row;
}

/** RestoreAllSecrets: every stored Falcon key pair must decode (we keep them only inside the file). */
function checkStateProofKeys(db: Database): void {
  const tables = db.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'StateProofKeys'");
  if ((tables[0]?.values.length ?? 0) === 0) return; // upstream's migration would create it empty
  const fetchError = 'failed to fetch stateproof keys from DB - ';
  const statement = badOnFailure(() => db.prepare('SELECT key FROM StateProofKeys'), fetchError);
  try {
    while (statement.step()) badOnFailure(() => checkFalconSigner(blob(statement.get()[0])));
  } finally {
    statement.free();
  }
}

function participationOf(db: Database): Participation {
  migrate(db);
  const row = readAccountRow(db);
  const parent = Buffer.alloc(32);
  blob(row[0]).copy(parent, 0, 0, 32);
  const firstValid = uint64(row[3], 3, 'firstValid');
  const lastValid = uint64(row[4], 4, 'lastValid');
  const keyDilution = uint64(row[5], 5, 'keyDilution');
  const vrf = badOnFailure(() => decodeVrfSecrets(blob(row[1])));
  const voting = badOnFailure(() => decodeVotingSecrets(blob(row[2])));
  const stateProofBytes = blob(row[6]);
  const part: Participation = { parent, vrf, voting, firstValid, lastValid, keyDilution };
  if (stateProofBytes.length === 0) return part;
  part.stateProof = badOnFailure(() => decodeStateProofVerifier(stateProofBytes));
  checkStateProofKeys(db);
  return part;
}

/**
 * Reads a participation key file. @throws ALGOD_BAD_REQUEST (unreadable file, unsupported schema, missing row,
 * undecodable secrets), CORE_INTERNAL (the SQLite engine cannot load)
 */
export async function readKeyFile(bytes: Uint8Array): Promise<Participation> {
  const SQL = await sqlite();
  const copy = Uint8Array.from(bytes);
  const isSqlite = Buffer.from(copy.subarray(0, 16)).equals(Buffer.from('SQLite format 3\0', 'latin1'));
  if (isSqlite && copy.length >= 20 && copy[18] === 2 && copy[19] === 2) {
    copy[18] = 1;
    copy[19] = 1;
  }
  let db: Database;
  try {
    db = new SQL.Database(copy);
  } catch (error) {
    throw bad(messageOf(error));
  }
  try {
    return participationOf(db);
  } finally {
    db.close();
    copy.fill(0);
  }
}

const CREATE_PARTICIPATION_ACCOUNT = `CREATE TABLE ParticipationAccount (
  parent BLOB,
  vrf BLOB,
  voting BLOB,
  firstValid INTEGER,
  lastValid INTEGER,
  keyDilution INTEGER NOT NULL DEFAULT 0,
  stateProof BLOB
)`;
const CREATE_SCHEMA = 'CREATE TABLE schema (tablename TEXT PRIMARY KEY, version INTEGER)';
const CREATE_STATE_PROOF_KEYS = 'CREATE TABLE StateProofKeys (id INTEGER PRIMARY KEY, round INTEGER, key BLOB)';
const CREATE_ROUND_INDEX = 'CREATE UNIQUE INDEX roundIdx ON StateProofKeys (round)';

/**
 * Writes `part` as a goal-compatible key file (schema v3, no state-proof keys).
 * @throws CORE_BAD_ARGUMENT (a round beyond SQLite's int64), CORE_INTERNAL (engine)
 */
export async function writeKeyFile(part: Participation): Promise<Uint8Array> {
  for (const value of [part.firstValid, part.lastValid, part.keyDilution]) {
    if (value > MAX_INT64) throw new AppError('CORE_BAD_ARGUMENT', `${value} does not fit a key file integer`);
  }
  const SQL = await sqlite();
  const db = new SQL.Database();
  const vrf = encodeVrfSecrets(part.vrf);
  const voting = encodeVotingSecrets(part.voting);
  try {
    db.run(CREATE_PARTICIPATION_ACCOUNT);
    db.run(CREATE_SCHEMA);
    db.run('INSERT INTO schema (tablename, version) VALUES (?, ?)', [PART_TABLE, PART_TABLE_VERSION]);
    db.run(CREATE_STATE_PROOF_KEYS);
    db.run(CREATE_ROUND_INDEX);
    db.run('INSERT INTO schema (tablename, version) VALUES (?, ?)', [STATE_PROOF_TABLE, 1]);
    // Decimal text into INTEGER-affinity columns is stored as an exact 64-bit integer.
    db.run(
      'INSERT INTO ParticipationAccount (parent, vrf, voting, firstValid, lastValid, keyDilution, stateProof) ' +
        'VALUES (?, ?, ?, ?, ?, ?, NULL)',
      [part.parent, vrf, voting, part.firstValid.toString(), part.lastValid.toString(), part.keyDilution.toString()],
    );
    return db.export();
  } finally {
    db.close();
    vrf.fill(0);
    voting.fill(0);
  }
}
