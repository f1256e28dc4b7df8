"""``python -m bench results [--size quick|full]``: every domain's benchmark, one after another,
written to ``bench/RESULTS.md`` with the machine it ran on (cores, memory), the date and the commit.

Each domain's bench module names the commands whose tables the file records (``RESULTS``: for
each size, argument lists of ``python -m bench.<domain>``). ``quick`` fits one sitting (17
minutes here); ``full`` runs the sizes the issues' targets are stated at (the year-long stream
alone took 18 minutes). Each command runs in a process of its own (a Spark session
and an embedded metastore each); its printed tables go into the file as they are, and the
figures it records (bench.harness.record_headline: the figure, its baseline from the same run,
the ratio and the target) into one summary table at the top. A command that fails is recorded
with its exit code and the end of its output, and makes this one exit non-zero.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from bench.harness import HEADLINES_ENV, Headline, read_headlines
from opsmeta import domains, paths

RESULTS_FILE = Path(__file__).with_name("RESULTS.md")
#: lines of a failed command's output kept in the file
FAILED_TAIL_LINES = 30
SIZES = ("quick", "full")


@dataclass(frozen=True)
class Run:
    domain: str
    argv: tuple[str, ...]
    code: int
    seconds: float
    out: str
    headlines: tuple[Headline, ...] = ()


def machine() -> str:
    """Cores, memory and system of this machine, in one line."""
    memory = ""
    try:
        with open("/proc/meminfo") as meminfo:
            kib = int(next(line for line in meminfo if line.startswith("MemTotal:")).split()[1])
        memory = f", {kib / 1024 ** 2:.1f} GB memory"
    except (OSError, StopIteration, ValueError):
        pass
    return f"{os.cpu_count()} cores{memory}, {platform.system()} {platform.release()}, Python {platform.python_version()}"


def commit() -> str:
    done = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=paths.PROJECT_ROOT, capture_output=True, text=True)
    return done.stdout.strip() or "unknown"


def run(domain: str, argv: tuple[str, ...]) -> Run:
    with tempfile.TemporaryDirectory(prefix="bench-results-") as tmp:
        headlines = Path(tmp) / "headlines.jsonl"
        started = time.monotonic()
        done = subprocess.run([sys.executable, "-m", f"bench.{domain}", *argv], cwd=paths.PROJECT_ROOT,
                              capture_output=True, text=True, env={**os.environ, HEADLINES_ENV: str(headlines)})
        seconds = time.monotonic() - started
        recorded = tuple(read_headlines(headlines))
    if done.returncode == 0:
        # the tables; where each bench saved its JSON is this machine's business
        out = "\n".join(line for line in done.stdout.splitlines() if not line.startswith("saved "))
    else:
        out = "\n".join((done.stdout + done.stderr).splitlines()[-FAILED_TAIL_LINES:])
    return Run(domain, argv, done.returncode, seconds, out, recorded)


def summary(runs: list[Run]) -> list[str]:
    """The figures the runs recorded, one row each, as a Markdown table (none: no lines)."""
    rows = [(result.domain, headline) for result in runs for headline in result.headlines]
    if not rows:
        return []
    lines = ["| domain | figure | measured | baseline, same run | ratio | target | met |", "| --- | --- | ---: | --- | ---: | --- | --- |"]
    for domain, h in rows:
        ratio = "" if h.ratio is None else f"{h.ratio:.2f}"
        met = {True: "yes", False: "**no**", None: ""}[h.met]
        lines.append(f"| {domain} | {h.figure} | {h.measured} | {h.baseline or '(a fixed target)'} | {ratio} | {h.target} | {met} |")
    return lines


def render(runs: list[Run], on: str, when: dt.datetime, revision: str, size: str = "quick") -> str:
    lines = [
        "# Benchmark results",
        "",
        f"Written by `python -m bench results --size {size}` on {when:%Y-%m-%d %H:%M} UTC at commit {revision}, on {on}.",
        "Each table holds its own baseline, measured in the same run: compare ratios, not seconds,",
        "across machines and days. How each benchmark works: [README.md](README.md).",
    ]
    table = summary(runs)
    if table:
        lines += ["", "## Where the project stands", "", *table]
    for result in runs:
        command = " ".join(["python -m bench", result.domain, *result.argv])
        verdict = f"{result.seconds:,.0f} s" if result.code == 0 else f"FAILED with exit code {result.code} after {result.seconds:,.0f} s"
        lines += ["", f"## {result.domain}: `{command}`", "", f"{verdict}.", "", "```", result.out.strip("\n"), "```"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench results", description=__doc__.splitlines()[0])
    parser.add_argument("--domain", action="append", help="only this domain's benchmarks (repeatable; default: all)")
    parser.add_argument("--size", choices=SIZES, default="quick",
                        help="quick: fits one sitting; full: the sizes the targets are stated at (hours)")
    parser.add_argument("--out", type=Path, default=RESULTS_FILE)
    args = parser.parse_args(argv)
    try:
        chosen = [domains.get(name) for name in args.domain or domains.DOMAINS]
    except ValueError as error:
        print(f"bench results: {error}", file=sys.stderr)
        return 2
    runs = []
    for domain in chosen:
        for command in domain.module("bench").RESULTS[args.size]:
            print(f"bench results: {domain.name} {' '.join(command)} ...", flush=True)
            runs.append(run(domain.name, tuple(command)))
    args.out.write_text(render(runs, machine(), dt.datetime.now(dt.UTC), commit(), args.size))
    print(f"bench results: {args.out}")
    return 0 if all(result.code == 0 for result in runs) else 1


if __name__ == "__main__":
    sys.exit(main())
