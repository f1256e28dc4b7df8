"""One SparkSession and one dbt build per pytest run, in a throw-away OPSMETA_HOME."""

from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import shutil
import sys
from pathlib import Path
from typing import NamedTuple

import pytest

from bench.runs import LAYOUT
from opsmeta import domains, paths
from opsmeta.ingest.generators.span import REFERENCE_END

#: every domain's "tiny" preset
SAMPLE_SIZE = "tiny"
SAMPLE_SEED = 11
#: the shared sample's span ends here, not at the test run's time: the same bytes every run
SAMPLE_END = REFERENCE_END
#: the streams with a retention policy of their own in the shared build: by size, by time
#: from the newest record on (it truncates beyond the sample's manual truncations), none
RETENTION_OVERRIDES = [
    {"scope": "telemetry", "stream": "stream-0001", "retention_type": "size", "retention_min": 10**9,
     "retention_max": 2 * 10**9},
    {"scope": "audit", "stream": "stream-0002", "retention_type": "time", "retention_min": 0, "retention_max": 3_600_000},
    {"scope": "sales", "stream": "stream-0000", "retention_type": "none"},
]
#: the shared build's vars: history chunks and size shards of 16 epochs, and epoch blocks
#: (partitions) of 32, put every sample stream over several of each (a build compared with it
#: passes the same); active_runs reads the seed's layout however few the sample's runs are;
#: two days of hour buckets (of the sample's 14), a third of the week's partitions: the
#: metastore's partition calls and listings are most of what a bucket build, a data test or
#: a query of the bucket table costs here, and the window still moves on every batch
BUILD_VARS = json.dumps({
    "stream_history_chunk_size": 16, "sealed_segment_shard_size": 16, "stream_epoch_block_size": 32,
    # cut texts further apart have size_between_cuts' reads pruned at run time
    "stream_size_broadcast_epochs": 16,
    # stream_retention_plan: the project's default policy (by time), and a stream of each other kind
    "streams_retention_policy_overrides": RETENTION_OVERRIDES,
    "runs_lookback_days": 2, **LAYOUT,
})


@pytest.fixture(scope="session")
def opsmeta_home(tmp_path_factory) -> Path:
    home = tmp_path_factory.mktemp("opsmeta_home")
    os.environ["OPSMETA_HOME"] = str(home)
    os.environ.pop("OPSMETA_RAW_DIR", None)
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    os.environ.setdefault("GX_ANALYTICS_ENABLED", "false")
    return home


@pytest.fixture(scope="session")
def raw_counts(opsmeta_home) -> dict[str, int]:
    from opsmeta.ingest import generators

    return generators.generate([], SAMPLE_SIZE, SAMPLE_SEED, paths.raw_dir(), progress=False, end=SAMPLE_END)


@pytest.fixture(scope="session")
def spark(opsmeta_home):
    from opsmeta.engine.session import get_session, prepare_session
    from opsmeta.serving import access, endpoint

    # The BI endpoint's port is fixed when the JVM starts; pick a free one now. Its classes
    # (opsmeta serve's jar) go on the class path now too.
    endpoint.configure(port=endpoint.free_port())

    # The shared build writes a Spark event log, as a user's would (the importer's test reads
    # it); main_job stops it after the build.
    events = opsmeta_home / "spark-events"
    events.mkdir()
    prepare_session({
        "spark.eventLog.enabled": "true",
        "spark.eventLog.dir": events.as_uri(),
        "spark.eventLog.rolling.enabled": "false",
        "spark.eventLog.compress": "false",
        "spark.driver.extraClassPath": str(access.build_jar()),
    })
    session = get_session()
    yield session
    session.stop()


#: the flags whose values a saved parse of the project is only good for
PARSE_FLAGS = ("--vars", "--target", "--profile")


class Dbt:
    """dbt in this process, on the session's Spark, writing artifacts under OPSMETA_HOME."""

    def __init__(self, home: Path, project_dir: Path = paths.PROJECT_ROOT) -> None:
        self.project_dir = project_dir
        self.target_path = home / "dbt_target"
        self.log_path = home / "dbt_logs"
        self.parses = home / "dbt_parses"

    def _saved_parse(self, args: tuple[str, ...], project_dir: Path) -> Path:
        """Where the parse of this configuration (project, vars, target, OPSMETA_* env vars but
        the domain switches each invocation sets from the raw dir) is kept. dbt parses the whole
        project again (3-4 s) when the vars, the profile or an env var it read differ from the
        parse saved in the target directory, and the tests switch between schemas and vars;
        each configuration reuses its own. dbt still checks a saved parse against the
        invocation, so a key that misses something costs a parse, no more."""
        flags = [[flag, value] for flag, value in zip(args, args[1:], strict=False) if flag in PARSE_FLAGS]
        env = sorted(
            (name, value) for name, value in os.environ.items()
            if name.startswith("OPSMETA_") and not name.startswith(domains.ENABLED_ENV_PREFIX)
        )
        key = hashlib.sha256(json.dumps([str(project_dir), flags, env]).encode()).hexdigest()[:16]
        return self.parses / f"{key}.msgpack"

    def run(self, *args: str):
        """`dbt run` that also loads the seeds the selection reads (`dbt run` alone skips
        seeds, so a fresh schema has none): a build of models and seeds, without tests."""
        return self.invoke("build", "--resource-type", "model", "--resource-type", "seed", *args)

    @staticmethod
    def errors(result) -> str:
        """The messages of the nodes that failed in an invocation that did not succeed (not the
        log, which holds the SQL text of every raise_error too)."""
        assert not result.success
        return " ".join(str(r.message) for r in result.result.results if r.status in ("error", "fail"))

    def invoke(self, *args: str, project_dir: Path | None = None):
        from dbt.cli.main import dbtRunner

        project_dir = project_dir or self.project_dir
        saved = self._saved_parse(args, project_dir)
        written = self.target_path / "partial_parse.msgpack"
        before = written.stat().st_mtime_ns if written.exists() else None
        result = dbtRunner().invoke(
            [
                *args,
                "--project-dir", str(project_dir),
                "--profiles-dir", str(paths.PROJECT_ROOT / "profiles"),
                "--target-path", str(self.target_path),
                "--log-path", str(self.log_path),
                # no manifest, run results or graph written (~0.8 s an invocation): the tests
                # read the main job's manifest and the compiled SQL, which dbt writes anyway
                "--no-write-json",
                # dbt reads a saved parse from here, and writes its new one to the target directory
                *(["--partial-parse-file-path", str(saved)] if saved.exists() else []),
            ]
        )
        # a new parse, or the target's one dbt found good for this configuration (it writes
        # none when nothing changed)
        if written.exists() and (written.stat().st_mtime_ns != before or not saved.exists()):
            saved.parent.mkdir(exist_ok=True)
            shutil.copyfile(written, saved)
        return result


def copy_project(tmp_path: Path) -> Path:
    """A copy of the dbt project under tmp_path, for a test that adds a probe model to it."""
    import shutil

    project = tmp_path / "project"
    project.mkdir()
    for name in ("dbt_project.yml", "models", "macros", "seeds"):
        src = paths.PROJECT_ROOT / name
        (shutil.copytree if src.is_dir() else shutil.copy)(src, project / name)
    return project


@pytest.fixture(scope="session")
def dbt(opsmeta_home, spark) -> Dbt:
    return Dbt(opsmeta_home)


class MainJob(NamedTuple):
    """What the README's main job did: its exit code, its output and its dbt build."""

    code: int
    out: str
    build: object  # dbt's result of the job's `dbt build`
    build_args: list  # the arguments it gave `dbt build`


@pytest.fixture(scope="session")
def main_job(dbt, spark, raw_counts) -> MainJob:
    """The README's main job (`opsmeta main`: sample data, `dbt build`, docs, the GX
    checkpoint) on the sample data with BUILD_VARS: the one build the tests share (OPSMETA_RAW_DIR
    is unset, so it writes the sample raw_counts wrote, byte for byte)."""
    from opsmeta import cli

    builds = []
    invoke = cli.invoke_dbt

    def recorded(command, extra=None):
        result = invoke(command, extra)
        builds.append((command, extra, result))
        return result

    dbt_args = ["--vars", BUILD_VARS, "--target-path", str(dbt.target_path), "--log-path", str(dbt.log_path)]
    out = io.StringIO()
    with pytest.MonkeyPatch.context() as patch, contextlib.redirect_stdout(out):
        patch.setattr(cli, "invoke_dbt", recorded)
        code = cli.main([
            "main", "--quiet", "--size", SAMPLE_SIZE, "--seed", str(SAMPLE_SEED), "--end", str(SAMPLE_END),
            *(f"--dbt-arg={arg}" for arg in dbt_args),
        ])
    build, build_args = next(((result, extra) for command, extra, result in builds if command == ["build"]), (None, None))
    assert build is not None, out.getvalue()[-3000:]
    _stop_event_log(spark)
    return MainJob(code, out.getvalue(), build, list(build_args or []))


def _stop_event_log(spark) -> None:
    """The event log keeps the main job's events (the importer's test reads them), and no more:
    every later query would write its plans there too (~300 KB a table function call: GBs a
    run, which the importer's test copied whole). The file stays in progress until the
    session stops."""
    context = spark.sparkContext._jsc.sc()
    logger = context.eventLogger()
    if logger.isDefined():
        # every event of the build written (the last one flushed: a whole line) before it goes
        context.listenerBus().waitUntilEmpty()
        context.removeSparkListener(logger.get())


@pytest.fixture(scope="session")
def dbt_build(main_job):
    """The main job's `dbt build` on the sample data (with BUILD_VARS); dbt's result."""
    result = main_job.build
    assert result.exception is None, result.exception
    statuses = {r.node.name: str(r.status) for r in result.result.results}
    assert result.success, {name: s for name, s in statuses.items() if s not in ("success", "pass")}
    return result


@pytest.fixture(scope="session")
def bi_endpoint(spark) -> tuple[str, int]:
    """opsmeta serve's endpoint on the tests' session (host, port): started once, as a JVM
    holds one; the frozen copies' metadata cached, as opsmeta serve's."""
    from opsmeta.serving import endpoint

    return endpoint.start(spark, frozen_metadata_cached=True)
