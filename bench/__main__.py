"""``python -m bench <domain> <command> …``: a domain's benchmark, found through the registry
(``opsmeta/domains.py``); the same as ``python -m bench.<domain> <command> …``.
``python -m bench results`` (or ``all``) runs every domain's into ``bench/RESULTS.md``."""

from __future__ import annotations

import sys

from opsmeta import domains


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] in ("-h", "--help"):
        print(f"usage: python -m bench <domain> <command> ... (domains: {', '.join(domains.DOMAINS)}), or python -m bench results (all)")
        return 0 if argv else 2
    if argv[0] in ("results", "all"):
        from bench import results

        return results.main(argv[1:])
    try:
        domain = domains.get(argv[0])
    except ValueError as error:
        print(f"bench: {error}", file=sys.stderr)
        return 2
    domain.module("bench").main(argv[1:])
    return 0


if __name__ == "__main__":
    sys.exit(main())
