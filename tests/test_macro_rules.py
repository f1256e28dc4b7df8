"""The house rules for macros (issue 83), read from the source: a macro is a small SQL snippet
of one purpose, which a reader takes in at a glance. No macro runs past MAX_MACRO_LINES, and
none takes a boolean flag: two queries behind one name are two macros."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from opsmeta import paths

pytestmark = pytest.mark.unit

#: the longest a macro (or materialization, or generic test) may be, from its tag to its end
MAX_MACRO_LINES = 60

_OPEN = re.compile(r"{%-?\s*(?P<kind>macro|materialization|test)\s+(?P<name>\w+)\s*(?:\((?P<parameters>[^)]*)\))?")
_CLOSE = re.compile(r"{%-?\s*end(?:macro|materialization|test)\b")
_BOOLEAN_DEFAULT = re.compile(r"(?P<parameter>\w+)\s*=\s*(?:true|false)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Macro:
    path: Path
    name: str
    first_line: int
    lines: int
    parameters: str

    def __str__(self) -> str:
        return f"{self.path.relative_to(paths.PROJECT_ROOT)}:{self.first_line} {self.name}"


def macros_of(path: Path) -> list[Macro]:
    """The macros of one file, each with its length in lines (tag and end tag included)."""
    found, opened = [], None
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        start = _OPEN.search(line)
        if start:
            opened = (start.group("name"), number, start.group("parameters") or "")
        if _CLOSE.search(line) and opened:
            name, first, parameters = opened
            found.append(Macro(path, name, first, number - first + 1, parameters))
            opened = None
    return found


def project_macros() -> list[Macro]:
    return [macro for path in sorted((paths.PROJECT_ROOT / "macros").rglob("*.sql")) for macro in macros_of(path)]


def test_the_reader_finds_every_macro_of_a_file(tmp_path):
    file = tmp_path / "two.sql"
    file.write_text("{% macro a(x) -%}\nselect 1\n{%- endmacro %}\n\n{% macro b(y, flag=false) %}\n{% endmacro %}\n")
    assert [(m.name, m.first_line, m.lines, m.parameters) for m in macros_of(file)] == [
        ("a", 1, 3, "x"), ("b", 5, 2, "y, flag=false")]


def test_the_project_has_macros_to_check():
    assert len(project_macros()) > 100


def test_no_macro_is_longer_than_the_limit():
    long = [f"{macro} ({macro.lines} lines)" for macro in project_macros() if macro.lines > MAX_MACRO_LINES]
    assert not long, f"macros over {MAX_MACRO_LINES} lines: split them into CTE-sized pieces: {long}"


def test_no_macro_takes_a_boolean_flag():
    flagged = [f"{macro} ({match.group('parameter')})" for macro in project_macros()
               for match in _BOOLEAN_DEFAULT.finditer(macro.parameters)]
    assert not flagged, f"boolean flags switch one macro between two queries: make two macros: {flagged}"
