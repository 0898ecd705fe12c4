/*
 * Argument checks (see args.h for the invariants).
 */
#include "args.h"

#include <math.h>
#include <stdio.h>

#include "digest.h"

static int type_error(napi_env env, const char *name, const char *expected) {
  char message[256];
  snprintf(message, sizeof message, "The \"%s\" argument must be %s", name, expected);
  napi_throw_type_error(env, "ERR_INVALID_ARG_TYPE", message);
  return -1;
}

static int range_error(napi_env env, const char *name, const char *expected) {
  char message[256];
  snprintf(message, sizeof message, "The value of \"%s\" is out of range. It must be %s", name, expected);
  napi_throw_range_error(env, "ERR_OUT_OF_RANGE", message);
  return -1;
}

static int value_error(napi_env env, const char *name, const char *reason) {
  char message[256];
  snprintf(message, sizeof message, "The argument '%s' is invalid: %s", name, reason);
  napi_throw_type_error(env, "ERR_INVALID_ARG_VALUE", message);
  return -1;
}

int throw_status(napi_env env, napi_status status) {
  bool pending = false;
  if (status == napi_ok) return 0;
  if (napi_is_exception_pending(env, &pending) == napi_ok && pending) return -1;
  napi_throw_error(env, "ERR_NAPI_CALL", "N-API call failed");
  return -1;
}

int get_args(napi_env env, napi_callback_info info, size_t expected, napi_value *argv) {
  size_t argc = expected;
  napi_status status = napi_get_cb_info(env, info, &argc, argv, NULL, NULL);
  char message[96];
  if (status != napi_ok) return throw_status(env, status);
  if (argc >= expected) return 0;
  snprintf(message, sizeof message, "Expected %zu arguments, got %zu", expected, argc);
  napi_throw_type_error(env, "ERR_MISSING_ARGS", message);
  return -1;
}

static int arg_small_int(napi_env env, napi_value value, const char *name, int limit, const char *range, int *out) {
  napi_valuetype type;
  double number;
  napi_status status = napi_typeof(env, value, &type);
  if (status != napi_ok) return throw_status(env, status);
  if (type != napi_number) return type_error(env, name, "of type number");
  status = napi_get_value_double(env, value, &number);
  if (status != napi_ok) return throw_status(env, status);
  if (!(number >= 0 && number < limit) || floor(number) != number) return range_error(env, name, range);
  *out = (int)number;
  return 0;
}

int arg_kind(napi_env env, napi_value value, const char *name, int *kind, size_t *size) {
  if (arg_small_int(env, value, name, KIND_COUNT, "0 (sha512_256), 1 (sha256) or 2 (sha512)", kind) != 0) return -1;
  *size = digest_size(*kind);
  return 0;
}

int arg_scheme(napi_env env, napi_value value, const char *name, int *scheme) {
  return arg_small_int(env, value, name, 2, "0 (array) or 1 (vector)", scheme);
}

int arg_index(napi_env env, napi_value value, const char *name, size_t limit, size_t *out) {
  napi_valuetype type;
  double number;
  char range[64];
  napi_status status = napi_typeof(env, value, &type);
  if (status != napi_ok) return throw_status(env, status);
  if (type != napi_number) return type_error(env, name, "of type number");
  status = napi_get_value_double(env, value, &number);
  if (status != napi_ok) return throw_status(env, status);
  if (limit == 0) return range_error(env, name, "a leaf position, but the commitment is empty");
  if (!(number >= 0 && number < (double)limit) || floor(number) != number) {
    snprintf(range, sizeof range, "an integer >= 0 and < %zu", limit);
    return range_error(env, name, range);
  }
  *out = (size_t)number;
  return 0;
}

int arg_bool(napi_env env, napi_value value, const char *name, int *out) {
  napi_valuetype type;
  bool flag = false;
  napi_status status = napi_typeof(env, value, &type);
  if (status != napi_ok) return throw_status(env, status);
  if (type != napi_boolean) return type_error(env, name, "of type boolean");
  status = napi_get_value_bool(env, value, &flag);
  if (status != napi_ok) return throw_status(env, status);
  *out = flag ? 1 : 0;
  return 0;
}

static int typed_array(napi_env env, napi_value value, napi_typedarray_type want, void **data, size_t *length) {
  bool is_typed = false;
  napi_typedarray_type type;
  napi_status status = napi_is_typedarray(env, value, &is_typed);
  if (status != napi_ok) return throw_status(env, status);
  if (!is_typed) return 1;
  status = napi_get_typedarray_info(env, value, &type, length, data, NULL, NULL);
  if (status != napi_ok) return throw_status(env, status);
  return type == want ? 0 : 1;
}

int arg_bytes(napi_env env, napi_value value, const char *name, int allow_null, const uint8_t **data, size_t *len) {
  static const uint8_t kEmpty[1] = {0};
  void *raw = NULL;
  int rc;
  if (allow_null) {
    napi_valuetype type;
    napi_status status = napi_typeof(env, value, &type);
    if (status != napi_ok) return throw_status(env, status);
    if (type == napi_null || type == napi_undefined) {
      *data = kEmpty;
      *len = 0;
      return 0;
    }
  }
  rc = typed_array(env, value, napi_uint8_array, &raw, len);
  if (rc > 0) return type_error(env, name, allow_null ? "a Uint8Array or null" : "a Uint8Array");
  if (rc < 0) return -1;
  /* A zero-length view may report a NULL pointer; callers never dereference it, but keep it non-NULL anyway. */
  *data = raw != NULL ? raw : kEmpty;
  return 0;
}

int arg_list(napi_env env, napi_value data, napi_value offsets, const char *name, byte_list_t *list) {
  size_t data_len = 0;
  size_t entries = 0;
  void *raw = NULL;
  char label[64];
  int rc;
  snprintf(label, sizeof label, "%s.data", name);
  if (arg_bytes(env, data, label, 0, &list->data, &data_len) != 0) return -1;
  snprintf(label, sizeof label, "%s.offsets", name);
  rc = typed_array(env, offsets, napi_uint32_array, &raw, &entries);
  if (rc > 0) return type_error(env, label, "a Uint32Array");
  if (rc < 0) return -1;
  if (entries == 0) return value_error(env, label, "needs count + 1 entries (at least one)");
  list->offsets = raw;
  list->count = entries - 1;
  for (size_t i = 0; i < list->count; i++) {
    if (list->offsets[i] > list->offsets[i + 1]) return value_error(env, label, "entries must not decrease");
  }
  if (list->offsets[list->count] > data_len) return value_error(env, label, "last entry is past the end of data");
  return 0;
}

int arg_digests(napi_env env, napi_value value, const char *name, size_t size, const uint8_t **data, size_t *count) {
  size_t len = 0;
  char reason[128];
  if (arg_bytes(env, value, name, 0, data, &len) != 0) return -1;
  if (len % size != 0) {
    snprintf(reason, sizeof reason, "length %zu is not a multiple of the digest size %zu", len, size);
    return value_error(env, name, reason);
  }
  *count = len / size;
  return 0;
}
