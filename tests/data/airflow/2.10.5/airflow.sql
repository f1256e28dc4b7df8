--
-- PostgreSQL database dump
--

\restrict 6gJWvEh3DkAEfEhhvD2rFFOhx4g0VhmcdzhSJ3vrxE5aeTidfgu3h0eDZhPaCQS

-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: ab_permission; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ab_permission (
    id integer NOT NULL,
    name character varying(100) NOT NULL
);


--
-- Name: ab_permission_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.ab_permission_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: ab_permission_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.ab_permission_id_seq OWNED BY public.ab_permission.id;


--
-- Name: ab_permission_view; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ab_permission_view (
    id integer NOT NULL,
    permission_id integer,
    view_menu_id integer
);


--
-- Name: ab_permission_view_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.ab_permission_view_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: ab_permission_view_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.ab_permission_view_id_seq OWNED BY public.ab_permission_view.id;


--
-- Name: ab_permission_view_role; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ab_permission_view_role (
    id integer NOT NULL,
    permission_view_id integer,
    role_id integer
);


--
-- Name: ab_permission_view_role_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.ab_permission_view_role_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: ab_permission_view_role_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.ab_permission_view_role_id_seq OWNED BY public.ab_permission_view_role.id;


--
-- Name: ab_register_user; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ab_register_user (
    id integer NOT NULL,
    first_name character varying(256) NOT NULL,
    last_name character varying(256) NOT NULL,
    username character varying(512) NOT NULL,
    password character varying(256),
    email character varying(512) NOT NULL,
    registration_date timestamp without time zone,
    registration_hash character varying(256)
);


--
-- Name: ab_register_user_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.ab_register_user_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: ab_register_user_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.ab_register_user_id_seq OWNED BY public.ab_register_user.id;


--
-- Name: ab_role; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ab_role (
    id integer NOT NULL,
    name character varying(64) NOT NULL
);


--
-- Name: ab_role_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.ab_role_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: ab_role_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.ab_role_id_seq OWNED BY public.ab_role.id;


--
-- Name: ab_user; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ab_user (
    id integer NOT NULL,
    first_name character varying(256) NOT NULL,
    last_name character varying(256) NOT NULL,
    username character varying(512) NOT NULL,
    password character varying(256),
    active boolean,
    email character varying(512) NOT NULL,
    last_login timestamp without time zone,
    login_count integer,
    fail_login_count integer,
    created_on timestamp without time zone,
    changed_on timestamp without time zone,
    created_by_fk integer,
    changed_by_fk integer
);


--
-- Name: ab_user_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.ab_user_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: ab_user_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.ab_user_id_seq OWNED BY public.ab_user.id;


--
-- Name: ab_user_role; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ab_user_role (
    id integer NOT NULL,
    user_id integer,
    role_id integer
);


--
-- Name: ab_user_role_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.ab_user_role_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: ab_user_role_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.ab_user_role_id_seq OWNED BY public.ab_user_role.id;


--
-- Name: ab_view_menu; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ab_view_menu (
    id integer NOT NULL,
    name character varying(250) NOT NULL
);


--
-- Name: ab_view_menu_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.ab_view_menu_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: ab_view_menu_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.ab_view_menu_id_seq OWNED BY public.ab_view_menu.id;


--
-- Name: alembic_version; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.alembic_version (
    version_num character varying(32) NOT NULL
);


--
-- Name: callback_request; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.callback_request (
    id integer NOT NULL,
    created_at timestamp with time zone NOT NULL,
    priority_weight integer NOT NULL,
    callback_data json NOT NULL,
    callback_type character varying(20) NOT NULL,
    processor_subdir character varying(2000)
);


--
-- Name: callback_request_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.callback_request_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: callback_request_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.callback_request_id_seq OWNED BY public.callback_request.id;


--
-- Name: connection; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.connection (
    id integer NOT NULL,
    conn_id character varying(250) NOT NULL,
    conn_type character varying(500) NOT NULL,
    description text,
    host character varying(500),
    schema character varying(500),
    login text,
    password text,
    port integer,
    is_encrypted boolean,
    is_extra_encrypted boolean,
    extra text
);


--
-- Name: connection_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.connection_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: connection_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.connection_id_seq OWNED BY public.connection.id;


--
-- Name: dag; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dag (
    dag_id character varying(250) NOT NULL,
    root_dag_id character varying(250),
    is_paused boolean,
    is_subdag boolean,
    is_active boolean,
    last_parsed_time timestamp with time zone,
    last_pickled timestamp with time zone,
    last_expired timestamp with time zone,
    scheduler_lock boolean,
    pickle_id integer,
    fileloc character varying(2000),
    processor_subdir character varying(2000),
    owners character varying(2000),
    dag_display_name character varying(2000),
    description text,
    default_view character varying(25),
    schedule_interval text,
    timetable_description character varying(1000),
    dataset_expression json,
    max_active_tasks integer NOT NULL,
    max_active_runs integer,
    max_consecutive_failed_dag_runs integer NOT NULL,
    has_task_concurrency_limits boolean NOT NULL,
    has_import_errors boolean DEFAULT false,
    next_dagrun timestamp with time zone,
    next_dagrun_data_interval_start timestamp with time zone,
    next_dagrun_data_interval_end timestamp with time zone,
    next_dagrun_create_after timestamp with time zone
);


--
-- Name: dag_code; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dag_code (
    fileloc_hash bigint NOT NULL,
    fileloc character varying(2000) NOT NULL,
    last_updated timestamp with time zone NOT NULL,
    source_code text NOT NULL
);


--
-- Name: dag_owner_attributes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dag_owner_attributes (
    dag_id character varying(250) NOT NULL,
    owner character varying(500) NOT NULL,
    link character varying(500) NOT NULL
);


--
-- Name: dag_pickle; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dag_pickle (
    id integer NOT NULL,
    pickle bytea,
    created_dttm timestamp with time zone,
    pickle_hash bigint
);


--
-- Name: dag_pickle_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.dag_pickle_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: dag_pickle_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.dag_pickle_id_seq OWNED BY public.dag_pickle.id;


--
-- Name: dag_priority_parsing_request; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dag_priority_parsing_request (
    id character varying(32) NOT NULL,
    fileloc character varying(2000) NOT NULL
);


--
-- Name: dag_run; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dag_run (
    id integer NOT NULL,
    dag_id character varying(250) NOT NULL,
    queued_at timestamp with time zone,
    execution_date timestamp with time zone NOT NULL,
    start_date timestamp with time zone,
    end_date timestamp with time zone,
    state character varying(50),
    run_id character varying(250) NOT NULL,
    creating_job_id integer,
    external_trigger boolean,
    run_type character varying(50) NOT NULL,
    conf bytea,
    data_interval_start timestamp with time zone,
    data_interval_end timestamp with time zone,
    last_scheduling_decision timestamp with time zone,
    dag_hash character varying(32),
    log_template_id integer,
    updated_at timestamp with time zone,
    clear_number integer DEFAULT 0 NOT NULL
);


--
-- Name: dag_run_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.dag_run_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: dag_run_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.dag_run_id_seq OWNED BY public.dag_run.id;


--
-- Name: dag_run_note; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dag_run_note (
    user_id integer,
    dag_run_id integer NOT NULL,
    content character varying(1000),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: dag_schedule_dataset_alias_reference; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dag_schedule_dataset_alias_reference (
    alias_id integer NOT NULL,
    dag_id character varying(250) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: dag_schedule_dataset_reference; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dag_schedule_dataset_reference (
    dataset_id integer NOT NULL,
    dag_id character varying(250) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: dag_tag; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dag_tag (
    name character varying(100) NOT NULL,
    dag_id character varying(250) NOT NULL
);


--
-- Name: dag_warning; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dag_warning (
    dag_id character varying(250) NOT NULL,
    warning_type character varying(50) NOT NULL,
    message text NOT NULL,
    "timestamp" timestamp with time zone NOT NULL
);


--
-- Name: dagrun_dataset_event; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dagrun_dataset_event (
    dag_run_id integer NOT NULL,
    event_id integer NOT NULL
);


--
-- Name: dataset; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dataset (
    id integer NOT NULL,
    uri character varying(3000) NOT NULL,
    extra json NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    is_orphaned boolean DEFAULT false NOT NULL
);


--
-- Name: dataset_alias; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dataset_alias (
    id integer NOT NULL,
    name character varying(3000) NOT NULL
);


--
-- Name: dataset_alias_dataset; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dataset_alias_dataset (
    alias_id integer NOT NULL,
    dataset_id integer NOT NULL
);


--
-- Name: dataset_alias_dataset_event; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dataset_alias_dataset_event (
    alias_id integer NOT NULL,
    event_id integer NOT NULL
);


--
-- Name: dataset_alias_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.dataset_alias_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: dataset_alias_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.dataset_alias_id_seq OWNED BY public.dataset_alias.id;


--
-- Name: dataset_dag_run_queue; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dataset_dag_run_queue (
    dataset_id integer NOT NULL,
    target_dag_id character varying(250) NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: dataset_event; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.dataset_event (
    id integer NOT NULL,
    dataset_id integer NOT NULL,
    extra json NOT NULL,
    source_task_id character varying(250),
    source_dag_id character varying(250),
    source_run_id character varying(250),
    source_map_index integer DEFAULT '-1'::integer,
    "timestamp" timestamp with time zone NOT NULL
);


--
-- Name: dataset_event_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.dataset_event_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: dataset_event_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.dataset_event_id_seq OWNED BY public.dataset_event.id;


--
-- Name: dataset_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.dataset_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: dataset_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.dataset_id_seq OWNED BY public.dataset.id;


--
-- Name: import_error; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.import_error (
    id integer NOT NULL,
    "timestamp" timestamp with time zone,
    filename character varying(1024),
    stacktrace text,
    processor_subdir character varying(2000)
);


--
-- Name: import_error_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.import_error_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: import_error_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.import_error_id_seq OWNED BY public.import_error.id;


--
-- Name: job; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.job (
    id integer NOT NULL,
    dag_id character varying(250),
    state character varying(20),
    job_type character varying(30),
    start_date timestamp with time zone,
    end_date timestamp with time zone,
    latest_heartbeat timestamp with time zone,
    executor_class character varying(500),
    hostname character varying(500),
    unixname character varying(1000)
);


--
-- Name: job_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.job_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: job_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.job_id_seq OWNED BY public.job.id;


--
-- Name: log; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.log (
    id integer NOT NULL,
    dttm timestamp with time zone,
    dag_id character varying(250),
    task_id character varying(250),
    map_index integer,
    event character varying(60),
    execution_date timestamp with time zone,
    run_id character varying(250),
    owner character varying(500),
    owner_display_name character varying(500),
    extra text,
    try_number integer
);


--
-- Name: log_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.log_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: log_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.log_id_seq OWNED BY public.log.id;


--
-- Name: log_template; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.log_template (
    id integer NOT NULL,
    filename text NOT NULL,
    elasticsearch_id text NOT NULL,
    created_at timestamp with time zone NOT NULL
);


--
-- Name: log_template_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.log_template_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: log_template_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.log_template_id_seq OWNED BY public.log_template.id;


--
-- Name: rendered_task_instance_fields; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.rendered_task_instance_fields (
    dag_id character varying(250) NOT NULL,
    task_id character varying(250) NOT NULL,
    run_id character varying(250) NOT NULL,
    map_index integer DEFAULT '-1'::integer NOT NULL,
    rendered_fields json NOT NULL,
    k8s_pod_yaml json
);


--
-- Name: serialized_dag; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.serialized_dag (
    dag_id character varying(250) NOT NULL,
    fileloc character varying(2000) NOT NULL,
    fileloc_hash bigint NOT NULL,
    data json,
    data_compressed bytea,
    last_updated timestamp with time zone NOT NULL,
    dag_hash character varying(32) NOT NULL,
    processor_subdir character varying(2000)
);


--
-- Name: session; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.session (
    id integer NOT NULL,
    session_id character varying(255),
    data bytea,
    expiry timestamp without time zone
);


--
-- Name: session_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.session_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: session_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.session_id_seq OWNED BY public.session.id;


--
-- Name: sla_miss; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.sla_miss (
    task_id character varying(250) NOT NULL,
    dag_id character varying(250) NOT NULL,
    execution_date timestamp with time zone NOT NULL,
    email_sent boolean,
    "timestamp" timestamp with time zone,
    description text,
    notification_sent boolean
);


--
-- Name: slot_pool; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.slot_pool (
    id integer NOT NULL,
    pool character varying(256),
    slots integer,
    description text,
    include_deferred boolean NOT NULL
);


--
-- Name: slot_pool_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.slot_pool_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: slot_pool_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.slot_pool_id_seq OWNED BY public.slot_pool.id;


--
-- Name: task_fail; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.task_fail (
    id integer NOT NULL,
    task_id character varying(250) NOT NULL,
    dag_id character varying(250) NOT NULL,
    run_id character varying(250) NOT NULL,
    map_index integer DEFAULT '-1'::integer NOT NULL,
    start_date timestamp with time zone,
    end_date timestamp with time zone,
    duration integer
);


--
-- Name: task_fail_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.task_fail_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: task_fail_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.task_fail_id_seq OWNED BY public.task_fail.id;


--
-- Name: task_instance; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.task_instance (
    task_id character varying(250) NOT NULL,
    dag_id character varying(250) NOT NULL,
    run_id character varying(250) NOT NULL,
    map_index integer DEFAULT '-1'::integer NOT NULL,
    start_date timestamp with time zone,
    end_date timestamp with time zone,
    duration double precision,
    state character varying(20),
    try_number integer,
    max_tries integer DEFAULT '-1'::integer,
    hostname character varying(1000),
    unixname character varying(1000),
    job_id integer,
    pool character varying(256) NOT NULL,
    pool_slots integer NOT NULL,
    queue character varying(256),
    priority_weight integer,
    operator character varying(1000),
    custom_operator_name character varying(1000),
    queued_dttm timestamp with time zone,
    queued_by_job_id integer,
    pid integer,
    executor character varying(1000),
    executor_config bytea,
    updated_at timestamp with time zone,
    rendered_map_index character varying(250),
    external_executor_id character varying(250),
    trigger_id integer,
    trigger_timeout timestamp without time zone,
    next_method character varying(1000),
    next_kwargs json,
    task_display_name character varying(2000)
);


--
-- Name: task_instance_history; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.task_instance_history (
    id integer NOT NULL,
    task_id character varying(250) NOT NULL,
    dag_id character varying(250) NOT NULL,
    run_id character varying(250) NOT NULL,
    map_index integer DEFAULT '-1'::integer NOT NULL,
    try_number integer NOT NULL,
    start_date timestamp with time zone,
    end_date timestamp with time zone,
    duration double precision,
    state character varying(20),
    max_tries integer DEFAULT '-1'::integer,
    hostname character varying(1000),
    unixname character varying(1000),
    job_id integer,
    pool character varying(256) NOT NULL,
    pool_slots integer NOT NULL,
    queue character varying(256),
    priority_weight integer,
    operator character varying(1000),
    custom_operator_name character varying(1000),
    queued_dttm timestamp with time zone,
    queued_by_job_id integer,
    pid integer,
    executor character varying(1000),
    executor_config bytea,
    updated_at timestamp with time zone,
    rendered_map_index character varying(250),
    external_executor_id character varying(250),
    trigger_id integer,
    trigger_timeout timestamp without time zone,
    next_method character varying(1000),
    next_kwargs json,
    task_display_name character varying(2000)
);


--
-- Name: task_instance_history_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.task_instance_history_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: task_instance_history_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.task_instance_history_id_seq OWNED BY public.task_instance_history.id;


--
-- Name: task_instance_note; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.task_instance_note (
    user_id integer,
    task_id character varying(250) NOT NULL,
    dag_id character varying(250) NOT NULL,
    run_id character varying(250) NOT NULL,
    map_index integer NOT NULL,
    content character varying(1000),
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: task_map; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.task_map (
    dag_id character varying(250) NOT NULL,
    task_id character varying(250) NOT NULL,
    run_id character varying(250) NOT NULL,
    map_index integer NOT NULL,
    length integer NOT NULL,
    keys json,
    CONSTRAINT ck_task_map_task_map_length_not_negative CHECK ((length >= 0))
);


--
-- Name: task_outlet_dataset_reference; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.task_outlet_dataset_reference (
    dataset_id integer NOT NULL,
    dag_id character varying(250) NOT NULL,
    task_id character varying(250) NOT NULL,
    created_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL
);


--
-- Name: task_reschedule; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.task_reschedule (
    id integer NOT NULL,
    task_id character varying(250) NOT NULL,
    dag_id character varying(250) NOT NULL,
    run_id character varying(250) NOT NULL,
    map_index integer DEFAULT '-1'::integer NOT NULL,
    try_number integer NOT NULL,
    start_date timestamp with time zone NOT NULL,
    end_date timestamp with time zone NOT NULL,
    duration integer NOT NULL,
    reschedule_date timestamp with time zone NOT NULL
);


--
-- Name: task_reschedule_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.task_reschedule_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: task_reschedule_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.task_reschedule_id_seq OWNED BY public.task_reschedule.id;


--
-- Name: trigger; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.trigger (
    id integer NOT NULL,
    classpath character varying(1000) NOT NULL,
    kwargs text NOT NULL,
    created_date timestamp with time zone NOT NULL,
    triggerer_id integer
);


--
-- Name: trigger_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.trigger_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: trigger_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.trigger_id_seq OWNED BY public.trigger.id;


--
-- Name: variable; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.variable (
    id integer NOT NULL,
    key character varying(250),
    val text,
    description text,
    is_encrypted boolean
);


--
-- Name: variable_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.variable_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


--
-- Name: variable_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: -
--

ALTER SEQUENCE public.variable_id_seq OWNED BY public.variable.id;


--
-- Name: xcom; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.xcom (
    dag_run_id integer NOT NULL,
    task_id character varying(250) NOT NULL,
    map_index integer DEFAULT '-1'::integer NOT NULL,
    key character varying(512) NOT NULL,
    dag_id character varying(250) NOT NULL,
    run_id character varying(250) NOT NULL,
    value bytea,
    "timestamp" timestamp with time zone NOT NULL
);


--
-- Name: ab_permission id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_permission ALTER COLUMN id SET DEFAULT nextval('public.ab_permission_id_seq'::regclass);


--
-- Name: ab_permission_view id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_permission_view ALTER COLUMN id SET DEFAULT nextval('public.ab_permission_view_id_seq'::regclass);


--
-- Name: ab_permission_view_role id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_permission_view_role ALTER COLUMN id SET DEFAULT nextval('public.ab_permission_view_role_id_seq'::regclass);


--
-- Name: ab_register_user id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_register_user ALTER COLUMN id SET DEFAULT nextval('public.ab_register_user_id_seq'::regclass);


--
-- Name: ab_role id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_role ALTER COLUMN id SET DEFAULT nextval('public.ab_role_id_seq'::regclass);


--
-- Name: ab_user id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_user ALTER COLUMN id SET DEFAULT nextval('public.ab_user_id_seq'::regclass);


--
-- Name: ab_user_role id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_user_role ALTER COLUMN id SET DEFAULT nextval('public.ab_user_role_id_seq'::regclass);


--
-- Name: ab_view_menu id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_view_menu ALTER COLUMN id SET DEFAULT nextval('public.ab_view_menu_id_seq'::regclass);


--
-- Name: callback_request id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.callback_request ALTER COLUMN id SET DEFAULT nextval('public.callback_request_id_seq'::regclass);


--
-- Name: connection id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.connection ALTER COLUMN id SET DEFAULT nextval('public.connection_id_seq'::regclass);


--
-- Name: dag_pickle id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_pickle ALTER COLUMN id SET DEFAULT nextval('public.dag_pickle_id_seq'::regclass);


--
-- Name: dag_run id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_run ALTER COLUMN id SET DEFAULT nextval('public.dag_run_id_seq'::regclass);


--
-- Name: dataset id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset ALTER COLUMN id SET DEFAULT nextval('public.dataset_id_seq'::regclass);


--
-- Name: dataset_alias id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset_alias ALTER COLUMN id SET DEFAULT nextval('public.dataset_alias_id_seq'::regclass);


--
-- Name: dataset_event id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset_event ALTER COLUMN id SET DEFAULT nextval('public.dataset_event_id_seq'::regclass);


--
-- Name: import_error id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.import_error ALTER COLUMN id SET DEFAULT nextval('public.import_error_id_seq'::regclass);


--
-- Name: job id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.job ALTER COLUMN id SET DEFAULT nextval('public.job_id_seq'::regclass);


--
-- Name: log id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.log ALTER COLUMN id SET DEFAULT nextval('public.log_id_seq'::regclass);


--
-- Name: log_template id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.log_template ALTER COLUMN id SET DEFAULT nextval('public.log_template_id_seq'::regclass);


--
-- Name: session id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.session ALTER COLUMN id SET DEFAULT nextval('public.session_id_seq'::regclass);


--
-- Name: slot_pool id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.slot_pool ALTER COLUMN id SET DEFAULT nextval('public.slot_pool_id_seq'::regclass);


--
-- Name: task_fail id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_fail ALTER COLUMN id SET DEFAULT nextval('public.task_fail_id_seq'::regclass);


--
-- Name: task_instance_history id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_instance_history ALTER COLUMN id SET DEFAULT nextval('public.task_instance_history_id_seq'::regclass);


--
-- Name: task_reschedule id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_reschedule ALTER COLUMN id SET DEFAULT nextval('public.task_reschedule_id_seq'::regclass);


--
-- Name: trigger id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.trigger ALTER COLUMN id SET DEFAULT nextval('public.trigger_id_seq'::regclass);


--
-- Name: variable id; Type: DEFAULT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.variable ALTER COLUMN id SET DEFAULT nextval('public.variable_id_seq'::regclass);


--
-- Data for Name: ab_permission; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.ab_permission (id, name) FROM stdin;
1	can_edit
2	can_delete
3	can_read
4	can_create
5	menu_access
\.


--
-- Data for Name: ab_permission_view; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.ab_permission_view (id, permission_id, view_menu_id) FROM stdin;
1	1	1
2	2	1
3	3	1
4	4	2
5	3	2
6	2	2
7	5	2
8	1	3
9	2	3
10	3	3
11	4	4
12	3	4
13	2	4
14	5	4
15	1	5
16	2	5
17	3	5
18	4	6
19	3	6
20	2	6
21	5	6
22	1	7
23	2	7
24	3	7
25	4	8
26	3	8
27	2	8
28	5	8
29	1	9
30	2	9
31	3	9
32	4	10
33	3	10
34	2	10
35	5	10
36	1	11
37	2	11
38	3	11
39	4	12
40	3	12
41	2	12
42	5	12
43	1	13
44	2	13
45	3	13
46	4	14
47	3	14
48	2	14
49	5	14
\.


--
-- Data for Name: ab_permission_view_role; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.ab_permission_view_role (id, permission_view_id, role_id) FROM stdin;
\.


--
-- Data for Name: ab_register_user; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.ab_register_user (id, first_name, last_name, username, password, email, registration_date, registration_hash) FROM stdin;
\.


--
-- Data for Name: ab_role; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.ab_role (id, name) FROM stdin;
\.


--
-- Data for Name: ab_user; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.ab_user (id, first_name, last_name, username, password, active, email, last_login, login_count, fail_login_count, created_on, changed_on, created_by_fk, changed_by_fk) FROM stdin;
\.


--
-- Data for Name: ab_user_role; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.ab_user_role (id, user_id, role_id) FROM stdin;
\.


--
-- Data for Name: ab_view_menu; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.ab_view_menu (id, name) FROM stdin;
1	DAG:shared_c
2	DAG Run:shared_c
3	DAG:deferred
4	DAG Run:deferred
5	DAG:files_reschedule
6	DAG Run:files_reschedule
7	DAG:shared_b
8	DAG Run:shared_b
9	DAG:files_poke
10	DAG Run:files_poke
11	DAG:timeouts
12	DAG Run:timeouts
13	DAG:shared_a
14	DAG Run:shared_a
\.


--
-- Data for Name: alembic_version; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.alembic_version (version_num) FROM stdin;
5f2621c13b39
\.


--
-- Data for Name: callback_request; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.callback_request (id, created_at, priority_weight, callback_data, callback_type, processor_subdir) FROM stdin;
\.


--
-- Data for Name: connection; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.connection (id, conn_id, conn_type, description, host, schema, login, password, port, is_encrypted, is_extra_encrypted, extra) FROM stdin;
\.


--
-- Data for Name: dag; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dag (dag_id, root_dag_id, is_paused, is_subdag, is_active, last_parsed_time, last_pickled, last_expired, scheduler_lock, pickle_id, fileloc, processor_subdir, owners, dag_display_name, description, default_view, schedule_interval, timetable_description, dataset_expression, max_active_tasks, max_active_runs, max_consecutive_failed_dag_runs, has_task_concurrency_limits, has_import_errors, next_dagrun, next_dagrun_data_interval_start, next_dagrun_data_interval_end, next_dagrun_create_after) FROM stdin;
deferred	\N	f	f	t	2026-12-07 06:30:47.425309+00	\N	\N	\N	\N	$ROOT/dags/fleet_dags.py	$ROOT/dags	airflow	\N	\N	grid	"*/2 * * * *"	Every 2 minutes	null	16	3	0	f	f	2026-12-07 06:30:00+00	2026-12-07 06:30:00+00	2026-12-07 06:32:00+00	2026-12-07 06:32:00+00
files_poke	\N	f	f	t	2026-12-07 06:30:47.433175+00	\N	\N	\N	\N	$ROOT/dags/fleet_dags.py	$ROOT/dags	airflow	\N	\N	grid	"*/2 * * * *"	Every 2 minutes	null	16	3	0	f	f	2026-12-07 06:30:00+00	2026-12-07 06:30:00+00	2026-12-07 06:32:00+00	2026-12-07 06:32:00+00
files_reschedule	\N	f	f	t	2026-12-07 06:30:47.437822+00	\N	\N	\N	\N	$ROOT/dags/fleet_dags.py	$ROOT/dags	airflow	\N	\N	grid	"*/2 * * * *"	Every 2 minutes	null	16	3	0	f	f	2026-12-07 06:30:00+00	2026-12-07 06:30:00+00	2026-12-07 06:32:00+00	2026-12-07 06:32:00+00
shared_a	\N	f	f	t	2026-12-07 06:30:47.443479+00	\N	\N	\N	\N	$ROOT/dags/fleet_dags.py	$ROOT/dags	airflow	\N	\N	grid	"*/2 * * * *"	Every 2 minutes	null	16	3	0	f	f	2026-12-07 06:30:00+00	2026-12-07 06:30:00+00	2026-12-07 06:32:00+00	2026-12-07 06:32:00+00
shared_b	\N	f	f	t	2026-12-07 06:30:47.448379+00	\N	\N	\N	\N	$ROOT/dags/fleet_dags.py	$ROOT/dags	airflow	\N	\N	grid	"*/2 * * * *"	Every 2 minutes	null	16	3	0	f	f	2026-12-07 06:30:00+00	2026-12-07 06:30:00+00	2026-12-07 06:32:00+00	2026-12-07 06:32:00+00
shared_c	\N	f	f	t	2026-12-07 06:30:47.452731+00	\N	\N	\N	\N	$ROOT/dags/fleet_dags.py	$ROOT/dags	airflow	\N	\N	grid	"*/2 * * * *"	Every 2 minutes	null	16	3	0	f	f	2026-12-07 06:30:00+00	2026-12-07 06:30:00+00	2026-12-07 06:32:00+00	2026-12-07 06:32:00+00
timeouts	\N	f	f	t	2026-12-07 06:30:47.457109+00	\N	\N	\N	\N	$ROOT/dags/fleet_dags.py	$ROOT/dags	airflow	\N	\N	grid	"*/2 * * * *"	Every 2 minutes	null	16	3	0	f	f	2026-12-07 06:30:00+00	2026-12-07 06:30:00+00	2026-12-07 06:32:00+00	2026-12-07 06:32:00+00
\.


--
-- Data for Name: dag_code; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dag_code (fileloc_hash, fileloc, last_updated, source_code) FROM stdin;
59586976552739583	$ROOT/dags/fleet_dags.py	2026-12-07 06:20:05.710072+00	"""The sensor fleet recorded into tests/data/airflow/<version>/ (record.py): real Airflow\nsensors in each mode, on files that record.py lands under the fs_default connection's root.\n\nEvery DAG runs on the same two-minute cron, so a run's data_interval_end (the time it is due,\nin Airflow 2.10 and 3.x alike) names the files its sensors wait for: record.py lands them at\nfixed delays after it, and never lands the `never/` ones.\n"""\n\nfrom __future__ import annotations\n\nimport datetime as dt\nimport os\n\ntry:  # Airflow 3.x\n    from airflow.providers.standard.operators.bash import BashOperator\n    from airflow.providers.standard.operators.python import PythonOperator\n    from airflow.providers.standard.sensors.filesystem import FileSensor\n    from airflow.providers.standard.sensors.python import PythonSensor\n    from airflow.providers.standard.sensors.time_delta import TimeDeltaSensor\n    from airflow.sdk import DAG\n\n    def deferrable_time_delta(**kwargs):\n        return TimeDeltaSensor(deferrable=True, **kwargs)\nexcept ImportError:  # Airflow 2.10\n    from airflow import DAG\n    from airflow.operators.bash import BashOperator\n    from airflow.operators.python import PythonOperator\n    from airflow.sensors.filesystem import FileSensor\n    from airflow.sensors.python import PythonSensor\n    from airflow.sensors.time_delta import TimeDeltaSensorAsync\n\n    def deferrable_time_delta(**kwargs):\n        return TimeDeltaSensorAsync(**kwargs)\n\nROOT = os.environ["OPSMETA_FLEET_ROOT"]\nSCHEDULE = "*/2 * * * *"\nSTART = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)\nDUE = "{{ data_interval_end.strftime('%H%M') }}"\n\n\ndef landed(relative: str) -> bool:\n    return os.path.exists(os.path.join(ROOT, relative))\n\n\ndef log_failure(context) -> None:\n    print(f"sensor failed: {context['task_instance'].task_id}")\n\n\ndef fleet_dag(dag_id: str, **kwargs) -> DAG:\n    return DAG(dag_id, schedule=SCHEDULE, start_date=START, catchup=False, max_active_runs=3,\n               tags=["opsmeta-fleet"], **kwargs)\n\n\nwith fleet_dag("files_poke") as files_poke:\n    wait = FileSensor(task_id="wait_poke", filepath=f"poke/{DUE}.csv", mode="poke", poke_interval=15, timeout=240)\n    wait >> BashOperator(task_id="load", bash_command="sleep 3")\n\nwith fleet_dag("files_reschedule") as files_reschedule:\n    wait_file = FileSensor(task_id="wait_reschedule", filepath=f"resched/{DUE}.csv", mode="reschedule",\n                           poke_interval=20, timeout=240)\n    wait_python = PythonSensor(task_id="wait_python", python_callable=landed, op_args=[f"resched/{DUE}.flag"],\n                               mode="reschedule", poke_interval=25, timeout=240)\n    [wait_file, wait_python] >> PythonOperator(task_id="transform", python_callable=lambda: None)\n\nwith fleet_dag("deferred") as deferred:\n    wait_deferred = FileSensor(task_id="wait_deferred", filepath=f"deferred/{DUE}.csv", deferrable=True,\n                               poke_interval=10, timeout=240)\n    pause = deferrable_time_delta(task_id="pause", delta=dt.timedelta(seconds=30))\n    [wait_deferred, pause] >> BashOperator(task_id="publish", bash_command="true")\n\nwith fleet_dag("timeouts") as timeouts:\n    FileSensor(task_id="never_poke", filepath=f"never/{DUE}.csv", mode="poke", poke_interval=10, timeout=50,\n               on_failure_callback=log_failure)\n    FileSensor(task_id="never_soft", filepath=f"never/{DUE}.soft", mode="poke", poke_interval=10, timeout=40,\n               soft_fail=True)\n    FileSensor(task_id="never_retried", filepath=f"never/{DUE}.retry", mode="poke", poke_interval=10, timeout=600,\n               execution_timeout=dt.timedelta(seconds=30), retries=1, retry_delay=dt.timedelta(seconds=5))\n    # a sensor's own timeout fails it without a retry, retries left or not (AirflowSensorTimeout)\n    FileSensor(task_id="never_timeout_retried", filepath=f"never/{DUE}.timeout", mode="poke", poke_interval=10,\n               timeout=30, retries=1, retry_delay=dt.timedelta(seconds=5))\n\nfor name in ("shared_a", "shared_b", "shared_c"):\n    with fleet_dag(name) as shared:\n        FileSensor(task_id="wait_shared", filepath=f"shared/{DUE}.csv", mode="poke", poke_interval=20, timeout=240) \\\n            >> BashOperator(task_id="consume", bash_command="true")\n    globals()[name] = shared\n
\.


--
-- Data for Name: dag_owner_attributes; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dag_owner_attributes (dag_id, owner, link) FROM stdin;
\.


--
-- Data for Name: dag_pickle; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dag_pickle (id, pickle, created_dttm, pickle_hash) FROM stdin;
\.


--
-- Data for Name: dag_priority_parsing_request; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dag_priority_parsing_request (id, fileloc) FROM stdin;
\.


--
-- Data for Name: dag_run; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dag_run (id, dag_id, queued_at, execution_date, start_date, end_date, state, run_id, creating_job_id, external_trigger, run_type, conf, data_interval_start, data_interval_end, last_scheduling_decision, dag_hash, log_template_id, updated_at, clear_number) FROM stdin;
9	files_poke	2026-12-07 06:22:00.584095+00	2026-12-07 06:20:00+00	2026-12-07 06:22:00.632129+00	2026-12-07 06:23:15.389362+00	success	scheduled__2026-12-07T06:20:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:20:00+00	2026-12-07 06:22:00+00	2026-12-07 06:23:15.385594+00	aa7d5330f19c26e447c46ab423bd83dc	1	2026-12-07 06:23:15.389932+00	0
30	deferred	2026-12-07 06:28:00.289622+00	2026-12-07 06:26:00+00	2026-12-07 06:28:00.339566+00	2026-12-07 06:28:40.246976+00	success	scheduled__2026-12-07T06:26:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:26:00+00	2026-12-07 06:28:00+00	2026-12-07 06:28:40.242199+00	a69ac4add522693a572f5ac3ab7a4ebb	1	2026-12-07 06:28:40.251325+00	0
4	files_reschedule	2026-12-07 06:20:05.877066+00	2026-12-07 06:18:00+00	2026-12-07 06:20:05.925816+00	2026-12-07 06:21:57.303308+00	success	scheduled__2026-12-07T06:18:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:18:00+00	2026-12-07 06:20:00+00	2026-12-07 06:21:57.300664+00	20b8b846433d21e47dc59830ee329445	1	2026-12-07 06:21:57.304143+00	0
6	timeouts	2026-12-07 06:20:05.900041+00	2026-12-07 06:18:00+00	2026-12-07 06:20:05.92639+00	2026-12-07 06:21:18.043238+00	failed	scheduled__2026-12-07T06:18:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:18:00+00	2026-12-07 06:20:00+00	2026-12-07 06:21:18.041342+00	e4bfaa540e480f20eb79267e1ffb4017	1	2026-12-07 06:21:18.043913+00	0
10	timeouts	2026-12-07 06:22:00.594454+00	2026-12-07 06:20:00+00	2026-12-07 06:22:00.632616+00	2026-12-07 06:23:18.498995+00	failed	scheduled__2026-12-07T06:20:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:20:00+00	2026-12-07 06:22:00+00	2026-12-07 06:23:18.495806+00	e4bfaa540e480f20eb79267e1ffb4017	1	2026-12-07 06:23:18.499936+00	0
27	files_poke	2026-12-07 06:26:00.219085+00	2026-12-07 06:24:00+00	2026-12-07 06:26:00.252346+00	2026-12-07 06:27:29.115001+00	success	scheduled__2026-12-07T06:24:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:24:00+00	2026-12-07 06:26:00+00	2026-12-07 06:27:29.112625+00	aa7d5330f19c26e447c46ab423bd83dc	1	2026-12-07 06:27:29.115857+00	0
5	deferred	2026-12-07 06:20:05.888571+00	2026-12-07 06:18:00+00	2026-12-07 06:20:05.925296+00	2026-12-07 06:20:48.223645+00	success	scheduled__2026-12-07T06:18:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:18:00+00	2026-12-07 06:20:00+00	2026-12-07 06:20:48.216217+00	a69ac4add522693a572f5ac3ab7a4ebb	1	2026-12-07 06:20:48.229623+00	0
25	shared_a	2026-12-07 06:26:00.197105+00	2026-12-07 06:24:00+00	2026-12-07 06:26:00.250574+00	2026-12-07 06:26:51.128859+00	success	scheduled__2026-12-07T06:24:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:24:00+00	2026-12-07 06:26:00+00	2026-12-07 06:26:51.12611+00	02ef14a9b7e4d65190dd10731bfba78e	1	2026-12-07 06:26:51.129648+00	0
23	deferred	2026-12-07 06:26:00.173494+00	2026-12-07 06:24:00+00	2026-12-07 06:26:00.248763+00	2026-12-07 06:26:42.224558+00	success	scheduled__2026-12-07T06:24:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:24:00+00	2026-12-07 06:26:00+00	2026-12-07 06:26:42.222577+00	a69ac4add522693a572f5ac3ab7a4ebb	1	2026-12-07 06:26:42.22514+00	0
24	shared_b	2026-12-07 06:26:00.18613+00	2026-12-07 06:24:00+00	2026-12-07 06:26:00.249641+00	2026-12-07 06:26:51.141927+00	success	scheduled__2026-12-07T06:24:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:24:00+00	2026-12-07 06:26:00+00	2026-12-07 06:26:51.139206+00	4594e730f4f431f4ea9bc32112f5c137	1	2026-12-07 06:26:51.142904+00	0
11	files_reschedule	2026-12-07 06:22:00.601119+00	2026-12-07 06:20:00+00	2026-12-07 06:22:00.63305+00	2026-12-07 06:23:57.678298+00	success	scheduled__2026-12-07T06:20:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:20:00+00	2026-12-07 06:22:00+00	2026-12-07 06:23:57.676047+00	20b8b846433d21e47dc59830ee329445	1	2026-12-07 06:23:57.679015+00	0
22	shared_c	2026-12-07 06:26:00.161854+00	2026-12-07 06:24:00+00	2026-12-07 06:26:00.247684+00	2026-12-07 06:26:51.154152+00	success	scheduled__2026-12-07T06:24:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:24:00+00	2026-12-07 06:26:00+00	2026-12-07 06:26:51.151856+00	c80932962e009eec957412027fcbb041	1	2026-12-07 06:26:51.155114+00	0
14	shared_b	2026-12-07 06:22:00.619884+00	2026-12-07 06:20:00+00	2026-12-07 06:22:00.634338+00	2026-12-07 06:22:51.929832+00	success	scheduled__2026-12-07T06:20:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:20:00+00	2026-12-07 06:22:00+00	2026-12-07 06:22:51.925638+00	4594e730f4f431f4ea9bc32112f5c137	1	2026-12-07 06:22:51.935004+00	0
42	deferred	2026-12-07 06:30:00.276927+00	2026-12-07 06:28:00+00	2026-12-07 06:30:00.300263+00	2026-12-07 06:30:40.625493+00	success	scheduled__2026-12-07T06:28:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:28:00+00	2026-12-07 06:30:00+00	2026-12-07 06:30:40.623169+00	a69ac4add522693a572f5ac3ab7a4ebb	1	2026-12-07 06:30:40.626627+00	0
3	shared_a	2026-12-07 06:20:05.865374+00	2026-12-07 06:18:00+00	2026-12-07 06:20:05.925935+00	2026-12-07 06:20:55.532371+00	success	scheduled__2026-12-07T06:18:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:18:00+00	2026-12-07 06:20:00+00	2026-12-07 06:20:55.522396+00	02ef14a9b7e4d65190dd10731bfba78e	1	2026-12-07 06:20:55.533022+00	0
38	files_reschedule	2026-12-07 06:30:00.234978+00	2026-12-07 06:28:00+00	2026-12-07 06:30:00.296603+00	\N	running	scheduled__2026-12-07T06:28:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:28:00+00	2026-12-07 06:30:00+00	2026-12-07 06:30:49.649816+00	20b8b846433d21e47dc59830ee329445	1	2026-12-07 06:30:49.661151+00	0
8	deferred	2026-12-07 06:22:00.571188+00	2026-12-07 06:20:00+00	2026-12-07 06:22:00.631508+00	2026-12-07 06:22:49.650186+00	success	scheduled__2026-12-07T06:20:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:20:00+00	2026-12-07 06:22:00+00	2026-12-07 06:22:49.647469+00	a69ac4add522693a572f5ac3ab7a4ebb	1	2026-12-07 06:22:49.65147+00	0
28	files_reschedule	2026-12-07 06:26:00.230323+00	2026-12-07 06:24:00+00	2026-12-07 06:26:00.253184+00	2026-12-07 06:27:54.770187+00	success	scheduled__2026-12-07T06:24:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:24:00+00	2026-12-07 06:26:00+00	2026-12-07 06:27:54.767628+00	20b8b846433d21e47dc59830ee329445	1	2026-12-07 06:27:54.770977+00	0
2	shared_c	2026-12-07 06:20:05.851977+00	2026-12-07 06:18:00+00	2026-12-07 06:20:05.926277+00	2026-12-07 06:20:56.463574+00	success	scheduled__2026-12-07T06:18:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:18:00+00	2026-12-07 06:20:00+00	2026-12-07 06:20:56.461234+00	c80932962e009eec957412027fcbb041	1	2026-12-07 06:20:56.468679+00	0
26	timeouts	2026-12-07 06:26:00.208078+00	2026-12-07 06:24:00+00	2026-12-07 06:26:00.2514+00	2026-12-07 06:27:14.534883+00	failed	scheduled__2026-12-07T06:24:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:24:00+00	2026-12-07 06:26:00+00	2026-12-07 06:27:14.531221+00	e4bfaa540e480f20eb79267e1ffb4017	1	2026-12-07 06:27:14.536062+00	0
36	shared_b	2026-12-07 06:30:00.213181+00	2026-12-07 06:28:00+00	2026-12-07 06:30:00.293622+00	2026-12-07 06:30:47.049269+00	success	scheduled__2026-12-07T06:28:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:28:00+00	2026-12-07 06:30:00+00	2026-12-07 06:30:47.046881+00	4594e730f4f431f4ea9bc32112f5c137	1	2026-12-07 06:30:47.049974+00	0
40	shared_a	2026-12-07 06:30:00.256225+00	2026-12-07 06:28:00+00	2026-12-07 06:30:00.298529+00	2026-12-07 06:30:47.068712+00	success	scheduled__2026-12-07T06:28:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:28:00+00	2026-12-07 06:30:00+00	2026-12-07 06:30:47.066357+00	02ef14a9b7e4d65190dd10731bfba78e	1	2026-12-07 06:30:47.069553+00	0
13	shared_a	2026-12-07 06:22:00.613462+00	2026-12-07 06:20:00+00	2026-12-07 06:22:00.633868+00	2026-12-07 06:22:55.672473+00	success	scheduled__2026-12-07T06:20:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:20:00+00	2026-12-07 06:22:00+00	2026-12-07 06:22:55.648456+00	02ef14a9b7e4d65190dd10731bfba78e	1	2026-12-07 06:22:55.673539+00	0
12	shared_c	2026-12-07 06:22:00.607242+00	2026-12-07 06:20:00+00	2026-12-07 06:22:00.633463+00	2026-12-07 06:22:55.703727+00	success	scheduled__2026-12-07T06:20:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:20:00+00	2026-12-07 06:22:00+00	2026-12-07 06:22:55.69467+00	c80932962e009eec957412027fcbb041	1	2026-12-07 06:22:55.705418+00	0
39	shared_c	2026-12-07 06:30:00.245108+00	2026-12-07 06:28:00+00	2026-12-07 06:30:00.29759+00	2026-12-07 06:30:47.078905+00	success	scheduled__2026-12-07T06:28:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:28:00+00	2026-12-07 06:30:00+00	2026-12-07 06:30:47.077042+00	c80932962e009eec957412027fcbb041	1	2026-12-07 06:30:47.079703+00	0
37	files_poke	2026-12-07 06:30:00.223705+00	2026-12-07 06:28:00+00	2026-12-07 06:30:00.294721+00	\N	running	scheduled__2026-12-07T06:28:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:28:00+00	2026-12-07 06:30:00+00	2026-12-07 06:30:02.180325+00	aa7d5330f19c26e447c46ab423bd83dc	1	2026-12-07 06:30:02.501112+00	0
33	shared_b	2026-12-07 06:28:00.311669+00	2026-12-07 06:26:00+00	2026-12-07 06:28:00.34174+00	2026-12-07 06:29:06.748748+00	success	scheduled__2026-12-07T06:26:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:26:00+00	2026-12-07 06:28:00+00	2026-12-07 06:29:06.746306+00	4594e730f4f431f4ea9bc32112f5c137	1	2026-12-07 06:29:06.749623+00	0
34	shared_c	2026-12-07 06:28:00.320116+00	2026-12-07 06:26:00+00	2026-12-07 06:28:00.342486+00	2026-12-07 06:29:06.759449+00	success	scheduled__2026-12-07T06:26:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:26:00+00	2026-12-07 06:28:00+00	2026-12-07 06:29:06.757539+00	c80932962e009eec957412027fcbb041	1	2026-12-07 06:29:06.760386+00	0
41	timeouts	2026-12-07 06:30:00.26536+00	2026-12-07 06:28:00+00	2026-12-07 06:30:00.299384+00	\N	running	scheduled__2026-12-07T06:28:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:28:00+00	2026-12-07 06:30:00+00	2026-12-07 06:30:02.144365+00	e4bfaa540e480f20eb79267e1ffb4017	1	2026-12-07 06:30:02.501118+00	0
1	shared_b	2026-12-07 06:20:05.831102+00	2026-12-07 06:18:00+00	2026-12-07 06:20:05.926158+00	2026-12-07 06:20:56.43813+00	success	scheduled__2026-12-07T06:18:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:18:00+00	2026-12-07 06:20:00+00	2026-12-07 06:20:56.435567+00	4594e730f4f431f4ea9bc32112f5c137	1	2026-12-07 06:20:56.438815+00	0
17	files_reschedule	2026-12-07 06:24:00.857191+00	2026-12-07 06:22:00+00	2026-12-07 06:24:00.934695+00	2026-12-07 06:25:59.55697+00	success	scheduled__2026-12-07T06:22:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:22:00+00	2026-12-07 06:24:00+00	2026-12-07 06:25:59.554214+00	20b8b846433d21e47dc59830ee329445	1	2026-12-07 06:25:59.557862+00	0
32	timeouts	2026-12-07 06:28:00.305385+00	2026-12-07 06:26:00+00	2026-12-07 06:28:00.341066+00	2026-12-07 06:29:11.351171+00	failed	scheduled__2026-12-07T06:26:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:26:00+00	2026-12-07 06:28:00+00	2026-12-07 06:29:11.346575+00	e4bfaa540e480f20eb79267e1ffb4017	1	2026-12-07 06:29:11.352084+00	0
16	files_poke	2026-12-07 06:24:00.84425+00	2026-12-07 06:22:00+00	2026-12-07 06:24:00.933979+00	2026-12-07 06:25:19.14302+00	success	scheduled__2026-12-07T06:22:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:22:00+00	2026-12-07 06:24:00+00	2026-12-07 06:25:19.137593+00	aa7d5330f19c26e447c46ab423bd83dc	1	2026-12-07 06:25:19.143918+00	0
7	files_poke	2026-12-07 06:20:05.911291+00	2026-12-07 06:18:00+00	2026-12-07 06:20:05.925676+00	2026-12-07 06:21:29.289887+00	success	scheduled__2026-12-07T06:18:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:18:00+00	2026-12-07 06:20:00+00	2026-12-07 06:21:29.28816+00	aa7d5330f19c26e447c46ab423bd83dc	1	2026-12-07 06:21:29.290416+00	0
29	files_poke	2026-12-07 06:28:00.282435+00	2026-12-07 06:26:00+00	2026-12-07 06:28:00.338748+00	2026-12-07 06:29:25.352875+00	success	scheduled__2026-12-07T06:26:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:26:00+00	2026-12-07 06:28:00+00	2026-12-07 06:29:25.350373+00	aa7d5330f19c26e447c46ab423bd83dc	1	2026-12-07 06:29:25.353715+00	0
15	timeouts	2026-12-07 06:24:00.825573+00	2026-12-07 06:22:00+00	2026-12-07 06:24:00.933263+00	2026-12-07 06:25:19.858836+00	failed	scheduled__2026-12-07T06:22:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:22:00+00	2026-12-07 06:24:00+00	2026-12-07 06:25:19.85673+00	e4bfaa540e480f20eb79267e1ffb4017	1	2026-12-07 06:25:19.859355+00	0
18	shared_c	2026-12-07 06:24:00.876625+00	2026-12-07 06:22:00+00	2026-12-07 06:24:00.930136+00	2026-12-07 06:24:57.689148+00	success	scheduled__2026-12-07T06:22:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:22:00+00	2026-12-07 06:24:00+00	2026-12-07 06:24:57.686046+00	c80932962e009eec957412027fcbb041	1	2026-12-07 06:24:57.689969+00	0
31	shared_a	2026-12-07 06:28:00.297235+00	2026-12-07 06:26:00+00	2026-12-07 06:28:00.340356+00	2026-12-07 06:29:06.737436+00	success	scheduled__2026-12-07T06:26:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:26:00+00	2026-12-07 06:28:00+00	2026-12-07 06:29:06.731603+00	02ef14a9b7e4d65190dd10731bfba78e	1	2026-12-07 06:29:06.738121+00	0
35	files_reschedule	2026-12-07 06:28:00.326404+00	2026-12-07 06:26:00+00	2026-12-07 06:28:00.343223+00	2026-12-07 06:29:50.255314+00	success	scheduled__2026-12-07T06:26:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:26:00+00	2026-12-07 06:28:00+00	2026-12-07 06:29:50.253464+00	20b8b846433d21e47dc59830ee329445	1	2026-12-07 06:29:50.255917+00	0
20	shared_b	2026-12-07 06:24:00.904283+00	2026-12-07 06:22:00+00	2026-12-07 06:24:00.931678+00	2026-12-07 06:24:53.666209+00	success	scheduled__2026-12-07T06:22:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:22:00+00	2026-12-07 06:24:00+00	2026-12-07 06:24:53.664116+00	4594e730f4f431f4ea9bc32112f5c137	1	2026-12-07 06:24:53.667236+00	0
21	shared_a	2026-12-07 06:24:00.913457+00	2026-12-07 06:22:00+00	2026-12-07 06:24:00.932547+00	2026-12-07 06:24:57.719163+00	success	scheduled__2026-12-07T06:22:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:22:00+00	2026-12-07 06:24:00+00	2026-12-07 06:24:57.716225+00	02ef14a9b7e4d65190dd10731bfba78e	1	2026-12-07 06:24:57.721313+00	0
19	deferred	2026-12-07 06:24:00.892875+00	2026-12-07 06:22:00+00	2026-12-07 06:24:00.93093+00	2026-12-07 06:24:47.231082+00	success	scheduled__2026-12-07T06:22:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 06:22:00+00	2026-12-07 06:24:00+00	2026-12-07 06:24:47.227584+00	a69ac4add522693a572f5ac3ab7a4ebb	1	2026-12-07 06:24:47.234996+00	0
\.


--
-- Data for Name: dag_run_note; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dag_run_note (user_id, dag_run_id, content, created_at, updated_at) FROM stdin;
\.


--
-- Data for Name: dag_schedule_dataset_alias_reference; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dag_schedule_dataset_alias_reference (alias_id, dag_id, created_at, updated_at) FROM stdin;
\.


--
-- Data for Name: dag_schedule_dataset_reference; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dag_schedule_dataset_reference (dataset_id, dag_id, created_at, updated_at) FROM stdin;
\.


--
-- Data for Name: dag_tag; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dag_tag (name, dag_id) FROM stdin;
opsmeta-fleet	deferred
opsmeta-fleet	files_poke
opsmeta-fleet	files_reschedule
opsmeta-fleet	shared_a
opsmeta-fleet	shared_b
opsmeta-fleet	shared_c
opsmeta-fleet	timeouts
\.


--
-- Data for Name: dag_warning; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dag_warning (dag_id, warning_type, message, "timestamp") FROM stdin;
\.


--
-- Data for Name: dagrun_dataset_event; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dagrun_dataset_event (dag_run_id, event_id) FROM stdin;
\.


--
-- Data for Name: dataset; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dataset (id, uri, extra, created_at, updated_at, is_orphaned) FROM stdin;
\.


--
-- Data for Name: dataset_alias; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dataset_alias (id, name) FROM stdin;
\.


--
-- Data for Name: dataset_alias_dataset; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dataset_alias_dataset (alias_id, dataset_id) FROM stdin;
\.


--
-- Data for Name: dataset_alias_dataset_event; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dataset_alias_dataset_event (alias_id, event_id) FROM stdin;
\.


--
-- Data for Name: dataset_dag_run_queue; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dataset_dag_run_queue (dataset_id, target_dag_id, created_at) FROM stdin;
\.


--
-- Data for Name: dataset_event; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dataset_event (id, dataset_id, extra, source_task_id, source_dag_id, source_run_id, source_map_index, "timestamp") FROM stdin;
\.


--
-- Data for Name: import_error; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.import_error (id, "timestamp", filename, stacktrace, processor_subdir) FROM stdin;
\.


--
-- Data for Name: job; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.job (id, dag_id, state, job_type, start_date, end_date, latest_heartbeat, executor_class, hostname, unixname) FROM stdin;
80	files_poke	success	LocalTaskJob	2026-12-07 06:25:14.355713+00	2026-12-07 06:25:18.491401+00	2026-12-07 06:25:14.301465+00	\N	vm	root
19	timeouts	success	LocalTaskJob	2026-12-07 06:20:45.680639+00	2026-12-07 06:21:17.399039+00	2026-12-07 06:21:16.639115+00	\N	vm	root
74	timeouts	success	LocalTaskJob	2026-12-07 06:24:49.030994+00	2026-12-07 06:25:19.732869+00	2026-12-07 06:25:19.360862+00	\N	vm	root
5	files_poke	success	LocalTaskJob	2026-12-07 06:20:07.028563+00	2026-12-07 06:21:24.468679+00	2026-12-07 06:21:23.082913+00	\N	vm	root
54	files_reschedule	success	LocalTaskJob	2026-12-07 06:23:29.894861+00	2026-12-07 06:23:30.56615+00	2026-12-07 06:23:29.86369+00	\N	vm	root
27	files_reschedule	success	LocalTaskJob	2026-12-07 06:21:28.396356+00	2026-12-07 06:21:29.017298+00	2026-12-07 06:21:28.376048+00	\N	vm	root
26	files_poke	success	LocalTaskJob	2026-12-07 06:21:25.52736+00	2026-12-07 06:21:29.140545+00	2026-12-07 06:21:25.495869+00	\N	vm	root
13	deferred	success	LocalTaskJob	2026-12-07 06:20:07.407527+00	2026-12-07 06:20:09.80999+00	2026-12-07 06:20:07.181231+00	\N	vm	root
10	deferred	success	LocalTaskJob	2026-12-07 06:20:07.31531+00	2026-12-07 06:20:09.814822+00	2026-12-07 06:20:07.095577+00	\N	vm	root
12	files_reschedule	success	LocalTaskJob	2026-12-07 06:20:07.401712+00	2026-12-07 06:20:09.858734+00	2026-12-07 06:20:07.174558+00	\N	vm	root
11	files_reschedule	success	LocalTaskJob	2026-12-07 06:20:07.380565+00	2026-12-07 06:20:09.882989+00	2026-12-07 06:20:07.186069+00	\N	vm	root
108	files_poke	success	LocalTaskJob	2026-12-07 06:27:24.753707+00	2026-12-07 06:27:28.294815+00	2026-12-07 06:27:24.723194+00	\N	vm	root
81	files_reschedule	success	LocalTaskJob	2026-12-07 06:25:31.271207+00	2026-12-07 06:25:31.996671+00	2026-12-07 06:25:31.239845+00	\N	vm	root
56	files_reschedule	success	LocalTaskJob	2026-12-07 06:23:56.945444+00	2026-12-07 06:23:57.626594+00	2026-12-07 06:23:56.915342+00	\N	vm	root
141	files_poke	running	LocalTaskJob	2026-12-07 06:30:01.217292+00	\N	2026-12-07 06:30:47.62343+00	\N	vm	root
28	files_reschedule	success	LocalTaskJob	2026-12-07 06:21:54.671301+00	2026-12-07 06:21:55.125998+00	2026-12-07 06:21:54.655262+00	\N	vm	root
29	files_reschedule	success	LocalTaskJob	2026-12-07 06:21:55.900027+00	2026-12-07 06:21:56.541667+00	2026-12-07 06:21:55.870211+00	\N	vm	root
83	files_reschedule	success	LocalTaskJob	2026-12-07 06:25:58.698213+00	2026-12-07 06:25:59.22394+00	2026-12-07 06:25:58.658344+00	\N	vm	root
42	files_reschedule	success	LocalTaskJob	2026-12-07 06:22:31.823026+00	2026-12-07 06:22:32.821307+00	2026-12-07 06:22:31.801106+00	\N	vm	root
58	files_reschedule	success	LocalTaskJob	2026-12-07 06:24:04.992558+00	2026-12-07 06:24:13.452252+00	2026-12-07 06:24:12.102655+00	\N	vm	root
95	files_reschedule	success	LocalTaskJob	2026-12-07 06:26:03.244668+00	2026-12-07 06:26:09.528238+00	2026-12-07 06:26:09.483434+00	\N	vm	root
91	files_reschedule	success	LocalTaskJob	2026-12-07 06:26:02.8064+00	2026-12-07 06:26:09.583692+00	2026-12-07 06:26:02.212356+00	\N	vm	root
15	files_reschedule	success	LocalTaskJob	2026-12-07 06:20:30.275286+00	2026-12-07 06:20:30.638377+00	2026-12-07 06:20:30.257602+00	\N	vm	root
16	deferred	success	LocalTaskJob	2026-12-07 06:20:31.506791+00	2026-12-07 06:20:31.90955+00	2026-12-07 06:20:31.486278+00	\N	vm	root
34	deferred	success	LocalTaskJob	2026-12-07 06:22:03.061373+00	2026-12-07 06:22:10.812548+00	2026-12-07 06:22:10.101675+00	\N	vm	root
33	deferred	success	LocalTaskJob	2026-12-07 06:22:02.798865+00	2026-12-07 06:22:11.057047+00	2026-12-07 06:22:09.970986+00	\N	vm	root
31	files_reschedule	success	LocalTaskJob	2026-12-07 06:22:02.452483+00	2026-12-07 06:22:11.250068+00	2026-12-07 06:22:09.38414+00	\N	vm	root
44	files_reschedule	success	LocalTaskJob	2026-12-07 06:22:36.566517+00	2026-12-07 06:22:37.231443+00	2026-12-07 06:22:36.514751+00	\N	vm	root
17	files_reschedule	success	LocalTaskJob	2026-12-07 06:20:35.050073+00	2026-12-07 06:20:35.572203+00	2026-12-07 06:20:35.027264+00	\N	vm	root
35	timeouts	success	LocalTaskJob	2026-12-07 06:22:03.0329+00	2026-12-07 06:22:40.316443+00	2026-12-07 06:22:35.304276+00	\N	vm	root
37	timeouts	success	LocalTaskJob	2026-12-07 06:22:03.345468+00	2026-12-07 06:22:40.816414+00	2026-12-07 06:22:35.889672+00	\N	vm	root
3	timeouts	success	LocalTaskJob	2026-12-07 06:20:06.884599+00	2026-12-07 06:20:39.272466+00	2026-12-07 06:20:37.440088+00	\N	vm	root
4	timeouts	success	LocalTaskJob	2026-12-07 06:20:06.880796+00	2026-12-07 06:20:39.520706+00	2026-12-07 06:20:37.440065+00	\N	vm	root
18	deferred	success	LocalTaskJob	2026-12-07 06:20:43.648912+00	2026-12-07 06:20:44.980507+00	2026-12-07 06:20:43.585392+00	\N	vm	root
46	deferred	success	LocalTaskJob	2026-12-07 06:22:46.142153+00	2026-12-07 06:22:48.728705+00	2026-12-07 06:22:46.016738+00	\N	vm	root
70	files_reschedule	success	LocalTaskJob	2026-12-07 06:24:33.428361+00	2026-12-07 06:24:34.012801+00	2026-12-07 06:24:33.373222+00	\N	vm	root
20	deferred	success	LocalTaskJob	2026-12-07 06:20:45.85709+00	2026-12-07 06:20:47.628719+00	2026-12-07 06:20:45.808968+00	\N	vm	root
30	timeouts	success	LocalTaskJob	2026-12-07 06:22:02.26871+00	2026-12-07 06:22:50.024687+00	2026-12-07 06:22:48.792466+00	\N	vm	root
39	shared_b	success	LocalTaskJob	2026-12-07 06:22:03.689321+00	2026-12-07 06:22:50.340638+00	2026-12-07 06:22:46.063962+00	\N	vm	root
97	deferred	success	LocalTaskJob	2026-12-07 06:26:32.342855+00	2026-12-07 06:26:32.790447+00	2026-12-07 06:26:32.301916+00	\N	vm	root
32	shared_c	success	LocalTaskJob	2026-12-07 06:22:02.52064+00	2026-12-07 06:22:51.120408+00	2026-12-07 06:22:49.874276+00	\N	vm	root
9	shared_c	success	LocalTaskJob	2026-12-07 06:20:07.186861+00	2026-12-07 06:20:49.820325+00	2026-12-07 06:20:48.341467+00	\N	vm	root
7	timeouts	success	LocalTaskJob	2026-12-07 06:20:07.140378+00	2026-12-07 06:20:50.103523+00	2026-12-07 06:20:48.129045+00	\N	vm	root
8	shared_a	success	LocalTaskJob	2026-12-07 06:20:07.188037+00	2026-12-07 06:20:50.220519+00	2026-12-07 06:20:48.044953+00	\N	vm	root
14	shared_b	success	LocalTaskJob	2026-12-07 06:20:07.457909+00	2026-12-07 06:20:50.860408+00	2026-12-07 06:20:48.37724+00	\N	vm	root
36	shared_a	success	LocalTaskJob	2026-12-07 06:22:02.977768+00	2026-12-07 06:22:51.244713+00	2026-12-07 06:22:50.688442+00	\N	vm	root
48	shared_b	success	LocalTaskJob	2026-12-07 06:22:51.312566+00	2026-12-07 06:22:51.976651+00	2026-12-07 06:22:51.061364+00	\N	vm	root
50	shared_a	success	LocalTaskJob	2026-12-07 06:22:53.076976+00	2026-12-07 06:22:55.423962+00	2026-12-07 06:22:52.900437+00	\N	vm	root
66	timeouts	success	LocalTaskJob	2026-12-07 06:24:06.68478+00	2026-12-07 06:24:42.848316+00	2026-12-07 06:24:39.190781+00	\N	vm	root
68	timeouts	success	LocalTaskJob	2026-12-07 06:24:06.924686+00	2026-12-07 06:24:43.375693+00	2026-12-07 06:24:38.459567+00	\N	vm	root
21	shared_a	success	LocalTaskJob	2026-12-07 06:20:51.289327+00	2026-12-07 06:20:55.345988+00	2026-12-07 06:20:51.076037+00	\N	vm	root
22	shared_c	success	LocalTaskJob	2026-12-07 06:20:51.444422+00	2026-12-07 06:20:56.014928+00	2026-12-07 06:20:51.212937+00	\N	vm	root
23	files_reschedule	success	LocalTaskJob	2026-12-07 06:20:52.674742+00	2026-12-07 06:20:56.091947+00	2026-12-07 06:20:52.605758+00	\N	vm	root
24	shared_b	success	LocalTaskJob	2026-12-07 06:20:52.718588+00	2026-12-07 06:20:56.142032+00	2026-12-07 06:20:52.637422+00	\N	vm	root
40	timeouts	success	LocalTaskJob	2026-12-07 06:22:03.661341+00	2026-12-07 06:23:00.816441+00	2026-12-07 06:22:56.216138+00	\N	vm	root
6	timeouts	success	LocalTaskJob	2026-12-07 06:20:07.144381+00	2026-12-07 06:20:59.767125+00	2026-12-07 06:20:58.38266+00	\N	vm	root
72	deferred	success	LocalTaskJob	2026-12-07 06:24:45.008613+00	2026-12-07 06:24:45.715235+00	2026-12-07 06:24:44.962085+00	\N	vm	root
52	files_reschedule	success	LocalTaskJob	2026-12-07 06:23:03.328251+00	2026-12-07 06:23:04.046679+00	2026-12-07 06:23:03.305489+00	\N	vm	root
25	files_reschedule	success	LocalTaskJob	2026-12-07 06:21:01.36047+00	2026-12-07 06:21:02.320322+00	2026-12-07 06:21:01.322423+00	\N	vm	root
38	files_poke	success	LocalTaskJob	2026-12-07 06:22:03.421161+00	2026-12-07 06:23:10.580223+00	2026-12-07 06:23:05.732779+00	\N	vm	root
93	shared_b	success	LocalTaskJob	2026-12-07 06:26:02.98873+00	2026-12-07 06:26:48.983474+00	2026-12-07 06:26:44.942623+00	\N	vm	root
89	timeouts	success	LocalTaskJob	2026-12-07 06:26:02.584415+00	2026-12-07 06:26:49.084403+00	2026-12-07 06:26:44.66739+00	\N	vm	root
60	shared_c	success	LocalTaskJob	2026-12-07 06:24:05.619921+00	2026-12-07 06:24:53.774966+00	2026-12-07 06:24:48.994341+00	\N	vm	root
64	shared_a	success	LocalTaskJob	2026-12-07 06:24:05.939462+00	2026-12-07 06:24:53.811489+00	2026-12-07 06:24:48.833727+00	\N	vm	root
76	files_reschedule	success	LocalTaskJob	2026-12-07 06:24:55.504938+00	2026-12-07 06:24:57.100397+00	2026-12-07 06:24:55.466983+00	\N	vm	root
78	shared_a	success	LocalTaskJob	2026-12-07 06:24:55.706283+00	2026-12-07 06:24:57.634385+00	2026-12-07 06:24:55.672318+00	\N	vm	root
87	timeouts	success	LocalTaskJob	2026-12-07 06:26:02.490174+00	2026-12-07 06:26:59.408282+00	2026-12-07 06:26:54.658862+00	\N	vm	root
62	files_poke	success	LocalTaskJob	2026-12-07 06:24:05.700734+00	2026-12-07 06:25:13.261392+00	2026-12-07 06:25:08.775843+00	\N	vm	root
41	files_reschedule	success	LocalTaskJob	2026-12-07 06:22:03.751727+00	2026-12-07 06:22:11.264522+00	2026-12-07 06:22:03.182497+00	\N	vm	root
43	deferred	success	LocalTaskJob	2026-12-07 06:22:32.080378+00	2026-12-07 06:22:32.883595+00	2026-12-07 06:22:31.933882+00	\N	vm	root
47	timeouts	success	LocalTaskJob	2026-12-07 06:22:46.376524+00	2026-12-07 06:23:18.304421+00	2026-12-07 06:23:16.76055+00	\N	vm	root
45	deferred	success	LocalTaskJob	2026-12-07 06:22:44.216706+00	2026-12-07 06:22:45.182352+00	2026-12-07 06:22:44.15443+00	\N	vm	root
82	files_reschedule	success	LocalTaskJob	2026-12-07 06:25:57.492497+00	2026-12-07 06:25:57.980541+00	2026-12-07 06:25:57.460671+00	\N	vm	root
55	files_reschedule	success	LocalTaskJob	2026-12-07 06:23:55.818964+00	2026-12-07 06:23:56.528523+00	2026-12-07 06:23:55.796578+00	\N	vm	root
119	files_poke	success	LocalTaskJob	2026-12-07 06:28:01.568421+00	2026-12-07 06:29:20.021117+00	2026-12-07 06:29:18.099617+00	\N	vm	root
94	files_poke	success	LocalTaskJob	2026-12-07 06:26:03.073431+00	2026-12-07 06:27:24.247055+00	2026-12-07 06:27:20.19964+00	\N	vm	root
49	shared_c	success	LocalTaskJob	2026-12-07 06:22:52.764581+00	2026-12-07 06:22:54.800531+00	2026-12-07 06:22:52.710684+00	\N	vm	root
51	files_reschedule	success	LocalTaskJob	2026-12-07 06:22:54.668109+00	2026-12-07 06:22:55.708272+00	2026-12-07 06:22:54.622445+00	\N	vm	root
109	files_reschedule	success	LocalTaskJob	2026-12-07 06:27:27.155453+00	2026-12-07 06:27:27.647604+00	2026-12-07 06:27:27.124461+00	\N	vm	root
110	files_reschedule	success	LocalTaskJob	2026-12-07 06:27:52.773186+00	2026-12-07 06:27:53.258799+00	2026-12-07 06:27:52.734383+00	\N	vm	root
137	files_reschedule	success	LocalTaskJob	2026-12-07 06:29:22.126564+00	2026-12-07 06:29:22.905154+00	2026-12-07 06:29:22.100226+00	\N	vm	root
53	files_poke	success	LocalTaskJob	2026-12-07 06:23:11.02048+00	2026-12-07 06:23:14.836615+00	2026-12-07 06:23:10.999141+00	\N	vm	root
92	deferred	success	LocalTaskJob	2026-12-07 06:26:02.914514+00	2026-12-07 06:26:09.143475+00	2026-12-07 06:26:02.202323+00	\N	vm	root
111	files_reschedule	success	LocalTaskJob	2026-12-07 06:27:53.83886+00	2026-12-07 06:27:54.276344+00	2026-12-07 06:27:53.812323+00	\N	vm	root
57	deferred	success	LocalTaskJob	2026-12-07 06:24:04.87958+00	2026-12-07 06:24:13.006978+00	2026-12-07 06:24:12.708784+00	\N	vm	root
63	files_reschedule	success	LocalTaskJob	2026-12-07 06:24:05.824654+00	2026-12-07 06:24:13.167091+00	2026-12-07 06:24:12.676407+00	\N	vm	root
67	deferred	success	LocalTaskJob	2026-12-07 06:24:06.892606+00	2026-12-07 06:24:13.373169+00	2026-12-07 06:24:13.239388+00	\N	vm	root
84	deferred	success	LocalTaskJob	2026-12-07 06:26:01.976769+00	2026-12-07 06:26:09.40586+00	2026-12-07 06:26:09.26825+00	\N	vm	root
136	files_poke	success	LocalTaskJob	2026-12-07 06:29:21.052965+00	2026-12-07 06:29:24.70833+00	2026-12-07 06:29:21.00041+00	\N	vm	root
114	files_reschedule	success	LocalTaskJob	2026-12-07 06:28:01.41093+00	2026-12-07 06:28:04.947576+00	2026-12-07 06:28:01.20304+00	\N	vm	root
69	deferred	success	LocalTaskJob	2026-12-07 06:24:31.388501+00	2026-12-07 06:24:32.479866+00	2026-12-07 06:24:31.2873+00	\N	vm	root
118	deferred	success	LocalTaskJob	2026-12-07 06:28:01.571326+00	2026-12-07 06:28:05.048616+00	2026-12-07 06:28:01.303013+00	\N	vm	root
122	deferred	success	LocalTaskJob	2026-12-07 06:28:01.722939+00	2026-12-07 06:28:05.063422+00	2026-12-07 06:28:01.535986+00	\N	vm	root
115	files_reschedule	success	LocalTaskJob	2026-12-07 06:28:01.43272+00	2026-12-07 06:28:05.096242+00	2026-12-07 06:28:01.211031+00	\N	vm	root
71	files_reschedule	success	LocalTaskJob	2026-12-07 06:24:38.520064+00	2026-12-07 06:24:39.516228+00	2026-12-07 06:24:38.475447+00	\N	vm	root
96	files_reschedule	success	LocalTaskJob	2026-12-07 06:26:29.678091+00	2026-12-07 06:26:30.381897+00	2026-12-07 06:26:29.62673+00	\N	vm	root
73	deferred	success	LocalTaskJob	2026-12-07 06:24:46.171094+00	2026-12-07 06:24:47.088557+00	2026-12-07 06:24:46.10771+00	\N	vm	root
98	files_reschedule	success	LocalTaskJob	2026-12-07 06:26:35.337379+00	2026-12-07 06:26:35.819594+00	2026-12-07 06:26:35.303929+00	\N	vm	root
61	shared_b	success	LocalTaskJob	2026-12-07 06:24:05.70456+00	2026-12-07 06:24:51.465434+00	2026-12-07 06:24:48.808072+00	\N	vm	root
86	timeouts	success	LocalTaskJob	2026-12-07 06:26:02.335112+00	2026-12-07 06:26:38.351221+00	2026-12-07 06:26:34.392794+00	\N	vm	root
65	timeouts	success	LocalTaskJob	2026-12-07 06:24:06.350711+00	2026-12-07 06:24:52.166962+00	2026-12-07 06:24:49.040998+00	\N	vm	root
75	shared_b	success	LocalTaskJob	2026-12-07 06:24:51.998872+00	2026-12-07 06:24:52.595454+00	2026-12-07 06:24:51.965515+00	\N	vm	root
88	timeouts	success	LocalTaskJob	2026-12-07 06:26:02.564191+00	2026-12-07 06:26:39.492469+00	2026-12-07 06:26:34.703475+00	\N	vm	root
77	shared_c	success	LocalTaskJob	2026-12-07 06:24:55.640228+00	2026-12-07 06:24:57.676541+00	2026-12-07 06:24:55.391291+00	\N	vm	root
59	timeouts	success	LocalTaskJob	2026-12-07 06:24:05.27918+00	2026-12-07 06:25:03.137182+00	2026-12-07 06:24:59.217093+00	\N	vm	root
79	files_reschedule	success	LocalTaskJob	2026-12-07 06:25:04.995345+00	2026-12-07 06:25:05.588652+00	2026-12-07 06:25:04.960892+00	\N	vm	root
99	deferred	success	LocalTaskJob	2026-12-07 06:26:40.422935+00	2026-12-07 06:26:40.894966+00	2026-12-07 06:26:40.396123+00	\N	vm	root
100	deferred	success	LocalTaskJob	2026-12-07 06:26:41.235466+00	2026-12-07 06:26:41.774506+00	2026-12-07 06:26:41.204574+00	\N	vm	root
90	shared_c	success	LocalTaskJob	2026-12-07 06:26:02.716143+00	2026-12-07 06:26:48.928374+00	2026-12-07 06:26:44.826928+00	\N	vm	root
85	shared_a	success	LocalTaskJob	2026-12-07 06:26:02.312837+00	2026-12-07 06:26:49.354041+00	2026-12-07 06:26:44.606954+00	\N	vm	root
104	shared_a	success	LocalTaskJob	2026-12-07 06:26:50.013902+00	2026-12-07 06:26:50.782719+00	2026-12-07 06:26:49.935339+00	\N	vm	root
102	shared_c	success	LocalTaskJob	2026-12-07 06:26:49.916958+00	2026-12-07 06:26:50.97198+00	2026-12-07 06:26:49.865932+00	\N	vm	root
103	shared_b	success	LocalTaskJob	2026-12-07 06:26:49.983058+00	2026-12-07 06:26:51.040412+00	2026-12-07 06:26:49.955714+00	\N	vm	root
105	files_reschedule	success	LocalTaskJob	2026-12-07 06:26:50.843203+00	2026-12-07 06:26:51.414954+00	2026-12-07 06:26:50.80494+00	\N	vm	root
2	\N	success	SchedulerJob	2026-12-07 06:20:04.43767+00	2026-12-07 06:30:51.260072+00	2026-12-07 06:30:48.247389+00	\N	vm	root
106	files_reschedule	success	LocalTaskJob	2026-12-07 06:27:01.423506+00	2026-12-07 06:27:01.875422+00	2026-12-07 06:27:01.387347+00	\N	vm	root
107	files_reschedule	success	LocalTaskJob	2026-12-07 06:27:12.519507+00	2026-12-07 06:27:12.950652+00	2026-12-07 06:27:12.495464+00	\N	vm	root
124	files_reschedule	success	LocalTaskJob	2026-12-07 06:28:25.112257+00	2026-12-07 06:28:25.523484+00	2026-12-07 06:28:25.084272+00	\N	vm	root
101	timeouts	success	LocalTaskJob	2026-12-07 06:26:43.478179+00	2026-12-07 06:27:13.925843+00	2026-12-07 06:27:13.678845+00	\N	vm	root
125	files_reschedule	success	LocalTaskJob	2026-12-07 06:28:30.356458+00	2026-12-07 06:28:30.995813+00	2026-12-07 06:28:30.310714+00	\N	vm	root
126	deferred	success	LocalTaskJob	2026-12-07 06:28:31.519958+00	2026-12-07 06:28:32.091827+00	2026-12-07 06:28:31.477297+00	\N	vm	root
117	timeouts	success	LocalTaskJob	2026-12-07 06:28:01.484858+00	2026-12-07 06:28:34.781505+00	2026-12-07 06:28:32.423955+00	\N	vm	root
116	timeouts	success	LocalTaskJob	2026-12-07 06:28:01.424607+00	2026-12-07 06:28:34.947316+00	2026-12-07 06:28:32.627677+00	\N	vm	root
127	deferred	success	LocalTaskJob	2026-12-07 06:28:38.348693+00	2026-12-07 06:28:38.910027+00	2026-12-07 06:28:38.30969+00	\N	vm	root
128	deferred	success	LocalTaskJob	2026-12-07 06:28:39.539246+00	2026-12-07 06:28:40.259615+00	2026-12-07 06:28:39.517981+00	\N	vm	root
113	timeouts	success	LocalTaskJob	2026-12-07 06:28:01.374767+00	2026-12-07 06:28:44.752379+00	2026-12-07 06:28:41.70928+00	\N	vm	root
130	files_reschedule	success	LocalTaskJob	2026-12-07 06:28:46.402944+00	2026-12-07 06:28:46.841741+00	2026-12-07 06:28:46.378003+00	\N	vm	root
112	timeouts	success	LocalTaskJob	2026-12-07 06:28:01.249033+00	2026-12-07 06:28:54.979773+00	2026-12-07 06:28:52.958068+00	\N	vm	root
131	files_reschedule	success	LocalTaskJob	2026-12-07 06:28:56.461556+00	2026-12-07 06:28:56.85945+00	2026-12-07 06:28:56.438564+00	\N	vm	root
121	shared_c	success	LocalTaskJob	2026-12-07 06:28:01.646489+00	2026-12-07 06:29:04.736409+00	2026-12-07 06:29:03.116913+00	\N	vm	root
120	shared_a	success	LocalTaskJob	2026-12-07 06:28:01.615401+00	2026-12-07 06:29:04.942901+00	2026-12-07 06:29:02.96646+00	\N	vm	root
123	shared_b	success	LocalTaskJob	2026-12-07 06:28:01.952692+00	2026-12-07 06:29:05.032049+00	2026-12-07 06:29:03.01872+00	\N	vm	root
132	shared_b	success	LocalTaskJob	2026-12-07 06:29:05.718407+00	2026-12-07 06:29:06.424045+00	2026-12-07 06:29:05.696682+00	\N	vm	root
134	shared_a	success	LocalTaskJob	2026-12-07 06:29:05.842395+00	2026-12-07 06:29:06.492355+00	2026-12-07 06:29:05.772724+00	\N	vm	root
133	shared_c	success	LocalTaskJob	2026-12-07 06:29:05.817841+00	2026-12-07 06:29:06.676388+00	2026-12-07 06:29:05.763366+00	\N	vm	root
135	files_reschedule	success	LocalTaskJob	2026-12-07 06:29:07.694817+00	2026-12-07 06:29:08.240458+00	2026-12-07 06:29:07.652166+00	\N	vm	root
129	timeouts	success	LocalTaskJob	2026-12-07 06:28:40.391022+00	2026-12-07 06:29:10.941475+00	2026-12-07 06:29:10.693473+00	\N	vm	root
138	files_reschedule	success	LocalTaskJob	2026-12-07 06:29:48.212608+00	2026-12-07 06:29:48.619311+00	2026-12-07 06:29:48.190494+00	\N	vm	root
139	files_reschedule	success	LocalTaskJob	2026-12-07 06:29:49.320212+00	2026-12-07 06:29:49.748828+00	2026-12-07 06:29:49.293062+00	\N	vm	root
142	files_reschedule	success	LocalTaskJob	2026-12-07 06:30:01.537765+00	2026-12-07 06:30:05.400645+00	2026-12-07 06:30:01.165252+00	\N	vm	root
140	deferred	success	LocalTaskJob	2026-12-07 06:30:01.19363+00	2026-12-07 06:30:05.284377+00	2026-12-07 06:30:00.962783+00	\N	vm	root
149	deferred	success	LocalTaskJob	2026-12-07 06:30:01.988396+00	2026-12-07 06:30:05.544782+00	2026-12-07 06:30:01.657002+00	\N	vm	root
150	files_reschedule	success	LocalTaskJob	2026-12-07 06:30:02.251629+00	2026-12-07 06:30:05.555988+00	2026-12-07 06:30:01.697312+00	\N	vm	root
152	files_reschedule	success	LocalTaskJob	2026-12-07 06:30:25.816562+00	2026-12-07 06:30:26.239924+00	2026-12-07 06:30:25.79096+00	\N	vm	root
153	files_reschedule	success	LocalTaskJob	2026-12-07 06:30:30.582998+00	2026-12-07 06:30:30.998981+00	2026-12-07 06:30:30.550846+00	\N	vm	root
154	deferred	success	LocalTaskJob	2026-12-07 06:30:31.712865+00	2026-12-07 06:30:32.137038+00	2026-12-07 06:30:31.689903+00	\N	vm	root
143	timeouts	success	LocalTaskJob	2026-12-07 06:30:01.626628+00	2026-12-07 06:30:35.151677+00	2026-12-07 06:30:32.884669+00	\N	vm	root
147	timeouts	success	LocalTaskJob	2026-12-07 06:30:01.825391+00	2026-12-07 06:30:35.678256+00	2026-12-07 06:30:32.914846+00	\N	vm	root
155	deferred	success	LocalTaskJob	2026-12-07 06:30:38.968629+00	2026-12-07 06:30:39.35922+00	2026-12-07 06:30:38.939784+00	\N	vm	root
156	deferred	success	LocalTaskJob	2026-12-07 06:30:39.648345+00	2026-12-07 06:30:40.123565+00	2026-12-07 06:30:39.622494+00	\N	vm	root
145	shared_c	success	LocalTaskJob	2026-12-07 06:30:01.71708+00	2026-12-07 06:30:45.670079+00	2026-12-07 06:30:43.215877+00	\N	vm	root
148	shared_b	success	LocalTaskJob	2026-12-07 06:30:01.871408+00	2026-12-07 06:30:45.676624+00	2026-12-07 06:30:43.289748+00	\N	vm	root
146	timeouts	success	LocalTaskJob	2026-12-07 06:30:01.820139+00	2026-12-07 06:30:45.702459+00	2026-12-07 06:30:43.26719+00	\N	vm	root
151	shared_a	success	LocalTaskJob	2026-12-07 06:30:02.393583+00	2026-12-07 06:30:45.696967+00	2026-12-07 06:30:43.570106+00	\N	vm	root
158	shared_a	success	LocalTaskJob	2026-12-07 06:30:46.061215+00	2026-12-07 06:30:46.704641+00	2026-12-07 06:30:46.029606+00	\N	vm	root
160	shared_c	success	LocalTaskJob	2026-12-07 06:30:46.133789+00	2026-12-07 06:30:46.88665+00	2026-12-07 06:30:46.100728+00	\N	vm	root
159	shared_b	success	LocalTaskJob	2026-12-07 06:30:46.076569+00	2026-12-07 06:30:46.891948+00	2026-12-07 06:30:46.021171+00	\N	vm	root
144	timeouts	running	LocalTaskJob	2026-12-07 06:30:01.639257+00	\N	2026-12-07 06:30:47.622419+00	\N	vm	root
161	files_reschedule	success	LocalTaskJob	2026-12-07 06:30:47.272944+00	2026-12-07 06:30:47.757791+00	2026-12-07 06:30:47.242563+00	\N	vm	root
1	\N	success	TriggererJob	2026-12-07 06:20:04.251114+00	2026-12-07 06:30:50.090207+00	2026-12-07 06:30:48.978627+00	\N	vm	root
157	timeouts	success	LocalTaskJob	2026-12-07 06:30:40.827705+00	2026-12-07 06:30:50.960659+00	2026-12-07 06:30:50.952188+00	\N	vm	root
\.


--
-- Data for Name: log; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.log (id, dttm, dag_id, task_id, map_index, event, execution_date, run_id, owner, owner_display_name, extra, try_number) FROM stdin;
1	2026-12-07 06:20:03.736385+00	\N	\N	\N	cli_triggerer	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'triggerer']"}	\N
2	2026-12-07 06:20:03.863309+00	\N	\N	\N	cli_scheduler	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
3	2026-12-07 06:20:06.381415+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
4	2026-12-07 06:20:06.402268+00	timeouts	never_timeout_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
5	2026-12-07 06:20:06.373248+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
6	2026-12-07 06:20:06.365431+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
7	2026-12-07 06:20:06.421944+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
8	2026-12-07 06:20:06.335673+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
9	2026-12-07 06:20:06.404368+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
10	2026-12-07 06:20:06.387162+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
11	2026-12-07 06:20:06.411356+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
12	2026-12-07 06:20:06.408403+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
13	2026-12-07 06:20:06.406971+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
14	2026-12-07 06:20:06.435453+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
15	2026-12-07 06:20:07.2129+00	timeouts	never_timeout_retried	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
16	2026-12-07 06:20:07.216385+00	timeouts	never_retried	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
17	2026-12-07 06:20:07.288134+00	files_poke	wait_poke	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
18	2026-12-07 06:20:07.295681+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
19	2026-12-07 06:20:07.319501+00	timeouts	never_timeout_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
20	2026-12-07 06:20:07.498685+00	shared_a	wait_shared	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
21	2026-12-07 06:20:07.434134+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
22	2026-12-07 06:20:07.474255+00	timeouts	never_soft	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
23	2026-12-07 06:20:07.534759+00	timeouts	never_poke	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
24	2026-12-07 06:20:07.644805+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
25	2026-12-07 06:20:07.713203+00	deferred	pause	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
26	2026-12-07 06:20:07.701225+00	shared_c	wait_shared	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
27	2026-12-07 06:20:07.789674+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
28	2026-12-07 06:20:07.785548+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
29	2026-12-07 06:20:07.771063+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
30	2026-12-07 06:20:07.797073+00	files_reschedule	wait_python	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
31	2026-12-07 06:20:07.743125+00	deferred	wait_deferred	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
32	2026-12-07 06:20:07.877383+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
33	2026-12-07 06:20:07.933914+00	shared_b	wait_shared	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
34	2026-12-07 06:20:08.022203+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
35	2026-12-07 06:20:07.991303+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
36	2026-12-07 06:20:08.026204+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
37	2026-12-07 06:20:08.038308+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
38	2026-12-07 06:20:08.162844+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
39	2026-12-07 06:20:30.178429+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
40	2026-12-07 06:20:30.322482+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
41	2026-12-07 06:20:30.344554+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
42	2026-12-07 06:20:31.388214+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
43	2026-12-07 06:20:31.554891+00	deferred	pause	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
223	2026-12-07 06:24:07.206208+00	files_poke	wait_poke	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
44	2026-12-07 06:20:31.579348+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
45	2026-12-07 06:20:31.852088+00	deferred	pause	-1	success	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
46	2026-12-07 06:20:34.865262+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
47	2026-12-07 06:20:35.102252+00	files_reschedule	wait_python	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
48	2026-12-07 06:20:35.134053+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
49	2026-12-07 06:20:39.118479+00	timeouts	never_timeout_retried	-1	failed	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
50	2026-12-07 06:20:39.308398+00	timeouts	never_retried	-1	failed	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
51	2026-12-07 06:20:42.982036+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
52	2026-12-07 06:20:43.819255+00	deferred	wait_deferred	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
53	2026-12-07 06:20:43.939287+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
54	2026-12-07 06:20:44.752912+00	deferred	wait_deferred	-1	success	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
55	2026-12-07 06:20:44.981246+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
56	2026-12-07 06:20:45.492866+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
57	2026-12-07 06:20:45.925132+00	timeouts	never_retried	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	2
58	2026-12-07 06:20:46.050053+00	deferred	publish	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
59	2026-12-07 06:20:46.055834+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
60	2026-12-07 06:20:46.114446+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
61	2026-12-07 06:20:47.466231+00	deferred	publish	-1	success	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
62	2026-12-07 06:20:49.642752+00	shared_c	wait_shared	-1	success	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
63	2026-12-07 06:20:49.801448+00	shared_a	wait_shared	-1	success	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
64	2026-12-07 06:20:49.890251+00	shared_b	wait_shared	-1	success	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
65	2026-12-07 06:20:49.880463+00	timeouts	never_soft	-1	skipped	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
66	2026-12-07 06:20:50.458114+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
67	2026-12-07 06:20:50.473469+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
68	2026-12-07 06:20:51.435196+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
69	2026-12-07 06:20:51.432218+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
70	2026-12-07 06:20:51.992646+00	shared_a	consume	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
71	2026-12-07 06:20:52.253736+00	shared_c	consume	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
72	2026-12-07 06:20:52.553014+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
73	2026-12-07 06:20:52.501314+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
74	2026-12-07 06:20:52.910247+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
75	2026-12-07 06:20:53.033564+00	shared_b	consume	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
76	2026-12-07 06:20:53.184218+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
77	2026-12-07 06:20:53.21432+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
78	2026-12-07 06:20:54.907814+00	shared_a	consume	-1	success	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
79	2026-12-07 06:20:55.489315+00	files_reschedule	wait_reschedule	-1	success	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
80	2026-12-07 06:20:55.477938+00	shared_c	consume	-1	success	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
81	2026-12-07 06:20:55.917592+00	shared_b	consume	-1	success	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
82	2026-12-07 06:20:59.651945+00	timeouts	never_poke	-1	failed	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
83	2026-12-07 06:21:01.156491+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
84	2026-12-07 06:21:01.438039+00	files_reschedule	wait_python	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
85	2026-12-07 06:21:01.48018+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
86	2026-12-07 06:21:17.336287+00	timeouts	never_retried	-1	failed	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	2
87	2026-12-07 06:21:24.386178+00	files_poke	wait_poke	-1	success	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
88	2026-12-07 06:21:25.337244+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
89	2026-12-07 06:21:25.614895+00	files_poke	load	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
90	2026-12-07 06:21:25.649341+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
91	2026-12-07 06:21:28.250133+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
92	2026-12-07 06:21:28.489265+00	files_reschedule	wait_python	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
93	2026-12-07 06:21:28.523652+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
94	2026-12-07 06:21:29.059416+00	files_poke	load	-1	success	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
95	2026-12-07 06:21:54.55589+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
96	2026-12-07 06:21:54.727183+00	files_reschedule	wait_python	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
97	2026-12-07 06:21:54.750251+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
98	2026-12-07 06:21:55.066767+00	files_reschedule	wait_python	-1	success	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
99	2026-12-07 06:21:55.707469+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
100	2026-12-07 06:21:55.985829+00	files_reschedule	transform	-1	running	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
101	2026-12-07 06:21:56.03096+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
102	2026-12-07 06:21:56.443008+00	files_reschedule	transform	-1	success	2026-12-07 06:18:00+00	scheduled__2026-12-07T06:18:00+00:00	airflow	\N	\N	1
103	2026-12-07 06:22:00.876544+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
104	2026-12-07 06:22:00.871129+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
105	2026-12-07 06:22:00.846194+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
106	2026-12-07 06:22:00.89469+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
107	2026-12-07 06:22:00.885582+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
108	2026-12-07 06:22:00.993098+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
109	2026-12-07 06:22:00.931613+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
110	2026-12-07 06:22:01.103114+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
111	2026-12-07 06:22:01.157446+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
112	2026-12-07 06:22:01.168269+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
113	2026-12-07 06:22:01.198288+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
114	2026-12-07 06:22:01.242103+00	timeouts	never_timeout_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
115	2026-12-07 06:22:03.221036+00	timeouts	never_soft	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
116	2026-12-07 06:22:03.322416+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
117	2026-12-07 06:22:03.519221+00	shared_c	wait_shared	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
118	2026-12-07 06:22:03.525478+00	files_reschedule	wait_python	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
119	2026-12-07 06:22:03.988707+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
120	2026-12-07 06:22:04.101065+00	shared_a	wait_shared	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
121	2026-12-07 06:22:03.862837+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
122	2026-12-07 06:22:04.033204+00	timeouts	never_retried	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
123	2026-12-07 06:22:04.117135+00	deferred	wait_deferred	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
124	2026-12-07 06:22:04.229725+00	files_poke	wait_poke	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
125	2026-12-07 06:22:04.29149+00	deferred	pause	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
126	2026-12-07 06:22:04.636684+00	timeouts	never_poke	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
127	2026-12-07 06:22:04.661464+00	timeouts	never_timeout_retried	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
128	2026-12-07 06:22:04.799349+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
129	2026-12-07 06:22:04.770329+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
130	2026-12-07 06:22:04.829125+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
131	2026-12-07 06:22:04.753842+00	shared_b	wait_shared	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
132	2026-12-07 06:22:04.909031+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
133	2026-12-07 06:22:04.990568+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
134	2026-12-07 06:22:05.280053+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
135	2026-12-07 06:22:05.393497+00	timeouts	never_timeout_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
136	2026-12-07 06:22:05.460861+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
137	2026-12-07 06:22:05.106781+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
138	2026-12-07 06:22:06.650235+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
139	2026-12-07 06:22:31.365622+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
140	2026-12-07 06:22:31.388514+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
141	2026-12-07 06:22:31.88867+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
142	2026-12-07 06:22:31.922142+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
143	2026-12-07 06:22:32.162583+00	deferred	pause	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
144	2026-12-07 06:22:32.226741+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
145	2026-12-07 06:22:32.826514+00	deferred	pause	-1	success	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
146	2026-12-07 06:22:36.408301+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
147	2026-12-07 06:22:36.768774+00	files_reschedule	wait_python	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
148	2026-12-07 06:22:36.824553+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
149	2026-12-07 06:22:40.171929+00	timeouts	never_retried	-1	failed	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
150	2026-12-07 06:22:40.732561+00	timeouts	never_timeout_retried	-1	failed	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
151	2026-12-07 06:22:43.888261+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
152	2026-12-07 06:22:44.364268+00	deferred	wait_deferred	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
153	2026-12-07 06:22:44.442843+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
154	2026-12-07 06:22:44.980625+00	deferred	wait_deferred	-1	success	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
155	2026-12-07 06:22:45.395267+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
156	2026-12-07 06:22:45.51465+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
157	2026-12-07 06:22:46.392374+00	deferred	publish	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
158	2026-12-07 06:22:46.481969+00	timeouts	never_retried	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	2
159	2026-12-07 06:22:46.507311+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
160	2026-12-07 06:22:46.556813+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
161	2026-12-07 06:22:48.608061+00	deferred	publish	-1	success	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
162	2026-12-07 06:22:49.808984+00	timeouts	never_soft	-1	skipped	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
163	2026-12-07 06:22:50.067693+00	shared_b	wait_shared	-1	success	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
164	2026-12-07 06:22:50.571976+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
165	2026-12-07 06:22:50.779247+00	shared_c	wait_shared	-1	success	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
166	2026-12-07 06:22:50.819672+00	shared_a	wait_shared	-1	success	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
167	2026-12-07 06:22:51.411526+00	shared_b	consume	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
168	2026-12-07 06:22:51.448555+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
169	2026-12-07 06:22:51.891847+00	shared_b	consume	-1	success	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
170	2026-12-07 06:22:52.116342+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
171	2026-12-07 06:22:52.131095+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
172	2026-12-07 06:22:52.887625+00	shared_c	consume	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
173	2026-12-07 06:22:52.993932+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
174	2026-12-07 06:22:53.381761+00	shared_a	consume	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
175	2026-12-07 06:22:53.550503+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
176	2026-12-07 06:22:54.12814+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
177	2026-12-07 06:22:54.583489+00	shared_c	consume	-1	success	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
178	2026-12-07 06:22:54.846952+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
179	2026-12-07 06:22:54.931027+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
180	2026-12-07 06:22:55.145605+00	shared_a	consume	-1	success	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
181	2026-12-07 06:22:55.619182+00	files_reschedule	wait_reschedule	-1	success	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
182	2026-12-07 06:23:00.744585+00	timeouts	never_poke	-1	failed	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
183	2026-12-07 06:23:03.119096+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
184	2026-12-07 06:23:03.390262+00	files_reschedule	wait_python	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
185	2026-12-07 06:23:03.426688+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
186	2026-12-07 06:23:10.463471+00	files_poke	wait_poke	-1	success	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
187	2026-12-07 06:23:10.666272+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
188	2026-12-07 06:23:11.083842+00	files_poke	load	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
189	2026-12-07 06:23:11.146046+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
190	2026-12-07 06:23:14.687972+00	files_poke	load	-1	success	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
191	2026-12-07 06:23:18.211348+00	timeouts	never_retried	-1	failed	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	2
192	2026-12-07 06:23:29.696482+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
193	2026-12-07 06:23:29.985089+00	files_reschedule	wait_python	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
194	2026-12-07 06:23:30.025115+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
195	2026-12-07 06:23:55.661724+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
196	2026-12-07 06:23:55.886674+00	files_reschedule	wait_python	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
197	2026-12-07 06:23:55.918363+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
198	2026-12-07 06:23:56.384952+00	files_reschedule	wait_python	-1	success	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
199	2026-12-07 06:23:56.817535+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
200	2026-12-07 06:23:57.029256+00	files_reschedule	transform	-1	running	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
201	2026-12-07 06:23:57.066294+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
202	2026-12-07 06:23:57.561456+00	files_reschedule	transform	-1	success	2026-12-07 06:20:00+00	scheduled__2026-12-07T06:20:00+00:00	airflow	\N	\N	1
203	2026-12-07 06:24:01.313568+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
204	2026-12-07 06:24:01.332994+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
205	2026-12-07 06:24:01.273379+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
206	2026-12-07 06:24:01.24325+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
207	2026-12-07 06:24:01.543633+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
208	2026-12-07 06:24:01.756777+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
209	2026-12-07 06:24:01.806227+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
210	2026-12-07 06:24:01.944227+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
211	2026-12-07 06:24:01.938041+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
212	2026-12-07 06:24:01.969078+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
213	2026-12-07 06:24:01.875329+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
214	2026-12-07 06:24:02.271238+00	timeouts	never_timeout_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
215	2026-12-07 06:24:06.302609+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
216	2026-12-07 06:24:06.600476+00	deferred	pause	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
217	2026-12-07 06:24:07.188285+00	files_reschedule	wait_python	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
218	2026-12-07 06:24:07.218726+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
219	2026-12-07 06:24:07.411029+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
220	2026-12-07 06:24:07.507106+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
221	2026-12-07 06:24:07.767385+00	timeouts	never_timeout_retried	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
222	2026-12-07 06:24:07.70732+00	deferred	wait_deferred	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
224	2026-12-07 06:24:06.851339+00	shared_c	wait_shared	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
225	2026-12-07 06:24:08.054945+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
226	2026-12-07 06:24:07.155457+00	timeouts	never_soft	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
227	2026-12-07 06:24:07.016801+00	shared_b	wait_shared	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
228	2026-12-07 06:24:07.823005+00	shared_a	wait_shared	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
229	2026-12-07 06:24:08.175869+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
230	2026-12-07 06:24:07.405736+00	timeouts	never_retried	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
231	2026-12-07 06:24:08.193579+00	timeouts	never_timeout_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
232	2026-12-07 06:24:06.997743+00	timeouts	never_poke	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
233	2026-12-07 06:24:08.303417+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
234	2026-12-07 06:24:08.480014+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
235	2026-12-07 06:24:08.613535+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
236	2026-12-07 06:24:08.664526+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
237	2026-12-07 06:24:08.77545+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
238	2026-12-07 06:24:08.893835+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
239	2026-12-07 06:24:31.04192+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
240	2026-12-07 06:24:31.507591+00	deferred	pause	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
241	2026-12-07 06:24:31.54301+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
242	2026-12-07 06:24:32.266094+00	deferred	pause	-1	success	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
243	2026-12-07 06:24:33.200623+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
244	2026-12-07 06:24:33.490536+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
245	2026-12-07 06:24:33.529853+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
246	2026-12-07 06:24:38.289827+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
247	2026-12-07 06:24:38.602219+00	files_reschedule	wait_python	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
248	2026-12-07 06:24:38.639221+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
249	2026-12-07 06:24:42.768232+00	timeouts	never_retried	-1	failed	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
250	2026-12-07 06:24:43.239012+00	timeouts	never_timeout_retried	-1	failed	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
251	2026-12-07 06:24:44.626533+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
252	2026-12-07 06:24:45.086188+00	deferred	wait_deferred	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
253	2026-12-07 06:24:45.146247+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
254	2026-12-07 06:24:45.577162+00	deferred	wait_deferred	-1	success	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
255	2026-12-07 06:24:45.960804+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
256	2026-12-07 06:24:46.27686+00	deferred	publish	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
257	2026-12-07 06:24:46.323178+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
258	2026-12-07 06:24:46.903711+00	deferred	publish	-1	success	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
259	2026-12-07 06:24:48.767529+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
260	2026-12-07 06:24:49.109464+00	timeouts	never_retried	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	2
261	2026-12-07 06:24:49.148041+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
262	2026-12-07 06:24:51.319324+00	shared_b	wait_shared	-1	success	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
263	2026-12-07 06:24:51.890953+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
264	2026-12-07 06:24:52.055186+00	timeouts	never_soft	-1	skipped	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
265	2026-12-07 06:24:52.112229+00	shared_b	consume	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
266	2026-12-07 06:24:52.143024+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
267	2026-12-07 06:24:52.516095+00	shared_b	consume	-1	success	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
268	2026-12-07 06:24:53.562442+00	shared_a	wait_shared	-1	success	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
269	2026-12-07 06:24:53.635414+00	shared_c	wait_shared	-1	success	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
270	2026-12-07 06:24:54.943512+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
271	2026-12-07 06:24:55.052897+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
272	2026-12-07 06:24:55.073706+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
273	2026-12-07 06:24:55.587013+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
274	2026-12-07 06:24:55.720116+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
275	2026-12-07 06:24:55.87274+00	shared_c	consume	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
276	2026-12-07 06:24:55.908912+00	shared_a	consume	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
277	2026-12-07 06:24:55.941733+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
278	2026-12-07 06:24:56.107361+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
279	2026-12-07 06:24:56.891582+00	files_reschedule	wait_reschedule	-1	success	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
280	2026-12-07 06:24:57.516572+00	shared_a	consume	-1	success	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
281	2026-12-07 06:24:57.576427+00	shared_c	consume	-1	success	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
282	2026-12-07 06:25:03.056057+00	timeouts	never_poke	-1	failed	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
283	2026-12-07 06:25:04.798644+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
284	2026-12-07 06:25:05.091312+00	files_reschedule	wait_python	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
285	2026-12-07 06:25:05.123543+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
286	2026-12-07 06:25:13.159471+00	files_poke	wait_poke	-1	success	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
287	2026-12-07 06:25:14.145021+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
288	2026-12-07 06:25:14.453741+00	files_poke	load	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
289	2026-12-07 06:25:14.499143+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
290	2026-12-07 06:25:18.406379+00	files_poke	load	-1	success	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
291	2026-12-07 06:25:19.617808+00	timeouts	never_retried	-1	failed	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	2
292	2026-12-07 06:25:31.122226+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
293	2026-12-07 06:25:31.366957+00	files_reschedule	wait_python	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
294	2026-12-07 06:25:31.422528+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
295	2026-12-07 06:25:57.352517+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
296	2026-12-07 06:25:57.555616+00	files_reschedule	wait_python	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
297	2026-12-07 06:25:57.583599+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
298	2026-12-07 06:25:57.923161+00	files_reschedule	wait_python	-1	success	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
299	2026-12-07 06:25:58.498502+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
300	2026-12-07 06:25:58.772077+00	files_reschedule	transform	-1	running	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
301	2026-12-07 06:25:58.807703+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
302	2026-12-07 06:25:59.163527+00	files_reschedule	transform	-1	success	2026-12-07 06:22:00+00	scheduled__2026-12-07T06:22:00+00:00	airflow	\N	\N	1
303	2026-12-07 06:26:00.575922+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
304	2026-12-07 06:26:00.591917+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
305	2026-12-07 06:26:00.586097+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
306	2026-12-07 06:26:00.570619+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
307	2026-12-07 06:26:00.567473+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
308	2026-12-07 06:26:00.733646+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
309	2026-12-07 06:26:00.754284+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
310	2026-12-07 06:26:00.777691+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
311	2026-12-07 06:26:00.645879+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
312	2026-12-07 06:26:00.748605+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
313	2026-12-07 06:26:00.837613+00	timeouts	never_timeout_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
314	2026-12-07 06:26:00.934251+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
315	2026-12-07 06:26:03.522539+00	timeouts	never_retried	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
316	2026-12-07 06:26:03.719555+00	timeouts	never_soft	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
317	2026-12-07 06:26:03.655306+00	timeouts	never_timeout_retried	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
318	2026-12-07 06:26:03.669284+00	timeouts	never_poke	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
319	2026-12-07 06:26:03.123321+00	deferred	wait_deferred	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
320	2026-12-07 06:26:03.417417+00	shared_a	wait_shared	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
321	2026-12-07 06:26:03.733336+00	shared_c	wait_shared	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
322	2026-12-07 06:26:03.863244+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
323	2026-12-07 06:26:03.841138+00	deferred	pause	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
324	2026-12-07 06:26:04.068329+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
325	2026-12-07 06:26:04.098513+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
326	2026-12-07 06:26:04.159066+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
327	2026-12-07 06:26:04.152495+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
328	2026-12-07 06:26:03.909212+00	shared_b	wait_shared	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
329	2026-12-07 06:26:04.126695+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
330	2026-12-07 06:26:03.929265+00	files_reschedule	wait_python	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
331	2026-12-07 06:26:04.20492+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
332	2026-12-07 06:26:04.143597+00	timeouts	never_timeout_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
333	2026-12-07 06:26:04.261514+00	files_poke	wait_poke	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
334	2026-12-07 06:26:04.44942+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
335	2026-12-07 06:26:04.442702+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
336	2026-12-07 06:26:04.609946+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
337	2026-12-07 06:26:04.669224+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
338	2026-12-07 06:26:04.845258+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
339	2026-12-07 06:26:29.486093+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
340	2026-12-07 06:26:29.792423+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
341	2026-12-07 06:26:29.858929+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
342	2026-12-07 06:26:32.203128+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
343	2026-12-07 06:26:32.409764+00	deferred	pause	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
344	2026-12-07 06:26:32.435987+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
345	2026-12-07 06:26:32.734638+00	deferred	pause	-1	success	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
346	2026-12-07 06:26:35.19903+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
347	2026-12-07 06:26:35.398651+00	files_reschedule	wait_python	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
348	2026-12-07 06:26:35.422542+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
349	2026-12-07 06:26:38.256453+00	timeouts	never_retried	-1	failed	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
350	2026-12-07 06:26:39.426399+00	timeouts	never_timeout_retried	-1	failed	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
351	2026-12-07 06:26:40.291037+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
352	2026-12-07 06:26:40.494584+00	deferred	wait_deferred	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
353	2026-12-07 06:26:40.522152+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
354	2026-12-07 06:26:40.836656+00	deferred	wait_deferred	-1	success	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
355	2026-12-07 06:26:41.111186+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
356	2026-12-07 06:26:41.293983+00	deferred	publish	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
357	2026-12-07 06:26:41.324794+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
358	2026-12-07 06:26:41.731325+00	deferred	publish	-1	success	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
359	2026-12-07 06:26:43.372636+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
360	2026-12-07 06:26:43.520918+00	timeouts	never_retried	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	2
361	2026-12-07 06:26:43.542741+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
362	2026-12-07 06:26:48.848875+00	shared_c	wait_shared	-1	success	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
363	2026-12-07 06:26:48.914402+00	shared_b	wait_shared	-1	success	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
364	2026-12-07 06:26:49.026922+00	timeouts	never_soft	-1	skipped	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
365	2026-12-07 06:26:49.281845+00	shared_a	wait_shared	-1	success	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
366	2026-12-07 06:26:49.757174+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
367	2026-12-07 06:26:49.76233+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
368	2026-12-07 06:26:49.755225+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
369	2026-12-07 06:26:50.054388+00	shared_c	consume	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
370	2026-12-07 06:26:50.074655+00	shared_a	consume	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
371	2026-12-07 06:26:50.103227+00	shared_b	consume	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
372	2026-12-07 06:26:50.110861+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
373	2026-12-07 06:26:50.107439+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
374	2026-12-07 06:26:50.164071+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
375	2026-12-07 06:26:50.564322+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
376	2026-12-07 06:26:50.679354+00	shared_a	consume	-1	success	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
377	2026-12-07 06:26:50.87135+00	shared_c	consume	-1	success	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
378	2026-12-07 06:26:50.889566+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
379	2026-12-07 06:26:50.926762+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
380	2026-12-07 06:26:50.946252+00	shared_b	consume	-1	success	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
381	2026-12-07 06:26:59.338413+00	timeouts	never_poke	-1	failed	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
382	2026-12-07 06:27:01.288764+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
383	2026-12-07 06:27:01.482799+00	files_reschedule	wait_python	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
384	2026-12-07 06:27:01.509261+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
385	2026-12-07 06:27:12.411968+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
386	2026-12-07 06:27:12.564276+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
387	2026-12-07 06:27:12.586022+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
388	2026-12-07 06:27:12.882585+00	files_reschedule	wait_reschedule	-1	success	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
389	2026-12-07 06:27:13.869458+00	timeouts	never_retried	-1	failed	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	2
390	2026-12-07 06:27:24.182298+00	files_poke	wait_poke	-1	success	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
391	2026-12-07 06:27:24.619006+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
392	2026-12-07 06:27:24.815421+00	files_poke	load	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
393	2026-12-07 06:27:24.8416+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
394	2026-12-07 06:27:27.016051+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
395	2026-12-07 06:27:27.216351+00	files_reschedule	wait_python	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
396	2026-12-07 06:27:27.243964+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
397	2026-12-07 06:27:28.247408+00	files_poke	load	-1	success	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
398	2026-12-07 06:27:52.64002+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
399	2026-12-07 06:27:52.824362+00	files_reschedule	wait_python	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
400	2026-12-07 06:27:52.850406+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
401	2026-12-07 06:27:53.179574+00	files_reschedule	wait_python	-1	success	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
402	2026-12-07 06:27:53.727236+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
403	2026-12-07 06:27:53.90251+00	files_reschedule	transform	-1	running	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
493	2026-12-07 06:29:19.923035+00	files_poke	wait_poke	-1	success	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
404	2026-12-07 06:27:53.929401+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
405	2026-12-07 06:27:54.2222+00	files_reschedule	transform	-1	success	2026-12-07 06:24:00+00	scheduled__2026-12-07T06:24:00+00:00	airflow	\N	\N	1
406	2026-12-07 06:28:00.550145+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
407	2026-12-07 06:28:00.604551+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
408	2026-12-07 06:28:00.616332+00	timeouts	never_timeout_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
409	2026-12-07 06:28:00.637674+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
410	2026-12-07 06:28:00.652247+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
411	2026-12-07 06:28:00.634042+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
412	2026-12-07 06:28:00.669125+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
413	2026-12-07 06:28:00.657653+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
414	2026-12-07 06:28:00.674457+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
415	2026-12-07 06:28:00.663235+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
416	2026-12-07 06:28:00.685156+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
417	2026-12-07 06:28:00.68327+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
418	2026-12-07 06:28:01.46981+00	timeouts	never_soft	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
419	2026-12-07 06:28:01.498478+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
420	2026-12-07 06:28:01.961093+00	timeouts	never_timeout_retried	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
421	2026-12-07 06:28:02.276842+00	timeouts	never_retried	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
422	2026-12-07 06:28:02.325692+00	timeouts	never_timeout_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
423	2026-12-07 06:28:02.260846+00	shared_a	wait_shared	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
424	2026-12-07 06:28:02.340637+00	shared_c	wait_shared	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
425	2026-12-07 06:28:02.262313+00	deferred	wait_deferred	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
426	2026-12-07 06:28:02.06799+00	timeouts	never_poke	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
427	2026-12-07 06:28:02.359535+00	files_poke	wait_poke	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
428	2026-12-07 06:28:01.967116+00	files_reschedule	wait_python	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
429	2026-12-07 06:28:02.488901+00	shared_b	wait_shared	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
430	2026-12-07 06:28:02.063014+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
431	2026-12-07 06:28:02.246359+00	deferred	pause	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
432	2026-12-07 06:28:02.66197+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
433	2026-12-07 06:28:02.650085+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
434	2026-12-07 06:28:02.678129+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
435	2026-12-07 06:28:02.673429+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
436	2026-12-07 06:28:02.553831+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
437	2026-12-07 06:28:02.823006+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
438	2026-12-07 06:28:02.888541+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
439	2026-12-07 06:28:02.904769+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
440	2026-12-07 06:28:02.862805+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
441	2026-12-07 06:28:02.959973+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
442	2026-12-07 06:28:24.988732+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
443	2026-12-07 06:28:25.163118+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
444	2026-12-07 06:28:25.183072+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
445	2026-12-07 06:28:30.204066+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
446	2026-12-07 06:28:30.442088+00	files_reschedule	wait_python	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
583	2026-12-07 06:30:46.820978+00	shared_b	consume	-1	success	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
447	2026-12-07 06:28:30.471691+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
448	2026-12-07 06:28:31.374313+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
449	2026-12-07 06:28:31.603684+00	deferred	pause	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
450	2026-12-07 06:28:31.638293+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
451	2026-12-07 06:28:32.024542+00	deferred	pause	-1	success	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
452	2026-12-07 06:28:34.656545+00	timeouts	never_timeout_retried	-1	failed	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
453	2026-12-07 06:28:34.82551+00	timeouts	never_retried	-1	failed	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
454	2026-12-07 06:28:38.213726+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
455	2026-12-07 06:28:38.424772+00	deferred	wait_deferred	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
456	2026-12-07 06:28:38.452554+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
457	2026-12-07 06:28:38.811606+00	deferred	wait_deferred	-1	success	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
458	2026-12-07 06:28:39.417915+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
459	2026-12-07 06:28:39.597458+00	deferred	publish	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
460	2026-12-07 06:28:39.639915+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
461	2026-12-07 06:28:40.145868+00	deferred	publish	-1	success	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
462	2026-12-07 06:28:40.183503+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
463	2026-12-07 06:28:40.488952+00	timeouts	never_retried	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	2
464	2026-12-07 06:28:40.521576+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
465	2026-12-07 06:28:44.706777+00	timeouts	never_soft	-1	skipped	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
466	2026-12-07 06:28:46.286544+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
467	2026-12-07 06:28:46.459414+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
468	2026-12-07 06:28:46.485127+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
469	2026-12-07 06:28:54.93256+00	timeouts	never_poke	-1	failed	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
470	2026-12-07 06:28:56.337083+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
471	2026-12-07 06:28:56.508198+00	files_reschedule	wait_python	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
472	2026-12-07 06:28:56.52912+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
473	2026-12-07 06:29:04.673991+00	shared_c	wait_shared	-1	success	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
474	2026-12-07 06:29:04.838837+00	shared_a	wait_shared	-1	success	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
475	2026-12-07 06:29:04.954184+00	shared_b	wait_shared	-1	success	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
476	2026-12-07 06:29:05.429993+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
477	2026-12-07 06:29:05.436544+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
478	2026-12-07 06:29:05.454122+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
479	2026-12-07 06:29:05.764257+00	shared_b	consume	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
480	2026-12-07 06:29:05.801724+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
481	2026-12-07 06:29:05.923317+00	shared_c	consume	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
482	2026-12-07 06:29:05.943273+00	shared_a	consume	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
483	2026-12-07 06:29:05.953204+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
484	2026-12-07 06:29:05.994575+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
485	2026-12-07 06:29:06.353987+00	shared_b	consume	-1	success	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
486	2026-12-07 06:29:06.441326+00	shared_a	consume	-1	success	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
487	2026-12-07 06:29:06.577234+00	shared_c	consume	-1	success	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
488	2026-12-07 06:29:07.549421+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
489	2026-12-07 06:29:07.757801+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
490	2026-12-07 06:29:07.786065+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
491	2026-12-07 06:29:08.14888+00	files_reschedule	wait_reschedule	-1	success	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
492	2026-12-07 06:29:10.87365+00	timeouts	never_retried	-1	failed	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	2
494	2026-12-07 06:29:20.872034+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
495	2026-12-07 06:29:21.144615+00	files_poke	load	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
496	2026-12-07 06:29:21.184827+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
497	2026-12-07 06:29:21.975009+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
498	2026-12-07 06:29:22.221126+00	files_reschedule	wait_python	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
499	2026-12-07 06:29:22.286075+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
500	2026-12-07 06:29:24.610848+00	files_poke	load	-1	success	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
501	2026-12-07 06:29:48.11737+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
502	2026-12-07 06:29:48.259371+00	files_reschedule	wait_python	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
503	2026-12-07 06:29:48.280128+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
504	2026-12-07 06:29:48.554695+00	files_reschedule	wait_python	-1	success	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
505	2026-12-07 06:29:49.206046+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
506	2026-12-07 06:29:49.380421+00	files_reschedule	transform	-1	running	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
507	2026-12-07 06:29:49.405273+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
508	2026-12-07 06:29:49.697198+00	files_reschedule	transform	-1	success	2026-12-07 06:26:00+00	scheduled__2026-12-07T06:26:00+00:00	airflow	\N	\N	1
509	2026-12-07 06:30:00.538714+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
510	2026-12-07 06:30:00.572218+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
511	2026-12-07 06:30:00.597921+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
512	2026-12-07 06:30:00.561984+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
513	2026-12-07 06:30:00.587562+00	timeouts	never_timeout_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
514	2026-12-07 06:30:00.578894+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
515	2026-12-07 06:30:00.610488+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
516	2026-12-07 06:30:00.575457+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
517	2026-12-07 06:30:00.618141+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
518	2026-12-07 06:30:00.614937+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
519	2026-12-07 06:30:00.623708+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
520	2026-12-07 06:30:00.6077+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
521	2026-12-07 06:30:01.857412+00	files_poke	wait_poke	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
522	2026-12-07 06:30:02.129068+00	timeouts	never_poke	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
523	2026-12-07 06:30:02.116111+00	deferred	pause	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
524	2026-12-07 06:30:02.368733+00	timeouts	never_retried	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
525	2026-12-07 06:30:02.317148+00	timeouts	never_timeout_retried	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
526	2026-12-07 06:30:02.432168+00	deferred	wait_deferred	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
527	2026-12-07 06:30:02.422909+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
528	2026-12-07 06:30:02.407448+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
529	2026-12-07 06:30:02.506283+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
530	2026-12-07 06:30:02.453266+00	files_reschedule	wait_python	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
531	2026-12-07 06:30:02.535462+00	shared_c	wait_shared	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
532	2026-12-07 06:30:02.686478+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
533	2026-12-07 06:30:02.760673+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
534	2026-12-07 06:30:02.670619+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
535	2026-12-07 06:30:02.62315+00	timeouts	never_soft	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
536	2026-12-07 06:30:02.689276+00	shared_b	wait_shared	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
537	2026-12-07 06:30:02.885057+00	timeouts	never_timeout_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
538	2026-12-07 06:30:02.921418+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
539	2026-12-07 06:30:02.969912+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
540	2026-12-07 06:30:03.077761+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
541	2026-12-07 06:30:02.991677+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
542	2026-12-07 06:30:03.106171+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
543	2026-12-07 06:30:02.954039+00	shared_a	wait_shared	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
544	2026-12-07 06:30:03.415285+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
545	2026-12-07 06:30:25.697384+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
546	2026-12-07 06:30:25.87017+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
547	2026-12-07 06:30:25.898424+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
548	2026-12-07 06:30:30.449976+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
549	2026-12-07 06:30:30.637744+00	files_reschedule	wait_python	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
550	2026-12-07 06:30:30.661585+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
551	2026-12-07 06:30:31.611474+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
552	2026-12-07 06:30:31.766858+00	deferred	pause	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
553	2026-12-07 06:30:31.795204+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
554	2026-12-07 06:30:32.077607+00	deferred	pause	-1	success	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
555	2026-12-07 06:30:35.086639+00	timeouts	never_retried	-1	failed	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
556	2026-12-07 06:30:35.620015+00	timeouts	never_timeout_retried	-1	failed	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
557	2026-12-07 06:30:38.818782+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
558	2026-12-07 06:30:39.022893+00	deferred	wait_deferred	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
559	2026-12-07 06:30:39.045245+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
560	2026-12-07 06:30:39.306372+00	deferred	wait_deferred	-1	success	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
561	2026-12-07 06:30:39.525153+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
562	2026-12-07 06:30:39.707925+00	deferred	publish	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
563	2026-12-07 06:30:39.731602+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
564	2026-12-07 06:30:40.063559+00	deferred	publish	-1	success	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
565	2026-12-07 06:30:40.705565+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
566	2026-12-07 06:30:40.87812+00	timeouts	never_retried	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	2
567	2026-12-07 06:30:40.908463+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
568	2026-12-07 06:30:45.56395+00	shared_c	wait_shared	-1	success	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
569	2026-12-07 06:30:45.577064+00	shared_b	wait_shared	-1	success	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
570	2026-12-07 06:30:45.598264+00	timeouts	never_soft	-1	skipped	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
571	2026-12-07 06:30:45.606991+00	shared_a	wait_shared	-1	success	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
572	2026-12-07 06:30:45.799422+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
573	2026-12-07 06:30:45.810044+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
574	2026-12-07 06:30:45.823104+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
575	2026-12-07 06:30:46.168474+00	shared_b	consume	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
576	2026-12-07 06:30:46.166755+00	shared_a	consume	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
577	2026-12-07 06:30:46.208444+00	shared_c	consume	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
578	2026-12-07 06:30:46.215208+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
579	2026-12-07 06:30:46.227528+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
580	2026-12-07 06:30:46.250401+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
581	2026-12-07 06:30:46.607982+00	shared_a	consume	-1	success	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
582	2026-12-07 06:30:46.816086+00	shared_c	consume	-1	success	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
584	2026-12-07 06:30:47.150031+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
585	2026-12-07 06:30:47.342416+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
586	2026-12-07 06:30:47.37697+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
587	2026-12-07 06:30:50.169346+00	files_poke	wait_poke	-1	failed	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
588	2026-12-07 06:30:50.233575+00	timeouts	never_poke	-1	failed	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	1
589	2026-12-07 06:30:50.282612+00	timeouts	never_retried	-1	failed	2026-12-07 06:28:00+00	scheduled__2026-12-07T06:28:00+00:00	airflow	\N	\N	2
\.


--
-- Data for Name: log_template; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.log_template (id, filename, elasticsearch_id, created_at) FROM stdin;
1	dag_id={{ ti.dag_id }}/run_id={{ ti.run_id }}/task_id={{ ti.task_id }}/{% if ti.map_index >= 0 %}map_index={{ ti.map_index }}/{% endif %}attempt={{ try_number }}.log	{dag_id}-{task_id}-{run_id}-{map_index}-{try_number}	2026-12-07 06:19:58.577334+00
\.


--
-- Data for Name: rendered_task_instance_fields; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.rendered_task_instance_fields (dag_id, task_id, run_id, map_index, rendered_fields, k8s_pod_yaml) FROM stdin;
timeouts	never_timeout_retried	scheduled__2026-12-07T06:18:00+00:00	-1	{"filepath": "never/0620.timeout"}	null
timeouts	never_retried	scheduled__2026-12-07T06:18:00+00:00	-1	{"filepath": "never/0620.retry"}	null
files_poke	wait_poke	scheduled__2026-12-07T06:18:00+00:00	-1	{"filepath": "poke/0620.csv"}	null
timeouts	never_poke	scheduled__2026-12-07T06:18:00+00:00	-1	{"filepath": "never/0620.csv"}	null
shared_c	wait_shared	scheduled__2026-12-07T06:18:00+00:00	-1	{"filepath": "shared/0620.csv"}	null
deferred	wait_deferred	scheduled__2026-12-07T06:18:00+00:00	-1	{"filepath": "deferred/0620.csv"}	null
deferred	pause	scheduled__2026-12-07T06:18:00+00:00	-1	{}	null
shared_a	wait_shared	scheduled__2026-12-07T06:18:00+00:00	-1	{"filepath": "shared/0620.csv"}	null
files_reschedule	wait_reschedule	scheduled__2026-12-07T06:18:00+00:00	-1	{"filepath": "resched/0620.csv"}	null
timeouts	never_soft	scheduled__2026-12-07T06:18:00+00:00	-1	{"filepath": "never/0620.soft"}	null
files_reschedule	wait_python	scheduled__2026-12-07T06:18:00+00:00	-1	{"templates_dict": null, "op_args": ["resched/0620.flag"], "op_kwargs": {}}	null
shared_b	wait_shared	scheduled__2026-12-07T06:18:00+00:00	-1	{"filepath": "shared/0620.csv"}	null
deferred	publish	scheduled__2026-12-07T06:18:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_a	consume	scheduled__2026-12-07T06:18:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_c	consume	scheduled__2026-12-07T06:18:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_b	consume	scheduled__2026-12-07T06:18:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
files_poke	load	scheduled__2026-12-07T06:18:00+00:00	-1	{"bash_command": "sleep 3", "env": null, "cwd": null}	null
files_reschedule	transform	scheduled__2026-12-07T06:18:00+00:00	-1	{"templates_dict": null, "op_args": [], "op_kwargs": {}}	null
timeouts	never_soft	scheduled__2026-12-07T06:20:00+00:00	-1	{"filepath": "never/0622.soft"}	null
shared_b	wait_shared	scheduled__2026-12-07T06:20:00+00:00	-1	{"filepath": "shared/0622.csv"}	null
files_poke	wait_poke	scheduled__2026-12-07T06:20:00+00:00	-1	{"filepath": "poke/0622.csv"}	null
timeouts	never_retried	scheduled__2026-12-07T06:20:00+00:00	-1	{"filepath": "never/0622.retry"}	null
timeouts	never_timeout_retried	scheduled__2026-12-07T06:20:00+00:00	-1	{"filepath": "never/0622.timeout"}	null
deferred	pause	scheduled__2026-12-07T06:20:00+00:00	-1	{}	null
shared_c	wait_shared	scheduled__2026-12-07T06:20:00+00:00	-1	{"filepath": "shared/0622.csv"}	null
timeouts	never_poke	scheduled__2026-12-07T06:20:00+00:00	-1	{"filepath": "never/0622.csv"}	null
shared_a	wait_shared	scheduled__2026-12-07T06:20:00+00:00	-1	{"filepath": "shared/0622.csv"}	null
files_reschedule	wait_python	scheduled__2026-12-07T06:20:00+00:00	-1	{"templates_dict": null, "op_args": ["resched/0622.flag"], "op_kwargs": {}}	null
deferred	wait_deferred	scheduled__2026-12-07T06:20:00+00:00	-1	{"filepath": "deferred/0622.csv"}	null
files_reschedule	wait_reschedule	scheduled__2026-12-07T06:20:00+00:00	-1	{"filepath": "resched/0622.csv"}	null
deferred	publish	scheduled__2026-12-07T06:20:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_b	consume	scheduled__2026-12-07T06:20:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_c	consume	scheduled__2026-12-07T06:20:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_a	consume	scheduled__2026-12-07T06:20:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
files_poke	load	scheduled__2026-12-07T06:20:00+00:00	-1	{"bash_command": "sleep 3", "env": null, "cwd": null}	null
files_reschedule	transform	scheduled__2026-12-07T06:20:00+00:00	-1	{"templates_dict": null, "op_args": [], "op_kwargs": {}}	null
shared_b	wait_shared	scheduled__2026-12-07T06:22:00+00:00	-1	{"filepath": "shared/0624.csv"}	null
timeouts	never_soft	scheduled__2026-12-07T06:22:00+00:00	-1	{"filepath": "never/0624.soft"}	null
files_reschedule	wait_python	scheduled__2026-12-07T06:22:00+00:00	-1	{"templates_dict": null, "op_args": ["resched/0624.flag"], "op_kwargs": {}}	null
files_reschedule	wait_reschedule	scheduled__2026-12-07T06:22:00+00:00	-1	{"filepath": "resched/0624.csv"}	null
deferred	pause	scheduled__2026-12-07T06:22:00+00:00	-1	{}	null
deferred	wait_deferred	scheduled__2026-12-07T06:22:00+00:00	-1	{"filepath": "deferred/0624.csv"}	null
timeouts	never_retried	scheduled__2026-12-07T06:22:00+00:00	-1	{"filepath": "never/0624.retry"}	null
timeouts	never_poke	scheduled__2026-12-07T06:22:00+00:00	-1	{"filepath": "never/0624.csv"}	null
timeouts	never_timeout_retried	scheduled__2026-12-07T06:22:00+00:00	-1	{"filepath": "never/0624.timeout"}	null
files_poke	wait_poke	scheduled__2026-12-07T06:22:00+00:00	-1	{"filepath": "poke/0624.csv"}	null
shared_a	wait_shared	scheduled__2026-12-07T06:22:00+00:00	-1	{"filepath": "shared/0624.csv"}	null
shared_c	wait_shared	scheduled__2026-12-07T06:22:00+00:00	-1	{"filepath": "shared/0624.csv"}	null
deferred	publish	scheduled__2026-12-07T06:22:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_b	consume	scheduled__2026-12-07T06:22:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_a	consume	scheduled__2026-12-07T06:22:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_c	consume	scheduled__2026-12-07T06:22:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
files_poke	load	scheduled__2026-12-07T06:22:00+00:00	-1	{"bash_command": "sleep 3", "env": null, "cwd": null}	null
files_reschedule	transform	scheduled__2026-12-07T06:22:00+00:00	-1	{"templates_dict": null, "op_args": [], "op_kwargs": {}}	null
timeouts	never_retried	scheduled__2026-12-07T06:24:00+00:00	-1	{"filepath": "never/0626.retry"}	null
shared_b	wait_shared	scheduled__2026-12-07T06:24:00+00:00	-1	{"filepath": "shared/0626.csv"}	null
shared_c	wait_shared	scheduled__2026-12-07T06:24:00+00:00	-1	{"filepath": "shared/0626.csv"}	null
deferred	pause	scheduled__2026-12-07T06:24:00+00:00	-1	{}	null
timeouts	never_soft	scheduled__2026-12-07T06:24:00+00:00	-1	{"filepath": "never/0626.soft"}	null
deferred	wait_deferred	scheduled__2026-12-07T06:24:00+00:00	-1	{"filepath": "deferred/0626.csv"}	null
files_poke	wait_poke	scheduled__2026-12-07T06:24:00+00:00	-1	{"filepath": "poke/0626.csv"}	null
timeouts	never_poke	scheduled__2026-12-07T06:24:00+00:00	-1	{"filepath": "never/0626.csv"}	null
files_reschedule	wait_reschedule	scheduled__2026-12-07T06:24:00+00:00	-1	{"filepath": "resched/0626.csv"}	null
shared_a	wait_shared	scheduled__2026-12-07T06:24:00+00:00	-1	{"filepath": "shared/0626.csv"}	null
timeouts	never_timeout_retried	scheduled__2026-12-07T06:24:00+00:00	-1	{"filepath": "never/0626.timeout"}	null
files_reschedule	wait_python	scheduled__2026-12-07T06:24:00+00:00	-1	{"templates_dict": null, "op_args": ["resched/0626.flag"], "op_kwargs": {}}	null
deferred	publish	scheduled__2026-12-07T06:24:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_a	consume	scheduled__2026-12-07T06:24:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_c	consume	scheduled__2026-12-07T06:24:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_b	consume	scheduled__2026-12-07T06:24:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
files_poke	load	scheduled__2026-12-07T06:24:00+00:00	-1	{"bash_command": "sleep 3", "env": null, "cwd": null}	null
files_reschedule	transform	scheduled__2026-12-07T06:24:00+00:00	-1	{"templates_dict": null, "op_args": [], "op_kwargs": {}}	null
timeouts	never_timeout_retried	scheduled__2026-12-07T06:26:00+00:00	-1	{"filepath": "never/0628.timeout"}	null
shared_c	wait_shared	scheduled__2026-12-07T06:26:00+00:00	-1	{"filepath": "shared/0628.csv"}	null
timeouts	never_soft	scheduled__2026-12-07T06:26:00+00:00	-1	{"filepath": "never/0628.soft"}	null
shared_a	wait_shared	scheduled__2026-12-07T06:26:00+00:00	-1	{"filepath": "shared/0628.csv"}	null
timeouts	never_retried	scheduled__2026-12-07T06:26:00+00:00	-1	{"filepath": "never/0628.retry"}	null
shared_b	wait_shared	scheduled__2026-12-07T06:26:00+00:00	-1	{"filepath": "shared/0628.csv"}	null
files_poke	wait_poke	scheduled__2026-12-07T06:26:00+00:00	-1	{"filepath": "poke/0628.csv"}	null
timeouts	never_poke	scheduled__2026-12-07T06:26:00+00:00	-1	{"filepath": "never/0628.csv"}	null
files_reschedule	wait_reschedule	scheduled__2026-12-07T06:26:00+00:00	-1	{"filepath": "resched/0628.csv"}	null
deferred	pause	scheduled__2026-12-07T06:26:00+00:00	-1	{}	null
files_reschedule	wait_python	scheduled__2026-12-07T06:26:00+00:00	-1	{"templates_dict": null, "op_args": ["resched/0628.flag"], "op_kwargs": {}}	null
deferred	wait_deferred	scheduled__2026-12-07T06:26:00+00:00	-1	{"filepath": "deferred/0628.csv"}	null
deferred	publish	scheduled__2026-12-07T06:26:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_b	consume	scheduled__2026-12-07T06:26:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_a	consume	scheduled__2026-12-07T06:26:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_c	consume	scheduled__2026-12-07T06:26:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
files_poke	load	scheduled__2026-12-07T06:26:00+00:00	-1	{"bash_command": "sleep 3", "env": null, "cwd": null}	null
files_reschedule	transform	scheduled__2026-12-07T06:26:00+00:00	-1	{"templates_dict": null, "op_args": [], "op_kwargs": {}}	null
timeouts	never_retried	scheduled__2026-12-07T06:28:00+00:00	-1	{"filepath": "never/0630.retry"}	null
files_reschedule	wait_python	scheduled__2026-12-07T06:28:00+00:00	-1	{"templates_dict": null, "op_args": ["resched/0630.flag"], "op_kwargs": {}}	null
deferred	pause	scheduled__2026-12-07T06:28:00+00:00	-1	{}	null
timeouts	never_poke	scheduled__2026-12-07T06:28:00+00:00	-1	{"filepath": "never/0630.csv"}	null
deferred	wait_deferred	scheduled__2026-12-07T06:28:00+00:00	-1	{"filepath": "deferred/0630.csv"}	null
files_poke	wait_poke	scheduled__2026-12-07T06:28:00+00:00	-1	{"filepath": "poke/0630.csv"}	null
files_reschedule	wait_reschedule	scheduled__2026-12-07T06:28:00+00:00	-1	{"filepath": "resched/0630.csv"}	null
shared_c	wait_shared	scheduled__2026-12-07T06:28:00+00:00	-1	{"filepath": "shared/0630.csv"}	null
timeouts	never_soft	scheduled__2026-12-07T06:28:00+00:00	-1	{"filepath": "never/0630.soft"}	null
shared_b	wait_shared	scheduled__2026-12-07T06:28:00+00:00	-1	{"filepath": "shared/0630.csv"}	null
shared_a	wait_shared	scheduled__2026-12-07T06:28:00+00:00	-1	{"filepath": "shared/0630.csv"}	null
timeouts	never_timeout_retried	scheduled__2026-12-07T06:28:00+00:00	-1	{"filepath": "never/0630.timeout"}	null
deferred	publish	scheduled__2026-12-07T06:28:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_a	consume	scheduled__2026-12-07T06:28:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_c	consume	scheduled__2026-12-07T06:28:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_b	consume	scheduled__2026-12-07T06:28:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
\.


--
-- Data for Name: serialized_dag; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.serialized_dag (dag_id, fileloc, fileloc_hash, data, data_compressed, last_updated, dag_hash, processor_subdir) FROM stdin;
shared_c	$ROOT/dags/fleet_dags.py	59586976552739583	{"__version": 1, "dag": {"start_date": 1767225600.0, "tags": ["opsmeta-fleet"], "_task_group": {"_group_id": null, "prefix_group_id": true, "tooltip": "", "ui_color": "CornflowerBlue", "ui_fgcolor": "#000", "children": {"wait_shared": ["operator", "wait_shared"], "consume": ["operator", "consume"]}, "upstream_group_ids": [], "downstream_group_ids": [], "upstream_task_ids": [], "downstream_task_ids": []}, "fileloc": "$ROOT/dags/fleet_dags.py", "timetable": {"__type": "airflow.timetables.interval.CronDataIntervalTimetable", "__var": {"expression": "*/2 * * * *", "timezone": "UTC"}}, "timezone": "UTC", "edge_info": {}, "catchup": false, "max_active_runs": 3, "_dag_id": "shared_c", "_processor_dags_folder": "$ROOT/dags", "tasks": [{"__var": {"weight_rule": "downstream", "template_ext": [], "pool": "default_pool", "_needs_expansion": false, "start_from_trigger": false, "_log_config_logger_name": "airflow.task.operators", "template_fields_renderers": {}, "task_id": "wait_shared", "reschedule": false, "template_fields": ["filepath"], "ui_fgcolor": "#000", "on_failure_fail_dagrun": false, "ui_color": "#91818a", "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "is_teardown": false, "is_setup": false, "downstream_task_ids": ["consume"], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "shared/{{ data_interval_end.strftime('%H%M') }}.csv"}, "__type": "operator"}, {"__var": {"weight_rule": "downstream", "template_ext": [".sh", ".bash"], "pool": "default_pool", "_needs_expansion": false, "start_from_trigger": false, "_log_config_logger_name": "airflow.task.operators", "template_fields_renderers": {"bash_command": "bash", "env": "json"}, "task_id": "consume", "template_fields": ["bash_command", "env", "cwd"], "ui_fgcolor": "#000", "on_failure_fail_dagrun": false, "ui_color": "#f0ede4", "is_teardown": false, "is_setup": false, "downstream_task_ids": [], "_task_type": "BashOperator", "_task_module": "airflow.operators.bash", "_is_empty": false, "start_trigger_args": null, "bash_command": "true"}, "__type": "operator"}], "dag_dependencies": [], "params": []}}	\N	2026-12-07 06:20:04.865031+00	c80932962e009eec957412027fcbb041	$ROOT/dags
deferred	$ROOT/dags/fleet_dags.py	59586976552739583	{"__version": 1, "dag": {"start_date": 1767225600.0, "tags": ["opsmeta-fleet"], "_task_group": {"_group_id": null, "prefix_group_id": true, "tooltip": "", "ui_color": "CornflowerBlue", "ui_fgcolor": "#000", "children": {"wait_deferred": ["operator", "wait_deferred"], "pause": ["operator", "pause"], "publish": ["operator", "publish"]}, "upstream_group_ids": [], "downstream_group_ids": [], "upstream_task_ids": [], "downstream_task_ids": []}, "fileloc": "$ROOT/dags/fleet_dags.py", "timetable": {"__type": "airflow.timetables.interval.CronDataIntervalTimetable", "__var": {"expression": "*/2 * * * *", "timezone": "UTC"}}, "timezone": "UTC", "edge_info": {}, "catchup": false, "max_active_runs": 3, "_dag_id": "deferred", "_processor_dags_folder": "$ROOT/dags", "tasks": [{"__var": {"weight_rule": "downstream", "template_ext": [], "pool": "default_pool", "_needs_expansion": false, "start_from_trigger": false, "_log_config_logger_name": "airflow.task.operators", "template_fields_renderers": {}, "task_id": "wait_deferred", "reschedule": false, "template_fields": ["filepath"], "ui_fgcolor": "#000", "on_failure_fail_dagrun": false, "ui_color": "#91818a", "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "is_teardown": false, "is_setup": false, "downstream_task_ids": ["publish"], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "deferred/{{ data_interval_end.strftime('%H%M') }}.csv"}, "__type": "operator"}, {"__var": {"weight_rule": "downstream", "template_ext": [], "pool": "default_pool", "_needs_expansion": false, "start_from_trigger": false, "_log_config_logger_name": "airflow.task.operators", "template_fields_renderers": {}, "task_id": "pause", "reschedule": false, "template_fields": [], "ui_fgcolor": "#000", "on_failure_fail_dagrun": false, "ui_color": "#e6f1f2", "is_teardown": false, "is_setup": false, "downstream_task_ids": ["publish"], "_task_type": "TimeDeltaSensorAsync", "_task_module": "airflow.sensors.time_delta", "_is_empty": false, "start_trigger_args": null, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"]}, "__type": "operator"}, {"__var": {"weight_rule": "downstream", "template_ext": [".sh", ".bash"], "pool": "default_pool", "_needs_expansion": false, "start_from_trigger": false, "_log_config_logger_name": "airflow.task.operators", "template_fields_renderers": {"bash_command": "bash", "env": "json"}, "task_id": "publish", "template_fields": ["bash_command", "env", "cwd"], "ui_fgcolor": "#000", "on_failure_fail_dagrun": false, "ui_color": "#f0ede4", "is_teardown": false, "is_setup": false, "downstream_task_ids": [], "_task_type": "BashOperator", "_task_module": "airflow.operators.bash", "_is_empty": false, "start_trigger_args": null, "bash_command": "true"}, "__type": "operator"}], "dag_dependencies": [], "params": []}}	\N	2026-12-07 06:20:05.284055+00	a69ac4add522693a572f5ac3ab7a4ebb	$ROOT/dags
files_reschedule	$ROOT/dags/fleet_dags.py	59586976552739583	{"__version": 1, "dag": {"start_date": 1767225600.0, "tags": ["opsmeta-fleet"], "_task_group": {"_group_id": null, "prefix_group_id": true, "tooltip": "", "ui_color": "CornflowerBlue", "ui_fgcolor": "#000", "children": {"wait_reschedule": ["operator", "wait_reschedule"], "wait_python": ["operator", "wait_python"], "transform": ["operator", "transform"]}, "upstream_group_ids": [], "downstream_group_ids": [], "upstream_task_ids": [], "downstream_task_ids": []}, "fileloc": "$ROOT/dags/fleet_dags.py", "timetable": {"__type": "airflow.timetables.interval.CronDataIntervalTimetable", "__var": {"expression": "*/2 * * * *", "timezone": "UTC"}}, "timezone": "UTC", "edge_info": {}, "catchup": false, "max_active_runs": 3, "_dag_id": "files_reschedule", "_processor_dags_folder": "$ROOT/dags", "tasks": [{"__var": {"weight_rule": "downstream", "template_ext": [], "pool": "default_pool", "_needs_expansion": false, "start_from_trigger": false, "_log_config_logger_name": "airflow.task.operators", "template_fields_renderers": {}, "task_id": "wait_reschedule", "reschedule": true, "template_fields": ["filepath"], "ui_fgcolor": "#000", "on_failure_fail_dagrun": false, "ui_color": "#91818a", "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "is_teardown": false, "is_setup": false, "downstream_task_ids": ["transform"], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "resched/{{ data_interval_end.strftime('%H%M') }}.csv"}, "__type": "operator"}, {"__var": {"weight_rule": "downstream", "template_ext": [], "pool": "default_pool", "_needs_expansion": false, "start_from_trigger": false, "_log_config_logger_name": "airflow.task.operators", "template_fields_renderers": {}, "task_id": "wait_python", "reschedule": true, "template_fields": ["templates_dict", "op_args", "op_kwargs"], "ui_fgcolor": "#000", "on_failure_fail_dagrun": false, "ui_color": "#e6f1f2", "is_teardown": false, "is_setup": false, "downstream_task_ids": ["transform"], "_task_type": "PythonSensor", "_task_module": "airflow.sensors.python", "_is_empty": false, "start_trigger_args": null, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "op_args": ["resched/{{ data_interval_end.strftime('%H%M') }}.flag"], "op_kwargs": {}}, "__type": "operator"}, {"__var": {"weight_rule": "downstream", "template_ext": [], "pool": "default_pool", "_needs_expansion": false, "start_from_trigger": false, "_log_config_logger_name": "airflow.task.operators", "template_fields_renderers": {"templates_dict": "json", "op_args": "py", "op_kwargs": "py"}, "task_id": "transform", "template_fields": ["templates_dict", "op_args", "op_kwargs"], "ui_fgcolor": "#000", "on_failure_fail_dagrun": false, "ui_color": "#ffefeb", "is_teardown": false, "is_setup": false, "downstream_task_ids": [], "_task_type": "PythonOperator", "_task_module": "airflow.operators.python", "_is_empty": false, "start_trigger_args": null, "op_args": [], "op_kwargs": {}}, "__type": "operator"}], "dag_dependencies": [], "params": []}}	\N	2026-12-07 06:20:05.367655+00	20b8b846433d21e47dc59830ee329445	$ROOT/dags
shared_b	$ROOT/dags/fleet_dags.py	59586976552739583	{"__version": 1, "dag": {"start_date": 1767225600.0, "tags": ["opsmeta-fleet"], "_task_group": {"_group_id": null, "prefix_group_id": true, "tooltip": "", "ui_color": "CornflowerBlue", "ui_fgcolor": "#000", "children": {"wait_shared": ["operator", "wait_shared"], "consume": ["operator", "consume"]}, "upstream_group_ids": [], "downstream_group_ids": [], "upstream_task_ids": [], "downstream_task_ids": []}, "fileloc": "$ROOT/dags/fleet_dags.py", "timetable": {"__type": "airflow.timetables.interval.CronDataIntervalTimetable", "__var": {"expression": "*/2 * * * *", "timezone": "UTC"}}, "timezone": "UTC", "edge_info": {}, "catchup": false, "max_active_runs": 3, "_dag_id": "shared_b", "_processor_dags_folder": "$ROOT/dags", "tasks": [{"__var": {"weight_rule": "downstream", "template_ext": [], "pool": "default_pool", "_needs_expansion": false, "start_from_trigger": false, "_log_config_logger_name": "airflow.task.operators", "template_fields_renderers": {}, "task_id": "wait_shared", "reschedule": false, "template_fields": ["filepath"], "ui_fgcolor": "#000", "on_failure_fail_dagrun": false, "ui_color": "#91818a", "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "is_teardown": false, "is_setup": false, "downstream_task_ids": ["consume"], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "shared/{{ data_interval_end.strftime('%H%M') }}.csv"}, "__type": "operator"}, {"__var": {"weight_rule": "downstream", "template_ext": [".sh", ".bash"], "pool": "default_pool", "_needs_expansion": false, "start_from_trigger": false, "_log_config_logger_name": "airflow.task.operators", "template_fields_renderers": {"bash_command": "bash", "env": "json"}, "task_id": "consume", "template_fields": ["bash_command", "env", "cwd"], "ui_fgcolor": "#000", "on_failure_fail_dagrun": false, "ui_color": "#f0ede4", "is_teardown": false, "is_setup": false, "downstream_task_ids": [], "_task_type": "BashOperator", "_task_module": "airflow.operators.bash", "_is_empty": false, "start_trigger_args": null, "bash_command": "true"}, "__type": "operator"}], "dag_dependencies": [], "params": []}}	\N	2026-12-07 06:20:05.440934+00	4594e730f4f431f4ea9bc32112f5c137	$ROOT/dags
files_poke	$ROOT/dags/fleet_dags.py	59586976552739583	{"__version": 1, "dag": {"start_date": 1767225600.0, "tags": ["opsmeta-fleet"], "_task_group": {"_group_id": null, "prefix_group_id": true, "tooltip": "", "ui_color": "CornflowerBlue", "ui_fgcolor": "#000", "children": {"wait_poke": ["operator", "wait_poke"], "load": ["operator", "load"]}, "upstream_group_ids": [], "downstream_group_ids": [], "upstream_task_ids": [], "downstream_task_ids": []}, "fileloc": "$ROOT/dags/fleet_dags.py", "timetable": {"__type": "airflow.timetables.interval.CronDataIntervalTimetable", "__var": {"expression": "*/2 * * * *", "timezone": "UTC"}}, "timezone": "UTC", "edge_info": {}, "catchup": false, "max_active_runs": 3, "_dag_id": "files_poke", "_processor_dags_folder": "$ROOT/dags", "tasks": [{"__var": {"weight_rule": "downstream", "template_ext": [], "pool": "default_pool", "_needs_expansion": false, "start_from_trigger": false, "_log_config_logger_name": "airflow.task.operators", "template_fields_renderers": {}, "task_id": "wait_poke", "reschedule": false, "template_fields": ["filepath"], "ui_fgcolor": "#000", "on_failure_fail_dagrun": false, "ui_color": "#91818a", "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "is_teardown": false, "is_setup": false, "downstream_task_ids": ["load"], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "poke/{{ data_interval_end.strftime('%H%M') }}.csv"}, "__type": "operator"}, {"__var": {"weight_rule": "downstream", "template_ext": [".sh", ".bash"], "pool": "default_pool", "_needs_expansion": false, "start_from_trigger": false, "_log_config_logger_name": "airflow.task.operators", "template_fields_renderers": {"bash_command": "bash", "env": "json"}, "task_id": "load", "template_fields": ["bash_command", "env", "cwd"], "ui_fgcolor": "#000", "on_failure_fail_dagrun": false, "ui_color": "#f0ede4", "is_teardown": false, "is_setup": false, "downstream_task_ids": [], "_task_type": "BashOperator", "_task_module": "airflow.operators.bash", "_is_empty": false, "start_trigger_args": null, "bash_command": "sleep 3"}, "__type": "operator"}], "dag_dependencies": [], "params": []}}	\N	2026-12-07 06:20:05.485155+00	aa7d5330f19c26e447c46ab423bd83dc	$ROOT/dags
timeouts	$ROOT/dags/fleet_dags.py	59586976552739583	{"__version": 1, "dag": {"start_date": 1767225600.0, "tags": ["opsmeta-fleet"], "_task_group": {"_group_id": null, "prefix_group_id": true, "tooltip": "", "ui_color": "CornflowerBlue", "ui_fgcolor": "#000", "children": {"never_poke": ["operator", "never_poke"], "never_soft": ["operator", "never_soft"], "never_retried": ["operator", "never_retried"], "never_timeout_retried": ["operator", "never_timeout_retried"]}, "upstream_group_ids": [], "downstream_group_ids": [], "upstream_task_ids": [], "downstream_task_ids": []}, "fileloc": "$ROOT/dags/fleet_dags.py", "timetable": {"__type": "airflow.timetables.interval.CronDataIntervalTimetable", "__var": {"expression": "*/2 * * * *", "timezone": "UTC"}}, "timezone": "UTC", "edge_info": {}, "catchup": false, "max_active_runs": 3, "_dag_id": "timeouts", "_processor_dags_folder": "$ROOT/dags", "tasks": [{"__var": {"weight_rule": "downstream", "template_ext": [], "pool": "default_pool", "_needs_expansion": false, "start_from_trigger": false, "_log_config_logger_name": "airflow.task.operators", "template_fields_renderers": {}, "task_id": "never_poke", "reschedule": false, "template_fields": ["filepath"], "ui_fgcolor": "#000", "on_failure_fail_dagrun": false, "ui_color": "#91818a", "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "is_teardown": false, "is_setup": false, "on_failure_callback": "def log_failure(context) -> None:\\n    print(f\\"sensor failed: {context['task_instance'].task_id}\\")\\n", "downstream_task_ids": [], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "never/{{ data_interval_end.strftime('%H%M') }}.csv"}, "__type": "operator"}, {"__var": {"weight_rule": "downstream", "template_ext": [], "pool": "default_pool", "_needs_expansion": false, "start_from_trigger": false, "_log_config_logger_name": "airflow.task.operators", "template_fields_renderers": {}, "task_id": "never_soft", "reschedule": false, "template_fields": ["filepath"], "ui_fgcolor": "#000", "on_failure_fail_dagrun": false, "ui_color": "#91818a", "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "is_teardown": false, "is_setup": false, "downstream_task_ids": [], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "never/{{ data_interval_end.strftime('%H%M') }}.soft"}, "__type": "operator"}, {"__var": {"weight_rule": "downstream", "template_ext": [], "pool": "default_pool", "execution_timeout": 30.0, "_needs_expansion": false, "start_from_trigger": false, "_log_config_logger_name": "airflow.task.operators", "template_fields_renderers": {}, "task_id": "never_retried", "reschedule": false, "template_fields": ["filepath"], "retries": 1, "ui_fgcolor": "#000", "retry_delay": 5.0, "on_failure_fail_dagrun": false, "ui_color": "#91818a", "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "is_teardown": false, "is_setup": false, "downstream_task_ids": [], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "never/{{ data_interval_end.strftime('%H%M') }}.retry"}, "__type": "operator"}, {"__var": {"weight_rule": "downstream", "template_ext": [], "pool": "default_pool", "_needs_expansion": false, "start_from_trigger": false, "_log_config_logger_name": "airflow.task.operators", "template_fields_renderers": {}, "task_id": "never_timeout_retried", "reschedule": false, "template_fields": ["filepath"], "retries": 1, "ui_fgcolor": "#000", "retry_delay": 5.0, "on_failure_fail_dagrun": false, "ui_color": "#91818a", "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "is_teardown": false, "is_setup": false, "downstream_task_ids": [], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "never/{{ data_interval_end.strftime('%H%M') }}.timeout"}, "__type": "operator"}], "dag_dependencies": [], "params": []}}	\N	2026-12-07 06:20:05.522715+00	e4bfaa540e480f20eb79267e1ffb4017	$ROOT/dags
shared_a	$ROOT/dags/fleet_dags.py	59586976552739583	{"__version": 1, "dag": {"start_date": 1767225600.0, "tags": ["opsmeta-fleet"], "_task_group": {"_group_id": null, "prefix_group_id": true, "tooltip": "", "ui_color": "CornflowerBlue", "ui_fgcolor": "#000", "children": {"wait_shared": ["operator", "wait_shared"], "consume": ["operator", "consume"]}, "upstream_group_ids": [], "downstream_group_ids": [], "upstream_task_ids": [], "downstream_task_ids": []}, "fileloc": "$ROOT/dags/fleet_dags.py", "timetable": {"__type": "airflow.timetables.interval.CronDataIntervalTimetable", "__var": {"expression": "*/2 * * * *", "timezone": "UTC"}}, "timezone": "UTC", "edge_info": {}, "catchup": false, "max_active_runs": 3, "_dag_id": "shared_a", "_processor_dags_folder": "$ROOT/dags", "tasks": [{"__var": {"weight_rule": "downstream", "template_ext": [], "pool": "default_pool", "_needs_expansion": false, "start_from_trigger": false, "_log_config_logger_name": "airflow.task.operators", "template_fields_renderers": {}, "task_id": "wait_shared", "reschedule": false, "template_fields": ["filepath"], "ui_fgcolor": "#000", "on_failure_fail_dagrun": false, "ui_color": "#91818a", "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "is_teardown": false, "is_setup": false, "downstream_task_ids": ["consume"], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "shared/{{ data_interval_end.strftime('%H%M') }}.csv"}, "__type": "operator"}, {"__var": {"weight_rule": "downstream", "template_ext": [".sh", ".bash"], "pool": "default_pool", "_needs_expansion": false, "start_from_trigger": false, "_log_config_logger_name": "airflow.task.operators", "template_fields_renderers": {"bash_command": "bash", "env": "json"}, "task_id": "consume", "template_fields": ["bash_command", "env", "cwd"], "ui_fgcolor": "#000", "on_failure_fail_dagrun": false, "ui_color": "#f0ede4", "is_teardown": false, "is_setup": false, "downstream_task_ids": [], "_task_type": "BashOperator", "_task_module": "airflow.operators.bash", "_is_empty": false, "start_trigger_args": null, "bash_command": "true"}, "__type": "operator"}], "dag_dependencies": [], "params": []}}	\N	2026-12-07 06:20:05.612742+00	02ef14a9b7e4d65190dd10731bfba78e	$ROOT/dags
\.


--
-- Data for Name: session; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.session (id, session_id, data, expiry) FROM stdin;
\.


--
-- Data for Name: sla_miss; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.sla_miss (task_id, dag_id, execution_date, email_sent, "timestamp", description, notification_sent) FROM stdin;
\.


--
-- Data for Name: slot_pool; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.slot_pool (id, pool, slots, description, include_deferred) FROM stdin;
1	default_pool	128	Default pool	f
\.


--
-- Data for Name: task_fail; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.task_fail (id, task_id, dag_id, run_id, map_index, start_date, end_date, duration) FROM stdin;
1	never_timeout_retried	timeouts	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:07.158566+00	2026-12-07 06:20:39.118373+00	31
2	never_retried	timeouts	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:07.176799+00	2026-12-07 06:20:39.308302+00	32
3	never_poke	timeouts	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:07.410527+00	2026-12-07 06:20:59.651827+00	52
4	never_retried	timeouts	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:45.899709+00	2026-12-07 06:21:17.336208+00	31
5	never_retried	timeouts	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:03.828721+00	2026-12-07 06:22:40.171703+00	36
6	never_timeout_retried	timeouts	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:04.341515+00	2026-12-07 06:22:40.732464+00	36
7	never_poke	timeouts	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:04.444317+00	2026-12-07 06:23:00.744477+00	56
8	never_retried	timeouts	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:46.472443+00	2026-12-07 06:23:18.211244+00	31
9	never_retried	timeouts	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:07.082904+00	2026-12-07 06:24:42.768129+00	35
10	never_timeout_retried	timeouts	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:07.609392+00	2026-12-07 06:24:43.238904+00	35
11	never_poke	timeouts	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:06.706439+00	2026-12-07 06:25:03.055953+00	56
12	never_retried	timeouts	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:49.100734+00	2026-12-07 06:25:19.617697+00	30
13	never_retried	timeouts	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:26:03.333+00	2026-12-07 06:26:38.256351+00	34
14	never_timeout_retried	timeouts	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:26:03.4654+00	2026-12-07 06:26:39.426292+00	35
15	never_poke	timeouts	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:26:03.501586+00	2026-12-07 06:26:59.338302+00	55
16	never_retried	timeouts	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:26:43.514577+00	2026-12-07 06:27:13.869356+00	30
17	never_timeout_retried	timeouts	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:28:01.773408+00	2026-12-07 06:28:34.656424+00	32
18	never_retried	timeouts	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:28:02.149747+00	2026-12-07 06:28:34.825399+00	32
19	never_poke	timeouts	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:28:01.854711+00	2026-12-07 06:28:54.93248+00	53
20	never_retried	timeouts	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:28:40.474236+00	2026-12-07 06:29:10.873537+00	30
21	never_retried	timeouts	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:02.165393+00	2026-12-07 06:30:35.086535+00	32
22	never_timeout_retried	timeouts	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:02.182734+00	2026-12-07 06:30:35.619918+00	33
23	wait_poke	files_poke	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:01.74133+00	2026-12-07 06:30:50.169261+00	48
24	never_poke	timeouts	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:02.051564+00	2026-12-07 06:30:50.233459+00	48
25	never_retried	timeouts	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:40.869389+00	2026-12-07 06:30:50.282499+00	9
\.


--
-- Data for Name: task_instance; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.task_instance (task_id, dag_id, run_id, map_index, start_date, end_date, duration, state, try_number, max_tries, hostname, unixname, job_id, pool, pool_slots, queue, priority_weight, operator, custom_operator_name, queued_dttm, queued_by_job_id, pid, executor, executor_config, updated_at, rendered_map_index, external_executor_id, trigger_id, trigger_timeout, next_method, next_kwargs, task_display_name) FROM stdin;
wait_poke	files_poke	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:07.248979+00	2026-12-07 06:21:24.385917+00	77.136938	success	1	0	vm	root	5	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:20:06.203654+00	2	22303	\N	\\x80057d942e	2026-12-07 06:21:24.404521+00	\N	\N	\N	\N	\N	\N	wait_poke
wait_deferred	deferred	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:03.809123+00	2026-12-07 06:22:44.980214+00	41.171091	success	1	0	vm	root	45	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:22:43.84931+00	2	26093	\N	\\x80057d942e	2026-12-07 06:22:45.068141+00	\N	\N	\N	2026-12-07 06:26:11.026871	\N	null	wait_deferred
pause	deferred	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:04.047531+00	2026-12-07 06:22:32.826275+00	28.778744	success	1	0	vm	root	43	default_pool	1	default	2	TimeDeltaSensorAsync	\N	2026-12-07 06:22:31.319247+00	2	25718	\N	\\x80057d942e	2026-12-07 06:22:32.844671+00	\N	\N	\N	\N	\N	null	pause
transform	files_reschedule	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:23:57.015607+00	2026-12-07 06:23:57.561169+00	0.545562	success	1	0	vm	root	56	default_pool	1	default	1	PythonOperator	\N	2026-12-07 06:23:56.761522+00	2	28982	\N	\\x80057d942e	2026-12-07 06:23:57.577033+00	\N	\N	\N	\N	\N	\N	transform
load	files_poke	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:25:14.439068+00	2026-12-07 06:25:18.406026+00	3.966958	success	1	0	vm	root	80	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:25:14.101974+00	2	32007	\N	\\x80057d942e	2026-12-07 06:25:18.433793+00	\N	\N	\N	\N	\N	\N	load
wait_python	files_reschedule	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:21:54.718071+00	2026-12-07 06:21:55.066566+00	0.348495	success	1	0	vm	root	28	default_pool	1	default	2	PythonSensor	\N	2026-12-07 06:21:54.5156+00	2	24624	\N	\\x80057d942e	2026-12-07 06:21:55.078166+00	\N	\N	\N	\N	\N	\N	wait_python
publish	deferred	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:26:41.285485+00	2026-12-07 06:26:41.731004+00	0.445519	success	1	0	vm	root	100	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:26:41.082989+00	2	714	\N	\\x80057d942e	2026-12-07 06:26:41.739798+00	\N	\N	\N	\N	\N	\N	publish
load	files_poke	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:21:25.602038+00	2026-12-07 06:21:29.059055+00	3.457017	success	1	0	vm	root	26	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:21:25.283318+00	2	23921	\N	\\x80057d942e	2026-12-07 06:21:29.072496+00	\N	\N	\N	\N	\N	\N	load
load	files_poke	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:29:21.129695+00	2026-12-07 06:29:24.610492+00	3.480797	success	1	0	vm	root	136	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:29:20.831816+00	2	2788	\N	\\x80057d942e	2026-12-07 06:29:24.634427+00	\N	\N	\N	\N	\N	\N	load
transform	files_reschedule	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:25:58.762542+00	2026-12-07 06:25:59.163223+00	0.400681	success	1	0	vm	root	83	default_pool	1	default	1	PythonOperator	\N	2026-12-07 06:25:58.441792+00	2	32599	\N	\\x80057d942e	2026-12-07 06:25:59.178879+00	\N	\N	\N	\N	\N	\N	transform
publish	deferred	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:46.363393+00	2026-12-07 06:22:48.603306+00	2.239913	success	1	0	vm	root	46	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:22:45.302696+00	2	26208	\N	\\x80057d942e	2026-12-07 06:22:48.637309+00	\N	\N	\N	\N	\N	\N	publish
transform	files_reschedule	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:21:55.967059+00	2026-12-07 06:21:56.442725+00	0.475666	success	1	0	vm	root	29	default_pool	1	default	1	PythonOperator	\N	2026-12-07 06:21:55.672861+00	2	24662	\N	\\x80057d942e	2026-12-07 06:21:56.456321+00	\N	\N	\N	\N	\N	\N	transform
consume	shared_b	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:26:50.088551+00	2026-12-07 06:26:50.945874+00	0.857323	success	1	0	vm	root	103	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:26:49.723285+00	2	1142	\N	\\x80057d942e	2026-12-07 06:26:50.974889+00	\N	\N	\N	\N	\N	\N	consume
consume	shared_b	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:51.399506+00	2026-12-07 06:22:51.891346+00	0.49184	success	1	0	vm	root	48	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:22:50.505162+00	2	26616	\N	\\x80057d942e	2026-12-07 06:22:51.909466+00	\N	\N	\N	\N	\N	\N	consume
consume	shared_c	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:26:50.030578+00	2026-12-07 06:26:50.870826+00	0.840248	success	1	0	vm	root	102	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:26:49.723285+00	2	1135	\N	\\x80057d942e	2026-12-07 06:26:50.892545+00	\N	\N	\N	\N	\N	\N	consume
consume	shared_c	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:52.869857+00	2026-12-07 06:22:54.582826+00	1.712969	success	1	0	vm	root	49	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:22:52.062229+00	2	26655	\N	\\x80057d942e	2026-12-07 06:22:54.645464+00	\N	\N	\N	\N	\N	\N	consume
consume	shared_a	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:53.364534+00	2026-12-07 06:22:55.144927+00	1.780393	success	1	0	vm	root	50	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:22:52.062229+00	2	26675	\N	\\x80057d942e	2026-12-07 06:22:55.198958+00	\N	\N	\N	\N	\N	\N	consume
load	files_poke	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:23:11.076266+00	2026-12-07 06:23:14.678833+00	3.602567	success	1	0	vm	root	53	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:23:10.640146+00	2	27155	\N	\\x80057d942e	2026-12-07 06:23:14.726676+00	\N	\N	\N	\N	\N	\N	load
pause	deferred	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:07.701485+00	2026-12-07 06:20:31.851652+00	24.150167	success	1	0	vm	root	16	default_pool	1	default	2	TimeDeltaSensorAsync	\N	2026-12-07 06:20:31.360126+00	2	22585	\N	\\x80057d942e	2026-12-07 06:20:31.862051+00	\N	\N	\N	\N	\N	null	pause
wait_deferred	deferred	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:07.64478+00	2026-12-07 06:20:44.752473+00	37.107693	success	1	0	vm	root	18	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:20:42.850165+00	2	22788	\N	\\x80057d942e	2026-12-07 06:20:44.792427+00	\N	\N	\N	2026-12-07 06:24:09.684199	\N	null	wait_deferred
publish	deferred	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:46.008245+00	2026-12-07 06:20:47.465994+00	1.457749	success	1	0	vm	root	20	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:20:45.32114+00	2	22837	\N	\\x80057d942e	2026-12-07 06:20:47.487927+00	\N	\N	\N	\N	\N	\N	publish
wait_shared	shared_c	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:07.608479+00	2026-12-07 06:20:49.642493+00	42.034014	success	1	0	vm	root	9	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:20:06.203654+00	2	22346	\N	\\x80057d942e	2026-12-07 06:20:49.672392+00	\N	\N	\N	\N	\N	\N	wait_shared
never_soft	timeouts	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:07.402665+00	2026-12-07 06:20:49.88023+00	42.477565	skipped	1	0	vm	root	7	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:20:06.203654+00	2	22331	\N	\\x80057d942e	2026-12-07 06:20:49.949208+00	\N	\N	\N	\N	\N	\N	never_soft
wait_shared	shared_a	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:07.47316+00	2026-12-07 06:20:49.801225+00	42.328065	success	1	0	vm	root	8	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:20:06.203654+00	2	22323	\N	\\x80057d942e	2026-12-07 06:20:49.921416+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_shared	shared_b	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:07.87063+00	2026-12-07 06:20:49.890027+00	42.019397	success	1	0	vm	root	14	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:20:06.203654+00	2	22356	\N	\\x80057d942e	2026-12-07 06:20:49.964178+00	\N	\N	\N	\N	\N	\N	wait_shared
consume	shared_a	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:51.859525+00	2026-12-07 06:20:54.873352+00	3.013827	success	1	0	vm	root	21	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:20:50.367369+00	2	22994	\N	\\x80057d942e	2026-12-07 06:20:55.037503+00	\N	\N	\N	\N	\N	\N	consume
consume	shared_c	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:52.028629+00	2026-12-07 06:20:55.477502+00	3.448873	success	1	0	vm	root	22	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:20:50.367369+00	2	22995	\N	\\x80057d942e	2026-12-07 06:20:55.560037+00	\N	\N	\N	\N	\N	\N	consume
wait_reschedule	files_reschedule	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:52.86939+00	2026-12-07 06:20:55.488835+00	2.619445	success	1	0	vm	root	23	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:20:50.9934+00	2	23031	\N	\\x80057d942e	2026-12-07 06:20:55.54772+00	\N	\N	\N	\N	\N	\N	wait_reschedule
consume	shared_b	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:52.928509+00	2026-12-07 06:20:55.917314+00	2.988805	success	1	0	vm	root	24	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:20:50.9934+00	2	23037	\N	\\x80057d942e	2026-12-07 06:20:55.992038+00	\N	\N	\N	\N	\N	\N	consume
never_poke	timeouts	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:07.410527+00	2026-12-07 06:20:59.651827+00	52.2413	failed	1	0	vm	root	6	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:20:06.203654+00	2	22328	\N	\\x80057d942e	2026-12-07 06:20:59.710808+00	\N	\N	\N	\N	\N	\N	never_poke
never_retried	timeouts	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:45.899709+00	2026-12-07 06:21:17.336208+00	31.436499	failed	2	1	vm	root	19	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:20:44.857115+00	2	22834	\N	\\x80057d942e	2026-12-07 06:21:17.350982+00	\N	\N	\N	\N	\N	\N	never_retried
never_retried	timeouts	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:46.472443+00	2026-12-07 06:23:18.211244+00	31.738801	failed	2	1	vm	root	47	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:22:45.302696+00	2	26210	\N	\\x80057d942e	2026-12-07 06:23:18.233571+00	\N	\N	\N	\N	\N	\N	never_retried
consume	shared_b	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:46.157297+00	2026-12-07 06:30:46.820678+00	0.663381	success	1	0	vm	root	159	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:30:45.766395+00	2	3523	\N	\\x80057d942e	2026-12-07 06:30:46.835799+00	\N	\N	\N	\N	\N	\N	consume
wait_shared	shared_b	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:04.559572+00	2026-12-07 06:22:50.067152+00	45.50758	success	1	0	vm	root	39	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:22:00.746921+00	2	24960	\N	\\x80057d942e	2026-12-07 06:22:50.102756+00	\N	\N	\N	\N	\N	\N	wait_shared
load	files_poke	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:50.550066+00	2026-12-07 06:30:50.550066+00	0	upstream_failed	0	0		root	\N	default_pool	1	default	1	BashOperator	\N	\N	\N	\N	\N	\\x80057d942e	2026-12-07 06:30:50.601871+00	\N	\N	\N	\N	\N	\N	load
never_timeout_retried	timeouts	scheduled__2026-12-07T06:18:00+00:00	-1	2026-12-07 06:20:07.158566+00	2026-12-07 06:20:39.118373+00	31.959807	failed	1	1	vm	root	3	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:20:06.203654+00	2	22289	\N	\\x80057d942e	2026-12-07 06:20:39.159817+00	\N	\N	\N	\N	\N	\N	never_timeout_retried
pause	deferred	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:26:03.690707+00	2026-12-07 06:26:32.734342+00	29.043635	success	1	0	vm	root	97	default_pool	1	default	2	TimeDeltaSensorAsync	\N	2026-12-07 06:26:32.155099+00	2	508	\N	\\x80057d942e	2026-12-07 06:26:32.745287+00	\N	\N	\N	\N	\N	null	pause
publish	deferred	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:28:39.585735+00	2026-12-07 06:28:40.145495+00	0.55976	success	1	0	vm	root	128	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:28:39.3858+00	2	1953	\N	\\x80057d942e	2026-12-07 06:28:40.182533+00	\N	\N	\N	\N	\N	\N	publish
wait_shared	shared_c	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:03.41688+00	2026-12-07 06:22:50.778751+00	47.361871	success	1	0	vm	root	32	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:22:00.746921+00	2	24896	\N	\\x80057d942e	2026-12-07 06:22:50.872407+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_shared	shared_c	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:26:03.581678+00	2026-12-07 06:26:48.848546+00	45.266868	success	1	0	vm	root	90	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:26:00.427557+00	2	32724	\N	\\x80057d942e	2026-12-07 06:26:48.862909+00	\N	\N	\N	\N	\N	\N	wait_shared
never_timeout_retried	timeouts	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:04.341515+00	2026-12-07 06:22:40.732464+00	36.390949	failed	1	1	vm	root	37	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:22:00.746921+00	2	24956	\N	\\x80057d942e	2026-12-07 06:22:40.753909+00	\N	\N	\N	\N	\N	\N	never_timeout_retried
wait_deferred	deferred	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:26:02.84154+00	2026-12-07 06:26:40.836389+00	37.994849	success	1	0	vm	root	99	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:26:40.265043+00	2	695	\N	\\x80057d942e	2026-12-07 06:26:40.846672+00	\N	\N	\N	2026-12-07 06:30:09.188742	\N	null	wait_deferred
wait_python	files_reschedule	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:23:55.879485+00	2026-12-07 06:23:56.384732+00	0.505247	success	1	0	vm	root	55	default_pool	1	default	2	PythonSensor	\N	2026-12-07 06:23:55.615126+00	2	28947	\N	\\x80057d942e	2026-12-07 06:23:56.436043+00	\N	\N	\N	\N	\N	\N	wait_python
never_soft	timeouts	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:03.192531+00	2026-12-07 06:22:49.808406+00	46.615875	skipped	1	0	vm	root	30	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:22:00.746921+00	2	24867	\N	\\x80057d942e	2026-12-07 06:22:49.832994+00	\N	\N	\N	\N	\N	\N	never_soft
wait_shared	shared_a	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:03.87343+00	2026-12-07 06:22:50.819128+00	46.945698	success	1	0	vm	root	36	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:22:00.746921+00	2	24923	\N	\\x80057d942e	2026-12-07 06:22:50.896061+00	\N	\N	\N	\N	\N	\N	wait_shared
consume	shared_a	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:29:05.92532+00	2026-12-07 06:29:06.440929+00	0.515609	success	1	0	vm	root	134	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:29:05.398406+00	2	2594	\N	\\x80057d942e	2026-12-07 06:29:06.451825+00	\N	\N	\N	\N	\N	\N	consume
consume	shared_b	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:52.092027+00	2026-12-07 06:24:52.515815+00	0.423788	success	1	0	vm	root	75	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:24:51.868392+00	2	31528	\N	\\x80057d942e	2026-12-07 06:24:52.537443+00	\N	\N	\N	\N	\N	\N	consume
consume	shared_a	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:26:50.067172+00	2026-12-07 06:26:50.679028+00	0.611856	success	1	0	vm	root	104	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:26:49.723285+00	2	1134	\N	\\x80057d942e	2026-12-07 06:26:50.709741+00	\N	\N	\N	\N	\N	\N	consume
publish	deferred	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:46.261365+00	2026-12-07 06:24:46.903377+00	0.642012	success	1	0	vm	root	73	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:24:45.918705+00	2	31110	\N	\\x80057d942e	2026-12-07 06:24:46.918308+00	\N	\N	\N	\N	\N	\N	publish
load	files_poke	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:27:24.805068+00	2026-12-07 06:27:28.247158+00	3.44209	success	1	0	vm	root	108	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:27:24.593237+00	2	1418	\N	\\x80057d942e	2026-12-07 06:27:28.257466+00	\N	\N	\N	\N	\N	\N	load
wait_reschedule	files_reschedule	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:54.82033+00	2026-12-07 06:22:55.618868+00	0.798538	success	1	0	vm	root	51	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:22:54.026421+00	2	26719	\N	\\x80057d942e	2026-12-07 06:22:55.640638+00	\N	\N	\N	\N	\N	\N	wait_reschedule
never_soft	timeouts	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:07.086345+00	2026-12-07 06:24:52.054917+00	44.968572	skipped	1	0	vm	root	65	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:24:01.100152+00	2	30234	\N	\\x80057d942e	2026-12-07 06:24:52.092205+00	\N	\N	\N	\N	\N	\N	never_soft
never_poke	timeouts	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:04.444317+00	2026-12-07 06:23:00.744477+00	56.30016	failed	1	0	vm	root	40	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:22:00.746921+00	2	24959	\N	\\x80057d942e	2026-12-07 06:23:00.758103+00	\N	\N	\N	\N	\N	\N	never_poke
transform	files_reschedule	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:27:53.889469+00	2026-12-07 06:27:54.22185+00	0.332381	success	1	0	vm	root	111	default_pool	1	default	1	PythonOperator	\N	2026-12-07 06:27:53.7014+00	2	1503	\N	\\x80057d942e	2026-12-07 06:27:54.23679+00	\N	\N	\N	\N	\N	\N	transform
wait_reschedule	files_reschedule	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:55.572266+00	2026-12-07 06:24:56.891242+00	1.318976	success	1	0	vm	root	76	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:24:54.898223+00	2	31584	\N	\\x80057d942e	2026-12-07 06:24:56.94085+00	\N	\N	\N	\N	\N	\N	wait_reschedule
wait_poke	files_poke	scheduled__2026-12-07T06:20:00+00:00	-1	2026-12-07 06:22:04.208153+00	2026-12-07 06:23:10.46325+00	66.255097	success	1	0	vm	root	38	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:22:00.746921+00	2	24931	\N	\\x80057d942e	2026-12-07 06:23:10.477013+00	\N	\N	\N	\N	\N	\N	wait_poke
consume	shared_a	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:55.853468+00	2026-12-07 06:24:57.516139+00	1.662671	success	1	0	vm	root	78	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:24:54.898223+00	2	31606	\N	\\x80057d942e	2026-12-07 06:24:57.542976+00	\N	\N	\N	\N	\N	\N	consume
consume	shared_c	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:55.850236+00	2026-12-07 06:24:57.576016+00	1.72578	success	1	0	vm	root	77	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:24:54.898223+00	2	31599	\N	\\x80057d942e	2026-12-07 06:24:57.593645+00	\N	\N	\N	\N	\N	\N	consume
never_poke	timeouts	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:06.706439+00	2026-12-07 06:25:03.055953+00	56.349514	failed	1	0	vm	root	59	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:24:01.100152+00	2	30248	\N	\\x80057d942e	2026-12-07 06:25:03.075814+00	\N	\N	\N	\N	\N	\N	never_poke
wait_poke	files_poke	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:06.893347+00	2026-12-07 06:25:13.159131+00	66.265784	success	1	0	vm	root	62	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:24:01.100152+00	2	30216	\N	\\x80057d942e	2026-12-07 06:25:13.177788+00	\N	\N	\N	\N	\N	\N	wait_poke
wait_python	files_reschedule	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:25:57.548939+00	2026-12-07 06:25:57.922826+00	0.373887	success	1	0	vm	root	82	default_pool	1	default	2	PythonSensor	\N	2026-12-07 06:25:57.329538+00	2	32578	\N	\\x80057d942e	2026-12-07 06:25:57.937768+00	\N	\N	\N	\N	\N	\N	wait_python
wait_deferred	deferred	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:28:02.185659+00	2026-12-07 06:28:38.811223+00	36.625564	success	1	0	vm	root	127	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:28:38.182132+00	2	1934	\N	\\x80057d942e	2026-12-07 06:28:38.831976+00	\N	\N	\N	2026-12-07 06:32:05.035965	\N	null	wait_deferred
pause	deferred	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:06.145375+00	2026-12-07 06:24:32.265777+00	26.120402	success	1	0	vm	root	69	default_pool	1	default	2	TimeDeltaSensorAsync	\N	2026-12-07 06:24:31.000911+00	2	30704	\N	\\x80057d942e	2026-12-07 06:24:32.292074+00	\N	\N	\N	\N	\N	null	pause
pause	deferred	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:28:02.173137+00	2026-12-07 06:28:32.024162+00	29.851025	success	1	0	vm	root	126	default_pool	1	default	2	TimeDeltaSensorAsync	\N	2026-12-07 06:28:31.345502+00	2	1868	\N	\\x80057d942e	2026-12-07 06:28:32.036358+00	\N	\N	\N	\N	\N	null	pause
never_timeout_retried	timeouts	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:07.609392+00	2026-12-07 06:24:43.238904+00	35.629512	failed	1	1	vm	root	68	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:24:01.100152+00	2	30211	\N	\\x80057d942e	2026-12-07 06:24:43.287992+00	\N	\N	\N	\N	\N	\N	never_timeout_retried
never_poke	timeouts	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:28:01.854711+00	2026-12-07 06:28:54.93248+00	53.077769	failed	1	0	vm	root	112	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:28:00.48576+00	2	1627	\N	\\x80057d942e	2026-12-07 06:28:54.944571+00	\N	\N	\N	\N	\N	\N	never_poke
never_timeout_retried	timeouts	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:26:03.4654+00	2026-12-07 06:26:39.426292+00	35.960892	failed	1	1	vm	root	88	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:26:00.427557+00	2	32704	\N	\\x80057d942e	2026-12-07 06:26:39.44228+00	\N	\N	\N	\N	\N	\N	never_timeout_retried
wait_shared	shared_a	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:28:02.16061+00	2026-12-07 06:29:04.838511+00	62.677901	success	1	0	vm	root	120	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:28:00.48576+00	2	1625	\N	\\x80057d942e	2026-12-07 06:29:04.86226+00	\N	\N	\N	\N	\N	\N	wait_shared
consume	shared_a	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:46.139689+00	2026-12-07 06:30:46.60759+00	0.467901	success	1	0	vm	root	158	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:30:45.766395+00	2	3525	\N	\\x80057d942e	2026-12-07 06:30:46.627965+00	\N	\N	\N	\N	\N	\N	consume
wait_shared	shared_b	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:26:03.752115+00	2026-12-07 06:26:48.914078+00	45.161963	success	1	0	vm	root	93	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:26:00.427557+00	2	32739	\N	\\x80057d942e	2026-12-07 06:26:48.92638+00	\N	\N	\N	\N	\N	\N	wait_shared
never_soft	timeouts	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:26:03.484912+00	2026-12-07 06:26:49.02654+00	45.541628	skipped	1	0	vm	root	89	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:26:00.427557+00	2	32705	\N	\\x80057d942e	2026-12-07 06:26:49.038761+00	\N	\N	\N	\N	\N	\N	never_soft
wait_shared	shared_a	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:26:03.177537+00	2026-12-07 06:26:49.281497+00	46.10396	success	1	0	vm	root	85	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:26:00.427557+00	2	32710	\N	\\x80057d942e	2026-12-07 06:26:49.298851+00	\N	\N	\N	\N	\N	\N	wait_shared
consume	shared_c	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:46.198946+00	2026-12-07 06:30:46.815659+00	0.616713	success	1	0	vm	root	160	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:30:45.766395+00	2	3529	\N	\\x80057d942e	2026-12-07 06:30:46.830044+00	\N	\N	\N	\N	\N	\N	consume
wait_deferred	deferred	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:07.518291+00	2026-12-07 06:24:45.57676+00	38.058469	success	1	0	vm	root	72	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:24:44.578589+00	2	31085	\N	\\x80057d942e	2026-12-07 06:24:45.61609+00	\N	\N	\N	2026-12-07 06:28:13.029384	\N	null	wait_deferred
wait_poke	files_poke	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:28:02.249149+00	2026-12-07 06:29:19.922701+00	77.673552	success	1	0	vm	root	119	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:28:00.48576+00	2	1624	\N	\\x80057d942e	2026-12-07 06:29:19.943587+00	\N	\N	\N	\N	\N	\N	wait_poke
never_poke	timeouts	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:26:03.501586+00	2026-12-07 06:26:59.338302+00	55.836716	failed	1	0	vm	root	87	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:26:00.427557+00	2	32706	\N	\\x80057d942e	2026-12-07 06:26:59.352004+00	\N	\N	\N	\N	\N	\N	never_poke
consume	shared_b	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:29:05.756265+00	2026-12-07 06:29:06.353669+00	0.597404	success	1	0	vm	root	132	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:29:05.398406+00	2	2578	\N	\\x80057d942e	2026-12-07 06:29:06.366131+00	\N	\N	\N	\N	\N	\N	consume
wait_shared	shared_b	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:06.802065+00	2026-12-07 06:24:51.318968+00	44.516903	success	1	0	vm	root	61	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:24:01.100152+00	2	30223	\N	\\x80057d942e	2026-12-07 06:24:51.37438+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_shared	shared_c	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:06.478961+00	2026-12-07 06:24:53.631418+00	47.152457	success	1	0	vm	root	60	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:24:01.100152+00	2	30225	\N	\\x80057d942e	2026-12-07 06:24:53.659486+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_shared	shared_a	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:07.489746+00	2026-12-07 06:24:53.562059+00	46.072313	success	1	0	vm	root	64	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:24:01.100152+00	2	30222	\N	\\x80057d942e	2026-12-07 06:24:53.622756+00	\N	\N	\N	\N	\N	\N	wait_shared
never_retried	timeouts	scheduled__2026-12-07T06:22:00+00:00	-1	2026-12-07 06:24:49.100734+00	2026-12-07 06:25:19.617697+00	30.516963	failed	2	1	vm	root	74	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:24:48.709669+00	2	31476	\N	\\x80057d942e	2026-12-07 06:25:19.635115+00	\N	\N	\N	\N	\N	\N	never_retried
consume	shared_c	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:29:05.914985+00	2026-12-07 06:29:06.576917+00	0.661932	success	1	0	vm	root	133	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:29:05.398406+00	2	2590	\N	\\x80057d942e	2026-12-07 06:29:06.600983+00	\N	\N	\N	\N	\N	\N	consume
transform	files_reschedule	scheduled__2026-12-07T06:28:00+00:00	-1	\N	\N	\N	\N	0	0		root	\N	default_pool	1	default	1	PythonOperator	\N	\N	\N	\N	\N	\\x80057d942e	2026-12-07 06:30:00.239134+00	\N	\N	\N	\N	\N	\N	transform
transform	files_reschedule	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:29:49.366188+00	2026-12-07 06:29:49.696841+00	0.330653	success	1	0	vm	root	139	default_pool	1	default	1	PythonOperator	\N	2026-12-07 06:29:49.183492+00	2	2874	\N	\\x80057d942e	2026-12-07 06:29:49.706787+00	\N	\N	\N	\N	\N	\N	transform
wait_reschedule	files_reschedule	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:27:12.55729+00	2026-12-07 06:27:12.882368+00	0.325078	success	1	0	vm	root	107	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:27:12.393037+00	2	1268	\N	\\x80057d942e	2026-12-07 06:27:12.892736+00	\N	\N	\N	\N	\N	\N	wait_reschedule
never_retried	timeouts	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:26:43.514577+00	2026-12-07 06:27:13.869356+00	30.354779	failed	2	1	vm	root	101	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:26:43.349512+00	2	738	\N	\\x80057d942e	2026-12-07 06:27:13.883001+00	\N	\N	\N	\N	\N	\N	never_retried
wait_poke	files_poke	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:26:03.969509+00	2026-12-07 06:27:24.182069+00	80.21256	success	1	0	vm	root	94	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:26:00.427557+00	2	32746	\N	\\x80057d942e	2026-12-07 06:27:24.195151+00	\N	\N	\N	\N	\N	\N	wait_poke
wait_python	files_reschedule	scheduled__2026-12-07T06:24:00+00:00	-1	2026-12-07 06:27:52.814971+00	2026-12-07 06:27:53.179302+00	0.364331	success	1	0	vm	root	110	default_pool	1	default	2	PythonSensor	\N	2026-12-07 06:27:52.616463+00	2	1481	\N	\\x80057d942e	2026-12-07 06:27:53.192836+00	\N	\N	\N	\N	\N	\N	wait_python
wait_python	files_reschedule	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:30.62937+00	2026-12-07 06:30:30.956671+00	0.327301	up_for_reschedule	1	0	vm	root	153	default_pool	1	default	2	PythonSensor	\N	2026-12-07 06:30:30.424512+00	2	3224	\N	\\x80057d942e	2026-12-07 06:30:30.961565+00	\N	\N	\N	\N	\N	\N	wait_python
pause	deferred	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:01.881294+00	2026-12-07 06:30:32.077266+00	30.195972	success	1	0	vm	root	154	default_pool	1	default	2	TimeDeltaSensorAsync	\N	2026-12-07 06:30:31.589894+00	2	3244	\N	\\x80057d942e	2026-12-07 06:30:32.087965+00	\N	\N	\N	\N	\N	null	pause
never_timeout_retried	timeouts	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:02.182734+00	2026-12-07 06:30:35.619918+00	33.437184	failed	1	1	vm	root	147	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:30:00.447159+00	2	2997	\N	\\x80057d942e	2026-12-07 06:30:35.633679+00	\N	\N	\N	\N	\N	\N	never_timeout_retried
wait_python	files_reschedule	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:29:48.252074+00	2026-12-07 06:29:48.554405+00	0.302331	success	1	0	vm	root	138	default_pool	1	default	2	PythonSensor	\N	2026-12-07 06:29:48.097705+00	2	2853	\N	\\x80057d942e	2026-12-07 06:29:48.565656+00	\N	\N	\N	\N	\N	\N	wait_python
never_timeout_retried	timeouts	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:28:01.773408+00	2026-12-07 06:28:34.656424+00	32.883016	failed	1	1	vm	root	117	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:28:00.48576+00	2	1614	\N	\\x80057d942e	2026-12-07 06:28:34.689379+00	\N	\N	\N	\N	\N	\N	never_timeout_retried
publish	deferred	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:39.696552+00	2026-12-07 06:30:40.063252+00	0.3667	success	1	0	vm	root	156	default_pool	1	default	1	BashOperator	\N	2026-12-07 06:30:39.497572+00	2	3432	\N	\\x80057d942e	2026-12-07 06:30:40.072719+00	\N	\N	\N	\N	\N	\N	publish
wait_deferred	deferred	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:02.341014+00	2026-12-07 06:30:39.30603+00	36.965016	success	1	0	vm	root	155	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:30:38.791707+00	2	3412	\N	\\x80057d942e	2026-12-07 06:30:39.316864+00	\N	\N	\N	2026-12-07 06:34:05.484573	\N	null	wait_deferred
never_soft	timeouts	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:02.461365+00	2026-12-07 06:30:45.597997+00	43.136632	skipped	1	0	vm	root	146	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:30:00.447159+00	2	3017	\N	\\x80057d942e	2026-12-07 06:30:45.629014+00	\N	\N	\N	\N	\N	\N	never_soft
never_soft	timeouts	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:28:01.463005+00	2026-12-07 06:28:44.706473+00	43.243468	skipped	1	0	vm	root	113	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:28:00.48576+00	2	1566	\N	\\x80057d942e	2026-12-07 06:28:44.717005+00	\N	\N	\N	\N	\N	\N	never_soft
wait_shared	shared_c	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:02.351447+00	2026-12-07 06:30:45.562996+00	43.211549	success	1	0	vm	root	145	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:30:00.447159+00	2	3013	\N	\\x80057d942e	2026-12-07 06:30:45.581195+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_shared	shared_c	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:28:02.233403+00	2026-12-07 06:29:04.673674+00	62.440271	success	1	0	vm	root	121	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:28:00.48576+00	2	1643	\N	\\x80057d942e	2026-12-07 06:29:04.688718+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_shared	shared_b	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:28:02.428616+00	2026-12-07 06:29:04.953839+00	62.525223	success	1	0	vm	root	123	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:28:00.48576+00	2	1630	\N	\\x80057d942e	2026-12-07 06:29:04.9753+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_shared	shared_b	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:02.557407+00	2026-12-07 06:30:45.576799+00	43.019392	success	1	0	vm	root	148	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:30:00.447159+00	2	3018	\N	\\x80057d942e	2026-12-07 06:30:45.601767+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_shared	shared_a	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:02.863513+00	2026-12-07 06:30:45.606667+00	42.743154	success	1	0	vm	root	151	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:30:00.447159+00	2	3039	\N	\\x80057d942e	2026-12-07 06:30:45.624211+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_reschedule	files_reschedule	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:29:07.745139+00	2026-12-07 06:29:08.148517+00	0.403378	success	1	0	vm	root	135	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:29:07.525585+00	2	2638	\N	\\x80057d942e	2026-12-07 06:29:08.160211+00	\N	\N	\N	\N	\N	\N	wait_reschedule
never_retried	timeouts	scheduled__2026-12-07T06:26:00+00:00	-1	2026-12-07 06:28:40.474236+00	2026-12-07 06:29:10.873537+00	30.399301	failed	2	1	vm	root	129	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:28:40.141282+00	2	1976	\N	\\x80057d942e	2026-12-07 06:29:10.891348+00	\N	\N	\N	\N	\N	\N	never_retried
wait_reschedule	files_reschedule	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:47.334937+00	2026-12-07 06:30:47.706831+00	0.371894	up_for_reschedule	1	0	vm	root	161	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:30:47.121687+00	2	3581	\N	\\x80057d942e	2026-12-07 06:30:47.713223+00	\N	\N	\N	\N	\N	\N	wait_reschedule
wait_poke	files_poke	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:01.74133+00	2026-12-07 06:30:50.169261+00	48.427931	failed	1	0	vm	root	141	default_pool	1	default	2	FileSensor	\N	2026-12-07 06:30:00.447159+00	2	2977	\N	\\x80057d942e	2026-12-07 06:30:50.272672+00	\N	\N	\N	\N	\N	\N	wait_poke
never_retried	timeouts	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:40.869389+00	2026-12-07 06:30:50.282499+00	9.41311	failed	2	1	vm	root	157	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:30:40.680784+00	2	3454	\N	\\x80057d942e	2026-12-07 06:30:50.348066+00	\N	\N	\N	\N	\N	\N	never_retried
never_poke	timeouts	scheduled__2026-12-07T06:28:00+00:00	-1	2026-12-07 06:30:02.051564+00	2026-12-07 06:30:50.233459+00	48.181895	failed	1	0	vm	root	144	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:30:00.447159+00	2	2978	\N	\\x80057d942e	2026-12-07 06:30:50.339637+00	\N	\N	\N	\N	\N	\N	never_poke
\.


--
-- Data for Name: task_instance_history; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.task_instance_history (id, task_id, dag_id, run_id, map_index, try_number, start_date, end_date, duration, state, max_tries, hostname, unixname, job_id, pool, pool_slots, queue, priority_weight, operator, custom_operator_name, queued_dttm, queued_by_job_id, pid, executor, executor_config, updated_at, rendered_map_index, external_executor_id, trigger_id, trigger_timeout, next_method, next_kwargs, task_display_name) FROM stdin;
1	never_retried	timeouts	scheduled__2026-12-07T06:18:00+00:00	-1	1	2026-12-07 06:20:07.176799+00	2026-12-07 06:20:39.320066+00	32.143267	failed	1	vm	root	4	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:20:06.203654+00	2	22294	\N	\\x80057d942e	2026-12-07 06:20:07.913792+00	\N	\N	\N	\N	\N	null	never_retried
2	never_retried	timeouts	scheduled__2026-12-07T06:20:00+00:00	-1	1	2026-12-07 06:22:03.828721+00	2026-12-07 06:22:40.175198+00	36.346477	failed	1	vm	root	35	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:22:00.746921+00	2	24929	\N	\\x80057d942e	2026-12-07 06:22:06.191872+00	\N	\N	\N	\N	\N	null	never_retried
3	never_retried	timeouts	scheduled__2026-12-07T06:22:00+00:00	-1	1	2026-12-07 06:24:07.082904+00	2026-12-07 06:24:42.772316+00	35.689412	failed	1	vm	root	66	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:24:01.100152+00	2	30246	\N	\\x80057d942e	2026-12-07 06:24:09.723611+00	\N	\N	\N	\N	\N	null	never_retried
4	never_retried	timeouts	scheduled__2026-12-07T06:24:00+00:00	-1	1	2026-12-07 06:26:03.333+00	2026-12-07 06:26:38.259432+00	34.926432	failed	1	vm	root	86	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:26:00.427557+00	2	32701	\N	\\x80057d942e	2026-12-07 06:26:04.92617+00	\N	\N	\N	\N	\N	null	never_retried
5	never_retried	timeouts	scheduled__2026-12-07T06:26:00+00:00	-1	1	2026-12-07 06:28:02.149747+00	2026-12-07 06:28:34.834851+00	32.685104	failed	1	vm	root	116	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:28:00.48576+00	2	1620	\N	\\x80057d942e	2026-12-07 06:28:03.592933+00	\N	\N	\N	\N	\N	null	never_retried
6	never_retried	timeouts	scheduled__2026-12-07T06:28:00+00:00	-1	1	2026-12-07 06:30:02.165393+00	2026-12-07 06:30:35.089816+00	32.924423	failed	1	vm	root	143	default_pool	1	default	1	FileSensor	\N	2026-12-07 06:30:00.447159+00	2	2996	\N	\\x80057d942e	2026-12-07 06:30:03.546273+00	\N	\N	\N	\N	\N	null	never_retried
\.


--
-- Data for Name: task_instance_note; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.task_instance_note (user_id, task_id, dag_id, run_id, map_index, content, created_at, updated_at) FROM stdin;
\.


--
-- Data for Name: task_map; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.task_map (dag_id, task_id, run_id, map_index, length, keys) FROM stdin;
\.


--
-- Data for Name: task_outlet_dataset_reference; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.task_outlet_dataset_reference (dataset_id, dag_id, task_id, created_at, updated_at) FROM stdin;
\.


--
-- Data for Name: task_reschedule; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.task_reschedule (id, task_id, dag_id, run_id, map_index, try_number, start_date, end_date, duration, reschedule_date) FROM stdin;
1	wait_reschedule	files_reschedule	scheduled__2026-12-07T06:18:00+00:00	-1	1	2026-12-07 06:20:08.639276+00	2026-12-07 06:20:09.769742+00	1	2026-12-07 06:20:29.762128+00
2	wait_python	files_reschedule	scheduled__2026-12-07T06:18:00+00:00	-1	1	2026-12-07 06:20:08.614823+00	2026-12-07 06:20:09.776364+00	1	2026-12-07 06:20:34.759475+00
3	wait_reschedule	files_reschedule	scheduled__2026-12-07T06:18:00+00:00	-1	1	2026-12-07 06:20:30.416776+00	2026-12-07 06:20:30.588613+00	0	2026-12-07 06:20:50.583954+00
4	wait_python	files_reschedule	scheduled__2026-12-07T06:18:00+00:00	-1	1	2026-12-07 06:20:35.275927+00	2026-12-07 06:20:35.523705+00	0	2026-12-07 06:21:00.513406+00
5	wait_python	files_reschedule	scheduled__2026-12-07T06:18:00+00:00	-1	1	2026-12-07 06:21:01.699558+00	2026-12-07 06:21:02.237683+00	1	2026-12-07 06:21:27.223036+00
6	wait_python	files_reschedule	scheduled__2026-12-07T06:18:00+00:00	-1	1	2026-12-07 06:21:28.676026+00	2026-12-07 06:21:28.945601+00	0	2026-12-07 06:21:53.940167+00
7	wait_reschedule	files_reschedule	scheduled__2026-12-07T06:20:00+00:00	-1	1	2026-12-07 06:22:08.851358+00	2026-12-07 06:22:11.091483+00	2	2026-12-07 06:22:31.085508+00
8	wait_python	files_reschedule	scheduled__2026-12-07T06:20:00+00:00	-1	1	2026-12-07 06:22:06.050278+00	2026-12-07 06:22:11.121947+00	5	2026-12-07 06:22:36.114299+00
9	wait_reschedule	files_reschedule	scheduled__2026-12-07T06:20:00+00:00	-1	1	2026-12-07 06:22:32.167288+00	2026-12-07 06:22:32.730735+00	1	2026-12-07 06:22:52.648455+00
10	wait_python	files_reschedule	scheduled__2026-12-07T06:20:00+00:00	-1	1	2026-12-07 06:22:36.925073+00	2026-12-07 06:22:37.17305+00	0	2026-12-07 06:23:02.165046+00
11	wait_python	files_reschedule	scheduled__2026-12-07T06:20:00+00:00	-1	1	2026-12-07 06:23:03.597191+00	2026-12-07 06:23:03.941275+00	0	2026-12-07 06:23:28.93302+00
12	wait_python	files_reschedule	scheduled__2026-12-07T06:20:00+00:00	-1	1	2026-12-07 06:23:30.14696+00	2026-12-07 06:23:30.473518+00	0	2026-12-07 06:23:55.467207+00
13	wait_python	files_reschedule	scheduled__2026-12-07T06:22:00+00:00	-1	1	2026-12-07 06:24:08.758089+00	2026-12-07 06:24:12.527836+00	4	2026-12-07 06:24:37.397338+00
14	wait_reschedule	files_reschedule	scheduled__2026-12-07T06:22:00+00:00	-1	1	2026-12-07 06:24:08.230272+00	2026-12-07 06:24:12.646937+00	4	2026-12-07 06:24:32.577685+00
15	wait_reschedule	files_reschedule	scheduled__2026-12-07T06:22:00+00:00	-1	1	2026-12-07 06:24:33.620142+00	2026-12-07 06:24:33.930153+00	0	2026-12-07 06:24:53.921951+00
16	wait_python	files_reschedule	scheduled__2026-12-07T06:22:00+00:00	-1	1	2026-12-07 06:24:38.750313+00	2026-12-07 06:24:39.417999+00	1	2026-12-07 06:25:04.392675+00
17	wait_python	files_reschedule	scheduled__2026-12-07T06:22:00+00:00	-1	1	2026-12-07 06:25:05.228943+00	2026-12-07 06:25:05.490472+00	0	2026-12-07 06:25:30.482988+00
18	wait_python	files_reschedule	scheduled__2026-12-07T06:22:00+00:00	-1	1	2026-12-07 06:25:31.540298+00	2026-12-07 06:25:31.916362+00	0	2026-12-07 06:25:56.909038+00
19	wait_reschedule	files_reschedule	scheduled__2026-12-07T06:24:00+00:00	-1	1	2026-12-07 06:26:05.836085+00	2026-12-07 06:26:09.338142+00	4	2026-12-07 06:26:29.243489+00
20	wait_python	files_reschedule	scheduled__2026-12-07T06:24:00+00:00	-1	1	2026-12-07 06:26:06.28005+00	2026-12-07 06:26:09.457085+00	3	2026-12-07 06:26:34.435673+00
21	wait_reschedule	files_reschedule	scheduled__2026-12-07T06:24:00+00:00	-1	1	2026-12-07 06:26:29.995877+00	2026-12-07 06:26:30.313532+00	0	2026-12-07 06:26:50.297125+00
22	wait_python	files_reschedule	scheduled__2026-12-07T06:24:00+00:00	-1	1	2026-12-07 06:26:35.497642+00	2026-12-07 06:26:35.768293+00	0	2026-12-07 06:27:00.762736+00
23	wait_reschedule	files_reschedule	scheduled__2026-12-07T06:24:00+00:00	-1	1	2026-12-07 06:26:51.055409+00	2026-12-07 06:26:51.353524+00	0	2026-12-07 06:27:11.345436+00
24	wait_python	files_reschedule	scheduled__2026-12-07T06:24:00+00:00	-1	1	2026-12-07 06:27:01.592543+00	2026-12-07 06:27:01.831358+00	0	2026-12-07 06:27:26.825117+00
25	wait_python	files_reschedule	scheduled__2026-12-07T06:24:00+00:00	-1	1	2026-12-07 06:27:27.334657+00	2026-12-07 06:27:27.589053+00	0	2026-12-07 06:27:52.582459+00
26	wait_reschedule	files_reschedule	scheduled__2026-12-07T06:26:00+00:00	-1	1	2026-12-07 06:28:03.622237+00	2026-12-07 06:28:04.878254+00	1	2026-12-07 06:28:24.873429+00
27	wait_python	files_reschedule	scheduled__2026-12-07T06:26:00+00:00	-1	1	2026-12-07 06:28:03.916005+00	2026-12-07 06:28:05.023659+00	1	2026-12-07 06:28:30.019224+00
28	wait_reschedule	files_reschedule	scheduled__2026-12-07T06:26:00+00:00	-1	1	2026-12-07 06:28:25.257031+00	2026-12-07 06:28:25.47961+00	0	2026-12-07 06:28:45.473535+00
29	wait_python	files_reschedule	scheduled__2026-12-07T06:26:00+00:00	-1	1	2026-12-07 06:28:30.646231+00	2026-12-07 06:28:30.944017+00	0	2026-12-07 06:28:55.937589+00
30	wait_reschedule	files_reschedule	scheduled__2026-12-07T06:26:00+00:00	-1	1	2026-12-07 06:28:46.571101+00	2026-12-07 06:28:46.793488+00	0	2026-12-07 06:29:06.788101+00
31	wait_python	files_reschedule	scheduled__2026-12-07T06:26:00+00:00	-1	1	2026-12-07 06:28:56.592718+00	2026-12-07 06:28:56.804318+00	0	2026-12-07 06:29:21.797719+00
32	wait_python	files_reschedule	scheduled__2026-12-07T06:26:00+00:00	-1	1	2026-12-07 06:29:22.422808+00	2026-12-07 06:29:22.813948+00	0	2026-12-07 06:29:47.80425+00
33	wait_python	files_reschedule	scheduled__2026-12-07T06:28:00+00:00	-1	1	2026-12-07 06:30:03.833574+00	2026-12-07 06:30:05.303989+00	1	2026-12-07 06:30:30.29446+00
34	wait_reschedule	files_reschedule	scheduled__2026-12-07T06:28:00+00:00	-1	1	2026-12-07 06:30:03.696421+00	2026-12-07 06:30:05.398375+00	2	2026-12-07 06:30:25.393468+00
35	wait_reschedule	files_reschedule	scheduled__2026-12-07T06:28:00+00:00	-1	1	2026-12-07 06:30:25.972187+00	2026-12-07 06:30:26.191143+00	0	2026-12-07 06:30:46.185152+00
36	wait_python	files_reschedule	scheduled__2026-12-07T06:28:00+00:00	-1	1	2026-12-07 06:30:30.74226+00	2026-12-07 06:30:30.956671+00	0	2026-12-07 06:30:55.950741+00
37	wait_reschedule	files_reschedule	scheduled__2026-12-07T06:28:00+00:00	-1	1	2026-12-07 06:30:47.463853+00	2026-12-07 06:30:47.706831+00	0	2026-12-07 06:31:07.700859+00
\.


--
-- Data for Name: trigger; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.trigger (id, classpath, kwargs, created_date, triggerer_id) FROM stdin;
\.


--
-- Data for Name: variable; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.variable (id, key, val, description, is_encrypted) FROM stdin;
\.


--
-- Data for Name: xcom; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.xcom (dag_run_id, task_id, map_index, key, dag_id, run_id, value, "timestamp") FROM stdin;
5	publish	-1	return_value	deferred	scheduled__2026-12-07T06:18:00+00:00	\\x2222	2026-12-07 06:20:47.441002+00
3	consume	-1	return_value	shared_a	scheduled__2026-12-07T06:18:00+00:00	\\x2222	2026-12-07 06:20:54.816418+00
2	consume	-1	return_value	shared_c	scheduled__2026-12-07T06:18:00+00:00	\\x2222	2026-12-07 06:20:55.409448+00
1	consume	-1	return_value	shared_b	scheduled__2026-12-07T06:18:00+00:00	\\x2222	2026-12-07 06:20:55.869562+00
7	load	-1	return_value	files_poke	scheduled__2026-12-07T06:18:00+00:00	\\x2222	2026-12-07 06:21:29.042737+00
8	publish	-1	return_value	deferred	scheduled__2026-12-07T06:20:00+00:00	\\x2222	2026-12-07 06:22:48.576846+00
14	consume	-1	return_value	shared_b	scheduled__2026-12-07T06:20:00+00:00	\\x2222	2026-12-07 06:22:51.866229+00
12	consume	-1	return_value	shared_c	scheduled__2026-12-07T06:20:00+00:00	\\x2222	2026-12-07 06:22:54.533885+00
13	consume	-1	return_value	shared_a	scheduled__2026-12-07T06:20:00+00:00	\\x2222	2026-12-07 06:22:55.054461+00
9	load	-1	return_value	files_poke	scheduled__2026-12-07T06:20:00+00:00	\\x2222	2026-12-07 06:23:14.610377+00
19	publish	-1	return_value	deferred	scheduled__2026-12-07T06:22:00+00:00	\\x2222	2026-12-07 06:24:46.859656+00
20	consume	-1	return_value	shared_b	scheduled__2026-12-07T06:22:00+00:00	\\x2222	2026-12-07 06:24:52.489413+00
21	consume	-1	return_value	shared_a	scheduled__2026-12-07T06:22:00+00:00	\\x2222	2026-12-07 06:24:57.481729+00
18	consume	-1	return_value	shared_c	scheduled__2026-12-07T06:22:00+00:00	\\x2222	2026-12-07 06:24:57.555826+00
16	load	-1	return_value	files_poke	scheduled__2026-12-07T06:22:00+00:00	\\x2222	2026-12-07 06:25:18.388405+00
23	publish	-1	return_value	deferred	scheduled__2026-12-07T06:24:00+00:00	\\x2222	2026-12-07 06:26:41.719713+00
25	consume	-1	return_value	shared_a	scheduled__2026-12-07T06:24:00+00:00	\\x2222	2026-12-07 06:26:50.650653+00
22	consume	-1	return_value	shared_c	scheduled__2026-12-07T06:24:00+00:00	\\x2222	2026-12-07 06:26:50.849598+00
24	consume	-1	return_value	shared_b	scheduled__2026-12-07T06:24:00+00:00	\\x2222	2026-12-07 06:26:50.921583+00
27	load	-1	return_value	files_poke	scheduled__2026-12-07T06:24:00+00:00	\\x2222	2026-12-07 06:27:28.233081+00
30	publish	-1	return_value	deferred	scheduled__2026-12-07T06:26:00+00:00	\\x2222	2026-12-07 06:28:40.12513+00
33	consume	-1	return_value	shared_b	scheduled__2026-12-07T06:26:00+00:00	\\x2222	2026-12-07 06:29:06.341299+00
31	consume	-1	return_value	shared_a	scheduled__2026-12-07T06:26:00+00:00	\\x2222	2026-12-07 06:29:06.420022+00
34	consume	-1	return_value	shared_c	scheduled__2026-12-07T06:26:00+00:00	\\x2222	2026-12-07 06:29:06.560473+00
29	load	-1	return_value	files_poke	scheduled__2026-12-07T06:26:00+00:00	\\x2222	2026-12-07 06:29:24.58446+00
42	publish	-1	return_value	deferred	scheduled__2026-12-07T06:28:00+00:00	\\x2222	2026-12-07 06:30:40.052108+00
40	consume	-1	return_value	shared_a	scheduled__2026-12-07T06:28:00+00:00	\\x2222	2026-12-07 06:30:46.595666+00
39	consume	-1	return_value	shared_c	scheduled__2026-12-07T06:28:00+00:00	\\x2222	2026-12-07 06:30:46.803192+00
36	consume	-1	return_value	shared_b	scheduled__2026-12-07T06:28:00+00:00	\\x2222	2026-12-07 06:30:46.808022+00
\.


--
-- Name: ab_permission_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.ab_permission_id_seq', 5, true);


--
-- Name: ab_permission_view_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.ab_permission_view_id_seq', 49, true);


--
-- Name: ab_permission_view_role_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.ab_permission_view_role_id_seq', 1, false);


--
-- Name: ab_register_user_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.ab_register_user_id_seq', 1, false);


--
-- Name: ab_role_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.ab_role_id_seq', 1, false);


--
-- Name: ab_user_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.ab_user_id_seq', 1, false);


--
-- Name: ab_user_role_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.ab_user_role_id_seq', 1, false);


--
-- Name: ab_view_menu_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.ab_view_menu_id_seq', 14, true);


--
-- Name: callback_request_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.callback_request_id_seq', 1, false);


--
-- Name: connection_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.connection_id_seq', 1, false);


--
-- Name: dag_pickle_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.dag_pickle_id_seq', 1, false);


--
-- Name: dag_run_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.dag_run_id_seq', 42, true);


--
-- Name: dataset_alias_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.dataset_alias_id_seq', 1, false);


--
-- Name: dataset_event_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.dataset_event_id_seq', 1, false);


--
-- Name: dataset_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.dataset_id_seq', 1, false);


--
-- Name: import_error_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.import_error_id_seq', 1, false);


--
-- Name: job_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.job_id_seq', 161, true);


--
-- Name: log_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.log_id_seq', 589, true);


--
-- Name: log_template_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.log_template_id_seq', 1, true);


--
-- Name: session_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.session_id_seq', 1, false);


--
-- Name: slot_pool_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.slot_pool_id_seq', 1, true);


--
-- Name: task_fail_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.task_fail_id_seq', 25, true);


--
-- Name: task_instance_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.task_instance_history_id_seq', 6, true);


--
-- Name: task_reschedule_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.task_reschedule_id_seq', 37, true);


--
-- Name: trigger_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.trigger_id_seq', 12, true);


--
-- Name: variable_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.variable_id_seq', 1, false);


--
-- Name: ab_permission ab_permission_name_uq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_permission
    ADD CONSTRAINT ab_permission_name_uq UNIQUE (name);


--
-- Name: ab_permission ab_permission_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_permission
    ADD CONSTRAINT ab_permission_pkey PRIMARY KEY (id);


--
-- Name: ab_permission_view ab_permission_view_permission_id_view_menu_id_uq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_permission_view
    ADD CONSTRAINT ab_permission_view_permission_id_view_menu_id_uq UNIQUE (permission_id, view_menu_id);


--
-- Name: ab_permission_view ab_permission_view_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_permission_view
    ADD CONSTRAINT ab_permission_view_pkey PRIMARY KEY (id);


--
-- Name: ab_permission_view_role ab_permission_view_role_permission_view_id_role_id_uq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_permission_view_role
    ADD CONSTRAINT ab_permission_view_role_permission_view_id_role_id_uq UNIQUE (permission_view_id, role_id);


--
-- Name: ab_permission_view_role ab_permission_view_role_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_permission_view_role
    ADD CONSTRAINT ab_permission_view_role_pkey PRIMARY KEY (id);


--
-- Name: ab_register_user ab_register_user_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_register_user
    ADD CONSTRAINT ab_register_user_pkey PRIMARY KEY (id);


--
-- Name: ab_register_user ab_register_user_username_uq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_register_user
    ADD CONSTRAINT ab_register_user_username_uq UNIQUE (username);


--
-- Name: ab_role ab_role_name_uq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_role
    ADD CONSTRAINT ab_role_name_uq UNIQUE (name);


--
-- Name: ab_role ab_role_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_role
    ADD CONSTRAINT ab_role_pkey PRIMARY KEY (id);


--
-- Name: ab_user ab_user_email_uq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_user
    ADD CONSTRAINT ab_user_email_uq UNIQUE (email);


--
-- Name: ab_user ab_user_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_user
    ADD CONSTRAINT ab_user_pkey PRIMARY KEY (id);


--
-- Name: ab_user_role ab_user_role_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_user_role
    ADD CONSTRAINT ab_user_role_pkey PRIMARY KEY (id);


--
-- Name: ab_user_role ab_user_role_user_id_role_id_uq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_user_role
    ADD CONSTRAINT ab_user_role_user_id_role_id_uq UNIQUE (user_id, role_id);


--
-- Name: ab_user ab_user_username_uq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_user
    ADD CONSTRAINT ab_user_username_uq UNIQUE (username);


--
-- Name: ab_view_menu ab_view_menu_name_uq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_view_menu
    ADD CONSTRAINT ab_view_menu_name_uq UNIQUE (name);


--
-- Name: ab_view_menu ab_view_menu_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_view_menu
    ADD CONSTRAINT ab_view_menu_pkey PRIMARY KEY (id);


--
-- Name: alembic_version alembic_version_pkc; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.alembic_version
    ADD CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num);


--
-- Name: callback_request callback_request_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.callback_request
    ADD CONSTRAINT callback_request_pkey PRIMARY KEY (id);


--
-- Name: connection connection_conn_id_uq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.connection
    ADD CONSTRAINT connection_conn_id_uq UNIQUE (conn_id);


--
-- Name: connection connection_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.connection
    ADD CONSTRAINT connection_pkey PRIMARY KEY (id);


--
-- Name: dag_code dag_code_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_code
    ADD CONSTRAINT dag_code_pkey PRIMARY KEY (fileloc_hash);


--
-- Name: dag_owner_attributes dag_owner_attributes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_owner_attributes
    ADD CONSTRAINT dag_owner_attributes_pkey PRIMARY KEY (dag_id, owner);


--
-- Name: dag_pickle dag_pickle_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_pickle
    ADD CONSTRAINT dag_pickle_pkey PRIMARY KEY (id);


--
-- Name: dag dag_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag
    ADD CONSTRAINT dag_pkey PRIMARY KEY (dag_id);


--
-- Name: dag_priority_parsing_request dag_priority_parsing_request_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_priority_parsing_request
    ADD CONSTRAINT dag_priority_parsing_request_pkey PRIMARY KEY (id);


--
-- Name: dag_run dag_run_dag_id_execution_date_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_run
    ADD CONSTRAINT dag_run_dag_id_execution_date_key UNIQUE (dag_id, execution_date);


--
-- Name: dag_run dag_run_dag_id_run_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_run
    ADD CONSTRAINT dag_run_dag_id_run_id_key UNIQUE (dag_id, run_id);


--
-- Name: dag_run_note dag_run_note_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_run_note
    ADD CONSTRAINT dag_run_note_pkey PRIMARY KEY (dag_run_id);


--
-- Name: dag_run dag_run_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_run
    ADD CONSTRAINT dag_run_pkey PRIMARY KEY (id);


--
-- Name: dag_tag dag_tag_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_tag
    ADD CONSTRAINT dag_tag_pkey PRIMARY KEY (name, dag_id);


--
-- Name: dag_warning dag_warning_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_warning
    ADD CONSTRAINT dag_warning_pkey PRIMARY KEY (dag_id, warning_type);


--
-- Name: dagrun_dataset_event dagrun_dataset_event_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dagrun_dataset_event
    ADD CONSTRAINT dagrun_dataset_event_pkey PRIMARY KEY (dag_run_id, event_id);


--
-- Name: dataset_alias_dataset_event dataset_alias_dataset_event_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset_alias_dataset_event
    ADD CONSTRAINT dataset_alias_dataset_event_pkey PRIMARY KEY (alias_id, event_id);


--
-- Name: dataset_alias_dataset dataset_alias_dataset_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset_alias_dataset
    ADD CONSTRAINT dataset_alias_dataset_pkey PRIMARY KEY (alias_id, dataset_id);


--
-- Name: dataset_alias dataset_alias_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset_alias
    ADD CONSTRAINT dataset_alias_pkey PRIMARY KEY (id);


--
-- Name: dataset_event dataset_event_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset_event
    ADD CONSTRAINT dataset_event_pkey PRIMARY KEY (id);


--
-- Name: dataset dataset_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset
    ADD CONSTRAINT dataset_pkey PRIMARY KEY (id);


--
-- Name: dataset_dag_run_queue datasetdagrunqueue_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset_dag_run_queue
    ADD CONSTRAINT datasetdagrunqueue_pkey PRIMARY KEY (dataset_id, target_dag_id);


--
-- Name: dag_schedule_dataset_alias_reference dsdar_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_schedule_dataset_alias_reference
    ADD CONSTRAINT dsdar_pkey PRIMARY KEY (alias_id, dag_id);


--
-- Name: dag_schedule_dataset_reference dsdr_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_schedule_dataset_reference
    ADD CONSTRAINT dsdr_pkey PRIMARY KEY (dataset_id, dag_id);


--
-- Name: import_error import_error_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.import_error
    ADD CONSTRAINT import_error_pkey PRIMARY KEY (id);


--
-- Name: job job_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.job
    ADD CONSTRAINT job_pkey PRIMARY KEY (id);


--
-- Name: log log_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.log
    ADD CONSTRAINT log_pkey PRIMARY KEY (id);


--
-- Name: log_template log_template_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.log_template
    ADD CONSTRAINT log_template_pkey PRIMARY KEY (id);


--
-- Name: rendered_task_instance_fields rendered_task_instance_fields_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rendered_task_instance_fields
    ADD CONSTRAINT rendered_task_instance_fields_pkey PRIMARY KEY (dag_id, task_id, run_id, map_index);


--
-- Name: serialized_dag serialized_dag_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.serialized_dag
    ADD CONSTRAINT serialized_dag_pkey PRIMARY KEY (dag_id);


--
-- Name: session session_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.session
    ADD CONSTRAINT session_pkey PRIMARY KEY (id);


--
-- Name: session session_session_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.session
    ADD CONSTRAINT session_session_id_key UNIQUE (session_id);


--
-- Name: sla_miss sla_miss_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.sla_miss
    ADD CONSTRAINT sla_miss_pkey PRIMARY KEY (task_id, dag_id, execution_date);


--
-- Name: slot_pool slot_pool_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.slot_pool
    ADD CONSTRAINT slot_pool_pkey PRIMARY KEY (id);


--
-- Name: slot_pool slot_pool_pool_uq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.slot_pool
    ADD CONSTRAINT slot_pool_pool_uq UNIQUE (pool);


--
-- Name: task_fail task_fail_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_fail
    ADD CONSTRAINT task_fail_pkey PRIMARY KEY (id);


--
-- Name: task_instance_history task_instance_history_dtrt_uq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_instance_history
    ADD CONSTRAINT task_instance_history_dtrt_uq UNIQUE (dag_id, task_id, run_id, map_index, try_number);


--
-- Name: task_instance_history task_instance_history_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_instance_history
    ADD CONSTRAINT task_instance_history_pkey PRIMARY KEY (id);


--
-- Name: task_instance_note task_instance_note_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_instance_note
    ADD CONSTRAINT task_instance_note_pkey PRIMARY KEY (task_id, dag_id, run_id, map_index);


--
-- Name: task_instance task_instance_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_instance
    ADD CONSTRAINT task_instance_pkey PRIMARY KEY (dag_id, task_id, run_id, map_index);


--
-- Name: task_map task_map_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_map
    ADD CONSTRAINT task_map_pkey PRIMARY KEY (dag_id, task_id, run_id, map_index);


--
-- Name: task_reschedule task_reschedule_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_reschedule
    ADD CONSTRAINT task_reschedule_pkey PRIMARY KEY (id);


--
-- Name: task_outlet_dataset_reference todr_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_outlet_dataset_reference
    ADD CONSTRAINT todr_pkey PRIMARY KEY (dataset_id, dag_id, task_id);


--
-- Name: trigger trigger_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.trigger
    ADD CONSTRAINT trigger_pkey PRIMARY KEY (id);


--
-- Name: variable variable_key_uq; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.variable
    ADD CONSTRAINT variable_key_uq UNIQUE (key);


--
-- Name: variable variable_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.variable
    ADD CONSTRAINT variable_pkey PRIMARY KEY (id);


--
-- Name: xcom xcom_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.xcom
    ADD CONSTRAINT xcom_pkey PRIMARY KEY (dag_run_id, task_id, map_index, key);


--
-- Name: dag_id_state; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX dag_id_state ON public.dag_run USING btree (dag_id, state);


--
-- Name: idx_ab_register_user_username; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX idx_ab_register_user_username ON public.ab_register_user USING btree (lower((username)::text));


--
-- Name: idx_ab_user_username; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX idx_ab_user_username ON public.ab_user USING btree (lower((username)::text));


--
-- Name: idx_dag_run_dag_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_dag_run_dag_id ON public.dag_run USING btree (dag_id);


--
-- Name: idx_dag_run_queued_dags; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_dag_run_queued_dags ON public.dag_run USING btree (state, dag_id) WHERE ((state)::text = 'queued'::text);


--
-- Name: idx_dag_run_running_dags; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_dag_run_running_dags ON public.dag_run USING btree (state, dag_id) WHERE ((state)::text = 'running'::text);


--
-- Name: idx_dag_schedule_dataset_alias_reference_dag_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_dag_schedule_dataset_alias_reference_dag_id ON public.dag_schedule_dataset_alias_reference USING btree (dag_id);


--
-- Name: idx_dag_schedule_dataset_reference_dag_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_dag_schedule_dataset_reference_dag_id ON public.dag_schedule_dataset_reference USING btree (dag_id);


--
-- Name: idx_dag_tag_dag_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_dag_tag_dag_id ON public.dag_tag USING btree (dag_id);


--
-- Name: idx_dag_warning_dag_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_dag_warning_dag_id ON public.dag_warning USING btree (dag_id);


--
-- Name: idx_dagrun_dataset_events_dag_run_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_dagrun_dataset_events_dag_run_id ON public.dagrun_dataset_event USING btree (dag_run_id);


--
-- Name: idx_dagrun_dataset_events_event_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_dagrun_dataset_events_event_id ON public.dagrun_dataset_event USING btree (event_id);


--
-- Name: idx_dataset_alias_dataset_alias_dataset_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_dataset_alias_dataset_alias_dataset_id ON public.dataset_alias_dataset USING btree (dataset_id);


--
-- Name: idx_dataset_alias_dataset_alias_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_dataset_alias_dataset_alias_id ON public.dataset_alias_dataset USING btree (alias_id);


--
-- Name: idx_dataset_alias_dataset_event_alias_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_dataset_alias_dataset_event_alias_id ON public.dataset_alias_dataset_event USING btree (alias_id);


--
-- Name: idx_dataset_alias_dataset_event_event_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_dataset_alias_dataset_event_event_id ON public.dataset_alias_dataset_event USING btree (event_id);


--
-- Name: idx_dataset_dag_run_queue_target_dag_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_dataset_dag_run_queue_target_dag_id ON public.dataset_dag_run_queue USING btree (target_dag_id);


--
-- Name: idx_dataset_id_timestamp; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_dataset_id_timestamp ON public.dataset_event USING btree (dataset_id, "timestamp");


--
-- Name: idx_fileloc_hash; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_fileloc_hash ON public.serialized_dag USING btree (fileloc_hash);


--
-- Name: idx_job_dag_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_job_dag_id ON public.job USING btree (dag_id);


--
-- Name: idx_job_state_heartbeat; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_job_state_heartbeat ON public.job USING btree (state, latest_heartbeat);


--
-- Name: idx_log_dag; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_log_dag ON public.log USING btree (dag_id);


--
-- Name: idx_log_dttm; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_log_dttm ON public.log USING btree (dttm);


--
-- Name: idx_log_event; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_log_event ON public.log USING btree (event);


--
-- Name: idx_log_task_instance; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_log_task_instance ON public.log USING btree (dag_id, task_id, run_id, map_index, try_number);


--
-- Name: idx_name_unique; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX idx_name_unique ON public.dataset_alias USING btree (name);


--
-- Name: idx_next_dagrun_create_after; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_next_dagrun_create_after ON public.dag USING btree (next_dagrun_create_after);


--
-- Name: idx_root_dag_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_root_dag_id ON public.dag USING btree (root_dag_id);


--
-- Name: idx_task_fail_task_instance; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_task_fail_task_instance ON public.task_fail USING btree (dag_id, task_id, run_id, map_index);


--
-- Name: idx_task_outlet_dataset_reference_dag_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_task_outlet_dataset_reference_dag_id ON public.task_outlet_dataset_reference USING btree (dag_id);


--
-- Name: idx_task_reschedule_dag_run; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_task_reschedule_dag_run ON public.task_reschedule USING btree (dag_id, run_id);


--
-- Name: idx_task_reschedule_dag_task_run; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_task_reschedule_dag_task_run ON public.task_reschedule USING btree (dag_id, task_id, run_id, map_index);


--
-- Name: idx_uri_unique; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX idx_uri_unique ON public.dataset USING btree (uri);


--
-- Name: idx_xcom_key; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_xcom_key ON public.xcom USING btree (key);


--
-- Name: idx_xcom_task_instance; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX idx_xcom_task_instance ON public.xcom USING btree (dag_id, task_id, run_id, map_index);


--
-- Name: job_type_heart; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX job_type_heart ON public.job USING btree (job_type, latest_heartbeat);


--
-- Name: sm_dag; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX sm_dag ON public.sla_miss USING btree (dag_id);


--
-- Name: ti_dag_run; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ti_dag_run ON public.task_instance USING btree (dag_id, run_id);


--
-- Name: ti_dag_state; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ti_dag_state ON public.task_instance USING btree (dag_id, state);


--
-- Name: ti_job_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ti_job_id ON public.task_instance USING btree (job_id);


--
-- Name: ti_pool; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ti_pool ON public.task_instance USING btree (pool, state, priority_weight);


--
-- Name: ti_state; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ti_state ON public.task_instance USING btree (state);


--
-- Name: ti_state_lkp; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ti_state_lkp ON public.task_instance USING btree (dag_id, task_id, run_id, state);


--
-- Name: ti_trigger_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ti_trigger_id ON public.task_instance USING btree (trigger_id);


--
-- Name: ab_permission_view ab_permission_view_permission_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_permission_view
    ADD CONSTRAINT ab_permission_view_permission_id_fkey FOREIGN KEY (permission_id) REFERENCES public.ab_permission(id);


--
-- Name: ab_permission_view_role ab_permission_view_role_permission_view_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_permission_view_role
    ADD CONSTRAINT ab_permission_view_role_permission_view_id_fkey FOREIGN KEY (permission_view_id) REFERENCES public.ab_permission_view(id);


--
-- Name: ab_permission_view_role ab_permission_view_role_role_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_permission_view_role
    ADD CONSTRAINT ab_permission_view_role_role_id_fkey FOREIGN KEY (role_id) REFERENCES public.ab_role(id);


--
-- Name: ab_permission_view ab_permission_view_view_menu_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_permission_view
    ADD CONSTRAINT ab_permission_view_view_menu_id_fkey FOREIGN KEY (view_menu_id) REFERENCES public.ab_view_menu(id);


--
-- Name: ab_user ab_user_changed_by_fk_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_user
    ADD CONSTRAINT ab_user_changed_by_fk_fkey FOREIGN KEY (changed_by_fk) REFERENCES public.ab_user(id);


--
-- Name: ab_user ab_user_created_by_fk_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_user
    ADD CONSTRAINT ab_user_created_by_fk_fkey FOREIGN KEY (created_by_fk) REFERENCES public.ab_user(id);


--
-- Name: ab_user_role ab_user_role_role_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_user_role
    ADD CONSTRAINT ab_user_role_role_id_fkey FOREIGN KEY (role_id) REFERENCES public.ab_role(id);


--
-- Name: ab_user_role ab_user_role_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ab_user_role
    ADD CONSTRAINT ab_user_role_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.ab_user(id);


--
-- Name: dag_owner_attributes dag.dag_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_owner_attributes
    ADD CONSTRAINT "dag.dag_id" FOREIGN KEY (dag_id) REFERENCES public.dag(dag_id) ON DELETE CASCADE;


--
-- Name: dag_run_note dag_run_note_dr_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_run_note
    ADD CONSTRAINT dag_run_note_dr_fkey FOREIGN KEY (dag_run_id) REFERENCES public.dag_run(id) ON DELETE CASCADE;


--
-- Name: dag_run_note dag_run_note_user_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_run_note
    ADD CONSTRAINT dag_run_note_user_fkey FOREIGN KEY (user_id) REFERENCES public.ab_user(id);


--
-- Name: dag_tag dag_tag_dag_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_tag
    ADD CONSTRAINT dag_tag_dag_id_fkey FOREIGN KEY (dag_id) REFERENCES public.dag(dag_id) ON DELETE CASCADE;


--
-- Name: dagrun_dataset_event dagrun_dataset_event_dag_run_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dagrun_dataset_event
    ADD CONSTRAINT dagrun_dataset_event_dag_run_id_fkey FOREIGN KEY (dag_run_id) REFERENCES public.dag_run(id) ON DELETE CASCADE;


--
-- Name: dagrun_dataset_event dagrun_dataset_event_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dagrun_dataset_event
    ADD CONSTRAINT dagrun_dataset_event_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.dataset_event(id) ON DELETE CASCADE;


--
-- Name: dataset_alias_dataset dataset_alias_dataset_alias_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset_alias_dataset
    ADD CONSTRAINT dataset_alias_dataset_alias_id_fkey FOREIGN KEY (alias_id) REFERENCES public.dataset_alias(id) ON DELETE CASCADE;


--
-- Name: dataset_alias_dataset dataset_alias_dataset_dataset_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset_alias_dataset
    ADD CONSTRAINT dataset_alias_dataset_dataset_id_fkey FOREIGN KEY (dataset_id) REFERENCES public.dataset(id) ON DELETE CASCADE;


--
-- Name: dataset_alias_dataset_event dataset_alias_dataset_event_alias_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset_alias_dataset_event
    ADD CONSTRAINT dataset_alias_dataset_event_alias_id_fkey FOREIGN KEY (alias_id) REFERENCES public.dataset_alias(id) ON DELETE CASCADE;


--
-- Name: dataset_alias_dataset_event dataset_alias_dataset_event_event_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset_alias_dataset_event
    ADD CONSTRAINT dataset_alias_dataset_event_event_id_fkey FOREIGN KEY (event_id) REFERENCES public.dataset_event(id) ON DELETE CASCADE;


--
-- Name: dag_warning dcw_dag_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_warning
    ADD CONSTRAINT dcw_dag_id_fkey FOREIGN KEY (dag_id) REFERENCES public.dag(dag_id) ON DELETE CASCADE;


--
-- Name: dataset_dag_run_queue ddrq_dag_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset_dag_run_queue
    ADD CONSTRAINT ddrq_dag_fkey FOREIGN KEY (target_dag_id) REFERENCES public.dag(dag_id) ON DELETE CASCADE;


--
-- Name: dataset_dag_run_queue ddrq_dataset_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset_dag_run_queue
    ADD CONSTRAINT ddrq_dataset_fkey FOREIGN KEY (dataset_id) REFERENCES public.dataset(id) ON DELETE CASCADE;


--
-- Name: dataset_alias_dataset ds_dsa_alias_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset_alias_dataset
    ADD CONSTRAINT ds_dsa_alias_id FOREIGN KEY (alias_id) REFERENCES public.dataset_alias(id) ON DELETE CASCADE;


--
-- Name: dataset_alias_dataset ds_dsa_dataset_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset_alias_dataset
    ADD CONSTRAINT ds_dsa_dataset_id FOREIGN KEY (dataset_id) REFERENCES public.dataset(id) ON DELETE CASCADE;


--
-- Name: dag_schedule_dataset_alias_reference dsdar_dag_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_schedule_dataset_alias_reference
    ADD CONSTRAINT dsdar_dag_id_fkey FOREIGN KEY (dag_id) REFERENCES public.dag(dag_id) ON DELETE CASCADE;


--
-- Name: dag_schedule_dataset_alias_reference dsdar_dataset_alias_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_schedule_dataset_alias_reference
    ADD CONSTRAINT dsdar_dataset_alias_fkey FOREIGN KEY (alias_id) REFERENCES public.dataset_alias(id) ON DELETE CASCADE;


--
-- Name: dag_schedule_dataset_reference dsdr_dag_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_schedule_dataset_reference
    ADD CONSTRAINT dsdr_dag_id_fkey FOREIGN KEY (dag_id) REFERENCES public.dag(dag_id) ON DELETE CASCADE;


--
-- Name: dag_schedule_dataset_reference dsdr_dataset_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_schedule_dataset_reference
    ADD CONSTRAINT dsdr_dataset_fkey FOREIGN KEY (dataset_id) REFERENCES public.dataset(id) ON DELETE CASCADE;


--
-- Name: dataset_alias_dataset_event dss_de_alias_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset_alias_dataset_event
    ADD CONSTRAINT dss_de_alias_id FOREIGN KEY (alias_id) REFERENCES public.dataset_alias(id) ON DELETE CASCADE;


--
-- Name: dataset_alias_dataset_event dss_de_event_id; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dataset_alias_dataset_event
    ADD CONSTRAINT dss_de_event_id FOREIGN KEY (event_id) REFERENCES public.dataset_event(id) ON DELETE CASCADE;


--
-- Name: rendered_task_instance_fields rtif_ti_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.rendered_task_instance_fields
    ADD CONSTRAINT rtif_ti_fkey FOREIGN KEY (dag_id, task_id, run_id, map_index) REFERENCES public.task_instance(dag_id, task_id, run_id, map_index) ON DELETE CASCADE;


--
-- Name: task_fail task_fail_ti_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_fail
    ADD CONSTRAINT task_fail_ti_fkey FOREIGN KEY (dag_id, task_id, run_id, map_index) REFERENCES public.task_instance(dag_id, task_id, run_id, map_index) ON DELETE CASCADE;


--
-- Name: task_instance task_instance_dag_run_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_instance
    ADD CONSTRAINT task_instance_dag_run_fkey FOREIGN KEY (dag_id, run_id) REFERENCES public.dag_run(dag_id, run_id) ON DELETE CASCADE;


--
-- Name: task_instance_history task_instance_history_ti_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_instance_history
    ADD CONSTRAINT task_instance_history_ti_fkey FOREIGN KEY (dag_id, task_id, run_id, map_index) REFERENCES public.task_instance(dag_id, task_id, run_id, map_index) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: dag_run task_instance_log_template_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.dag_run
    ADD CONSTRAINT task_instance_log_template_id_fkey FOREIGN KEY (log_template_id) REFERENCES public.log_template(id);


--
-- Name: task_instance_note task_instance_note_ti_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_instance_note
    ADD CONSTRAINT task_instance_note_ti_fkey FOREIGN KEY (dag_id, task_id, run_id, map_index) REFERENCES public.task_instance(dag_id, task_id, run_id, map_index) ON DELETE CASCADE;


--
-- Name: task_instance_note task_instance_note_user_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_instance_note
    ADD CONSTRAINT task_instance_note_user_fkey FOREIGN KEY (user_id) REFERENCES public.ab_user(id);


--
-- Name: task_instance task_instance_trigger_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_instance
    ADD CONSTRAINT task_instance_trigger_id_fkey FOREIGN KEY (trigger_id) REFERENCES public.trigger(id) ON DELETE CASCADE;


--
-- Name: task_map task_map_task_instance_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_map
    ADD CONSTRAINT task_map_task_instance_fkey FOREIGN KEY (dag_id, task_id, run_id, map_index) REFERENCES public.task_instance(dag_id, task_id, run_id, map_index) ON UPDATE CASCADE ON DELETE CASCADE;


--
-- Name: task_reschedule task_reschedule_dr_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_reschedule
    ADD CONSTRAINT task_reschedule_dr_fkey FOREIGN KEY (dag_id, run_id) REFERENCES public.dag_run(dag_id, run_id) ON DELETE CASCADE;


--
-- Name: task_reschedule task_reschedule_ti_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_reschedule
    ADD CONSTRAINT task_reschedule_ti_fkey FOREIGN KEY (dag_id, task_id, run_id, map_index) REFERENCES public.task_instance(dag_id, task_id, run_id, map_index) ON DELETE CASCADE;


--
-- Name: task_outlet_dataset_reference todr_dag_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_outlet_dataset_reference
    ADD CONSTRAINT todr_dag_id_fkey FOREIGN KEY (dag_id) REFERENCES public.dag(dag_id) ON DELETE CASCADE;


--
-- Name: task_outlet_dataset_reference todr_dataset_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_outlet_dataset_reference
    ADD CONSTRAINT todr_dataset_fkey FOREIGN KEY (dataset_id) REFERENCES public.dataset(id) ON DELETE CASCADE;


--
-- Name: xcom xcom_task_instance_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.xcom
    ADD CONSTRAINT xcom_task_instance_fkey FOREIGN KEY (dag_id, task_id, run_id, map_index) REFERENCES public.task_instance(dag_id, task_id, run_id, map_index) ON DELETE CASCADE;


--
-- PostgreSQL database dump complete
--

\unrestrict 6gJWvEh3DkAEfEhhvD2rFFOhx4g0VhmcdzhSJ3vrxE5aeTidfgu3h0eDZhPaCQS

