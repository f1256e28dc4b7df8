-- When each poke context's condition came true, by hashcode (the canonical form, not the
-- text): the earliest of the accepted target rows with that context, and whether that time
-- is only an upper bound (an import's first success on the context).
with signed as (
    select
        sensors_signature(poke_context).hashcode as hashcode,
        available_time,
        available_time_is_bound
    from {{ ref('stg_sensors__targets') }}
    where reject_reason is null
)

select
    hashcode,
    min(available_time) as available_time,
    min_by(available_time_is_bound, available_time) as available_time_is_bound
from signed
group by hashcode
