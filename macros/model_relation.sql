{#- The table of the project's model `name` as it stands, for a read that cannot be a ref (a
    downstream model's previous state). The graph is empty while dbt parses: the relation is
    then the target schema's, which nothing reads at parse time. -#}
{% macro model_relation(name) -%}
  {%- set node = graph.nodes['model.' ~ project_name ~ '.' ~ name] if execute else {'schema': target.schema, 'alias': name} -%}
  {{ return(api.Relation.create(schema=node.schema, identifier=node.alias, type='table')) }}
{%- endmacro %}
