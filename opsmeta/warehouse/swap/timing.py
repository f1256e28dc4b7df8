"""What a swap spent writing and switching, for the benchmarks (``OPSMETA_SWAP_TIMINGS``)."""

from __future__ import annotations

import os
import time

TIMINGS_ENV = "OPSMETA_SWAP_TIMINGS"


class Timing:
    """What a swap spent writing and switching, appended as a JSON line to the file
    ``OPSMETA_SWAP_TIMINGS`` names (bench.serve sums them: what the swap costs a build)."""

    def __init__(self, kind: str, schema: str, table: str) -> None:
        self.kind, self.table = kind, f"{schema}.{table}"
        self.started = self.written = time.monotonic()

    def wrote(self) -> None:
        self.written = time.monotonic()

    def done(self) -> None:
        path = os.environ.get(TIMINGS_ENV)
        if path:
            import json

            now = time.monotonic()
            with open(path, "a", encoding="utf-8") as out:
                out.write(json.dumps({"kind": self.kind, "table": self.table, "write_s": round(self.written - self.started, 4),
                                      "switch_s": round(now - self.written, 4)}) + "\n")
