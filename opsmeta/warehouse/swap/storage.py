"""The few calls on the warehouse's storage a swap needs, through Hadoop's FileSystem (so HDFS
and S3 work as local disk)."""

from __future__ import annotations

from opsmeta.warehouse.swap.rules import RETIRED_MARKER, SwapError, normal


class Storage:
    """The few calls on the warehouse's storage a swap needs, through Hadoop's FileSystem."""

    def __init__(self, spark) -> None:
        self._jvm = spark.sparkContext._jvm
        self._conf = spark.sparkContext._jsc.hadoopConfiguration()

    def _fs(self, path):
        return path.getFileSystem(self._conf)

    def _path(self, location: str):
        return self._jvm.org.apache.hadoop.fs.Path(location)

    def children(self, location: str) -> list[str]:
        path = self._path(location)
        fs = self._fs(path)
        if not fs.exists(path):
            return []
        return [status.getPath().toString() for status in fs.listStatus(path) if status.isDirectory()]

    def exists(self, location: str) -> bool:
        path = self._path(location)
        return self._fs(path).exists(path)

    def marker_time(self, location: str) -> float | None:
        marker = f"{normal(location)}/{RETIRED_MARKER}"
        if not self.exists(marker):
            return None
        try:
            return float(self.read_text(marker).strip())
        except ValueError:
            return 0.0

    def mark_retired(self, location: str, now: float) -> None:
        self.write_text(f"{normal(location)}/{RETIRED_MARKER}", f"{now:.3f}\n")

    def write_text(self, location: str, text: str) -> None:
        path = self._path(location)
        stream = self._fs(path).create(path, True)
        try:
            stream.write(bytearray(text.encode()))
        finally:
            stream.close()

    def read_text(self, location: str) -> str:
        path = self._path(location)
        stream = self._fs(path).open(path)
        try:
            return self._jvm.org.apache.commons.io.IOUtils.toString(stream, "UTF-8")
        finally:
            stream.close()

    def files(self, location: str) -> list[str]:
        """The data files directly in ``location`` (not Spark's `_` and `.` files)."""
        path = self._path(location)
        fs = self._fs(path)
        if not fs.exists(path):
            return []
        return sorted(status.getPath().toString() for status in fs.listStatus(path)
                      if status.isFile() and not status.getPath().getName().startswith(("_", ".")))

    def rename(self, source: str, destination: str) -> None:
        """One atomic rename (local disk, HDFS); a false return is an error."""
        src, dst = self._path(source), self._path(destination)
        if not self._fs(src).rename(src, dst):
            raise SwapError(f"could not move {source} to {destination}")

    def delete(self, location: str) -> None:
        path = self._path(location)
        self._fs(path).delete(path, True)

    def qualified(self, location: str) -> str:
        path = self._path(location)
        return self._fs(path).makeQualified(path).toString()
