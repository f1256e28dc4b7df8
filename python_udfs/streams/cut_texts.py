"""Stream-cut text, as the SQL functions take it (``"segment_id:offset,..."``)."""

from __future__ import annotations

import re

from python_udfs.streams.segments import Cut

#: A stream cut's text once spaces are removed (parse_stream_cut in SQL checks the same rule).
CUT_PATTERN = re.compile(r"[0-9]{1,18}:[0-9]{1,18}(,[0-9]{1,18}:[0-9]{1,18})*")


def parse_cut(text: str) -> dict[int, int]:
    """``"segment_id:offset,…"`` (spaces ignored; whole numbers of at most 18 digits; no id
    twice) to a cut; ValueError naming the rule otherwise."""
    compact = (text or "").replace(" ", "")
    if not CUT_PATTERN.fullmatch(compact):
        raise ValueError(f"malformed stream cut {text!r}: expected segment_id:offset,...")
    items = [tuple(int(part) for part in item.split(":")) for item in compact.split(",")]
    cut = dict(items)
    if len(cut) != len(items):
        raise ValueError(f"malformed stream cut {text!r}: a segment is named twice")
    return cut


def format_cut(cut: Cut) -> str:
    return ",".join(f"{sid}:{offset}" for sid, offset in sorted(cut.items()))
