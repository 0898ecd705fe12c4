// Child process for the crash test: commits keys as fast as it can (several concurrent commits per turn, so
// group commit is exercised) and prints each key's number once its commit has resolved (= acknowledged).
import { Store } from '../../src/store/store.js';
import { makeKey } from '../../src/store/schema.js';

const dir = process.argv[2]!;
const store = await Store.open(dir);
let next = 0;
for (;;) {
  const batch = [];
  for (let i = 0; i < 8; i++) {
    const n = next++;
    batch.push(
      store
        .commit([{ type: 'put', key: makeKey('kmd', 9, BigInt(n)), value: Buffer.from(`value-${n}`) }])
        .then(() => process.stdout.write(`${n}\n`)),
    );
  }
  await Promise.all(batch);
}
