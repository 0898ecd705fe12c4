/**
 * Pieces of follower mode that need no network: base-36 rounds as go-algorand parses them, and the refusal of
 * block-service bodies that hold no decodable block.
 */
import test from 'ava';
import { parseBase36 } from '../../../src/gateway/rest/algod/routes/peer-block.js';
import { base36 } from '../../../src/service/algod/follower/peer-client.js';
import { blockOfEnvelope, BlockRefused } from '../../../src/service/algod/follower/replay.js';

const rounds: [string, bigint | 'range' | undefined][] = [
  ['0', 0n],
  ['z', 35n],
  ['10', 36n],
  ['zz', 1295n],
  ['3w5e11264sgsf', (1n << 64n) - 1n],
  ['3w5e11264sgsg', 'range'],
  ['A', undefined],
  ['-1', undefined],
  ['', undefined],
  [' 1', undefined],
];
for (const [text, expected] of rounds) {
  test(`base 36 "${text}"`, (t) => {
    t.is(parseBase36(text), expected);
    if (typeof expected === 'bigint') t.is(base36(expected), text);
  });
}

const bodies: [string, Buffer][] = [
  ['not msgpack', Buffer.from('hello')],
  ['an empty map', Buffer.of(0x80)],
  ['only a cert', Buffer.from([0x81, 0xa4, ...Buffer.from('cert'), 0x80])],
  ['a block that is not a map', Buffer.from([0x81, 0xa5, ...Buffer.from('block'), 0x01])],
];
for (const [name, body] of bodies) {
  test(`refused body: ${name}`, (t) => {
    t.throws(() => blockOfEnvelope(body), { instanceOf: BlockRefused });
  });
}

test('the block is found after any other key', (t) => {
  const block = Buffer.from([0x81, 0xa3, ...Buffer.from('rnd'), 0x05]);
  const body = Buffer.concat([
    Buffer.from([0x82, 0xa4, ...Buffer.from('cert'), 0x80, 0xa5, ...Buffer.from('block')]),
    block,
  ]);
  const { block: decoded, bytes } = blockOfEnvelope(body);
  t.is(decoded.round, 5n);
  t.deepEqual(bytes, block);
});
