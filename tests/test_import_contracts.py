"""The project's import contracts, read from the source (every import, a function's lazy
ones too): python_udfs, the floor every Spark worker imports, imports nothing of the
project above it, its domains' algorithms import nothing of Spark, and no module of the
project's packages imports itself back in a circle."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from opsmeta import paths

pytestmark = pytest.mark.unit

#: the project's Python packages
PACKAGES = ("python_udfs", "opsmeta", "expectations", "bench")
#: what a package may not import: a lower floor never reaches up
FORBIDDEN = {"python_udfs": {"opsmeta", "expectations", "bench", "tests"}}


def _module_name(path: Path) -> str:
    parts = path.relative_to(paths.PROJECT_ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for package in PACKAGES for p in sorted((paths.PROJECT_ROOT / package).rglob("*.py"))}


def imports(path: Path, modules: set[str]) -> set[str]:
    """What ``path`` imports, by absolute name: ``from a import b`` is a.b where that is a
    module of ``modules``, else a (relative imports resolved)."""
    name = _module_name(path)
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
    assert "opsmeta.catalog" in graph["opsmeta.swap"]


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_a_lower_floor_imports_nothing_above_it(package):
    modules = _modules()
    reaching_up = sorted(
        (name, imported)
        for name, path in modules.items() if name.split(".")[0] == package
        for imported in imports(path, set(modules)) if imported.split(".")[0] in FORBIDDEN[package]
    )
    assert not reaching_up, f"{package} reaches up: {reaching_up}"


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
