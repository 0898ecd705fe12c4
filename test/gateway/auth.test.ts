import test from 'ava';
import { algodAllows, tokenMatches, type ApiTokens } from '../../src/gateway/auth.js';

const PUBLIC = 'p'.repeat(64);
const ADMIN = 'q'.repeat(64);
const TOKENS: ApiTokens = { algod: PUBLIC, algodAdmin: ADMIN, kmd: 'k'.repeat(64) };

test('each presented token is compared with the expected token asked for, whichever was asked last', (t) => {
  // The expected tokens' bytes are remembered between calls: alternate them so a stale memory would show.
  for (let round = 0; round < 3; round++) {
    t.true(tokenMatches(PUBLIC, PUBLIC));
    t.false(tokenMatches(PUBLIC, ADMIN));
    t.true(tokenMatches(ADMIN, ADMIN));
    t.false(tokenMatches(ADMIN, PUBLIC));
    t.false(tokenMatches(`${PUBLIC.slice(1)}x`, PUBLIC));
    t.false(tokenMatches('', PUBLIC));
    t.false(tokenMatches(undefined, PUBLIC));
  }
});

test('algod routes: public takes either token, admin only the admin token, none takes anything', (t) => {
  for (let round = 0; round < 2; round++) {
    t.true(algodAllows('public', PUBLIC, TOKENS));
    t.true(algodAllows('public', ADMIN, TOKENS));
    t.false(algodAllows('admin', PUBLIC, TOKENS));
    t.true(algodAllows('admin', ADMIN, TOKENS));
    t.false(algodAllows('public', 'nope', TOKENS));
    t.false(algodAllows('public', undefined, TOKENS));
    t.true(algodAllows('none', undefined, TOKENS));
  }
});
