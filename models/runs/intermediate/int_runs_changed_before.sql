-- The runs changed since the last completed build (int_runs_changed) as program_runs held
-- them before this build (downstream: not a ref): where each lay, for the partitions
-- program_runs rewrites (int_run_partitions_rewritten) and, for those stopped, the index
-- partitions they lie in (int_run_index_partitions_dirty: the index holds program_runs'
-- stopped runs). The one read of every run id an incremental build makes. A new run has
-- no row. Empty when neither table is kept and merged into.
-- depends_on: {{ ref('int_run_builds_planned') }}
-- depends_on: {{ ref('int_runs_changed') }}
{%- if program_runs_merges() %}

select
    built.program_run_id,
    built.namespace,
    built.start_day_at,
    built.stop_day_at
from {{ model_relation('program_runs') }} as built
left semi join {{ ref('int_runs_changed') }} as changed
    on built.program_run_id = changed.program_run_id
{%- elif stopped_run_index_appends() %}

-- program_runs is not there to read, or not in this layout (its build then stops in its
-- pre_hook): the stopped runs the index holds are all the index needs
select
    indexed.program_run_id,
    indexed.namespace,
    indexed.start_day_at,
    {{ time_floor('indexed.stop_time', 86400) }} as stop_day_at
from {{ model_relation('stopped_run_index') }} as indexed
left semi join {{ ref('int_runs_changed') }} as changed
    on indexed.program_run_id = changed.program_run_id
{%- else %}

select
    cast(null as string) as program_run_id,
    cast(null as string) as namespace,
    cast(null as bigint) as start_day_at,
    cast(null as bigint) as stop_day_at
where false
{%- endif %}
