// Worker thread of the verification ceiling (algod-load.ts): verifies the given (message, signature, public key)
// triples in a loop with raw sodium for `durationMs` and posts back how many verifications it made (and how many
// failed, which must be 0: the samples are the bench's own signatures).
import { parentPort, workerData } from 'node:worker_threads';
import sodium from 'sodium-native';

type Triple = { message: Uint8Array; signature: Uint8Array; publicKey: Uint8Array };
const { samples, durationMs } = workerData as { samples: Triple[]; durationMs: number };
const triples = samples.map((s) => ({
  message: Buffer.from(s.message),
  signature: Buffer.from(s.signature),
  publicKey: Buffer.from(s.publicKey),
}));
let verified = 0;
let failed = 0;
const until = performance.now() + durationMs;
const started = performance.now();
while (performance.now() < until) {
  // 256 verifications between clock reads: a clock read is cheap, but not free next to a 50 µs verify.
  for (let i = 0; i < 256; i++) {
    const t = triples[(verified + i) % triples.length]!;
    if (!sodium.crypto_sign_verify_detached(t.signature, t.message, t.publicKey)) failed++;
  }
  verified += 256;
}
parentPort!.postMessage({ verified, failed, seconds: (performance.now() - started) / 1000 });
