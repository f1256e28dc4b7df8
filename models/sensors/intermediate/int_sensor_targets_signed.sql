-- When each poke context's condition came true, by hashcode (the canonical form, not the
-- text): the earliest of the accepted target rows with that context.
with signed as (
    select
        sensors_signature(poke_context).hashcode as hashcode,
        available_time
    from {{ ref('stg_sensors__targets') }}
    where reject_reason is null
)

select
    hashcode,
    min(available_time) as available_time
from signed
group by hashcode
