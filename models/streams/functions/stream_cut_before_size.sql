{{ config(arguments='scope_name string, stream_name string, at_size bigint') }}

-- The function's arguments (scope_name, stream_name, ...) are not columns:
-- noqa: disable=RF02
-- PDP-32's look-up by size: of the stream-cut records whose recording size is at or below
-- at_size, the latest recorded.
{{ stream_cut_before('recording_size', 'later_min_recording_size', 'at_size', 'bytes') }}
