// The handle table with an injected clock: lifetime, renew, info seconds, expiry texts, release and zeroing.
import test from 'ava';
import { Secret } from '../../../src/core/crypto/secret.js';
import { SessionTable } from '../../../src/service/kmd/sessions.js';

function keys(): { mek: Secret; mdk: Secret } {
  return { mek: Secret.copyOf(Buffer.alloc(32, 1)), mdk: Secret.copyOf(Buffer.alloc(32, 2)) };
}

function table(lifetimeSeconds = 60): { sessions: SessionTable; clock: { now: number } } {
  const clock = { now: 1_000_000 };
  const sessions = new SessionTable({ lifetimeSeconds, now: () => clock.now });
  return { sessions, clock };
}

test('a fresh handle has lifetime − 1 whole seconds left after any delay, and renew restores it', (t) => {
  const { sessions, clock } = table();
  const token = sessions.open('w', keys(), 'pw');
  t.regex(token, /^[0-9a-f]{16}\.[0-9a-f]{64}$/);
  clock.now += 1;
  t.is(sessions.remainingSeconds(sessions.get(token)), 59);
  clock.now += 30_000;
  t.is(sessions.remainingSeconds(sessions.get(token)), 29);
  sessions.renew(token);
  clock.now += 1;
  t.is(sessions.remainingSeconds(sessions.get(token)), 59);
  sessions.close();
});

test('expired: "handle expired" once (secrets zeroed), then "handle does not exist"', (t) => {
  const { sessions, clock } = table(5);
  const k = keys();
  const token = sessions.open('w', k, 'pw');
  clock.now += 5000;
  t.notThrows(() => sessions.get(token)); // not expired at exactly the deadline (now > expires)
  clock.now += 1;
  t.throws(() => sessions.get(token), { message: 'handle expired' });
  t.true(k.mek.isReleased && k.mdk.isReleased);
  t.throws(() => sessions.get(token), { message: 'handle does not exist' });
  sessions.close();
});

test('release works on an expired but unswept handle; the sweep removes expired handles', (t) => {
  const { sessions, clock } = table(5);
  const a = sessions.open('w', keys(), 'pw');
  const bKeys = keys();
  sessions.open('w', bKeys, 'pw');
  clock.now += 6000;
  t.notThrows(() => sessions.release(a));
  t.throws(() => sessions.release(a), { message: 'handle does not exist' });
  t.is(sessions.size, 1);
  sessions.sweep();
  t.is(sessions.size, 0);
  t.true(bKeys.mek.isReleased);
  sessions.close();
});

test('password check uses the salted hash; close zeroes every handle', (t) => {
  const { sessions } = table();
  const k = keys();
  const token = sessions.open('w', k, 'secret');
  const session = sessions.get(token);
  t.notThrows(() => session.checkPassword('secret'));
  t.throws(() => session.checkPassword('Secret'), { message: 'error decrypting. wrong password?' });
  t.throws(() => session.checkPassword(''), { message: 'error decrypting. wrong password?' });
  sessions.close();
  t.true(k.mek.isReleased && k.mdk.isReleased);
  t.throws(() => sessions.get(token), { message: 'handle does not exist' });
});
