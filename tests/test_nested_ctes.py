"""opsmeta.warehouse.nested_ctes: a function body's CTEs referenced once, written out where referenced."""

from opsmeta.warehouse.nested_ctes import nest_ctes


def test_a_chain_of_ctes_becomes_nested_derived_tables():
    sql = (
        "-- the body (\n"
        "with a as (select 1 as x),\n"
        "b as (select a.x from a where a.x = 1),\n"
        "c as (select bb.x from b as bb join t on true)\n"
        "select c.x from c"
    )
    assert nest_ctes(sql) == (
        "-- the body (\n"
        "\nselect c.x from (\n"
        "select bb.x from (\n"
        "select a.x from (\nselect 1 as x\n) as a where a.x = 1\n"
        ") as bb join t on true\n"
        ") as c"
    )


def test_aliases_are_kept_and_a_bare_reference_takes_the_ctes_name():
    sql = "with a as (select 1 as x), b as (select 2 as y) select * from a q left join b on q.x = b.y"
    assert nest_ctes(sql) == " select * from (\nselect 1 as x\n) q left join (\nselect 2 as y\n) as b on q.x = b.y"


def test_a_cte_referenced_twice_stays_a_cte():
    sql = "with a as (select 1 as x), b as (select * from a), c as (select * from b union all select * from b) select * from c"
    assert nest_ctes(sql) == (
        "with b as (select * from (\nselect 1 as x\n) as a) select * from (\nselect * from b union all select * from b\n) as c"
    )


def test_strings_comments_and_hints_naming_a_cte_are_not_references():
    sql = (
        "with a as (select 'from a (' as s -- from a (\n), "
        "b as (select /*+ broadcast(a) */ s from a) select * from b"
    )
    nested = nest_ctes(sql)
    assert nested.startswith(" select * from (\nselect /*+ broadcast(a) */ s from (\nselect 'from a (' as s -- from a (\n\n) as a\n) as b")


def test_a_name_used_otherwise_keeps_its_cte():
    # a column named like the CTE, a comma join, a call of a function of the same name, a
    # table of another schema: none is a reference the text could move a body into safely
    for sql in (
        "with a as (select 1 as a) select a from a",
        "with a as (select 1 as x) select * from t, a",
    ):
        assert nest_ctes(sql) == sql, sql
    assert nest_ctes("with a as (select 1 as x) select * from a(1) join s.a on true") == (
        "with a as (select 1 as x) select * from a(1) join s.a on true"
    )


def test_a_query_without_a_plain_with_clause_is_unchanged():
    for sql in (
        "select 1",
        "with recursive r as (select 1 as n) select * from r",
        "with a as (select 1 as x select * from a",
        "with a as (select 1), a as (select 2) select * from a",
        "select 'unterminated",
    ):
        assert nest_ctes(sql) == sql
