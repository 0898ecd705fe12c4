// The AVM's long-tail crypto beside one ed25519 verification (opcode cost 1900) measured in the same run: a
// Falcon-1024 verification (cost 1700), MiMC and Poseidon2 over one BN254 element (cost 560 and 357), sumhash512
// of 64 bytes (cost 186). A ratio well below cost/1900 means the op is slower per budget unit than ed25519verify.
import { readFileSync } from 'node:fs';
import { compare } from '../harness.js';
import { keyPairFromSeed, sign, verify } from '../../src/core/crypto/ed25519.js';
import { falconVerify } from '../../src/core/crypto/falcon.js';
import { mimcHash } from '../../src/core/avm/crypto/mimc.js';
import { poseidon2Hash } from '../../src/core/avm/crypto/poseidon2.js';
import { BN254_FR } from '../../src/core/avm/crypto/scalar-field.js';
import { sumhash512 } from '../../src/core/avm/crypto/sumhash.js';

interface Vectors {
  readonly keys: readonly string[];
  readonly vectors: readonly { key: number; message: string; signature: string; valid: boolean }[];
}

export async function run(): Promise<void> {
  const fixture = new URL('../../test/fixtures/falcon/det1024-vectors.json', import.meta.url);
  const { keys, vectors } = JSON.parse(readFileSync(fixture, 'utf8')) as Vectors;
  const good = vectors.find((v) => v.valid && v.message !== '')!;
  const falconKey = Buffer.from(keys[good.key]!, 'hex');
  const falconMessage = Buffer.from(good.message, 'hex');
  const falconSignature = Buffer.from(good.signature, 'hex');

  const { publicKey, secretKey } = keyPairFromSeed(Buffer.alloc(32, 7));
  const message = Buffer.alloc(64, 1);
  const signature = sign(message, secretKey);
  const element = [0x23a950068dd3d1e21cee48e7919be7ae32cdef70311fc486336ea9d4b5042535n];
  const mimc = { field: BN254_FR, rounds: 110 };

  await compare(
    'AVM long-tail crypto vs ed25519verify',
    { name: 'ed25519 verify (cost 1900)', fn: () => verify(message, signature, publicKey) },
    [
      { name: 'falcon_verify (cost 1700)', fn: () => falconVerify(falconKey, falconMessage, falconSignature) },
      { name: 'mimc BN254Mp110, 1 element (cost 560)', fn: () => mimcHash(mimc, element) },
      { name: 'poseidon2 BN254t2, 1 element (cost 357)', fn: () => poseidon2Hash(BN254_FR, element) },
      { name: 'sumhash512, 64 bytes (cost 186)', fn: () => sumhash512(message) },
    ],
  );
}
