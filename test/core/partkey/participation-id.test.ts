// Participation IDs: the hash matches an independent computation (algosdk's msgpack + node's SHA-512/256), and the
// text parser follows Go's unpadded base32 decoder, error offsets included.
import test from 'ava';
import algosdk from 'algosdk';
import { createHash, randomBytes } from 'node:crypto';
import {
  formatParticipationId,
  parseParticipationId,
  participationId,
  type ParticipationIdentity,
} from '../../../src/core/partkey/participation-id.js';

/** SHA-512/256("PK" || canonical msgpack of the non-empty identity fields). */
function oracle(identity: ParticipationIdentity): Buffer {
  const fields: [string, unknown][] = [
    ['addr', identity.parent],
    ['fv', identity.firstValid],
    ['kd', identity.keyDilution],
    ['lv', identity.lastValid],
    ['vote-id', identity.voteId],
    ['vrfsk', identity.vrfSecretKey],
  ];
  const present = fields.filter(
    ([, v]) => v !== undefined && v !== 0n && !(v instanceof Uint8Array && v.every((b) => b === 0)),
  );
  const body = algosdk.msgpackRawEncode(new Map(present));
  return createHash('sha512-256').update('PK').update(body).digest();
}

const matches = test.macro((t, identity: ParticipationIdentity) => {
  t.deepEqual(participationId(identity), oracle(identity));
});

test('all fields', matches, {
  parent: randomBytes(32),
  vrfSecretKey: randomBytes(64),
  voteId: randomBytes(32),
  firstValid: 1n,
  lastValid: 3_000_000n,
  keyDilution: 1733n,
});
test('zero rounds and dilution are omitted', matches, {
  parent: randomBytes(32),
  voteId: randomBytes(32),
  firstValid: 0n,
  lastValid: 0n,
  keyDilution: 0n,
});
test('all-zero keys are omitted', matches, {
  parent: randomBytes(32),
  vrfSecretKey: Buffer.alloc(64),
  voteId: Buffer.alloc(32),
  lastValid: 10n,
});
test('uint64 extremes', matches, {
  parent: randomBytes(32),
  firstValid: (1n << 64n) - 1n,
  lastValid: 1n << 32n,
  keyDilution: 255n,
});
test('empty identity', matches, {});

test('a wrong-sized key is refused', (t) => {
  const err = t.throws(() => participationId({ voteId: randomBytes(31) }));
  t.is((err as { code?: string }).code, 'CORE_MSGPACK_ENCODE');
});

test('format and parse round trip', (t) => {
  for (let i = 0; i < 50; i++) {
    const id = randomBytes(32);
    const text = formatParticipationId(id);
    t.is(text.length, 52);
    t.regex(text, /^[A-Z2-7]{52}$/);
    t.deepEqual(parseParticipationId(text), id);
  }
});

const ID = formatParticipationId(Buffer.from('0123456789abcdef0123456789abcdef'));
const BYTES = Buffer.from('0123456789abcdef0123456789abcdef');

const parses = test.macro((t, text: string) => {
  t.deepEqual(parseParticipationId(text), BYTES);
});
test('canonical text', parses, ID);
test('CR and LF are skipped', parses, `${ID.slice(0, 10)}\r\n${ID.slice(10)}\n`);
test('trailing bits are ignored, as Go does', parses, ID.slice(0, 51) + (ID.endsWith('A') ? 'B' : 'A'));

const rejects = test.macro((t, text: string, message: string) => {
  const err = t.throws(() => parseParticipationId(text));
  t.is((err as { code?: string }).code, 'ALGOD_BAD_REQUEST');
  t.is(err!.message, message);
});
const notAnId = (text: string): string => `attempted to decode a string which was not a participation id: "${text}"`;
test('lower case', rejects, ID.toLowerCase(), 'illegal base32 data at input byte 0');
test('padding is an illegal byte', rejects, `${ID}====`, 'illegal base32 data at input byte 52');
test(
  'illegal byte in the middle',
  rejects,
  `${ID.slice(0, 20)}1${ID.slice(21)}`,
  'illegal base32 data at input byte 20',
);
test('offsets count after newline stripping', rejects, 'AB\nC!', 'illegal base32 data at input byte 3');
test('offsets count UTF-8 bytes', rejects, 'AAé', 'illegal base32 data at input byte 2');
test('empty', rejects, '', notAnId(''));
test(
  'one character short (dangling 3-char tail decodes to nothing)',
  rejects,
  ID.slice(0, 51),
  notAnId(ID.slice(0, 51)),
);
test('one character long', rejects, `${ID}A`, notAnId(`${ID}A`));
const ZERO_ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
test('an address is not an id', rejects, ZERO_ADDRESS, notAnId(ZERO_ADDRESS));
