{#-
  The retention policies stream_retention_plan applies: the var streams_retention_policy
  (every stream's; scope and stream none) first, then streams_retention_policy_overrides (one
  stream's own each), as dicts of scope, stream, retention_type (none for no policy),
  retention_min and retention_max. Each is checked before anything of it reaches SQL text:
  retention_type time, size or none; retention_min a whole number; retention_max missing, null
  or a whole number >= retention_min; an override's scope and stream names as Pravega allows
  them (letters, digits, '.' and '-'), each stream once. Otherwise one line naming the var.
-#}
{% macro streams_retention_policies() -%}
  {%- set policies = [retention_policy_checked(var('streams_retention_policy'), 'streams_retention_policy', [])] -%}
  {%- set streams = [] -%}
  {%- for override in var('streams_retention_policy_overrides') -%}
    {%- set policy = retention_policy_checked(override, 'streams_retention_policy_overrides', ['scope', 'stream']) -%}
    {%- if (policy.scope, policy.stream) in streams -%}
      {{ exceptions.raise_compiler_error("var streams_retention_policy_overrides names " ~ policy.scope ~ "/" ~ policy.stream ~ " twice") }}
    {%- endif -%}
    {%- do streams.append((policy.scope, policy.stream)) -%}
    {%- do policies.append(policy) -%}
  {%- endfor -%}
  {{ return(policies) }}
{%- endmacro %}

{#- One policy of the var `var_name`, checked; `names` the keys naming its stream (none for the
    default policy). -#}
{% macro retention_policy_checked(policy, var_name, names) -%}
  {%- set keys = names + ['retention_type', 'retention_min', 'retention_max'] -%}
  {%- set ok = policy is mapping and policy.get('retention_type') in ('time', 'size', 'none')
      and policy.keys() | reject('in', keys) | list == [] -%}
  {%- set minimum = (policy.get('retention_min') | string) if ok else '' -%}
  {%- set maximum = (policy.get('retention_max') | string) if ok else '' -%}
  {%- set limited = ok and policy.retention_type != 'none' -%}
  {%- if limited and not (minimum.isdigit() and (maximum == 'None' or maximum.isdigit() and maximum | int >= minimum | int)) -%}
    {%- set ok = false -%}
  {%- endif -%}
  {%- set misnamed = [] -%}
  {%- for name in names if ok and not (policy.get(name) is string and modules.re.fullmatch('[A-Za-z0-9.-]+', policy.get(name))) -%}
    {%- do misnamed.append(name) -%}
  {%- endfor -%}
  {%- if not ok or misnamed -%}
    {{ exceptions.raise_compiler_error("var " ~ var_name ~ " takes {" ~ (names | join(', ') ~ ', ' if names else '')
        ~ "retention_type: time|size|none, retention_min: a whole number, retention_max: null or a whole number >= retention_min}, got " ~ policy) }}
  {%- endif -%}
  {{ return({
      'scope': policy.get('scope'), 'stream': policy.get('stream'),
      'retention_type': policy.retention_type if limited else none,
      'retention_min': minimum | int if limited else none,
      'retention_max': maximum | int if limited and maximum != 'None' else none,
  }) }}
{%- endmacro %}
