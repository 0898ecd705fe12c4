"""A small typed wrapper over algorun's generated gRPC stubs (generate them with clients/python/generate.sh).

Invariants:
- One channel serves the three services; an interceptor adds each service's auth metadata by method path:
  `x-algo-api-token` for algorun.algod.v2, `x-kmd-api-token` for algorun.kmd.v1, `authorization: Bearer` for
  algorun.admin.v1 (IssueToken and RevokeToken need none and get none added when no admin token is given).
- Failed calls raise AlgorunError with the gRPC code, the registry code from the `app-code` trailer and the
  structured data from `app-data` (JSON text), as docs/grpc.md describes.
- The health service is called without generated stubs (its generated package would shadow grpcio).
"""
from __future__ import annotations

import base64
import json
import os
import sys
from dataclasses import dataclass
from typing import Any, Callable, Optional, TypeVar

import grpc

GEN_DIR = os.environ.get("ALGORUN_PY_GEN", os.path.join(os.path.dirname(os.path.dirname(__file__)), "gen"))
if GEN_DIR not in sys.path:
    sys.path.insert(0, GEN_DIR)

from algorun.admin.v1 import admin_pb2, admin_pb2_grpc  # noqa: E402
from algorun.algod.v2 import algod_pb2, algod_pb2_grpc  # noqa: E402
from algorun.kmd.v1 import kmd_pb2, kmd_pb2_grpc  # noqa: E402

__all__ = ["AlgorunError", "Client", "admin_pb2", "algod_pb2", "kmd_pb2", "address_public_key", "encode_payment"]

Response = TypeVar("Response")


class AlgorunError(Exception):
    """A failed RPC: gRPC status code, registry code (`app-code`), message and structured data (`app-data`)."""

    def __init__(self, code: grpc.StatusCode, app_code: str, message: str, data: Optional[dict[str, Any]]):
        super().__init__(f"{app_code or code.name}: {message}")
        self.code = code
        self.app_code = app_code
        self.message = message
        self.data = data

    @staticmethod
    def of(error: grpc.RpcError) -> "AlgorunError":
        trailers = {key: value for key, value in (error.trailing_metadata() or ())}
        data_text = trailers.get("app-data")
        return AlgorunError(error.code(), trailers.get("app-code", ""), error.details() or "",
                            json.loads(data_text) if data_text else None)


class _Auth(grpc.UnaryUnaryClientInterceptor, grpc.UnaryStreamClientInterceptor):
    def __init__(self, by_prefix: dict[str, tuple[str, str]]):
        self._by_prefix = by_prefix

    def _with_auth(self, details: grpc.ClientCallDetails) -> grpc.ClientCallDetails:
        for prefix, header in self._by_prefix.items():
            if details.method.startswith(prefix):
                metadata = list(details.metadata or []) + [header]
                return _Details(details.method, details.timeout, metadata, details.credentials,
                                getattr(details, "wait_for_ready", None), getattr(details, "compression", None))
        return details

    def intercept_unary_unary(self, continuation, details, request):
        return continuation(self._with_auth(details), request)

    def intercept_unary_stream(self, continuation, details, request):
        return continuation(self._with_auth(details), request)


@dataclass(frozen=True)
class _Details(grpc.ClientCallDetails):
    method: str
    timeout: Optional[float]
    metadata: Any
    credentials: Any
    wait_for_ready: Optional[bool]
    compression: Any


class Client:
    """Stubs of the three services on one channel (`algod`, `kmd`, `admin`), plus `call` and `health`."""

    def __init__(self, target: str, *, algod_token: str = "", kmd_token: str = "", admin_token: str = "",
                 max_message_mb: int = 64):
        limit = max_message_mb * 1024 * 1024
        self._channel = grpc.insecure_channel(target, options=[
            ("grpc.max_receive_message_length", limit), ("grpc.max_send_message_length", limit)])
        auth = {
            "/algorun.algod.v2.": ("x-algo-api-token", algod_token),
            "/algorun.kmd.v1.": ("x-kmd-api-token", kmd_token),
        }
        if admin_token:
            auth["/algorun.admin.v1."] = ("authorization", f"Bearer {admin_token}")
        channel = grpc.intercept_channel(self._channel, _Auth(auth))
        self.algod = algod_pb2_grpc.AlgodServiceStub(channel)
        self.kmd = kmd_pb2_grpc.KmdServiceStub(channel)
        self.admin = admin_pb2_grpc.AdminServiceStub(channel)
        self._health = self._channel.unary_unary(
            "/grpc.health.v1.Health/Check",
            request_serializer=_health_request, response_deserializer=_health_status)

    def call(self, method: Callable[..., Response], request: Any, timeout: float = 30.0) -> Response:
        """Calls `method` (a stub attribute) and turns a failure into AlgorunError."""
        try:
            return method(request, timeout=timeout)
        except grpc.RpcError as error:
            raise AlgorunError.of(error) from None

    def health(self, service: str = "") -> int:
        """grpc.health.v1 status of `service` ("" = the server): 1 SERVING, 2 NOT_SERVING."""
        try:
            return self._health(service, timeout=10.0)
        except grpc.RpcError as error:
            raise AlgorunError.of(error) from None

    def close(self) -> None:
        self._channel.close()

    def __enter__(self) -> "Client":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _health_request(service: str) -> bytes:
    raw = service.encode()
    return (b"\x0a" + _varint(len(raw)) + raw) if raw else b""


def _health_status(data: bytes) -> int:
    # HealthCheckResponse { ServingStatus status = 1; }: absent = 0 (UNKNOWN).
    return data[1] if len(data) >= 2 and data[0] == 0x08 else 0


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def address_public_key(address: str) -> bytes:
    """The 32-byte public key of a 58-character Algorand address (base32 of key + 4-byte checksum)."""
    raw = base64.b32decode(address + "=" * (-len(address) % 8))
    if len(raw) != 36:
        raise ValueError(f"not an address: {address!r}")
    return raw[:32]


def encode_payment(*, sender: str, receiver: str, amount: int, fee: int, first_valid: int, last_valid: int,
                   genesis_id: str, genesis_hash: bytes) -> bytes:
    """Canonical msgpack of a payment transaction (sorted keys, zero values omitted), as kmd SignTransaction wants."""
    fields: dict[str, Any] = {
        "amt": amount, "fee": fee, "fv": first_valid, "gen": genesis_id, "gh": genesis_hash, "lv": last_valid,
        "rcv": address_public_key(receiver), "snd": address_public_key(sender), "type": "pay",
    }
    present = {k: v for k, v in sorted(fields.items()) if v not in (0, "", b"")}
    out = bytearray([0x80 | len(present)])
    for key, value in present.items():
        out += _mp_str(key)
        out += _mp_str(value) if isinstance(value, str) else _mp_bin(value) if isinstance(value, bytes) else _mp_uint(value)
    return bytes(out)


def _mp_str(text: str) -> bytes:
    raw = text.encode()
    return (bytes([0xA0 | len(raw)]) if len(raw) < 32 else b"\xd9" + bytes([len(raw)])) + raw


def _mp_bin(raw: bytes) -> bytes:
    return b"\xc4" + bytes([len(raw)]) + raw


def _mp_uint(n: int) -> bytes:
    if n < 128:
        return bytes([n])
    for marker, size in ((0xCC, 1), (0xCD, 2), (0xCE, 4), (0xCF, 8)):
        if n < 1 << (8 * size):
            return bytes([marker]) + n.to_bytes(size, "big")
    raise ValueError("uint64 overflow")
