/**
 * Catchpoint labels (docs/spec/algod.md §13): `<round>#<hash>`, round a base-10 uint64, hash unpadded base32 of at
 * most 32 bytes (shorter is zero-filled). Anything else is upstream's `failed to parse catchpoint` (400).
 */
import { base32Decode } from '../../core/crypto/address.js';
import { AppError } from '../../core/errors.js';

const MAX_U64 = (1n << 64n) - 1n;

/** @throws ALGOD_BAD_REQUEST `failed to parse catchpoint` */
export function parseCatchpoint(label: string): { round: bigint; hash: Buffer } {
  const bad = (): AppError => new AppError('ALGOD_BAD_REQUEST', 'failed to parse catchpoint');
  const parts = label.split('#');
  if (parts.length !== 2 || !/^\d+$/.test(parts[0]!)) throw bad();
  const round = BigInt(parts[0]!);
  if (round > MAX_U64) throw bad();
  const decoded = base32Decode(parts[1]!);
  if (decoded === undefined || decoded.length > 32) throw bad();
  const hash = Buffer.alloc(32);
  decoded.copy(hash);
  return { round, hash };
}
