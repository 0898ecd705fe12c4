/**
 * Encodings of the kmd wallet records kept in the store (all ours; nothing upstream reads them).
 *
 * Layouts:
 * - wallet  = UTF-8 JSON {v: 1, id, name, driver, createdMs, kdf: {algorithm, opsLimit, memLimitBytes, salt},
 *             masterKeyBox, mdkBox, maxIndexBox} with byte values in standard base64. The three boxes are
 *             secretbox blobs: the master encryption key (MEK) sealed under the password-derived key, and the
 *             master derivation key and the max key index sealed under the MEK. Name, id and KDF parameters are
 *             not secret (as upstream, names and ids are stored in clear).
 *             A wallet created with the empty password has `kdf: {algorithm: "none"}` instead: its MEK is sealed
 *             under a fixed public key (EMPTY_PASSWORD_KDF; the empty password protects nothing, so no derivation
 *             is spent on it). Wallets of older data dirs keep their Argon2id parameters, whatever the password.
 * - key     = 0x00 || sealed secret key                         (imported: not derivable from the MDK)
 *             0x01 || index u64be || sealed secret key          (generated with derivation index `index`)
 * - multisig = version u8 || threshold u8 || pk_1 || … || pk_n  (32 bytes each, stored order)
 *
 * Invariants: decoders reject anything malformed with CORE_STORE_FAILURE
 * (a damaged record is a storage fault, not a client error). Pure and synchronous.
 */
import { decodeBase64Strict, encodeBase64 } from '../codec/base64.js';
import { KDF_ALGORITHM, type KdfParams } from '../crypto/password-kdf.js';
import { AppError } from '../errors.js';

/** The `kdf` of a wallet created with the empty password: no derivation (records.ts layout). */
export const NO_KDF_ALGORITHM = 'none';
export type NoKdf = { algorithm: typeof NO_KDF_ALGORITHM };
export const EMPTY_PASSWORD_KDF: NoKdf = Object.freeze({ algorithm: NO_KDF_ALGORITHM });
export type WalletKdf = KdfParams | NoKdf;

export type WalletRecord = {
  id: string;
  name: string;
  driver: string;
  createdMs: number;
  kdf: WalletKdf;
  masterKeyBox: Buffer;
  mdkBox: Buffer;
  maxIndexBox: Buffer;
};

export type KeyRecord = { index: bigint | undefined; sealedSecretKey: Buffer };

export type MultisigRecord = { version: number; threshold: number; pks: Buffer[] };

function damaged(what: string): AppError {
  return new AppError('CORE_STORE_FAILURE', `damaged kmd ${what} record`);
}

function encodeKdf(kdf: WalletKdf): Record<string, unknown> {
  if (kdf.algorithm === NO_KDF_ALGORITHM) return { algorithm: NO_KDF_ALGORITHM };
  return {
    algorithm: kdf.algorithm,
    opsLimit: kdf.opsLimit,
    memLimitBytes: kdf.memLimitBytes,
    salt: encodeBase64(kdf.salt),
  };
}

function decodeKdf(kdf: Record<string, unknown>): WalletKdf {
  if (kdf['algorithm'] === NO_KDF_ALGORITHM) return EMPTY_PASSWORD_KDF;
  if (kdf['algorithm'] !== KDF_ALGORITHM) throw damaged('wallet');
  return {
    algorithm: KDF_ALGORITHM,
    opsLimit: numberField(kdf['opsLimit']),
    memLimitBytes: numberField(kdf['memLimitBytes']),
    salt: bytesField(kdf['salt']),
  };
}

export function encodeWalletRecord(w: WalletRecord): Buffer {
  const json = {
    v: 1,
    id: w.id,
    name: w.name,
    driver: w.driver,
    createdMs: w.createdMs,
    kdf: encodeKdf(w.kdf),
    masterKeyBox: encodeBase64(w.masterKeyBox),
    mdkBox: encodeBase64(w.mdkBox),
    maxIndexBox: encodeBase64(w.maxIndexBox),
  };
  return Buffer.from(JSON.stringify(json), 'utf8');
}

function bytesField(value: unknown): Buffer {
  const bytes = typeof value === 'string' ? decodeBase64Strict(value) : undefined;
  if (bytes === undefined) throw damaged('wallet');
  return bytes;
}

function textField(value: unknown): string {
  if (typeof value !== 'string') throw damaged('wallet');
  return value;
}

function numberField(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw damaged('wallet');
  return value;
}

/** @throws CORE_STORE_FAILURE */
export function decodeWalletRecord(bytes: Uint8Array): WalletRecord {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(Buffer.from(bytes).toString('utf8')) as Record<string, unknown>;
  } catch {
    throw damaged('wallet');
  }
  const kdf = json['kdf'] as Record<string, unknown> | undefined;
  if (json['v'] !== 1 || typeof kdf !== 'object' || kdf === null) throw damaged('wallet');
  return {
    id: textField(json['id']),
    name: textField(json['name']),
    driver: textField(json['driver']),
    createdMs: numberField(json['createdMs']),
    kdf: decodeKdf(kdf),
    masterKeyBox: bytesField(json['masterKeyBox']),
    mdkBox: bytesField(json['mdkBox']),
    maxIndexBox: bytesField(json['maxIndexBox']),
  };
}

export function encodeKeyRecord(record: KeyRecord): Buffer {
  if (record.index === undefined) return Buffer.concat([Buffer.of(0), record.sealedSecretKey]);
  const head = Buffer.alloc(9);
  head[0] = 1;
  head.writeBigUInt64BE(record.index, 1);
  return Buffer.concat([head, record.sealedSecretKey]);
}

/** @throws CORE_STORE_FAILURE */
export function decodeKeyRecord(bytes: Uint8Array): KeyRecord {
  const b = Buffer.from(bytes);
  if (b[0] === 0 && b.length > 1) return { index: undefined, sealedSecretKey: b.subarray(1) };
  if (b[0] === 1 && b.length > 9) return { index: b.readBigUInt64BE(1), sealedSecretKey: b.subarray(9) };
  throw damaged('key');
}

export function encodeMultisigRecord(record: MultisigRecord): Buffer {
  return Buffer.concat([Buffer.of(record.version, record.threshold), ...record.pks]);
}

/** @throws CORE_STORE_FAILURE */
export function decodeMultisigRecord(bytes: Uint8Array): MultisigRecord {
  const b = Buffer.from(bytes);
  if (b.length < 2 || (b.length - 2) % 32 !== 0) throw damaged('multisig');
  const pks: Buffer[] = [];
  for (let at = 2; at < b.length; at += 32) pks.push(b.subarray(at, at + 32));
  return { version: b[0]!, threshold: b[1]!, pks };
}

/** The 8-byte big-endian form of a key index (sealed as `max_key_idx`). */
export function encodeIndex(index: bigint): Buffer {
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(index);
  return out;
}

/** @throws CORE_STORE_FAILURE */
export function decodeIndex(bytes: Uint8Array): bigint {
  if (bytes.length !== 8) throw damaged('index');
  return Buffer.from(bytes.buffer, bytes.byteOffset, 8).readBigUInt64BE();
}
