with source as (
    select * from {{ source('sensors_raw', 'sensor_targets') }}
),

typed as (
    select
        source.poke_context,
        source.available_time,
        coalesce(source.available_time_is_bound, false) as available_time_is_bound,
        try_parse_json(source.poke_context) as poke_variant,
        to_json(struct(source.*)) as raw_row
    from source
),

checked as (
    select
        poke_context,
        available_time,
        available_time_is_bound,
        raw_row,
        {{ reject_reason(null_key_rules(['poke_context', 'available_time']) + [
            ('poke_variant is null', 'unparseable poke_context'),
            ("schema_of_variant(poke_variant) not like 'OBJECT%'", 'poke_context not an object'),
            ('available_time < 0', 'negative time'),
        ]) }} as reject_reason
    from typed
)

select * from checked
