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

/** An `open` for Session.openedKey that counts its calls and settles when the test says. */
function opener() {
  let calls = 0;
  let settle: { resolve: (s: Secret) => void; reject: (e: unknown) => void } | undefined;
  const open = () => {
    calls++;
    return new Promise<Secret>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return { open, calls: () => calls, settle: () => settle! };
}

const PK = Buffer.alloc(32, 5);

test('openedKey: concurrent first uses open the key once, later uses get the cached key', async (t) => {
  const { sessions } = table();
  const session = sessions.get(sessions.open('w', keys(), 'pw'));
  const o = opener();
  const waiters = Array.from({ length: 5 }, () => session.openedKey(PK, o.open));
  t.is(o.calls(), 1);
  const key = Secret.copyOf(Buffer.alloc(64, 1));
  o.settle().resolve(key);
  for (const got of await Promise.all(waiters)) t.is(got, key);
  t.is(session.openedKey(Buffer.from(PK), o.open), key, 'cached, returned synchronously');
  t.is(o.calls(), 1);
  sessions.close();
  t.true(key.isReleased, 'the handle owns the key');
});

test('openedKey: a failed open is not remembered', async (t) => {
  const { sessions } = table();
  const session = sessions.get(sessions.open('w', keys(), 'pw'));
  const o = opener();
  const first = session.openedKey(PK, o.open);
  o.settle().reject(new Error('store down'));
  await t.throwsAsync(Promise.resolve(first), { message: 'store down' });
  void session.openedKey(PK, o.open);
  t.is(o.calls(), 2, 'the next use opens again');
});

test('openedKey: a key deleted or a handle released while opening is zeroed, not cached', async (t) => {
  const { sessions } = table();
  const token = sessions.open('w', keys(), 'pw');
  const session = sessions.get(token);
  const o = opener();
  const deleted = session.openedKey(PK, o.open);
  sessions.forgetKey('w', PK);
  const key = Secret.copyOf(Buffer.alloc(64, 1));
  o.settle().resolve(key);
  await t.throwsAsync(Promise.resolve(deleted), { code: 'KMD_KEY_NOT_FOUND' } as never);
  t.true(key.isReleased);

  const released = session.openedKey(PK, o.open);
  t.is(o.calls(), 2);
  sessions.release(token);
  const key2 = Secret.copyOf(Buffer.alloc(64, 2));
  o.settle().resolve(key2);
  await t.throwsAsync(Promise.resolve(released), { code: 'KMD_BAD_HANDLE' } as never);
  t.true(key2.isReleased);
});
