"""Writes a raw table as a Parquet directory, chunk by chunk, replacing what was there."""

from __future__ import annotations

import shutil
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq


class ParquetDirectory:
    """``<root>/<table>/part-00000.parquet`` ... with a fixed schema."""

    def __init__(self, root: Path, table: str, schema: pa.Schema) -> None:
        self.path = Path(root) / table
        self.schema = schema
        self.rows = 0
        self._parts = 0
        if self.path.exists():
            shutil.rmtree(self.path)
        self.path.mkdir(parents=True)

    def write(self, columns: dict) -> None:
        table = pa.table(columns, schema=self.schema)
        if table.num_rows == 0 and self._parts > 0:
            return
        pq.write_table(table, self.path / f"part-{self._parts:05d}.parquet", compression="snappy")
        self._parts += 1
        self.rows += table.num_rows
