{#-
  The rows of a runs staging model `staged` (every column) with the build's as_of_time, fixed
  once by the plan (int_run_builds_planned), and the one rule that needs it: staging's
  reject_reason, else "time after as_of" where `after_as_of` (a SQL condition over the row
  and as_of_time) holds. Each model so reads the raw rows once, not again to find "now".

    {{ checked_against_as_of(ref('stg_runs__program_heartbeats'), 'heartbeat_time > as_of_time') }}
-#}
{% macro checked_against_as_of(staged, after_as_of) -%}
with staged as (
    select * from {{ staged }}
),

as_of as (
    select as_of_time from {{ ref('int_run_builds_planned') }}
),

checked as (
    select
        staged.* except (reject_reason),
        as_of.as_of_time,
        coalesce(
            staged.reject_reason,
            {{ reject_reason([(after_as_of, 'time after as_of')]) }}
        ) as reject_reason
    from staged
    cross join as_of
)

select * from checked
{%- endmacro %}
