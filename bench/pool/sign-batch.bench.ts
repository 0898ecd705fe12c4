// Batch signing through the Piscina pool (coalesced per event-loop turn) vs signing inline on the main thread.
// One op = a burst of N concurrent sign() calls; the "units/s" column is signatures per second.
import { compare } from '../harness.js';
import { keyPairFromSeed, sign } from '../../src/core/crypto/ed25519.js';
import { createPool } from '../../src/workers/pool.js';
import { createSignatureService } from '../../src/workers/signature-service.js';

export async function run(): Promise<void> {
  const { secretKey } = keyPairFromSeed(Buffer.alloc(32, 3));
  const message = Buffer.alloc(250, 9);
  const pool = createPool({ threads: 2 });
  const pooled = createSignatureService({ pool, maxBatch: 64, parallelism: 2 });
  for (const burst of [64, 1024]) {
    const inlineName = `inline sodium, ${burst} signatures`;
    const pooledName = `pool (2 threads, 64/task), ${burst} signatures`;
    await compare(
      `sign a burst of ${burst} (250-byte messages)`,
      {
        name: inlineName,
        fn: () => {
          for (let i = 0; i < burst; i++) sign(message, secretKey);
        },
      },
      [
        {
          name: pooledName,
          async: async () => {
            await Promise.all(Array.from({ length: burst }, () => pooled.sign(message, secretKey)));
          },
        },
      ],
      { unitsPerOp: { [inlineName]: burst, [pooledName]: burst } },
    );
  }
  await pool.destroy();
}
