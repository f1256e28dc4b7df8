{{ config(arguments='scope_name string, stream_name string, at_time bigint') }}

-- The function's arguments (scope_name, stream_name, ...) are not columns:
-- noqa: disable=RF02
-- PDP-32's look-up by time: the stream-cut record recorded at or before at_time, the latest.
{{ stream_cut_before('recording_time', 'next_recording_time', 'at_time', 'epoch ms') }}
