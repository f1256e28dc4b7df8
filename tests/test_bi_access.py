"""BI users and the endpoint's access rules (opsmeta.serving.access), without a server: the users
file, the password rule shared with the Java authenticator, the bind rule, the settings, the
classes compiled, and the SQLAlchemy client's (clients/opsmeta-sqlalchemy) reading of SHOW TABLES."""

from __future__ import annotations

import io
import stat
import zipfile

import pytest
from opsmeta_sqlalchemy.dialect import OpsmetaDialect, names_of

from opsmeta import cli
from opsmeta.serving import access


def test_a_user_added_logs_in_with_its_password_only(tmp_path):
    users = tmp_path / "bi-users"
    assert access.add_user(users, "ana", "first password")
    assert stat.S_IMODE(users.stat().st_mode) == 0o600
    assert access.verify(users, "ana", "first password")
    assert not access.verify(users, "ana", "first passwordx")
    assert not access.verify(users, "bob", "first password")
    assert not access.add_user(users, "ana", "second password"), "a second add sets a new password"
    assert access.verify(users, "ana", "second password") and not access.verify(users, "ana", "first password")
    access.add_user(users, "bob", "bob's password")
    access.remove_user(users, "ana")
    assert sorted(access.read_users(users)) == ["bob"]
    assert "second password" not in users.read_text(), "only salted hashes are kept"


def test_the_same_password_hashes_differently_per_salt():
    first, second = access.hash_line("ana", "a password"), access.hash_line("ana", "a password")
    assert first != second
    fixed = access.hash_line("ana", "a password", salt=b"\0" * 16, iterations=1000)
    assert fixed.split(":")[:3] == ["ana", "pbkdf2_sha256", "1000"]
    assert fixed == access.hash_line("ana", "a password", salt=b"\0" * 16, iterations=1000)


@pytest.mark.parametrize("name", ["", "two words", "colon:name", "x" * 65, "new\nline"])
def test_user_names_outside_the_rule_are_refused(name):
    with pytest.raises(access.AccessError):
        access.check_name(name)


@pytest.mark.parametrize("password", ["short", "two\nlines"])
def test_passwords_outside_the_rule_are_refused(password):
    with pytest.raises(access.AccessError):
        access.check_password(password)


def test_beyond_loopback_a_user_is_required():
    for host in ("localhost", "127.0.0.1", "127.0.0.2", "::1"):
        assert access.bind_refusal(host, has_users=False) is None, host
    assert "add a BI user first" in access.bind_refusal("0.0.0.0", has_users=False)
    assert "add a BI user first" in access.bind_refusal("10.1.2.3", has_users=False)
    assert access.bind_refusal("0.0.0.0", has_users=True) is None


def test_the_endpoint_settings_extend_the_class_path_and_ask_for_passwords_with_users(tmp_path):
    base = {"spark.driver.extraClassPath": "/usr/share/java/postgresql.jar", "spark.driver.extraJavaOptions": "-Dx=1"}
    open_conf = access.spark_conf(None, tmp_path / "bi.jar", base)
    assert open_conf["spark.sql.extensions"] == access.EXTENSION
    assert open_conf["spark.driver.extraClassPath"] == f"/usr/share/java/postgresql.jar:{tmp_path / 'bi.jar'}"
    assert "spark.hadoop.hive.server2.authentication" not in open_conf
    closed = access.spark_conf(tmp_path / "bi-users", tmp_path / "bi.jar", base)
    assert closed["spark.hadoop.hive.server2.authentication"] == "CUSTOM"
    assert closed["spark.driver.extraJavaOptions"] == f"-Dx=1 -Dhive.server2.custom.authentication.class={access.AUTHENTICATOR}"


def test_the_access_classes_compile_into_a_jar_named_by_their_sources(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    jar = access.build_jar()
    assert jar.parent == tmp_path / "opsmeta" and jar == access.jar_path()
    with zipfile.ZipFile(jar) as classes:
        names = set(classes.namelist())
    for name in (access.AUTHENTICATOR, access.EXTENSION, access.PARSER):
        assert name.replace(".", "/") + ".class" in names
    assert access.build_jar() == jar, "built once per source version"


def test_users_add_reads_the_password_from_standard_input(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("OPSMETA_HOME", str(tmp_path))
    monkeypatch.setattr("sys.stdin", io.StringIO("piped password\n"))
    assert cli.main(["users", "add", "ana"]) == 0
    assert access.verify(tmp_path / "bi-users", "ana", "piped password")
    monkeypatch.setattr("sys.stdin", io.StringIO("short\n"))
    assert cli.main(["users", "add", "bob"]) == 2
    assert capsys.readouterr().err.strip() == "opsmeta users: a password has at least 8 characters"
    assert cli.main(["users", "list"]) == 0
    assert capsys.readouterr().out.split() == ["ana"]


def test_the_dialect_reads_the_name_column_of_spark_s_show_tables():
    rows = [("opsmeta", "program_runs", False), ("opsmeta", "stream_epochs", False), ("", "session_view", True)]
    assert names_of(rows) == ["program_runs", "stream_epochs"]
    assert names_of([("program_runs",)]) == ["program_runs"], "Hive's shape: the name alone"


def test_the_dialect_asks_for_custom_authentication_when_given_a_password():
    from sqlalchemy.engine import make_url

    _, with_password = OpsmetaDialect().create_connect_args(make_url("hive+opsmeta://ana:secret@db:10001/opsmeta"))
    assert with_password["auth"] == "CUSTOM" and with_password["port"] == 10001 and with_password["database"] == "opsmeta"
    _, without = OpsmetaDialect().create_connect_args(make_url("hive+opsmeta://ana@db/opsmeta"))
    assert "auth" not in without
    _, explicit = OpsmetaDialect().create_connect_args(make_url("hive+opsmeta://ana:secret@db/opsmeta?auth=LDAP"))
    assert explicit["auth"] == "LDAP"
    _, own_scheme = OpsmetaDialect().create_connect_args(make_url("opsmeta://ana:secret@db:10001/opsmeta"))
    assert own_scheme == with_password
