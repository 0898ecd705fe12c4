#!/usr/bin/env python3
"""Unary GetStatus calls/s from Python (grpcio futures, a fixed number in flight) for bench/http/grpc-status.ts.

Usage: python3 bench_status.py HOST:PORT SECONDS INFLIGHT  (token from ALGOD_TOKEN; stubs from ALGORUN_PY_GEN)
Prints one JSON object: {"calls": N, "seconds": S}. Every call must succeed; the first failure ends the run.
"""
from __future__ import annotations

import json
import os
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from algorun_client import Client, algod_pb2  # noqa: E402


def main() -> None:
    target, seconds, inflight = sys.argv[1], float(sys.argv[2]), int(sys.argv[3])
    with Client(target, algod_token=os.environ["ALGOD_TOKEN"]) as client:
        request = algod_pb2.GetStatusRequest()
        client.call(client.algod.GetStatus, request)  # connect before timing
        done = threading.Semaphore(0)
        lock = threading.Lock()
        state = {"calls": 0, "error": None}
        deadline = time.monotonic() + seconds

        def fire() -> None:
            future = client.algod.GetStatus.future(request, timeout=30.0)
            future.add_done_callback(finished)

        def finished(future) -> None:  # type: ignore[no-untyped-def]
            error = future.exception()
            with lock:
                if error is not None:
                    state["error"] = str(error)
                else:
                    state["calls"] += 1
            if error is None and time.monotonic() < deadline:
                fire()
            else:
                done.release()

        start = time.monotonic()
        for _ in range(inflight):
            fire()
        for _ in range(inflight):
            done.acquire()
        elapsed = time.monotonic() - start
    if state["error"] is not None:
        raise SystemExit(f"GetStatus failed: {state['error']}")
    print(json.dumps({"calls": state["calls"], "seconds": elapsed}))


if __name__ == "__main__":
    main()
