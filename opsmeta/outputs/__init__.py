"""What people read: the ops report (``report``, assembling ``reports/``), the data-quality run
and its Data Docs (``quality``, running ``expectations/``), the scripts and styles both load
offline (``offline_assets``), and the marts table of the docs (``readme``). The top floor but
the CLI: it may import anything below."""
