-- The partitions of stopped_run_index this build rewrites whole; the runs it saw stop are
-- appended to the others. Dirty: where a changed run (int_runs_changed) the index holds was
-- and is now (a correction of a stopped run), and where a stopped run is to be appended to a
-- partition already holding runs_index_files_per_partition files (compaction: each append
-- adds one). Read from the index as it stands before this build (downstream: not a ref), and
-- from program_runs' versions of the changed runs (int_runs_changed_before).
-- Empty when the index is built whole (none yet, a full refresh, or a plan that rebuilds
-- every run).
-- depends_on: {{ ref('int_run_builds_planned') }}
-- depends_on: {{ ref('int_runs_changed') }}
-- depends_on: {{ ref('int_runs_changed_before') }}
{%- set index = model_relation('stopped_run_index') %}
{%- if stopped_run_index_appends() %}

-- the changed runs stopped now, in the partition each starts in
with stopped as (
    {{ changed_runs_stopped() | indent(4) }}
),

-- the changed runs the index holds: program_runs' stopped ones, where they lay
indexed_changed as (
    select
        namespace,
        start_day_at,
        program_run_id
    from {{ ref('int_runs_changed_before') }}
    where stop_day_at is not null
)

select
    namespace,
    start_day_at
from indexed_changed

union

select
    stopped.namespace,
    stopped.start_day_at
from stopped
left semi join indexed_changed on stopped.program_run_id = indexed_changed.program_run_id

union

-- the days appended to only, pruned by the subquery's value when the query runs
select
    indexed.namespace,
    indexed.start_day_at
from {{ index }} as indexed
left semi join stopped
    on indexed.namespace = stopped.namespace
    and indexed.start_day_at = stopped.start_day_at
where array_contains((select collect_set(appended.start_day_at) from stopped as appended), indexed.start_day_at)
group by indexed.namespace, indexed.start_day_at
having count(distinct indexed._metadata.file_path) >= {{ runs_config()['index_files_per_partition'] }}
{%- else %}

select
    cast(null as string) as namespace,
    cast(null as bigint) as start_day_at
where false
{%- endif %}
