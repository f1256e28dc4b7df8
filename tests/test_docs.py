"""The README opens on the quickstart; it and the docs link only to files that exist."""

from __future__ import annotations

import re

import pytest

from opsmeta import domains, paths

README = paths.PROJECT_ROOT / "README.md"
DOCS = sorted((paths.PROJECT_ROOT / "docs").glob("*.md"))
#: a terminal's first screen
FIRST_SCREEN_LINES = 24
RELATIVE_LINK = re.compile(r"\]\((?!https?://|#)([^)#\s]+)")


def test_the_readme_s_first_screen_holds_the_two_commands():
    first = "\n".join(README.read_text().splitlines()[:FIRST_SCREEN_LINES])
    assert "./scripts/main.sh" in first and "./scripts/test.sh" in first


def test_the_test_command_is_the_one_ci_runs():
    assert "./scripts/test.sh" in (paths.PROJECT_ROOT / ".ci" / "run").read_text()


@pytest.mark.parametrize("page", [README, *DOCS], ids=lambda p: p.name)
def test_every_relative_link_is_a_file(page):
    links = RELATIVE_LINK.findall(page.read_text())
    missing = [link for link in links if not (page.parent / link).exists()]
    assert not missing, missing


def test_each_domain_has_its_page_linked_from_the_readme():
    readme = README.read_text()
    for name in domains.DOMAINS:
        assert (paths.PROJECT_ROOT / "docs" / f"{name}.md").is_file()
        assert f"(docs/{name}.md)" in readme
