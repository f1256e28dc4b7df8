"""Who may use the BI endpoint and what they see.

- **Users.** ``opsmeta users add NAME`` (password from standard input) keeps a salted
  PBKDF2-SHA256 hash per user in ``$OPSMETA_HOME/bi-users`` (mode 0600). With users there,
  ``opsmeta serve`` runs HiveServer2's CUSTOM authentication with ``PasswordFileAuthenticator``
  (opsmeta/serving/java), which reads the file at every login. With none, it serves loopback only.
- **What they see.** ``ServedSchemaParser`` (opsmeta/serving/java), a Spark SQL extension, checks every
  statement a client sends: queries and SHOW/DESCRIBE of the marts schema pass; writes, DDL,
  ``SET key=value``, caching, jars and any name in another schema are refused, and ``SHOW
  SCHEMAS`` lists the marts schema alone.

The Java classes are compiled with the JDK's ``javac`` against pyspark's jars, once per source
version, into a jar under the user's cache directory.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import ipaddress
import os
import re
import secrets
import subprocess
import tempfile
import zipfile
from collections.abc import Mapping
from pathlib import Path

from opsmeta import paths

USERS_FILE_NAME = "bi-users"
#: the Java side reads the file's path from this variable (the JVM inherits this process's)
USERS_FILE_ENV = "OPSMETA_BI_USERS_FILE"
SCHEME = "pbkdf2_sha256"
#: OWASP's 2023 figure for PBKDF2-HMAC-SHA256; a login costs ~0.1 s
ITERATIONS = 600_000
SALT_BYTES, HASH_BYTES = 16, 32
NAME_RULE = re.compile(r"^[A-Za-z0-9_.@-]{1,64}$")
MIN_PASSWORD_CHARS = 8
JAVA_SOURCES = Path(__file__).with_name("java")
AUTHENTICATOR = "opsmeta.bi.PasswordFileAuthenticator"
EXTENSION = "opsmeta.bi.ServedSchemaExtension"
PARSER = "opsmeta.bi.ServedSchemaParser"


class AccessError(ValueError):
    """A user name, password or bind address the endpoint cannot take; one line."""


# --- users ---------------------------------------------------------------------------------


def users_file(home: Path | None = None) -> Path:
    return (home or paths.home()) / USERS_FILE_NAME


def check_name(name: str) -> str:
    if not NAME_RULE.match(name):
        raise AccessError(f"user name {name!r}: 1-64 letters, digits, '_', '.', '@' or '-'")
    return name


def check_password(password: str) -> str:
    if len(password) < MIN_PASSWORD_CHARS:
        raise AccessError(f"a password has at least {MIN_PASSWORD_CHARS} characters")
    if "\n" in password or "\r" in password:
        raise AccessError("a password is one line")
    return password


def hash_line(name: str, password: str, salt: bytes | None = None, iterations: int = ITERATIONS) -> str:
    """The users file's line for ``name``: name:scheme:iterations:salt:hash (base64)."""
    salt = salt if salt is not None else secrets.token_bytes(SALT_BYTES)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, iterations, HASH_BYTES)
    encode = lambda raw: base64.b64encode(raw).decode()  # noqa: E731
    return f"{check_name(name)}:{SCHEME}:{iterations}:{encode(salt)}:{encode(digest)}"


def read_users(path: Path) -> dict[str, str]:
    """Each user's line, by name."""
    if not path.exists():
        return {}
    return {line.split(":", 1)[0]: line for line in path.read_text().splitlines() if line.strip()}


def verify(path: Path, name: str, password: str) -> bool:
    """The Java authenticator's rule in Python (tests hold the two to the same answers)."""
    line = read_users(path).get(name)
    if line is None:
        return False
    _, scheme, iterations, salt, digest = line.split(":")
    if scheme != SCHEME:
        return False
    expected = base64.b64decode(digest)
    actual = hashlib.pbkdf2_hmac("sha256", password.encode(), base64.b64decode(salt), int(iterations), len(expected))
    return hmac.compare_digest(expected, actual)


def _write_users(path: Path, lines: Mapping[str, str]) -> None:
    """Replace the file in one rename (a login never reads half a file), readable by its owner."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=".bi-users-", dir=path.parent)
    with os.fdopen(handle, "w") as out:
        out.write("".join(f"{line}\n" for _, line in sorted(lines.items())))
    os.chmod(temporary, 0o600)
    os.replace(temporary, path)


def add_user(path: Path, name: str, password: str) -> bool:
    """Add ``name`` or set its password; whether it was new."""
    lines = read_users(path)
    new = check_name(name) not in lines
    lines[name] = hash_line(name, check_password(password))
    _write_users(path, lines)
    return new


def remove_user(path: Path, name: str) -> None:
    lines = read_users(path)
    if name not in lines:
        raise AccessError(f"no user {name!r} in {path}")
    del lines[name]
    _write_users(path, lines)


# --- the endpoint's settings -----------------------------------------------------------------


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def bind_refusal(host: str, has_users: bool) -> str | None:
    """Why ``opsmeta serve`` will not listen on ``host``: beyond loopback, a password (so a
    user) is required."""
    if is_loopback(host) or has_users:
        return None
    return (f"--host {host} is reachable from other machines: add a BI user first "
            f"(opsmeta users add NAME), or serve loopback only")


def spark_conf(users: Path | None, jar: Path, base: Mapping[str, str]) -> dict[str, str]:
    """Settings of the endpoint's session, over the session's ``base`` settings (whose class
    path and JVM options they extend): the statement check always, CUSTOM authentication when
    ``users`` holds users."""
    conf = {
        "spark.sql.extensions": EXTENSION,
        "spark.driver.extraClassPath": _joined(base.get("spark.driver.extraClassPath"), str(jar), os.pathsep),
    }
    if users is not None:
        conf["spark.hadoop.hive.server2.authentication"] = "CUSTOM"
        # HiveServer2 reads the class from a HiveConf of its own, which sees system properties
        conf["spark.driver.extraJavaOptions"] = _joined(
            base.get("spark.driver.extraJavaOptions"), f"-Dhive.server2.custom.authentication.class={AUTHENTICATOR}", " ")
    return conf


def _joined(first: str | None, second: str, separator: str) -> str:
    return separator.join(part for part in (first, second) if part)


def serve_only(spark, schema: str) -> None:
    """From now on, every statement a session of this JVM parses is checked."""
    getattr(spark._jvm, PARSER).serve(schema)


# --- the Java classes ------------------------------------------------------------------------


def cache_dir() -> Path:
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "opsmeta"


def _sources() -> list[Path]:
    return sorted(JAVA_SOURCES.rglob("*.java"))


def jar_path() -> Path:
    """Where the jar of these sources (for this pyspark) is: the name carries their hash."""
    import pyspark

    digest = hashlib.sha256(pyspark.__version__.encode())
    for source in _sources():
        digest.update(source.relative_to(JAVA_SOURCES).as_posix().encode() + b"\0" + source.read_bytes())
    return cache_dir() / f"opsmeta-bi-{digest.hexdigest()[:16]}.jar"


def build_jar() -> Path:
    """Compile the classes (javac against pyspark's jars) unless this version's jar exists."""
    import pyspark

    jar = jar_path()
    if jar.exists():
        return jar
    jars = Path(pyspark.__file__).parent / "jars"
    with tempfile.TemporaryDirectory(prefix="opsmeta-javac-") as work:
        try:
            done = subprocess.run(["javac", "-nowarn", "--release", "17", "-d", work, "-cp", f"{jars}/*",
                                   *map(str, _sources())], capture_output=True, text=True)
        except FileNotFoundError:
            raise AccessError("javac (JDK 17) is needed to build the BI endpoint's access classes") from None
        if done.returncode != 0:
            raise AccessError(f"compiling the BI access classes failed: {done.stderr.strip().splitlines()[0]}")
        jar.parent.mkdir(parents=True, exist_ok=True)
        partial = jar.with_suffix(f".{os.getpid()}.tmp")
        with zipfile.ZipFile(partial, "w") as out:
            for compiled in sorted(Path(work).rglob("*.class")):
                out.write(compiled, compiled.relative_to(work).as_posix())
        os.replace(partial, jar)
    return jar
