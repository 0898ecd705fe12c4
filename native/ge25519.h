/*
 * Points of the twisted Edwards curve -x^2 + y^2 = 1 + d x^2 y^2 (edwards25519) for the verifier (ed25519.c).
 *
 * Representations:
 * - ge_p3: extended coordinates (X : Y : Z : T), x = X/Z, y = Y/Z, T = XY/Z.
 * - ge_p2: projective (X : Y : Z), enough to double.
 * - ge_p1p1: a sum or double before its last multiplications: (E, H, G, F) with X = E F, Y = H G, Z = G F and
 *   T = E H (the hwcd formulas with a = -1).
 * - ge_cached: an addend prepared once, (Y + X, Y - X, Z, 2 d T).
 * The curve constants live in ed25519.c (ge_constants) and are computed, not typed in, when the addon loads.
 */
#ifndef ALGORUN_GE25519_H
#define ALGORUN_GE25519_H

#include "fe25519.h"

typedef struct {
  fe X, Y, Z, T;
} ge_p3;

typedef struct {
  fe X, Y, Z;
} ge_p2;

typedef struct {
  fe E, H, G, F;
} ge_p1p1;

typedef struct {
  fe YpX, YmX, Z, T2d;
} ge_cached;

typedef struct {
  fe d;      /* -121665 / 121666 */
  fe d2;     /* 2 d */
  fe sqrtm1; /* a square root of -1 */
} ge_constants;

static inline void ge_p1p1_to_p2(ge_p2 *r, const ge_p1p1 *p) {
  fe_mul(&r->X, &p->E, &p->F);
  fe_mul(&r->Y, &p->H, &p->G);
  fe_mul(&r->Z, &p->G, &p->F);
}

static inline void ge_p1p1_to_p3(ge_p3 *r, const ge_p1p1 *p) {
  fe_mul(&r->X, &p->E, &p->F);
  fe_mul(&r->Y, &p->H, &p->G);
  fe_mul(&r->Z, &p->G, &p->F);
  fe_mul(&r->T, &p->E, &p->H);
}

static inline void ge_p3_to_cached(ge_cached *r, const ge_p3 *p, const ge_constants *k) {
  fe_add(&r->YpX, &p->Y, &p->X);
  fe_sub(&r->YmX, &p->Y, &p->X);
  r->Z = p->Z;
  fe_mul(&r->T2d, &p->T, &k->d2);
}

/* r = 2p (dbl-2008-hwcd). */
static inline void ge_p2_dbl(ge_p1p1 *r, const ge_p2 *p) {
  fe a, b, c, e;
  fe_sq(&a, &p->X);
  fe_sq(&b, &p->Y);
  fe_sq(&c, &p->Z);
  fe_add(&c, &c, &c);
  fe_add(&e, &p->X, &p->Y);
  fe_sq(&e, &e);
  fe_add(&r->H, &a, &b); /* A + B, negated below */
  fe_sub(&r->E, &e, &r->H);
  fe_sub(&r->G, &b, &a);
  fe_sub(&r->F, &r->G, &c);
  fe_neg(&r->H, &r->H);
}

static inline void ge_p3_dbl(ge_p1p1 *r, const ge_p3 *p) {
  const ge_p2 q = {p->X, p->Y, p->Z};
  ge_p2_dbl(r, &q);
}

/* r = p + q, or p - q when `negate` (add-2008-hwcd-3 with k = 2d). */
static inline void ge_add(ge_p1p1 *r, const ge_p3 *p, const ge_cached *q, int negate) {
  fe a, b, c, d, ypx, ymx;
  fe_add(&ypx, &p->Y, &p->X);
  fe_sub(&ymx, &p->Y, &p->X);
  fe_mul(&a, &ymx, negate ? &q->YpX : &q->YmX);
  fe_mul(&b, &ypx, negate ? &q->YmX : &q->YpX);
  fe_mul(&c, &p->T, &q->T2d);
  fe_mul(&d, &p->Z, &q->Z);
  fe_add(&d, &d, &d);
  fe_sub(&r->E, &b, &a);
  fe_add(&r->H, &b, &a);
  if (negate) {
    fe_sub(&r->G, &d, &c);
    fe_add(&r->F, &d, &c);
  } else {
    fe_add(&r->G, &d, &c);
    fe_sub(&r->F, &d, &c);
  }
}

/* Whether the projective point is the identity (0 : 1): X = 0 and Y = Z. */
static inline int ge_p2_is_identity(const ge_p2 *p) {
  fe t;
  fe_sub(&t, &p->Y, &p->Z);
  return fe_iszero(&p->X) && fe_iszero(&t);
}

#endif
