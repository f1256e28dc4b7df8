"""The project's import contracts, read from the source (every import, a function's lazy
ones too): the project's modules stand on floors, and none imports a floor above its own;
the domains' algorithms in python_udfs import nothing of Spark; and no module imports itself
back in a circle."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from opsmeta import paths

pytestmark = pytest.mark.unit

#: the project's Python packages
PACKAGES = ("python_udfs", "opsmeta", "expectations", "reports", "bench")
#: the floors, lowest first, each by the module names (or their packages) it holds; a module
#: imports its own floor and those below it (opsmeta/__init__.py says what each floor is)
FLOORS = (
    ("what every Spark worker imports", ("python_udfs",)),
    ("where things live, which domains there are", ("opsmeta", "opsmeta.paths", "opsmeta.domains")),
    ("Spark, its metastore and catalog", ("opsmeta.engine",)),
    ("raw data in", ("opsmeta.ingest",)),
    ("the tables and functions a build publishes", ("opsmeta.warehouse",)),
    ("BI over JDBC", ("opsmeta.serving",)),
    ("the domains' checks and report sections", ("expectations", "reports")),
    ("what people read", ("opsmeta.outputs",)),
    ("the command", ("opsmeta.cli",)),
    ("the benchmarks", ("bench",)),
)
#: packages whose floor is their own __init__ alone: each of their modules is named on a floor
NAMED_MODULE_BY_MODULE = {"opsmeta"}


def floor_of(module: str) -> int | None:
    """The floor holding ``module``: the one naming it or its nearest package; None for a
    module of no floor."""
    parts = module.split(".")
    for length in range(len(parts), 0, -1):
        name = ".".join(parts[:length])
        if name in NAMED_MODULE_BY_MODULE and name != module:
            continue
        for floor, (_, names) in enumerate(FLOORS):
            if name in names:
                return floor
    return None


def upward_imports(graph: dict[str, set[str]]) -> list[tuple[str, str]]:
    """Each (module, what it imports) of ``graph`` where the import is of a higher floor."""
    return sorted((name, imported) for name, imports_ in graph.items() for imported in imports_
                  if floor_of(imported) is not None and floor_of(name) is not None and floor_of(imported) > floor_of(name))


def _module_name(path: Path, root: Path = paths.PROJECT_ROOT) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for package in PACKAGES for p in sorted((paths.PROJECT_ROOT / package).rglob("*.py"))}


def imports(path: Path, modules: set[str], root: Path = paths.PROJECT_ROOT) -> set[str]:
    """What ``path`` (under ``root``) imports, by absolute name: ``from a import b`` is a.b
    where that is a module of ``modules``, else a (relative imports resolved)."""
    name = _module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, *([base] if base else [])])
            submodules = {f"{base}.{alias.name}" for alias in node.names} & modules
            found.update(submodules or {base})
    return found


def import_graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: {m for m in imports(path, set(modules)) if m in modules and m != name} for name, path in modules.items()}


def cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A circle of imports in ``graph``, or None (depth-first, keeping the path walked)."""
    state: dict[str, str] = {}
    path: list[str] = []

    def visit(name: str) -> list[str] | None:
        state[name] = "on path"
        path.append(name)
        for nxt in sorted(graph.get(name, ())):
            if state.get(nxt) == "on path":
                return [*path[path.index(nxt):], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        state[name] = "done"
        path.pop()
        return None

    for name in sorted(graph):
        if name not in state and (found := visit(name)):
            return found
    return None


def test_the_reader_sees_every_package_and_its_from_imports():
    graph = import_graph()
    for package in PACKAGES:
        assert any(name.split(".")[0] == package for name in graph), package
    assert "python_udfs.streams.replay" in graph["python_udfs.streams.scales"]
    assert "opsmeta.engine.catalog" in graph["opsmeta.warehouse.swap.tables"]


def test_every_module_stands_on_a_floor():
    """A new package is given its floor here, where a reader sees where it stands."""
    assert [name for name in sorted(_modules()) if floor_of(name) is None] == []


def test_no_module_imports_a_floor_above_its_own():
    assert upward_imports(import_graph()) == []


def test_an_upward_import_is_found_in_a_module_written_so(tmp_path):
    """A lazy import of the warehouse from the engine, and one of the CLI from the report
    sections, each written as a file and read as the tree's modules are."""
    engine = tmp_path / "opsmeta" / "engine"
    engine.mkdir(parents=True)
    (engine / "probe.py").write_text("def f():\n    from opsmeta.warehouse import swap\n    return swap\n")
    (tmp_path / "reports").mkdir()
    (tmp_path / "reports" / "probe.py").write_text("from opsmeta import cli, domains\n")
    modules = {"opsmeta.warehouse.swap", "opsmeta.cli", "opsmeta.domains"}
    graph = {_module_name(path, tmp_path): imports(path, modules, tmp_path) for path in sorted(tmp_path.rglob("probe.py"))}
    assert upward_imports(graph) == [("opsmeta.engine.probe", "opsmeta.warehouse.swap"), ("reports.probe", "opsmeta.cli")]


def test_the_floors_place_a_module_by_its_nearest_package():
    assert floor_of("opsmeta.warehouse.swap.rules") == floor_of("opsmeta.warehouse")
    assert floor_of("opsmeta.paths") < floor_of("opsmeta.engine.session") < floor_of("opsmeta.ingest.importers.spark.eventlog")
    assert floor_of("opsmeta.cli") > floor_of("opsmeta.outputs.quality") > floor_of("expectations.suites") > floor_of("opsmeta.serving")
    assert floor_of("python_udfs.streams.replay") == 0
    assert floor_of("opsmeta.newcomer") is None


def test_a_domains_algorithms_import_nothing_of_spark():
    """In python_udfs/<domain>/, only the Spark wrappers (spark_udfs) import pyspark, lazy
    imports included: the algorithms run and are tested without it."""
    modules = _modules()
    spark_users = sorted(
        name for name, path in modules.items() if name.split(".")[0] == "python_udfs"
        and any(imported.split(".")[0] == "pyspark" for imported in imports(path, set(modules)))
    )
    assert spark_users, "the Spark wrappers import pyspark"
    assert all(name.endswith(".spark_udfs") for name in spark_users), spark_users


def test_no_module_imports_itself_back():
    found = cycle(import_graph())
    assert found is None, " -> ".join(found)


def test_the_cycle_finder_finds_a_circle_and_only_one():
    assert cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None
