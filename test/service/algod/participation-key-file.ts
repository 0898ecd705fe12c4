// Test fixture: goal-format participation key files built independently of src/ (sql.js for the database,
// algosdk's msgpack encoder for the blobs, node:crypto for ed25519 and SHA-512/256), so that reading them through
// the registry checks our code against upstream's formats rather than against itself.
//
// Schema: go-algorand data/account/partInstall.go (`ParticipationAccount`, `schema`, PartTableSchemaVersion 3,
// migrations from 1 and 2) and crypto/merklesignature/persistentMerkleSignatureScheme.go (`StateProofKeys`).
// Blobs: crypto/vrf.go VRFSecrets {PK, SK}; crypto/onetimesig.go OneTimeSignatureSecretsPersistent
// {OneTimeSignatureVerifier, First, Sub: [ephemeralSubkey {PK, PKSig, SK, sig2}], ...}.
import algosdk from 'algosdk';
import { createHash, createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';
import initSqlJs from 'sql.js';

/** ed25519 public key of a 32-byte seed, via node:crypto (PKCS#8 wrapping of the raw seed). */
export function ed25519PublicKey(seed: Uint8Array): Buffer {
  const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]);
  const jwk = createPublicKey(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })).export({ format: 'jwk' });
  return Buffer.from(jwk.x!, 'base64url');
}

export const sha512_256 = (...parts: Uint8Array[]): Buffer => {
  const h = createHash('sha512-256');
  for (const p of parts) h.update(p);
  return h.digest();
};

/** Canonical msgpack of a map of the non-empty fields only (algosdk sorts keys but does not omit empties). */
export function msgpack(entries: Record<string, unknown>): Buffer {
  const m = new Map<string, unknown>();
  for (const key of Object.keys(entries).sort()) {
    const v = entries[key];
    if (v === undefined || v === 0n || (v instanceof Uint8Array && v.every((b) => b === 0))) continue;
    m.set(key, v);
  }
  return Buffer.from(algosdk.msgpackRawEncode(m));
}

/** RFC 4648 base32, no padding (written here so the fixture does not lean on src/). */
export function base32(bytes: Uint8Array): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...bytes].map((b) => b.toString(2).padStart(8, '0')).join('');
  let out = '';
  for (let i = 0; i < bits.length; i += 5) out += alphabet[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return out;
}

/** ParticipationKeyIdentity hash: SHA-512/256("PK" || msgpack{addr, fv, kd, lv, vote-id, vrfsk}). */
export function expectedId(p: {
  parent: Buffer;
  vrfSk: Buffer;
  voteId: Buffer;
  first: bigint;
  last: bigint;
  dilution: bigint;
}): string {
  const body = msgpack({
    addr: p.parent,
    vrfsk: p.vrfSk,
    'vote-id': p.voteId,
    fv: p.first,
    lv: p.last,
    kd: p.dilution,
  });
  return base32(sha512_256(Buffer.from('PK'), body));
}

export type KeyFileOptions = {
  parent?: Buffer;
  first?: bigint;
  last?: bigint;
  dilution?: bigint;
  schemaVersion?: number;
  /** raw stateProof column (msgpack SignerContext) */
  stateProof?: Buffer;
  /** rows of StateProofKeys.key */
  stateProofKeys?: Buffer[];
  /** override the vrf / voting blobs */
  vrfBlob?: Buffer;
  votingBlob?: Buffer;
  /** mark the header as WAL mode, as go-sqlite3 with _journal_mode=wal leaves it */
  walHeader?: boolean;
};

export type KeyFile = { bytes: Uint8Array; id: string; parent: Buffer; votePk: Buffer; selectionPk: Buffer };

const CREATE_ACCOUNT_V1 = `CREATE TABLE ParticipationAccount (parent BLOB, vrf BLOB, voting BLOB,
  firstValid INTEGER, lastValid INTEGER)`;
const CREATE_ACCOUNT_V2 = `CREATE TABLE ParticipationAccount (parent BLOB, vrf BLOB, voting BLOB,
  firstValid INTEGER, lastValid INTEGER, keyDilution INTEGER NOT NULL DEFAULT 0)`;
const CREATE_ACCOUNT_V3 = `CREATE TABLE ParticipationAccount (parent BLOB, vrf BLOB, voting BLOB,
  firstValid INTEGER, lastValid INTEGER, keyDilution INTEGER NOT NULL DEFAULT 0, stateProof BLOB)`;

/** A key file as `algokey part generate` would write it (secrets random, not a usable voting key tree). */
export async function buildKeyFile(options: KeyFileOptions = {}): Promise<KeyFile> {
  const SQL = await initSqlJs();
  const parent = options.parent ?? randomBytes(32);
  const first = options.first ?? 0n;
  const last = options.last ?? 1000n;
  const dilution = options.dilution ?? 32n;
  const version = options.schemaVersion ?? 3;
  const vrfSeed = randomBytes(32);
  const selectionPk = ed25519PublicKey(vrfSeed);
  const vrfSk = Buffer.concat([vrfSeed, selectionPk]);
  const votePk = ed25519PublicKey(randomBytes(32));
  const sub = new Map<string, Uint8Array>([
    ['PK', randomBytes(32)],
    ['PKSig', new Uint8Array(64)],
    ['SK', randomBytes(64)],
    ['sig2', randomBytes(64)],
  ]);
  const vrfBlob =
    options.vrfBlob ??
    Buffer.from(
      algosdk.msgpackRawEncode(
        new Map([
          ['PK', selectionPk],
          ['SK', vrfSk],
        ]),
      ),
    );
  const votingBlob =
    options.votingBlob ??
    Buffer.from(
      algosdk.msgpackRawEncode(
        new Map<string, unknown>([
          ['First', first / dilution],
          ['OneTimeSignatureVerifier', votePk],
          ['Sub', [sub]],
        ]),
      ),
    );
  const db = new SQL.Database();
  db.run(version === 1 ? CREATE_ACCOUNT_V1 : version === 2 ? CREATE_ACCOUNT_V2 : CREATE_ACCOUNT_V3);
  db.run('CREATE TABLE schema (tablename TEXT PRIMARY KEY, version INTEGER)');
  db.run('INSERT INTO schema (tablename, version) VALUES (?, ?)', ['parttable', version]);
  db.run('CREATE TABLE IF NOT EXISTS StateProofKeys (id INTEGER PRIMARY KEY, round INTEGER, key BLOB)');
  db.run('CREATE UNIQUE INDEX IF NOT EXISTS roundIdx ON StateProofKeys (round)');
  db.run('INSERT INTO schema (tablename, version) VALUES (?, ?)', ['merklesignaturescheme', 1]);
  const columns = `(parent, vrf, voting, firstValid, lastValid${version === 1 ? '' : ', keyDilution'})`;
  const values: (string | Uint8Array)[] = [parent, vrfBlob, votingBlob, first.toString(), last.toString()];
  if (version !== 1) values.push(dilution.toString());
  db.run(`INSERT INTO ParticipationAccount ${columns} VALUES (${values.map(() => '?').join(', ')})`, values);
  if (options.stateProof !== undefined) db.run('UPDATE ParticipationAccount SET stateProof = ?', [options.stateProof]);
  (options.stateProofKeys ?? []).forEach((key, i) =>
    db.run('INSERT INTO StateProofKeys (id, round, key) VALUES (?, ?, ?)', [i, 256 * (i + 1), key]),
  );
  const bytes = db.export();
  db.close();
  if (options.walHeader === true) {
    bytes[18] = 2;
    bytes[19] = 2;
  }
  const effectiveDilution = version === 1 ? 0n : dilution;
  const id = expectedId({ parent, vrfSk, voteId: votePk, first, last, dilution: effectiveDilution });
  return { bytes, id, parent, votePk, selectionPk };
}

/** Reads the single ParticipationAccount row of a key file (for checking files we generate). */
export async function readAccountRow(bytes: Uint8Array): Promise<Record<string, unknown>> {
  const SQL = await initSqlJs();
  const db = new SQL.Database(bytes);
  try {
    const stmt = db.prepare(
      'SELECT parent, vrf, voting, firstValid, lastValid, keyDilution, stateProof, typeof(firstValid) AS t FROM ParticipationAccount',
    );
    stmt.step();
    const row = stmt.getAsObject();
    stmt.free();
    const schema = db.exec('SELECT tablename, version FROM schema ORDER BY tablename')[0]?.values ?? [];
    return { ...row, schema };
  } finally {
    db.close();
  }
}
