--
-- PostgreSQL database dump
--

\restrict a1ea0uuJtFZpDqrtgSCXBuNDlgEdjQjMtGi3B1IK6c98BYaYwdHPu0gbnh1cRbw

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
1	can_delete
2	can_read
3	can_edit
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
4	1	2
5	4	2
6	2	2
7	5	2
8	1	3
9	2	3
10	3	3
11	1	4
12	4	4
13	2	4
14	5	4
15	1	5
16	2	5
17	3	5
18	1	6
19	4	6
20	2	6
21	5	6
22	1	7
23	2	7
24	3	7
25	1	8
26	4	8
27	2	8
28	5	8
29	1	9
30	2	9
31	3	9
32	1	10
33	4	10
34	2	10
35	5	10
36	1	11
37	2	11
38	3	11
39	1	12
40	4	12
41	2	12
42	5	12
43	1	13
44	2	13
45	3	13
46	1	14
47	4	14
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
1	DAG:shared_b
2	DAG Run:shared_b
3	DAG:files_reschedule
4	DAG Run:files_reschedule
5	DAG:shared_a
6	DAG Run:shared_a
7	DAG:shared_c
8	DAG Run:shared_c
9	DAG:timeouts
10	DAG Run:timeouts
11	DAG:deferred
12	DAG Run:deferred
13	DAG:files_poke
14	DAG Run:files_poke
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
deferred	\N	f	f	t	2026-12-07 02:39:42.474684+00	\N	\N	\N	\N	$ROOT/dags/fleet_dags.py	$ROOT/dags	airflow	\N	\N	grid	"*/2 * * * *"	Every 2 minutes	null	16	3	0	f	f	2026-12-07 02:38:00+00	2026-12-07 02:38:00+00	2026-12-07 02:40:00+00	2026-12-07 02:40:00+00
files_poke	\N	f	f	t	2026-12-07 02:39:42.483774+00	\N	\N	\N	\N	$ROOT/dags/fleet_dags.py	$ROOT/dags	airflow	\N	\N	grid	"*/2 * * * *"	Every 2 minutes	null	16	3	0	f	f	2026-12-07 02:38:00+00	2026-12-07 02:38:00+00	2026-12-07 02:40:00+00	2026-12-07 02:40:00+00
files_reschedule	\N	f	f	t	2026-12-07 02:39:42.488882+00	\N	\N	\N	\N	$ROOT/dags/fleet_dags.py	$ROOT/dags	airflow	\N	\N	grid	"*/2 * * * *"	Every 2 minutes	null	16	3	0	f	f	2026-12-07 02:38:00+00	2026-12-07 02:38:00+00	2026-12-07 02:40:00+00	2026-12-07 02:40:00+00
shared_a	\N	f	f	t	2026-12-07 02:39:42.493407+00	\N	\N	\N	\N	$ROOT/dags/fleet_dags.py	$ROOT/dags	airflow	\N	\N	grid	"*/2 * * * *"	Every 2 minutes	null	16	3	0	f	f	2026-12-07 02:38:00+00	2026-12-07 02:38:00+00	2026-12-07 02:40:00+00	2026-12-07 02:40:00+00
shared_b	\N	f	f	t	2026-12-07 02:39:42.498297+00	\N	\N	\N	\N	$ROOT/dags/fleet_dags.py	$ROOT/dags	airflow	\N	\N	grid	"*/2 * * * *"	Every 2 minutes	null	16	3	0	f	f	2026-12-07 02:38:00+00	2026-12-07 02:38:00+00	2026-12-07 02:40:00+00	2026-12-07 02:40:00+00
shared_c	\N	f	f	t	2026-12-07 02:39:42.503131+00	\N	\N	\N	\N	$ROOT/dags/fleet_dags.py	$ROOT/dags	airflow	\N	\N	grid	"*/2 * * * *"	Every 2 minutes	null	16	3	0	f	f	2026-12-07 02:38:00+00	2026-12-07 02:38:00+00	2026-12-07 02:40:00+00	2026-12-07 02:40:00+00
timeouts	\N	f	f	t	2026-12-07 02:39:42.508443+00	\N	\N	\N	\N	$ROOT/dags/fleet_dags.py	$ROOT/dags	airflow	\N	\N	grid	"*/2 * * * *"	Every 2 minutes	null	16	3	0	f	f	2026-12-07 02:38:00+00	2026-12-07 02:38:00+00	2026-12-07 02:40:00+00	2026-12-07 02:40:00+00
\.


--
-- Data for Name: dag_code; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.dag_code (fileloc_hash, fileloc, last_updated, source_code) FROM stdin;
59586976552739583	$ROOT/dags/fleet_dags.py	2026-12-07 02:28:49.969044+00	"""The sensor fleet recorded into tests/data/airflow/<version>/ (record.py): real Airflow\nsensors in each mode, on files that record.py lands under the fs_default connection's root.\n\nEvery DAG runs on the same two-minute cron, so a run's data_interval_end (the time it is due,\nin Airflow 2.10 and 3.x alike) names the files its sensors wait for: record.py lands them at\nfixed delays after it, and never lands the `never/` ones.\n"""\n\nfrom __future__ import annotations\n\nimport datetime as dt\nimport os\n\ntry:  # Airflow 3.x\n    from airflow.providers.standard.operators.bash import BashOperator\n    from airflow.providers.standard.operators.python import PythonOperator\n    from airflow.providers.standard.sensors.filesystem import FileSensor\n    from airflow.providers.standard.sensors.python import PythonSensor\n    from airflow.providers.standard.sensors.time_delta import TimeDeltaSensor\n    from airflow.sdk import DAG\n\n    def deferrable_time_delta(**kwargs):\n        return TimeDeltaSensor(deferrable=True, **kwargs)\nexcept ImportError:  # Airflow 2.10\n    from airflow import DAG\n    from airflow.operators.bash import BashOperator\n    from airflow.operators.python import PythonOperator\n    from airflow.sensors.filesystem import FileSensor\n    from airflow.sensors.python import PythonSensor\n    from airflow.sensors.time_delta import TimeDeltaSensorAsync\n\n    def deferrable_time_delta(**kwargs):\n        return TimeDeltaSensorAsync(**kwargs)\n\nROOT = os.environ["OPSMETA_FLEET_ROOT"]\nSCHEDULE = "*/2 * * * *"\nSTART = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)\nDUE = "{{ data_interval_end.strftime('%H%M') }}"\n\n\ndef landed(relative: str) -> bool:\n    return os.path.exists(os.path.join(ROOT, relative))\n\n\ndef log_failure(context) -> None:\n    print(f"sensor failed: {context['task_instance'].task_id}")\n\n\ndef fleet_dag(dag_id: str, **kwargs) -> DAG:\n    return DAG(dag_id, schedule=SCHEDULE, start_date=START, catchup=False, max_active_runs=3,\n               tags=["opsmeta-fleet"], **kwargs)\n\n\nwith fleet_dag("files_poke") as files_poke:\n    wait = FileSensor(task_id="wait_poke", filepath=f"poke/{DUE}.csv", mode="poke", poke_interval=15, timeout=240)\n    wait >> BashOperator(task_id="load", bash_command="sleep 3")\n\nwith fleet_dag("files_reschedule") as files_reschedule:\n    wait_file = FileSensor(task_id="wait_reschedule", filepath=f"resched/{DUE}.csv", mode="reschedule",\n                           poke_interval=20, timeout=240)\n    wait_python = PythonSensor(task_id="wait_python", python_callable=landed, op_args=[f"resched/{DUE}.flag"],\n                               mode="reschedule", poke_interval=25, timeout=240)\n    [wait_file, wait_python] >> PythonOperator(task_id="transform", python_callable=lambda: None)\n\nwith fleet_dag("deferred") as deferred:\n    wait_deferred = FileSensor(task_id="wait_deferred", filepath=f"deferred/{DUE}.csv", deferrable=True,\n                               poke_interval=10, timeout=240)\n    pause = deferrable_time_delta(task_id="pause", delta=dt.timedelta(seconds=30))\n    [wait_deferred, pause] >> BashOperator(task_id="publish", bash_command="true")\n\nwith fleet_dag("timeouts") as timeouts:\n    FileSensor(task_id="never_poke", filepath=f"never/{DUE}.csv", mode="poke", poke_interval=10, timeout=50,\n               on_failure_callback=log_failure)\n    FileSensor(task_id="never_soft", filepath=f"never/{DUE}.soft", mode="poke", poke_interval=10, timeout=40,\n               soft_fail=True)\n    FileSensor(task_id="never_retried", filepath=f"never/{DUE}.retry", mode="poke", poke_interval=10, timeout=600,\n               execution_timeout=dt.timedelta(seconds=30), retries=1, retry_delay=dt.timedelta(seconds=5))\n\nfor name in ("shared_a", "shared_b", "shared_c"):\n    with fleet_dag(name) as shared:\n        FileSensor(task_id="wait_shared", filepath=f"shared/{DUE}.csv", mode="poke", poke_interval=20, timeout=240) \\\n            >> BashOperator(task_id="consume", bash_command="true")\n    globals()[name] = shared\n
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
16	timeouts	2026-12-07 02:32:00.895035+00	2026-12-07 02:30:00+00	2026-12-07 02:32:00.938678+00	2026-12-07 02:33:13.562408+00	failed	scheduled__2026-12-07T02:30:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:30:00+00	2026-12-07 02:32:00+00	2026-12-07 02:33:13.560376+00	2ca1157065c41bf38d10cf04ce8a5bff	1	2026-12-07 02:33:13.562896+00	0
17	files_poke	2026-12-07 02:32:00.901921+00	2026-12-07 02:30:00+00	2026-12-07 02:32:00.939145+00	2026-12-07 02:33:27.815173+00	success	scheduled__2026-12-07T02:30:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:30:00+00	2026-12-07 02:32:00+00	2026-12-07 02:33:27.813458+00	aa7d5330f19c26e447c46ab423bd83dc	1	2026-12-07 02:33:27.816463+00	0
12	timeouts	2026-12-07 02:30:02.064791+00	2026-12-07 02:28:00+00	2026-12-07 02:30:02.165002+00	2026-12-07 02:31:26.961233+00	failed	scheduled__2026-12-07T02:28:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:28:00+00	2026-12-07 02:30:00+00	2026-12-07 02:31:26.958732+00	2ca1157065c41bf38d10cf04ce8a5bff	1	2026-12-07 02:31:26.962198+00	0
6	shared_c	2026-12-07 02:28:50.789951+00	2026-12-07 02:26:00+00	2026-12-07 02:28:50.837595+00	2026-12-07 02:29:12.457033+00	success	scheduled__2026-12-07T02:26:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:26:00+00	2026-12-07 02:28:00+00	2026-12-07 02:29:12.453479+00	c80932962e009eec957412027fcbb041	1	2026-12-07 02:29:12.458988+00	0
26	deferred	2026-12-07 02:34:00.603297+00	2026-12-07 02:32:00+00	2026-12-07 02:34:00.768623+00	2026-12-07 02:34:44.636913+00	success	scheduled__2026-12-07T02:32:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:32:00+00	2026-12-07 02:34:00+00	2026-12-07 02:34:44.63472+00	a69ac4add522693a572f5ac3ab7a4ebb	1	2026-12-07 02:34:44.637536+00	0
9	files_poke	2026-12-07 02:30:02.000132+00	2026-12-07 02:28:00+00	2026-12-07 02:30:02.154905+00	2026-12-07 02:31:21.632976+00	success	scheduled__2026-12-07T02:28:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:28:00+00	2026-12-07 02:30:00+00	2026-12-07 02:31:21.631322+00	aa7d5330f19c26e447c46ab423bd83dc	1	2026-12-07 02:31:21.633454+00	0
5	files_poke	2026-12-07 02:28:50.778768+00	2026-12-07 02:26:00+00	2026-12-07 02:28:50.837012+00	2026-12-07 02:29:25.81634+00	success	scheduled__2026-12-07T02:26:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:26:00+00	2026-12-07 02:28:00+00	2026-12-07 02:29:25.814553+00	aa7d5330f19c26e447c46ab423bd83dc	1	2026-12-07 02:29:25.816819+00	0
28	shared_c	2026-12-07 02:34:00.717141+00	2026-12-07 02:32:00+00	2026-12-07 02:34:00.760071+00	2026-12-07 02:34:53.107355+00	success	scheduled__2026-12-07T02:32:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:32:00+00	2026-12-07 02:34:00+00	2026-12-07 02:34:53.105069+00	c80932962e009eec957412027fcbb041	1	2026-12-07 02:34:53.108277+00	0
24	files_poke	2026-12-07 02:34:00.557031+00	2026-12-07 02:32:00+00	2026-12-07 02:34:00.766948+00	2026-12-07 02:35:29.629037+00	success	scheduled__2026-12-07T02:32:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:32:00+00	2026-12-07 02:34:00+00	2026-12-07 02:35:29.627283+00	aa7d5330f19c26e447c46ab423bd83dc	1	2026-12-07 02:35:29.629752+00	0
1	shared_a	2026-12-07 02:28:50.675084+00	2026-12-07 02:26:00+00	2026-12-07 02:28:50.837318+00	2026-12-07 02:29:11.28985+00	success	scheduled__2026-12-07T02:26:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:26:00+00	2026-12-07 02:28:00+00	2026-12-07 02:29:11.277445+00	02ef14a9b7e4d65190dd10731bfba78e	1	2026-12-07 02:29:11.291598+00	0
2	files_reschedule	2026-12-07 02:28:50.728501+00	2026-12-07 02:26:00+00	2026-12-07 02:28:50.837177+00	2026-12-07 02:30:02.858333+00	success	scheduled__2026-12-07T02:26:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:26:00+00	2026-12-07 02:28:00+00	2026-12-07 02:30:02.855225+00	20b8b846433d21e47dc59830ee329445	1	2026-12-07 02:30:02.859341+00	0
7	deferred	2026-12-07 02:28:50.810592+00	2026-12-07 02:26:00+00	2026-12-07 02:28:50.836634+00	2026-12-07 02:29:11.3108+00	success	scheduled__2026-12-07T02:26:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:26:00+00	2026-12-07 02:28:00+00	2026-12-07 02:29:11.307933+00	a69ac4add522693a572f5ac3ab7a4ebb	1	2026-12-07 02:29:11.311489+00	0
3	shared_b	2026-12-07 02:28:50.749608+00	2026-12-07 02:26:00+00	2026-12-07 02:28:50.837459+00	2026-12-07 02:29:11.330813+00	success	scheduled__2026-12-07T02:26:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:26:00+00	2026-12-07 02:28:00+00	2026-12-07 02:29:11.324307+00	4594e730f4f431f4ea9bc32112f5c137	1	2026-12-07 02:29:11.331486+00	0
14	shared_a	2026-12-07 02:30:02.112251+00	2026-12-07 02:28:00+00	2026-12-07 02:30:02.166694+00	2026-12-07 02:31:00.505977+00	success	scheduled__2026-12-07T02:28:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:28:00+00	2026-12-07 02:30:00+00	2026-12-07 02:31:00.50401+00	02ef14a9b7e4d65190dd10731bfba78e	1	2026-12-07 02:31:00.506631+00	0
8	shared_b	2026-12-07 02:30:01.969057+00	2026-12-07 02:28:00+00	2026-12-07 02:30:02.154069+00	2026-12-07 02:31:00.519026+00	success	scheduled__2026-12-07T02:28:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:28:00+00	2026-12-07 02:30:00+00	2026-12-07 02:31:00.51586+00	4594e730f4f431f4ea9bc32112f5c137	1	2026-12-07 02:31:00.519854+00	0
4	timeouts	2026-12-07 02:28:50.761086+00	2026-12-07 02:26:00+00	2026-12-07 02:28:50.837728+00	2026-12-07 02:30:15.859986+00	failed	scheduled__2026-12-07T02:26:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:26:00+00	2026-12-07 02:28:00+00	2026-12-07 02:30:15.747182+00	2ca1157065c41bf38d10cf04ce8a5bff	1	2026-12-07 02:30:15.860593+00	0
11	shared_c	2026-12-07 02:30:02.040662+00	2026-12-07 02:28:00+00	2026-12-07 02:30:02.164244+00	2026-12-07 02:31:00.526929+00	success	scheduled__2026-12-07T02:28:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:28:00+00	2026-12-07 02:30:00+00	2026-12-07 02:31:00.525616+00	c80932962e009eec957412027fcbb041	1	2026-12-07 02:31:00.527634+00	0
10	files_reschedule	2026-12-07 02:30:02.017963+00	2026-12-07 02:28:00+00	2026-12-07 02:30:02.16007+00	2026-12-07 02:32:09.159239+00	success	scheduled__2026-12-07T02:28:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:28:00+00	2026-12-07 02:30:00+00	2026-12-07 02:32:09.156128+00	20b8b846433d21e47dc59830ee329445	1	2026-12-07 02:32:09.16001+00	0
13	deferred	2026-12-07 02:30:02.089865+00	2026-12-07 02:28:00+00	2026-12-07 02:30:02.165842+00	2026-12-07 02:30:45.449234+00	success	scheduled__2026-12-07T02:28:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:28:00+00	2026-12-07 02:30:00+00	2026-12-07 02:30:45.4462+00	a69ac4add522693a572f5ac3ab7a4ebb	1	2026-12-07 02:30:45.449895+00	0
18	deferred	2026-12-07 02:32:00.908373+00	2026-12-07 02:30:00+00	2026-12-07 02:32:00.939578+00	2026-12-07 02:32:41.229541+00	success	scheduled__2026-12-07T02:30:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:30:00+00	2026-12-07 02:32:00+00	2026-12-07 02:32:41.225274+00	a69ac4add522693a572f5ac3ab7a4ebb	1	2026-12-07 02:32:41.230287+00	0
33	files_reschedule	2026-12-07 02:36:00.73672+00	2026-12-07 02:34:00+00	2026-12-07 02:36:00.779313+00	2026-12-07 02:37:53.783309+00	success	scheduled__2026-12-07T02:34:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:34:00+00	2026-12-07 02:36:00+00	2026-12-07 02:37:53.78139+00	20b8b846433d21e47dc59830ee329445	1	2026-12-07 02:37:53.784542+00	0
22	timeouts	2026-12-07 02:34:00.530206+00	2026-12-07 02:32:00+00	2026-12-07 02:34:00.764031+00	2026-12-07 02:35:18.406079+00	failed	scheduled__2026-12-07T02:32:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:32:00+00	2026-12-07 02:34:00+00	2026-12-07 02:35:18.403522+00	2ca1157065c41bf38d10cf04ce8a5bff	1	2026-12-07 02:35:18.406835+00	0
31	shared_c	2026-12-07 02:36:00.699202+00	2026-12-07 02:34:00+00	2026-12-07 02:36:00.777724+00	2026-12-07 02:36:48.959526+00	success	scheduled__2026-12-07T02:34:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:34:00+00	2026-12-07 02:36:00+00	2026-12-07 02:36:48.95724+00	c80932962e009eec957412027fcbb041	1	2026-12-07 02:36:48.964558+00	0
40	files_reschedule	2026-12-07 02:38:00.197168+00	2026-12-07 02:36:00+00	2026-12-07 02:38:00.244492+00	\N	running	scheduled__2026-12-07T02:36:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:36:00+00	2026-12-07 02:38:00+00	2026-12-07 02:39:42.52058+00	20b8b846433d21e47dc59830ee329445	1	2026-12-07 02:39:42.540713+00	0
15	files_reschedule	2026-12-07 02:32:00.887516+00	2026-12-07 02:30:00+00	2026-12-07 02:32:00.938027+00	2026-12-07 02:33:53.583204+00	success	scheduled__2026-12-07T02:30:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:30:00+00	2026-12-07 02:32:00+00	2026-12-07 02:33:53.581403+00	20b8b846433d21e47dc59830ee329445	1	2026-12-07 02:33:53.583831+00	0
19	shared_a	2026-12-07 02:32:00.914739+00	2026-12-07 02:30:00+00	2026-12-07 02:32:00.940109+00	2026-12-07 02:32:50.910103+00	success	scheduled__2026-12-07T02:30:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:30:00+00	2026-12-07 02:32:00+00	2026-12-07 02:32:50.907854+00	02ef14a9b7e4d65190dd10731bfba78e	1	2026-12-07 02:32:50.910759+00	0
20	shared_b	2026-12-07 02:32:00.920815+00	2026-12-07 02:30:00+00	2026-12-07 02:32:00.940547+00	2026-12-07 02:32:50.925065+00	success	scheduled__2026-12-07T02:30:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:30:00+00	2026-12-07 02:32:00+00	2026-12-07 02:32:50.922632+00	4594e730f4f431f4ea9bc32112f5c137	1	2026-12-07 02:32:50.925905+00	0
27	files_reschedule	2026-12-07 02:34:00.612732+00	2026-12-07 02:32:00+00	2026-12-07 02:34:00.758941+00	2026-12-07 02:35:58.594293+00	success	scheduled__2026-12-07T02:32:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:32:00+00	2026-12-07 02:34:00+00	2026-12-07 02:35:58.592217+00	20b8b846433d21e47dc59830ee329445	1	2026-12-07 02:35:58.595013+00	0
39	files_poke	2026-12-07 02:38:00.185079+00	2026-12-07 02:36:00+00	2026-12-07 02:38:00.243581+00	2026-12-07 02:39:27.368226+00	success	scheduled__2026-12-07T02:36:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:36:00+00	2026-12-07 02:38:00+00	2026-12-07 02:39:27.363512+00	aa7d5330f19c26e447c46ab423bd83dc	1	2026-12-07 02:39:27.36877+00	0
23	shared_a	2026-12-07 02:34:00.540741+00	2026-12-07 02:32:00+00	2026-12-07 02:34:00.764924+00	2026-12-07 02:34:53.081989+00	success	scheduled__2026-12-07T02:32:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:32:00+00	2026-12-07 02:34:00+00	2026-12-07 02:34:53.07891+00	02ef14a9b7e4d65190dd10731bfba78e	1	2026-12-07 02:34:53.082653+00	0
25	shared_b	2026-12-07 02:34:00.593515+00	2026-12-07 02:32:00+00	2026-12-07 02:34:00.767825+00	2026-12-07 02:34:53.12365+00	success	scheduled__2026-12-07T02:32:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:32:00+00	2026-12-07 02:34:00+00	2026-12-07 02:34:53.12184+00	4594e730f4f431f4ea9bc32112f5c137	1	2026-12-07 02:34:53.124708+00	0
21	shared_c	2026-12-07 02:32:00.927411+00	2026-12-07 02:30:00+00	2026-12-07 02:32:00.940946+00	2026-12-07 02:32:48.145156+00	success	scheduled__2026-12-07T02:30:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:30:00+00	2026-12-07 02:32:00+00	2026-12-07 02:32:48.143075+00	c80932962e009eec957412027fcbb041	1	2026-12-07 02:32:48.147969+00	0
32	shared_b	2026-12-07 02:36:00.720597+00	2026-12-07 02:34:00+00	2026-12-07 02:36:00.778526+00	2026-12-07 02:36:50.279452+00	success	scheduled__2026-12-07T02:34:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:34:00+00	2026-12-07 02:36:00+00	2026-12-07 02:36:50.275578+00	4594e730f4f431f4ea9bc32112f5c137	1	2026-12-07 02:36:50.284888+00	0
35	shared_a	2026-12-07 02:36:00.760339+00	2026-12-07 02:34:00+00	2026-12-07 02:36:00.780928+00	2026-12-07 02:36:50.303343+00	success	scheduled__2026-12-07T02:34:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:34:00+00	2026-12-07 02:36:00+00	2026-12-07 02:36:50.300999+00	02ef14a9b7e4d65190dd10731bfba78e	1	2026-12-07 02:36:50.304428+00	0
34	deferred	2026-12-07 02:36:00.750362+00	2026-12-07 02:34:00+00	2026-12-07 02:36:00.780164+00	2026-12-07 02:36:41.979037+00	success	scheduled__2026-12-07T02:34:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:34:00+00	2026-12-07 02:36:00+00	2026-12-07 02:36:41.977084+00	a69ac4add522693a572f5ac3ab7a4ebb	1	2026-12-07 02:36:41.979954+00	0
30	files_poke	2026-12-07 02:36:00.679365+00	2026-12-07 02:34:00+00	2026-12-07 02:36:00.776902+00	2026-12-07 02:37:27.011898+00	success	scheduled__2026-12-07T02:34:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:34:00+00	2026-12-07 02:36:00+00	2026-12-07 02:37:27.009575+00	aa7d5330f19c26e447c46ab423bd83dc	1	2026-12-07 02:37:27.012519+00	0
29	timeouts	2026-12-07 02:36:00.668796+00	2026-12-07 02:34:00+00	2026-12-07 02:36:00.77604+00	2026-12-07 02:37:14.730993+00	failed	scheduled__2026-12-07T02:34:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:34:00+00	2026-12-07 02:36:00+00	2026-12-07 02:37:14.728671+00	2ca1157065c41bf38d10cf04ce8a5bff	1	2026-12-07 02:37:14.731727+00	0
38	shared_c	2026-12-07 02:38:00.169009+00	2026-12-07 02:36:00+00	2026-12-07 02:38:00.242799+00	2026-12-07 02:38:52.994871+00	success	scheduled__2026-12-07T02:36:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:36:00+00	2026-12-07 02:38:00+00	2026-12-07 02:38:52.992559+00	c80932962e009eec957412027fcbb041	1	2026-12-07 02:38:52.995586+00	0
41	shared_b	2026-12-07 02:38:00.21022+00	2026-12-07 02:36:00+00	2026-12-07 02:38:00.245251+00	2026-12-07 02:38:53.010592+00	success	scheduled__2026-12-07T02:36:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:36:00+00	2026-12-07 02:38:00+00	2026-12-07 02:38:53.008264+00	4594e730f4f431f4ea9bc32112f5c137	1	2026-12-07 02:38:53.011528+00	0
36	shared_a	2026-12-07 02:38:00.140242+00	2026-12-07 02:36:00+00	2026-12-07 02:38:00.241116+00	2026-12-07 02:38:53.02875+00	success	scheduled__2026-12-07T02:36:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:36:00+00	2026-12-07 02:38:00+00	2026-12-07 02:38:53.025655+00	02ef14a9b7e4d65190dd10731bfba78e	1	2026-12-07 02:38:53.029569+00	0
37	deferred	2026-12-07 02:38:00.154914+00	2026-12-07 02:36:00+00	2026-12-07 02:38:00.241952+00	2026-12-07 02:38:42.219493+00	success	scheduled__2026-12-07T02:36:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:36:00+00	2026-12-07 02:38:00+00	2026-12-07 02:38:42.217283+00	a69ac4add522693a572f5ac3ab7a4ebb	1	2026-12-07 02:38:42.224306+00	0
42	timeouts	2026-12-07 02:38:00.220556+00	2026-12-07 02:36:00+00	2026-12-07 02:38:00.246022+00	2026-12-07 02:39:13.756591+00	failed	scheduled__2026-12-07T02:36:00+00:00	2	f	scheduled	\\x80057d942e	2026-12-07 02:36:00+00	2026-12-07 02:38:00+00	2026-12-07 02:39:13.75388+00	2ca1157065c41bf38d10cf04ce8a5bff	1	2026-12-07 02:39:13.757342+00	0
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
22	files_reschedule	success	LocalTaskJob	2026-12-07 02:29:59.63025+00	2026-12-07 02:30:01.272661+00	2026-12-07 02:29:59.599121+00	\N	vm	root
40	shared_a	success	LocalTaskJob	2026-12-07 02:30:59.288508+00	2026-12-07 02:31:00.054136+00	2026-12-07 02:30:59.218647+00	\N	vm	root
41	shared_c	success	LocalTaskJob	2026-12-07 02:30:59.680777+00	2026-12-07 02:31:00.208219+00	2026-12-07 02:30:59.625305+00	\N	vm	root
42	shared_b	success	LocalTaskJob	2026-12-07 02:30:59.785865+00	2026-12-07 02:31:00.306759+00	2026-12-07 02:30:59.74053+00	\N	vm	root
43	files_reschedule	success	LocalTaskJob	2026-12-07 02:31:02.830859+00	2026-12-07 02:31:03.276123+00	2026-12-07 02:31:02.811713+00	\N	vm	root
25	timeouts	success	LocalTaskJob	2026-12-07 02:30:05.293804+00	2026-12-07 02:31:08.975064+00	2026-12-07 02:31:08.740119+00	\N	vm	root
65	timeouts	success	LocalTaskJob	2026-12-07 02:32:42.693247+00	2026-12-07 02:33:13.293217+00	2026-12-07 02:33:12.98641+00	\N	vm	root
44	files_reschedule	success	LocalTaskJob	2026-12-07 02:31:10.685482+00	2026-12-07 02:31:11.208182+00	2026-12-07 02:31:10.658988+00	\N	vm	root
55	files_poke	success	LocalTaskJob	2026-12-07 02:32:03.008878+00	2026-12-07 02:33:22.320818+00	2026-12-07 02:33:19.699413+00	\N	vm	root
20	timeouts	success	LocalTaskJob	2026-12-07 02:29:42.166513+00	2026-12-07 02:30:14.462384+00	2026-12-07 02:30:13.524169+00	\N	vm	root
24	files_poke	success	LocalTaskJob	2026-12-07 02:30:05.331241+00	2026-12-07 02:31:17.009331+00	2026-12-07 02:31:13.528921+00	\N	vm	root
45	files_poke	success	LocalTaskJob	2026-12-07 02:31:17.811173+00	2026-12-07 02:31:21.404346+00	2026-12-07 02:31:17.778858+00	\N	vm	root
1	\N	success	TriggererJob	2026-12-07 02:28:47.406006+00	2026-12-07 02:39:43.574102+00	2026-12-07 02:39:38.524529+00	\N	vm	root
23	deferred	success	LocalTaskJob	2026-12-07 02:30:05.22023+00	2026-12-07 02:30:18.7671+00	2026-12-07 02:30:17.248388+00	\N	vm	root
27	deferred	success	LocalTaskJob	2026-12-07 02:30:06.368643+00	2026-12-07 02:30:18.984509+00	2026-12-07 02:30:13.982389+00	\N	vm	root
2	\N	success	SchedulerJob	2026-12-07 02:28:47.088729+00	2026-12-07 02:39:44.572723+00	2026-12-07 02:39:41.433367+00	\N	vm	root
12	deferred	success	LocalTaskJob	2026-12-07 02:28:54.24993+00	2026-12-07 02:29:06.661702+00	2026-12-07 02:29:01.627258+00	\N	vm	root
29	files_reschedule	success	LocalTaskJob	2026-12-07 02:30:06.569033+00	2026-12-07 02:30:19.245557+00	2026-12-07 02:30:14.975636+00	\N	vm	root
3	deferred	success	LocalTaskJob	2026-12-07 02:28:53.844468+00	2026-12-07 02:29:06.902461+00	2026-12-07 02:29:05.638578+00	\N	vm	root
9	files_reschedule	success	LocalTaskJob	2026-12-07 02:28:53.971997+00	2026-12-07 02:29:07.105537+00	2026-12-07 02:29:06.554036+00	\N	vm	root
7	shared_b	success	LocalTaskJob	2026-12-07 02:28:54.038478+00	2026-12-07 02:29:07.324266+00	2026-12-07 02:29:06.656333+00	\N	vm	root
10	shared_a	success	LocalTaskJob	2026-12-07 02:28:54.059468+00	2026-12-07 02:29:07.496436+00	2026-12-07 02:29:06.483006+00	\N	vm	root
11	files_reschedule	success	LocalTaskJob	2026-12-07 02:28:54.250845+00	2026-12-07 02:29:07.568246+00	2026-12-07 02:29:06.604239+00	\N	vm	root
6	shared_c	success	LocalTaskJob	2026-12-07 02:28:53.987069+00	2026-12-07 02:29:07.84286+00	2026-12-07 02:29:05.731234+00	\N	vm	root
31	files_reschedule	success	LocalTaskJob	2026-12-07 02:30:06.485734+00	2026-12-07 02:30:19.26081+00	2026-12-07 02:30:14.984286+00	\N	vm	root
39	timeouts	success	LocalTaskJob	2026-12-07 02:30:55.634839+00	2026-12-07 02:31:26.268507+00	2026-12-07 02:31:26.210211+00	\N	vm	root
14	shared_b	success	LocalTaskJob	2026-12-07 02:29:08.410262+00	2026-12-07 02:29:10.302589+00	2026-12-07 02:29:08.244473+00	\N	vm	root
16	shared_a	success	LocalTaskJob	2026-12-07 02:29:08.764454+00	2026-12-07 02:29:10.98836+00	2026-12-07 02:29:08.508904+00	\N	vm	root
15	deferred	success	LocalTaskJob	2026-12-07 02:29:08.532+00	2026-12-07 02:29:11.125729+00	2026-12-07 02:29:08.470331+00	\N	vm	root
17	shared_c	success	LocalTaskJob	2026-12-07 02:29:09.187223+00	2026-12-07 02:29:11.508406+00	2026-12-07 02:29:09.07953+00	\N	vm	root
46	files_reschedule	success	LocalTaskJob	2026-12-07 02:31:36.916762+00	2026-12-07 02:31:37.385707+00	2026-12-07 02:31:36.887996+00	\N	vm	root
5	files_poke	success	LocalTaskJob	2026-12-07 02:28:54.093608+00	2026-12-07 02:29:20.39335+00	2026-12-07 02:29:15.963928+00	\N	vm	root
18	files_poke	success	LocalTaskJob	2026-12-07 02:29:21.628489+00	2026-12-07 02:29:25.476218+00	2026-12-07 02:29:21.598946+00	\N	vm	root
34	deferred	success	LocalTaskJob	2026-12-07 02:30:32.283616+00	2026-12-07 02:30:32.910325+00	2026-12-07 02:30:32.262361+00	\N	vm	root
19	files_reschedule	success	LocalTaskJob	2026-12-07 02:29:32.06287+00	2026-12-07 02:29:33.176942+00	2026-12-07 02:29:32.030906+00	\N	vm	root
53	files_reschedule	success	LocalTaskJob	2026-12-07 02:32:02.772989+00	2026-12-07 02:32:07.328799+00	2026-12-07 02:32:02.230784+00	\N	vm	root
8	timeouts	success	LocalTaskJob	2026-12-07 02:28:54.05602+00	2026-12-07 02:29:37.0214+00	2026-12-07 02:29:36.241824+00	\N	vm	root
56	deferred	success	LocalTaskJob	2026-12-07 02:32:03.064728+00	2026-12-07 02:32:07.369183+00	2026-12-07 02:32:02.542017+00	\N	vm	root
57	deferred	success	LocalTaskJob	2026-12-07 02:32:03.480406+00	2026-12-07 02:32:07.409859+00	2026-12-07 02:32:02.872611+00	\N	vm	root
48	files_reschedule	success	LocalTaskJob	2026-12-07 02:32:02.600951+00	2026-12-07 02:32:07.452087+00	2026-12-07 02:32:02.059536+00	\N	vm	root
58	files_reschedule	success	LocalTaskJob	2026-12-07 02:32:05.607112+00	2026-12-07 02:32:07.619532+00	2026-12-07 02:32:05.3072+00	\N	vm	root
35	files_reschedule	success	LocalTaskJob	2026-12-07 02:30:41.441371+00	2026-12-07 02:30:42.694551+00	2026-12-07 02:30:41.332196+00	\N	vm	root
36	deferred	success	LocalTaskJob	2026-12-07 02:30:41.540164+00	2026-12-07 02:30:42.748602+00	2026-12-07 02:30:41.415709+00	\N	vm	root
59	files_reschedule	success	LocalTaskJob	2026-12-07 02:32:08.116235+00	2026-12-07 02:32:08.53802+00	2026-12-07 02:32:08.089617+00	\N	vm	root
4	timeouts	success	LocalTaskJob	2026-12-07 02:28:53.935063+00	2026-12-07 02:29:47.035596+00	2026-12-07 02:29:46.419917+00	\N	vm	root
37	deferred	success	LocalTaskJob	2026-12-07 02:30:43.9003+00	2026-12-07 02:30:44.720392+00	2026-12-07 02:30:43.876023+00	\N	vm	root
38	files_reschedule	success	LocalTaskJob	2026-12-07 02:30:44.508812+00	2026-12-07 02:30:44.919875+00	2026-12-07 02:30:44.437106+00	\N	vm	root
13	timeouts	success	LocalTaskJob	2026-12-07 02:28:54.363157+00	2026-12-07 02:29:56.254778+00	2026-12-07 02:29:52.267653+00	\N	vm	root
21	files_reschedule	success	LocalTaskJob	2026-12-07 02:29:58.508387+00	2026-12-07 02:29:59.02026+00	2026-12-07 02:29:58.465389+00	\N	vm	root
28	timeouts	success	LocalTaskJob	2026-12-07 02:30:06.388681+00	2026-12-07 02:30:49.438136+00	2026-12-07 02:30:44.417486+00	\N	vm	root
26	timeouts	success	LocalTaskJob	2026-12-07 02:30:06.02472+00	2026-12-07 02:30:58.564323+00	2026-12-07 02:30:54.042169+00	\N	vm	root
30	shared_a	success	LocalTaskJob	2026-12-07 02:30:06.630713+00	2026-12-07 02:30:58.984397+00	2026-12-07 02:30:56.063988+00	\N	vm	root
33	shared_c	success	LocalTaskJob	2026-12-07 02:30:06.517752+00	2026-12-07 02:30:59.224736+00	2026-12-07 02:30:56.153311+00	\N	vm	root
32	shared_b	success	LocalTaskJob	2026-12-07 02:30:06.433376+00	2026-12-07 02:30:59.258771+00	2026-12-07 02:30:55.824884+00	\N	vm	root
60	files_reschedule	success	LocalTaskJob	2026-12-07 02:32:27.491266+00	2026-12-07 02:32:28.304463+00	2026-12-07 02:32:27.464497+00	\N	vm	root
61	deferred	success	LocalTaskJob	2026-12-07 02:32:31.735482+00	2026-12-07 02:32:32.393405+00	2026-12-07 02:32:31.714682+00	\N	vm	root
62	files_reschedule	success	LocalTaskJob	2026-12-07 02:32:33.044526+00	2026-12-07 02:32:33.651196+00	2026-12-07 02:32:33.013023+00	\N	vm	root
47	timeouts	success	LocalTaskJob	2026-12-07 02:32:02.35774+00	2026-12-07 02:32:36.872306+00	2026-12-07 02:32:33.524469+00	\N	vm	root
63	deferred	success	LocalTaskJob	2026-12-07 02:32:39.15381+00	2026-12-07 02:32:39.779664+00	2026-12-07 02:32:39.098076+00	\N	vm	root
64	deferred	success	LocalTaskJob	2026-12-07 02:32:40.492504+00	2026-12-07 02:32:41.211654+00	2026-12-07 02:32:40.431947+00	\N	vm	root
51	shared_c	success	LocalTaskJob	2026-12-07 02:32:02.785576+00	2026-12-07 02:32:46.512615+00	2026-12-07 02:32:43.509369+00	\N	vm	root
49	timeouts	success	LocalTaskJob	2026-12-07 02:32:02.625267+00	2026-12-07 02:32:46.832362+00	2026-12-07 02:32:43.939483+00	\N	vm	root
52	shared_b	success	LocalTaskJob	2026-12-07 02:32:02.778786+00	2026-12-07 02:32:47.361112+00	2026-12-07 02:32:44.383917+00	\N	vm	root
54	shared_a	success	LocalTaskJob	2026-12-07 02:32:02.90057+00	2026-12-07 02:32:47.490792+00	2026-12-07 02:32:44.315615+00	\N	vm	root
66	shared_c	success	LocalTaskJob	2026-12-07 02:32:47.155525+00	2026-12-07 02:32:47.907325+00	2026-12-07 02:32:47.135279+00	\N	vm	root
67	shared_a	success	LocalTaskJob	2026-12-07 02:32:48.625609+00	2026-12-07 02:32:50.544441+00	2026-12-07 02:32:48.505914+00	\N	vm	root
50	timeouts	success	LocalTaskJob	2026-12-07 02:32:02.643087+00	2026-12-07 02:32:57.246124+00	2026-12-07 02:32:54.057055+00	\N	vm	root
151	files_reschedule	success	LocalTaskJob	2026-12-07 02:39:00.089569+00	2026-12-07 02:39:00.73679+00	2026-12-07 02:39:00.062597+00	\N	vm	root
69	files_reschedule	success	LocalTaskJob	2026-12-07 02:32:49.460935+00	2026-12-07 02:32:50.728737+00	2026-12-07 02:32:49.272964+00	\N	vm	root
68	shared_b	success	LocalTaskJob	2026-12-07 02:32:49.05487+00	2026-12-07 02:32:50.734534+00	2026-12-07 02:32:48.596864+00	\N	vm	root
71	files_reschedule	success	LocalTaskJob	2026-12-07 02:33:10.918493+00	2026-12-07 02:33:11.383356+00	2026-12-07 02:33:10.886031+00	\N	vm	root
70	files_reschedule	success	LocalTaskJob	2026-12-07 02:32:58.812559+00	2026-12-07 02:32:59.573531+00	2026-12-07 02:32:58.774839+00	\N	vm	root
73	files_reschedule	success	LocalTaskJob	2026-12-07 02:33:25.054021+00	2026-12-07 02:33:25.668266+00	2026-12-07 02:33:25.017043+00	\N	vm	root
72	files_poke	success	LocalTaskJob	2026-12-07 02:33:22.878486+00	2026-12-07 02:33:26.805295+00	2026-12-07 02:33:22.844968+00	\N	vm	root
97	files_reschedule	success	LocalTaskJob	2026-12-07 02:35:02.54687+00	2026-12-07 02:35:03.128361+00	2026-12-07 02:35:02.52067+00	\N	vm	root
74	files_reschedule	success	LocalTaskJob	2026-12-07 02:33:51.328643+00	2026-12-07 02:33:52.327445+00	2026-12-07 02:33:51.228947+00	\N	vm	root
75	files_reschedule	success	LocalTaskJob	2026-12-07 02:33:52.612496+00	2026-12-07 02:33:53.353938+00	2026-12-07 02:33:52.586168+00	\N	vm	root
125	files_reschedule	success	LocalTaskJob	2026-12-07 02:37:10.980387+00	2026-12-07 02:37:11.460393+00	2026-12-07 02:37:10.943577+00	\N	vm	root
135	files_poke	success	LocalTaskJob	2026-12-07 02:38:02.348009+00	2026-12-07 02:39:22.876398+00	2026-12-07 02:39:19.610003+00	\N	vm	root
119	timeouts	success	LocalTaskJob	2026-12-07 02:36:43.112496+00	2026-12-07 02:37:13.745756+00	2026-12-07 02:37:13.585405+00	\N	vm	root
98	files_reschedule	success	LocalTaskJob	2026-12-07 02:35:14.805326+00	2026-12-07 02:35:15.275578+00	2026-12-07 02:35:14.766341+00	\N	vm	root
153	files_poke	success	LocalTaskJob	2026-12-07 02:39:23.576284+00	2026-12-07 02:39:27.253186+00	2026-12-07 02:39:23.552401+00	\N	vm	root
92	timeouts	success	LocalTaskJob	2026-12-07 02:34:46.638333+00	2026-12-07 02:35:17.413557+00	2026-12-07 02:35:17.069757+00	\N	vm	root
111	files_poke	success	LocalTaskJob	2026-12-07 02:36:02.950186+00	2026-12-07 02:37:22.559114+00	2026-12-07 02:37:19.438248+00	\N	vm	root
81	files_poke	success	LocalTaskJob	2026-12-07 02:34:04.312865+00	2026-12-07 02:35:24.630237+00	2026-12-07 02:35:22.139669+00	\N	vm	root
83	deferred	success	LocalTaskJob	2026-12-07 02:34:04.626287+00	2026-12-07 02:34:09.321389+00	2026-12-07 02:34:03.722424+00	\N	vm	root
85	deferred	success	LocalTaskJob	2026-12-07 02:34:04.713612+00	2026-12-07 02:34:10.384829+00	2026-12-07 02:34:04.015436+00	\N	vm	root
99	files_poke	success	LocalTaskJob	2026-12-07 02:35:24.994065+00	2026-12-07 02:35:28.699209+00	2026-12-07 02:35:24.967586+00	\N	vm	root
80	files_reschedule	success	LocalTaskJob	2026-12-07 02:34:04.400256+00	2026-12-07 02:34:10.996609+00	2026-12-07 02:34:03.900126+00	\N	vm	root
78	files_reschedule	success	LocalTaskJob	2026-12-07 02:34:04.301557+00	2026-12-07 02:34:11.00885+00	2026-12-07 02:34:03.462298+00	\N	vm	root
100	files_reschedule	success	LocalTaskJob	2026-12-07 02:35:28.739805+00	2026-12-07 02:35:29.376445+00	2026-12-07 02:35:28.710845+00	\N	vm	root
127	files_reschedule	success	LocalTaskJob	2026-12-07 02:37:24.99871+00	2026-12-07 02:37:25.448347+00	2026-12-07 02:37:24.979418+00	\N	vm	root
101	files_reschedule	success	LocalTaskJob	2026-12-07 02:35:55.29148+00	2026-12-07 02:35:56.016437+00	2026-12-07 02:35:55.260985+00	\N	vm	root
126	files_poke	success	LocalTaskJob	2026-12-07 02:37:23.163118+00	2026-12-07 02:37:26.658531+00	2026-12-07 02:37:23.136639+00	\N	vm	root
102	files_reschedule	success	LocalTaskJob	2026-12-07 02:35:57.168018+00	2026-12-07 02:35:57.763698+00	2026-12-07 02:35:57.13445+00	\N	vm	root
128	files_reschedule	success	LocalTaskJob	2026-12-07 02:37:51.604663+00	2026-12-07 02:37:52.226771+00	2026-12-07 02:37:51.565179+00	\N	vm	root
129	files_reschedule	success	LocalTaskJob	2026-12-07 02:37:52.782685+00	2026-12-07 02:37:53.304426+00	2026-12-07 02:37:52.743363+00	\N	vm	root
110	files_reschedule	success	LocalTaskJob	2026-12-07 02:36:02.840313+00	2026-12-07 02:36:07.702774+00	2026-12-07 02:36:02.52424+00	\N	vm	root
107	deferred	success	LocalTaskJob	2026-12-07 02:36:02.77719+00	2026-12-07 02:36:07.588646+00	2026-12-07 02:36:02.398081+00	\N	vm	root
103	deferred	success	LocalTaskJob	2026-12-07 02:36:02.387473+00	2026-12-07 02:36:07.684041+00	2026-12-07 02:36:02.231865+00	\N	vm	root
113	files_reschedule	success	LocalTaskJob	2026-12-07 02:36:03.151358+00	2026-12-07 02:36:07.792283+00	2026-12-07 02:36:02.59103+00	\N	vm	root
133	files_reschedule	success	LocalTaskJob	2026-12-07 02:38:02.2646+00	2026-12-07 02:38:08.020357+00	2026-12-07 02:38:01.798996+00	\N	vm	root
138	deferred	success	LocalTaskJob	2026-12-07 02:38:02.554587+00	2026-12-07 02:38:08.336355+00	2026-12-07 02:38:02.314516+00	\N	vm	root
87	files_reschedule	success	LocalTaskJob	2026-12-07 02:34:31.726787+00	2026-12-07 02:34:32.852178+00	2026-12-07 02:34:31.612441+00	\N	vm	root
88	deferred	success	LocalTaskJob	2026-12-07 02:34:31.797021+00	2026-12-07 02:34:32.90015+00	2026-12-07 02:34:31.671305+00	\N	vm	root
134	timeouts	success	LocalTaskJob	2026-12-07 02:38:02.262028+00	2026-12-07 02:38:37.260335+00	2026-12-07 02:38:33.456584+00	\N	vm	root
89	files_reschedule	success	LocalTaskJob	2026-12-07 02:34:36.344663+00	2026-12-07 02:34:37.112477+00	2026-12-07 02:34:36.279291+00	\N	vm	root
86	timeouts	success	LocalTaskJob	2026-12-07 02:34:04.91343+00	2026-12-07 02:34:40.756247+00	2026-12-07 02:34:36.789687+00	\N	vm	root
137	timeouts	success	LocalTaskJob	2026-12-07 02:38:02.4526+00	2026-12-07 02:38:47.944279+00	2026-12-07 02:38:43.530682+00	\N	vm	root
114	files_reschedule	success	LocalTaskJob	2026-12-07 02:36:27.936155+00	2026-12-07 02:36:28.501684+00	2026-12-07 02:36:27.909088+00	\N	vm	root
90	deferred	success	LocalTaskJob	2026-12-07 02:34:42.42262+00	2026-12-07 02:34:43.024237+00	2026-12-07 02:34:42.386062+00	\N	vm	root
91	deferred	success	LocalTaskJob	2026-12-07 02:34:43.716506+00	2026-12-07 02:34:44.263566+00	2026-12-07 02:34:43.63465+00	\N	vm	root
84	shared_c	success	LocalTaskJob	2026-12-07 02:34:04.620341+00	2026-12-07 02:34:49.444221+00	2026-12-07 02:34:45.944406+00	\N	vm	root
79	shared_a	success	LocalTaskJob	2026-12-07 02:34:04.279271+00	2026-12-07 02:34:49.708876+00	2026-12-07 02:34:46.468075+00	\N	vm	root
115	deferred	success	LocalTaskJob	2026-12-07 02:36:31.676439+00	2026-12-07 02:36:32.22422+00	2026-12-07 02:36:31.647492+00	\N	vm	root
77	shared_b	success	LocalTaskJob	2026-12-07 02:34:04.173154+00	2026-12-07 02:34:50.631443+00	2026-12-07 02:34:46.656481+00	\N	vm	root
82	timeouts	success	LocalTaskJob	2026-12-07 02:34:04.335397+00	2026-12-07 02:34:50.925252+00	2026-12-07 02:34:46.972005+00	\N	vm	root
116	files_reschedule	success	LocalTaskJob	2026-12-07 02:36:32.942998+00	2026-12-07 02:36:33.349908+00	2026-12-07 02:36:32.921793+00	\N	vm	root
93	shared_a	success	LocalTaskJob	2026-12-07 02:34:50.29717+00	2026-12-07 02:34:52.071438+00	2026-12-07 02:34:50.182247+00	\N	vm	root
94	shared_c	success	LocalTaskJob	2026-12-07 02:34:50.539038+00	2026-12-07 02:34:52.204556+00	2026-12-07 02:34:50.283378+00	\N	vm	root
95	shared_b	success	LocalTaskJob	2026-12-07 02:34:51.822908+00	2026-12-07 02:34:52.704054+00	2026-12-07 02:34:51.787087+00	\N	vm	root
96	files_reschedule	success	LocalTaskJob	2026-12-07 02:34:53.440839+00	2026-12-07 02:34:54.064189+00	2026-12-07 02:34:53.403292+00	\N	vm	root
76	timeouts	success	LocalTaskJob	2026-12-07 02:34:04.140575+00	2026-12-07 02:34:59.608377+00	2026-12-07 02:34:57.26179+00	\N	vm	root
108	timeouts	success	LocalTaskJob	2026-12-07 02:36:02.803532+00	2026-12-07 02:36:37.217627+00	2026-12-07 02:36:34.640725+00	\N	vm	root
117	deferred	success	LocalTaskJob	2026-12-07 02:36:39.557381+00	2026-12-07 02:36:39.959613+00	2026-12-07 02:36:39.521272+00	\N	vm	root
118	deferred	success	LocalTaskJob	2026-12-07 02:36:40.972478+00	2026-12-07 02:36:41.85422+00	2026-12-07 02:36:40.94413+00	\N	vm	root
109	shared_c	success	LocalTaskJob	2026-12-07 02:36:02.848667+00	2026-12-07 02:36:47.217079+00	2026-12-07 02:36:44.234798+00	\N	vm	root
106	shared_a	success	LocalTaskJob	2026-12-07 02:36:02.61423+00	2026-12-07 02:36:47.344271+00	2026-12-07 02:36:44.332816+00	\N	vm	root
105	timeouts	success	LocalTaskJob	2026-12-07 02:36:02.676663+00	2026-12-07 02:36:47.480325+00	2026-12-07 02:36:44.271221+00	\N	vm	root
104	shared_b	success	LocalTaskJob	2026-12-07 02:36:02.557097+00	2026-12-07 02:36:47.517324+00	2026-12-07 02:36:44.324977+00	\N	vm	root
120	shared_c	success	LocalTaskJob	2026-12-07 02:36:47.849672+00	2026-12-07 02:36:48.757627+00	2026-12-07 02:36:47.803656+00	\N	vm	root
121	shared_b	success	LocalTaskJob	2026-12-07 02:36:47.875128+00	2026-12-07 02:36:49.043024+00	2026-12-07 02:36:47.829975+00	\N	vm	root
122	shared_a	success	LocalTaskJob	2026-12-07 02:36:48.079118+00	2026-12-07 02:36:49.332669+00	2026-12-07 02:36:47.999356+00	\N	vm	root
123	files_reschedule	success	LocalTaskJob	2026-12-07 02:36:49.304878+00	2026-12-07 02:36:49.95257+00	2026-12-07 02:36:49.250297+00	\N	vm	root
112	timeouts	success	LocalTaskJob	2026-12-07 02:36:02.936919+00	2026-12-07 02:36:57.473508+00	2026-12-07 02:36:54.530202+00	\N	vm	root
124	files_reschedule	success	LocalTaskJob	2026-12-07 02:36:58.756274+00	2026-12-07 02:36:59.213741+00	2026-12-07 02:36:58.735637+00	\N	vm	root
132	deferred	success	LocalTaskJob	2026-12-07 02:38:02.168741+00	2026-12-07 02:38:07.796845+00	2026-12-07 02:38:01.724499+00	\N	vm	root
136	files_reschedule	success	LocalTaskJob	2026-12-07 02:38:02.41613+00	2026-12-07 02:38:07.864655+00	2026-12-07 02:38:02.372935+00	\N	vm	root
146	timeouts	success	LocalTaskJob	2026-12-07 02:38:42.760295+00	2026-12-07 02:39:13.507559+00	2026-12-07 02:39:13.06854+00	\N	vm	root
152	files_reschedule	success	LocalTaskJob	2026-12-07 02:39:13.604602+00	2026-12-07 02:39:14.206232+00	2026-12-07 02:39:13.564577+00	\N	vm	root
154	files_reschedule	success	LocalTaskJob	2026-12-07 02:39:25.791038+00	2026-12-07 02:39:26.42044+00	2026-12-07 02:39:25.766742+00	\N	vm	root
141	files_reschedule	success	LocalTaskJob	2026-12-07 02:38:28.236917+00	2026-12-07 02:38:28.940646+00	2026-12-07 02:38:28.07454+00	\N	vm	root
142	deferred	success	LocalTaskJob	2026-12-07 02:38:30.945521+00	2026-12-07 02:38:31.46845+00	2026-12-07 02:38:30.898923+00	\N	vm	root
143	files_reschedule	success	LocalTaskJob	2026-12-07 02:38:33.233768+00	2026-12-07 02:38:33.919425+00	2026-12-07 02:38:33.209311+00	\N	vm	root
144	deferred	success	LocalTaskJob	2026-12-07 02:38:39.466746+00	2026-12-07 02:38:40.230961+00	2026-12-07 02:38:39.441695+00	\N	vm	root
145	deferred	success	LocalTaskJob	2026-12-07 02:38:40.961077+00	2026-12-07 02:38:41.562489+00	2026-12-07 02:38:40.879211+00	\N	vm	root
130	shared_a	success	LocalTaskJob	2026-12-07 02:38:01.988049+00	2026-12-07 02:38:47.526835+00	2026-12-07 02:38:43.408561+00	\N	vm	root
140	shared_b	success	LocalTaskJob	2026-12-07 02:38:02.794589+00	2026-12-07 02:38:48.261591+00	2026-12-07 02:38:44.235673+00	\N	vm	root
139	shared_c	success	LocalTaskJob	2026-12-07 02:38:02.734231+00	2026-12-07 02:38:48.319848+00	2026-12-07 02:38:44.208323+00	\N	vm	root
148	shared_b	success	LocalTaskJob	2026-12-07 02:38:49.164666+00	2026-12-07 02:38:52.121466+00	2026-12-07 02:38:48.954505+00	\N	vm	root
149	shared_a	success	LocalTaskJob	2026-12-07 02:38:49.441115+00	2026-12-07 02:38:52.358729+00	2026-12-07 02:38:49.0332+00	\N	vm	root
150	files_reschedule	success	LocalTaskJob	2026-12-07 02:38:50.953615+00	2026-12-07 02:38:52.498213+00	2026-12-07 02:38:50.756182+00	\N	vm	root
147	shared_c	success	LocalTaskJob	2026-12-07 02:38:49.1235+00	2026-12-07 02:38:52.560488+00	2026-12-07 02:38:48.971159+00	\N	vm	root
131	timeouts	success	LocalTaskJob	2026-12-07 02:38:02.027125+00	2026-12-07 02:38:57.419011+00	2026-12-07 02:38:53.221025+00	\N	vm	root
\.


--
-- Data for Name: log; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.log (id, dttm, dag_id, task_id, map_index, event, execution_date, run_id, owner, owner_display_name, extra, try_number) FROM stdin;
1	2026-12-07 02:28:46.132155+00	\N	\N	\N	cli_scheduler	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
2	2026-12-07 02:28:46.266026+00	\N	\N	\N	cli_triggerer	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'triggerer']"}	\N
3	2026-12-07 02:28:51.560331+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
4	2026-12-07 02:28:51.67312+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
5	2026-12-07 02:28:51.556709+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
6	2026-12-07 02:28:51.910266+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
7	2026-12-07 02:28:51.573961+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
8	2026-12-07 02:28:51.691274+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
9	2026-12-07 02:28:51.93671+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
10	2026-12-07 02:28:51.975264+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
11	2026-12-07 02:28:51.971013+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
12	2026-12-07 02:28:52.0847+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
13	2026-12-07 02:28:52.029421+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
14	2026-12-07 02:28:54.44073+00	deferred	pause	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
15	2026-12-07 02:28:54.615285+00	files_poke	wait_poke	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
16	2026-12-07 02:28:54.608705+00	timeouts	never_soft	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
17	2026-12-07 02:28:54.653988+00	shared_c	wait_shared	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
18	2026-12-07 02:28:54.768781+00	files_reschedule	wait_python	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
19	2026-12-07 02:28:54.788797+00	timeouts	never_retried	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
20	2026-12-07 02:28:54.712785+00	shared_b	wait_shared	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
21	2026-12-07 02:28:54.803293+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
22	2026-12-07 02:28:54.814348+00	shared_a	wait_shared	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
23	2026-12-07 02:28:54.914776+00	deferred	wait_deferred	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
24	2026-12-07 02:28:55.061428+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
25	2026-12-07 02:28:55.125479+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
26	2026-12-07 02:28:55.119226+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
27	2026-12-07 02:28:55.270554+00	timeouts	never_poke	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
28	2026-12-07 02:28:55.293964+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
29	2026-12-07 02:28:55.107336+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
30	2026-12-07 02:28:55.254873+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
31	2026-12-07 02:28:55.311318+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
32	2026-12-07 02:28:55.406714+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
33	2026-12-07 02:28:55.647502+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
34	2026-12-07 02:28:55.618523+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
35	2026-12-07 02:28:55.59833+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
36	2026-12-07 02:29:05.61375+00	deferred	pause	-1	success	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
37	2026-12-07 02:29:05.703399+00	deferred	wait_deferred	-1	success	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
38	2026-12-07 02:29:06.694061+00	shared_b	wait_shared	-1	success	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
39	2026-12-07 02:29:07.106804+00	shared_a	wait_shared	-1	success	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
40	2026-12-07 02:29:07.327468+00	files_reschedule	wait_reschedule	-1	success	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
41	2026-12-07 02:29:07.373104+00	shared_c	wait_shared	-1	success	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
42	2026-12-07 02:29:07.741222+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
43	2026-12-07 02:29:07.736022+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
44	2026-12-07 02:29:07.748389+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
45	2026-12-07 02:29:08.689387+00	deferred	publish	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
46	2026-12-07 02:29:08.683937+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
47	2026-12-07 02:29:08.666925+00	shared_b	consume	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
48	2026-12-07 02:29:08.797523+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
49	2026-12-07 02:29:08.767825+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
50	2026-12-07 02:29:09.090058+00	shared_a	consume	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
51	2026-12-07 02:29:09.199699+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
52	2026-12-07 02:29:09.533441+00	shared_c	consume	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
53	2026-12-07 02:29:09.746394+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
54	2026-12-07 02:29:10.201453+00	shared_b	consume	-1	success	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
55	2026-12-07 02:29:10.809748+00	shared_a	consume	-1	success	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
56	2026-12-07 02:29:10.887103+00	deferred	publish	-1	success	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
57	2026-12-07 02:29:11.438658+00	shared_c	consume	-1	success	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
58	2026-12-07 02:29:20.241432+00	files_poke	wait_poke	-1	success	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
59	2026-12-07 02:29:21.402823+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
60	2026-12-07 02:29:21.701386+00	files_poke	load	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
61	2026-12-07 02:29:21.742315+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
62	2026-12-07 02:29:25.280225+00	files_poke	load	-1	success	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
63	2026-12-07 02:29:31.622431+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
64	2026-12-07 02:29:32.168604+00	files_reschedule	wait_python	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
65	2026-12-07 02:29:32.263387+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
66	2026-12-07 02:29:36.883493+00	timeouts	never_retried	-1	failed	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
67	2026-12-07 02:29:42.0419+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
68	2026-12-07 02:29:42.236505+00	timeouts	never_retried	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	2
69	2026-12-07 02:29:42.277892+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
70	2026-12-07 02:29:46.950929+00	timeouts	never_soft	-1	skipped	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
71	2026-12-07 02:29:56.186328+00	timeouts	never_poke	-1	failed	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
72	2026-12-07 02:29:58.345482+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
73	2026-12-07 02:29:58.574013+00	files_reschedule	wait_python	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
74	2026-12-07 02:29:58.602866+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
75	2026-12-07 02:29:58.949743+00	files_reschedule	wait_python	-1	success	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
76	2026-12-07 02:29:59.480766+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
77	2026-12-07 02:29:59.803007+00	files_reschedule	transform	-1	running	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
78	2026-12-07 02:29:59.944903+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
79	2026-12-07 02:30:01.137172+00	files_reschedule	transform	-1	success	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	1
80	2026-12-07 02:30:03.170062+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
81	2026-12-07 02:30:03.220546+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
82	2026-12-07 02:30:03.268344+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
83	2026-12-07 02:30:03.233852+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
84	2026-12-07 02:30:03.276787+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
85	2026-12-07 02:30:03.365229+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
86	2026-12-07 02:30:03.378229+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
88	2026-12-07 02:30:03.313446+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
87	2026-12-07 02:30:03.238768+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
89	2026-12-07 02:30:03.461568+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
90	2026-12-07 02:30:03.420758+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
91	2026-12-07 02:30:06.137437+00	deferred	pause	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
92	2026-12-07 02:30:06.365515+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
93	2026-12-07 02:30:06.41133+00	files_poke	wait_poke	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
94	2026-12-07 02:30:06.461924+00	timeouts	never_poke	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
95	2026-12-07 02:30:06.893813+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
96	2026-12-07 02:30:07.134532+00	timeouts	never_soft	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
97	2026-12-07 02:30:07.454512+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
98	2026-12-07 02:30:08.026187+00	timeouts	never_retried	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
99	2026-12-07 02:30:08.023611+00	deferred	wait_deferred	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
100	2026-12-07 02:30:08.290842+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
101	2026-12-07 02:30:08.908025+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
102	2026-12-07 02:30:08.87137+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
103	2026-12-07 02:30:07.488612+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
104	2026-12-07 02:30:08.384666+00	shared_c	wait_shared	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
105	2026-12-07 02:30:08.838609+00	shared_b	wait_shared	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
106	2026-12-07 02:30:08.347321+00	shared_a	wait_shared	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
107	2026-12-07 02:30:07.740791+00	files_reschedule	wait_python	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
108	2026-12-07 02:30:09.590605+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
109	2026-12-07 02:30:09.723631+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
110	2026-12-07 02:30:10.062607+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
111	2026-12-07 02:30:10.040055+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
112	2026-12-07 02:30:10.005238+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
113	2026-12-07 02:30:13.220598+00	timeouts	never_retried	-1	failed	2026-12-07 02:26:00+00	scheduled__2026-12-07T02:26:00+00:00	airflow	\N	\N	2
114	2026-12-07 02:30:32.143951+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
115	2026-12-07 02:30:32.363965+00	deferred	pause	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
116	2026-12-07 02:30:32.398068+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
117	2026-12-07 02:30:32.846451+00	deferred	pause	-1	success	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
118	2026-12-07 02:30:40.258995+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
119	2026-12-07 02:30:40.847338+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
120	2026-12-07 02:30:41.716643+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
121	2026-12-07 02:30:41.726578+00	deferred	wait_deferred	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
122	2026-12-07 02:30:41.790177+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
123	2026-12-07 02:30:41.844198+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
124	2026-12-07 02:30:42.671347+00	deferred	wait_deferred	-1	success	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
125	2026-12-07 02:30:43.743105+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
126	2026-12-07 02:30:44.011519+00	deferred	publish	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
127	2026-12-07 02:30:44.042719+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
128	2026-12-07 02:30:44.225114+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
129	2026-12-07 02:30:44.590781+00	files_reschedule	wait_python	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
130	2026-12-07 02:30:44.614034+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
131	2026-12-07 02:30:44.661005+00	deferred	publish	-1	success	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
132	2026-12-07 02:30:49.360911+00	timeouts	never_retried	-1	failed	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
133	2026-12-07 02:30:55.424206+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
134	2026-12-07 02:30:55.808021+00	timeouts	never_retried	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	2
135	2026-12-07 02:30:55.851704+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
136	2026-12-07 02:30:58.449651+00	timeouts	never_soft	-1	skipped	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
137	2026-12-07 02:30:58.894335+00	shared_a	wait_shared	-1	success	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
138	2026-12-07 02:30:59.06276+00	shared_b	wait_shared	-1	success	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
139	2026-12-07 02:30:59.065224+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
140	2026-12-07 02:30:59.132911+00	shared_c	wait_shared	-1	success	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
141	2026-12-07 02:30:59.420964+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
142	2026-12-07 02:30:59.364921+00	shared_a	consume	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
143	2026-12-07 02:30:59.431894+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
144	2026-12-07 02:30:59.482454+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
145	2026-12-07 02:30:59.75644+00	shared_c	consume	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
146	2026-12-07 02:30:59.793736+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
147	2026-12-07 02:30:59.868612+00	shared_b	consume	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
148	2026-12-07 02:30:59.899441+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
149	2026-12-07 02:30:59.96101+00	shared_a	consume	-1	success	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
150	2026-12-07 02:31:00.167796+00	shared_c	consume	-1	success	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
151	2026-12-07 02:31:00.272863+00	shared_b	consume	-1	success	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
152	2026-12-07 02:31:02.70638+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
153	2026-12-07 02:31:02.885131+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
154	2026-12-07 02:31:02.91299+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
155	2026-12-07 02:31:03.222932+00	files_reschedule	wait_reschedule	-1	success	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
156	2026-12-07 02:31:08.904216+00	timeouts	never_poke	-1	failed	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
157	2026-12-07 02:31:10.529969+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
158	2026-12-07 02:31:10.742936+00	files_reschedule	wait_python	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
159	2026-12-07 02:31:10.777758+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
160	2026-12-07 02:31:16.962048+00	files_poke	wait_poke	-1	success	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
161	2026-12-07 02:31:17.680953+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
162	2026-12-07 02:31:17.931264+00	files_poke	load	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
163	2026-12-07 02:31:17.963544+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
164	2026-12-07 02:31:21.325223+00	files_poke	load	-1	success	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
165	2026-12-07 02:31:26.211955+00	timeouts	never_retried	-1	failed	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	2
166	2026-12-07 02:31:36.761633+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
167	2026-12-07 02:31:36.983362+00	files_reschedule	wait_python	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
168	2026-12-07 02:31:37.018515+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
169	2026-12-07 02:32:01.165933+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
170	2026-12-07 02:32:01.182179+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
171	2026-12-07 02:32:01.173726+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
172	2026-12-07 02:32:01.151172+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
173	2026-12-07 02:32:01.206869+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
174	2026-12-07 02:32:01.224882+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
175	2026-12-07 02:32:01.218858+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
176	2026-12-07 02:32:01.236064+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
177	2026-12-07 02:32:01.241163+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
178	2026-12-07 02:32:01.247892+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
179	2026-12-07 02:32:01.222919+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
180	2026-12-07 02:32:03.040782+00	shared_c	wait_shared	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
181	2026-12-07 02:32:03.096646+00	timeouts	never_retried	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
182	2026-12-07 02:32:03.264797+00	timeouts	never_poke	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
183	2026-12-07 02:32:03.26049+00	files_reschedule	wait_python	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
184	2026-12-07 02:32:03.277928+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
185	2026-12-07 02:32:03.307166+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
186	2026-12-07 02:32:03.373462+00	timeouts	never_soft	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
187	2026-12-07 02:32:03.507025+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
188	2026-12-07 02:32:03.530447+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
189	2026-12-07 02:32:03.660675+00	shared_b	wait_shared	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
190	2026-12-07 02:32:03.696987+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
191	2026-12-07 02:32:03.688644+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
192	2026-12-07 02:32:03.71271+00	files_poke	wait_poke	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
193	2026-12-07 02:32:03.796871+00	shared_a	wait_shared	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
194	2026-12-07 02:32:03.795099+00	deferred	wait_deferred	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
195	2026-12-07 02:32:04.068616+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
196	2026-12-07 02:32:04.187528+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
197	2026-12-07 02:32:04.166597+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
198	2026-12-07 02:32:04.175131+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
199	2026-12-07 02:32:04.382151+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
200	2026-12-07 02:32:04.428705+00	deferred	pause	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
201	2026-12-07 02:32:04.452983+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
202	2026-12-07 02:32:04.624197+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
203	2026-12-07 02:32:06.036874+00	files_reschedule	wait_python	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
204	2026-12-07 02:32:06.249762+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
205	2026-12-07 02:32:07.573235+00	files_reschedule	wait_python	-1	success	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
206	2026-12-07 02:32:07.938946+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
207	2026-12-07 02:32:08.166748+00	files_reschedule	transform	-1	running	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
208	2026-12-07 02:32:08.18764+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
209	2026-12-07 02:32:08.481156+00	files_reschedule	transform	-1	success	2026-12-07 02:28:00+00	scheduled__2026-12-07T02:28:00+00:00	airflow	\N	\N	1
210	2026-12-07 02:32:27.311433+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
211	2026-12-07 02:32:27.551942+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
212	2026-12-07 02:32:27.576206+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
213	2026-12-07 02:32:31.621439+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
214	2026-12-07 02:32:31.798495+00	deferred	pause	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
215	2026-12-07 02:32:31.878531+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
216	2026-12-07 02:32:32.220131+00	deferred	pause	-1	success	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
217	2026-12-07 02:32:32.846007+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
218	2026-12-07 02:32:33.105423+00	files_reschedule	wait_python	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
219	2026-12-07 02:32:33.138173+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
220	2026-12-07 02:32:36.773971+00	timeouts	never_retried	-1	failed	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
221	2026-12-07 02:32:38.939307+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
222	2026-12-07 02:32:39.223554+00	deferred	wait_deferred	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
223	2026-12-07 02:32:39.26343+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
224	2026-12-07 02:32:39.683028+00	deferred	wait_deferred	-1	success	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
225	2026-12-07 02:32:40.250635+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
226	2026-12-07 02:32:40.580885+00	deferred	publish	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
227	2026-12-07 02:32:40.76223+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
228	2026-12-07 02:32:41.166658+00	deferred	publish	-1	success	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
229	2026-12-07 02:32:42.446768+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
230	2026-12-07 02:32:42.766743+00	timeouts	never_retried	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	2
231	2026-12-07 02:32:42.805675+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
232	2026-12-07 02:32:46.418589+00	shared_c	wait_shared	-1	success	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
233	2026-12-07 02:32:46.776947+00	timeouts	never_soft	-1	skipped	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
234	2026-12-07 02:32:47.001104+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
235	2026-12-07 02:32:47.207911+00	shared_c	consume	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
236	2026-12-07 02:32:47.245978+00	shared_b	wait_shared	-1	success	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
237	2026-12-07 02:32:47.232994+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
238	2026-12-07 02:32:47.370875+00	shared_a	wait_shared	-1	success	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
239	2026-12-07 02:32:47.846178+00	shared_c	consume	-1	success	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
240	2026-12-07 02:32:48.263913+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
241	2026-12-07 02:32:48.254651+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
242	2026-12-07 02:32:48.487584+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
243	2026-12-07 02:32:48.741387+00	shared_a	consume	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
244	2026-12-07 02:32:48.820746+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
245	2026-12-07 02:32:49.58117+00	shared_b	consume	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
246	2026-12-07 02:32:49.663574+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
247	2026-12-07 02:32:49.688988+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
248	2026-12-07 02:32:49.739593+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
249	2026-12-07 02:32:50.373748+00	shared_a	consume	-1	success	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
250	2026-12-07 02:32:50.666373+00	shared_b	consume	-1	success	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
251	2026-12-07 02:32:57.097097+00	timeouts	never_poke	-1	failed	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
252	2026-12-07 02:32:58.621717+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
253	2026-12-07 02:32:58.898372+00	files_reschedule	wait_python	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
254	2026-12-07 02:32:58.93888+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
255	2026-12-07 02:33:10.778032+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
256	2026-12-07 02:33:10.994183+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
257	2026-12-07 02:33:11.025352+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
258	2026-12-07 02:33:11.32855+00	files_reschedule	wait_reschedule	-1	success	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
259	2026-12-07 02:33:13.208313+00	timeouts	never_retried	-1	failed	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	2
260	2026-12-07 02:33:22.251909+00	files_poke	wait_poke	-1	success	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
261	2026-12-07 02:33:22.711274+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
262	2026-12-07 02:33:22.945011+00	files_poke	load	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
263	2026-12-07 02:33:23.04498+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
264	2026-12-07 02:33:24.895362+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
265	2026-12-07 02:33:25.119238+00	files_reschedule	wait_python	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
266	2026-12-07 02:33:25.146516+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
267	2026-12-07 02:33:26.699018+00	files_poke	load	-1	success	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
268	2026-12-07 02:33:51.06613+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
269	2026-12-07 02:33:51.404831+00	files_reschedule	wait_python	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
270	2026-12-07 02:33:51.441131+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
271	2026-12-07 02:33:52.015597+00	files_reschedule	wait_python	-1	success	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
272	2026-12-07 02:33:52.442878+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
273	2026-12-07 02:33:52.710949+00	files_reschedule	transform	-1	running	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
274	2026-12-07 02:33:52.744593+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
275	2026-12-07 02:33:53.175508+00	files_reschedule	transform	-1	success	2026-12-07 02:30:00+00	scheduled__2026-12-07T02:30:00+00:00	airflow	\N	\N	1
276	2026-12-07 02:34:01.252402+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
277	2026-12-07 02:34:01.306825+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
278	2026-12-07 02:34:01.350064+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
279	2026-12-07 02:34:01.39839+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
280	2026-12-07 02:34:01.341472+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
281	2026-12-07 02:34:01.259601+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
282	2026-12-07 02:34:01.465316+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
283	2026-12-07 02:34:01.423655+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
284	2026-12-07 02:34:01.510773+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
285	2026-12-07 02:34:01.627563+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
286	2026-12-07 02:34:01.697315+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
287	2026-12-07 02:34:05.223637+00	shared_c	wait_shared	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
288	2026-12-07 02:34:05.228675+00	deferred	pause	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
289	2026-12-07 02:34:05.589318+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
290	2026-12-07 02:34:05.622518+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
291	2026-12-07 02:34:05.831429+00	deferred	wait_deferred	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
292	2026-12-07 02:34:05.532081+00	shared_a	wait_shared	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
293	2026-12-07 02:34:05.676932+00	files_reschedule	wait_python	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
294	2026-12-07 02:34:05.290005+00	shared_b	wait_shared	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
295	2026-12-07 02:34:05.595141+00	files_poke	wait_poke	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
296	2026-12-07 02:34:05.168916+00	timeouts	never_poke	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
297	2026-12-07 02:34:05.713629+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
298	2026-12-07 02:34:05.358611+00	timeouts	never_soft	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
299	2026-12-07 02:34:06.161039+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
300	2026-12-07 02:34:06.019234+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
301	2026-12-07 02:34:05.511256+00	timeouts	never_retried	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
302	2026-12-07 02:34:06.263576+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
303	2026-12-07 02:34:06.269729+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
304	2026-12-07 02:34:06.326735+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
305	2026-12-07 02:34:06.361941+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
306	2026-12-07 02:34:06.318625+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
307	2026-12-07 02:34:06.445319+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
308	2026-12-07 02:34:06.56484+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
309	2026-12-07 02:34:30.9953+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
310	2026-12-07 02:34:30.990076+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
311	2026-12-07 02:34:31.902161+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
312	2026-12-07 02:34:31.94469+00	deferred	pause	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
313	2026-12-07 02:34:31.99093+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
314	2026-12-07 02:34:32.046295+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
315	2026-12-07 02:34:32.821904+00	deferred	pause	-1	success	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
316	2026-12-07 02:34:36.104888+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
317	2026-12-07 02:34:36.427627+00	files_reschedule	wait_python	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
318	2026-12-07 02:34:36.520667+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
319	2026-12-07 02:34:40.670604+00	timeouts	never_retried	-1	failed	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
320	2026-12-07 02:34:42.1956+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
321	2026-12-07 02:34:42.510757+00	deferred	wait_deferred	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
322	2026-12-07 02:34:42.555248+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
323	2026-12-07 02:34:42.938569+00	deferred	wait_deferred	-1	success	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
324	2026-12-07 02:34:43.484213+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
325	2026-12-07 02:34:43.790036+00	deferred	publish	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
326	2026-12-07 02:34:43.818364+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
327	2026-12-07 02:34:44.1984+00	deferred	publish	-1	success	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
328	2026-12-07 02:34:46.329041+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
329	2026-12-07 02:34:46.711077+00	timeouts	never_retried	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	2
330	2026-12-07 02:34:46.781963+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
331	2026-12-07 02:34:49.387374+00	shared_c	wait_shared	-1	success	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
332	2026-12-07 02:34:49.634684+00	shared_a	wait_shared	-1	success	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
333	2026-12-07 02:34:50.022559+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
334	2026-12-07 02:34:50.031254+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
335	2026-12-07 02:34:50.319418+00	shared_b	wait_shared	-1	success	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
336	2026-12-07 02:34:50.528002+00	shared_a	consume	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
337	2026-12-07 02:34:50.561585+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
338	2026-12-07 02:34:50.689763+00	shared_c	consume	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
339	2026-12-07 02:34:50.755164+00	timeouts	never_soft	-1	skipped	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
340	2026-12-07 02:34:50.771318+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
341	2026-12-07 02:34:51.506103+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
342	2026-12-07 02:34:51.707175+00	shared_a	consume	-1	success	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
343	2026-12-07 02:34:51.870188+00	shared_b	consume	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
344	2026-12-07 02:34:51.906465+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
345	2026-12-07 02:34:52.090826+00	shared_c	consume	-1	success	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
346	2026-12-07 02:34:52.627838+00	shared_b	consume	-1	success	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
347	2026-12-07 02:34:53.213018+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
348	2026-12-07 02:34:53.604704+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
349	2026-12-07 02:34:53.650662+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
350	2026-12-07 02:34:59.545653+00	timeouts	never_poke	-1	failed	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
351	2026-12-07 02:35:02.412448+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
352	2026-12-07 02:35:02.609796+00	files_reschedule	wait_python	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
353	2026-12-07 02:35:02.64356+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
354	2026-12-07 02:35:14.596082+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
355	2026-12-07 02:35:14.874959+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
356	2026-12-07 02:35:14.90314+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
357	2026-12-07 02:35:15.214133+00	files_reschedule	wait_reschedule	-1	success	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
358	2026-12-07 02:35:17.334136+00	timeouts	never_retried	-1	failed	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	2
359	2026-12-07 02:35:24.545286+00	files_poke	wait_poke	-1	success	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
360	2026-12-07 02:35:24.839094+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
361	2026-12-07 02:35:25.061952+00	files_poke	load	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
362	2026-12-07 02:35:25.093128+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
363	2026-12-07 02:35:28.539681+00	files_poke	load	-1	success	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
364	2026-12-07 02:35:28.526108+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
365	2026-12-07 02:35:28.801534+00	files_reschedule	wait_python	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
366	2026-12-07 02:35:28.827588+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
367	2026-12-07 02:35:55.138856+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
368	2026-12-07 02:35:55.371308+00	files_reschedule	wait_python	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
369	2026-12-07 02:35:55.413338+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
370	2026-12-07 02:35:55.916976+00	files_reschedule	wait_python	-1	success	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
371	2026-12-07 02:35:57.017682+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
372	2026-12-07 02:35:57.238649+00	files_reschedule	transform	-1	running	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
373	2026-12-07 02:35:57.273985+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
374	2026-12-07 02:35:57.708165+00	files_reschedule	transform	-1	success	2026-12-07 02:32:00+00	scheduled__2026-12-07T02:32:00+00:00	airflow	\N	\N	1
375	2026-12-07 02:36:01.017728+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
376	2026-12-07 02:36:01.059812+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
377	2026-12-07 02:36:01.105071+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
378	2026-12-07 02:36:01.101231+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
379	2026-12-07 02:36:01.091687+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
380	2026-12-07 02:36:01.1175+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
381	2026-12-07 02:36:01.136593+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
382	2026-12-07 02:36:01.027289+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
383	2026-12-07 02:36:01.043579+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
384	2026-12-07 02:36:01.158211+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
385	2026-12-07 02:36:01.173385+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
386	2026-12-07 02:36:02.886521+00	deferred	wait_deferred	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
387	2026-12-07 02:36:03.374966+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
388	2026-12-07 02:36:03.456326+00	deferred	pause	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
389	2026-12-07 02:36:03.533453+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
390	2026-12-07 02:36:03.091656+00	shared_b	wait_shared	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
391	2026-12-07 02:36:03.517488+00	files_poke	wait_poke	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
392	2026-12-07 02:36:03.51173+00	shared_c	wait_shared	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
393	2026-12-07 02:36:03.551127+00	shared_a	wait_shared	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
394	2026-12-07 02:36:03.632814+00	timeouts	never_soft	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
395	2026-12-07 02:36:03.738456+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
396	2026-12-07 02:36:03.775251+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
397	2026-12-07 02:36:03.890667+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
398	2026-12-07 02:36:03.900832+00	timeouts	never_poke	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
399	2026-12-07 02:36:04.060579+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
400	2026-12-07 02:36:04.050652+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
401	2026-12-07 02:36:04.144683+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
402	2026-12-07 02:36:04.130479+00	files_reschedule	wait_python	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
403	2026-12-07 02:36:04.167965+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
404	2026-12-07 02:36:03.63478+00	timeouts	never_retried	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
405	2026-12-07 02:36:04.215246+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
406	2026-12-07 02:36:04.513384+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
407	2026-12-07 02:36:04.494347+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
408	2026-12-07 02:36:27.778858+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
409	2026-12-07 02:36:28.017293+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
410	2026-12-07 02:36:28.059338+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
411	2026-12-07 02:36:31.521083+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
412	2026-12-07 02:36:31.735488+00	deferred	pause	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
413	2026-12-07 02:36:31.7653+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
414	2026-12-07 02:36:32.14283+00	deferred	pause	-1	success	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
415	2026-12-07 02:36:32.754856+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
416	2026-12-07 02:36:32.995437+00	files_reschedule	wait_python	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
417	2026-12-07 02:36:33.027501+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
418	2026-12-07 02:36:37.13949+00	timeouts	never_retried	-1	failed	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
419	2026-12-07 02:36:39.398536+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
420	2026-12-07 02:36:39.622487+00	deferred	wait_deferred	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
421	2026-12-07 02:36:39.652672+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
422	2026-12-07 02:36:39.902763+00	deferred	wait_deferred	-1	success	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
423	2026-12-07 02:36:40.713894+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
424	2026-12-07 02:36:41.056953+00	deferred	publish	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
425	2026-12-07 02:36:41.099163+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
426	2026-12-07 02:36:41.683386+00	deferred	publish	-1	success	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
427	2026-12-07 02:36:42.878716+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
428	2026-12-07 02:36:43.297919+00	timeouts	never_retried	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	2
429	2026-12-07 02:36:43.342473+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
430	2026-12-07 02:36:47.126952+00	shared_c	wait_shared	-1	success	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
431	2026-12-07 02:36:47.271218+00	shared_a	wait_shared	-1	success	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
432	2026-12-07 02:36:47.382951+00	shared_b	wait_shared	-1	success	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
433	2026-12-07 02:36:47.387401+00	timeouts	never_soft	-1	skipped	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
434	2026-12-07 02:36:47.615956+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
435	2026-12-07 02:36:47.609261+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
436	2026-12-07 02:36:47.643537+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
437	2026-12-07 02:36:47.96308+00	shared_b	consume	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
438	2026-12-07 02:36:48.002593+00	shared_c	consume	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
439	2026-12-07 02:36:48.022325+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
440	2026-12-07 02:36:48.063483+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
441	2026-12-07 02:36:48.188795+00	shared_a	consume	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
442	2026-12-07 02:36:48.285429+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
443	2026-12-07 02:36:48.627126+00	shared_c	consume	-1	success	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
444	2026-12-07 02:36:48.853461+00	shared_b	consume	-1	success	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
445	2026-12-07 02:36:48.959092+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
446	2026-12-07 02:36:49.185776+00	shared_a	consume	-1	success	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
447	2026-12-07 02:36:49.400057+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
448	2026-12-07 02:36:49.43103+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
449	2026-12-07 02:36:57.405212+00	timeouts	never_poke	-1	failed	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
450	2026-12-07 02:36:58.605944+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
451	2026-12-07 02:36:58.812252+00	files_reschedule	wait_python	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
452	2026-12-07 02:36:58.835878+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
453	2026-12-07 02:37:10.82552+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
454	2026-12-07 02:37:11.043491+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
455	2026-12-07 02:37:11.07264+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
456	2026-12-07 02:37:11.376632+00	files_reschedule	wait_reschedule	-1	success	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
457	2026-12-07 02:37:13.698766+00	timeouts	never_retried	-1	failed	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	2
458	2026-12-07 02:37:22.499275+00	files_poke	wait_poke	-1	success	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
459	2026-12-07 02:37:22.971203+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
460	2026-12-07 02:37:23.216806+00	files_poke	load	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
461	2026-12-07 02:37:23.254914+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
462	2026-12-07 02:37:24.88483+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
463	2026-12-07 02:37:25.058886+00	files_reschedule	wait_python	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
464	2026-12-07 02:37:25.089292+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
465	2026-12-07 02:37:26.609608+00	files_poke	load	-1	success	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
466	2026-12-07 02:37:51.438445+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
467	2026-12-07 02:37:51.677174+00	files_reschedule	wait_python	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
468	2026-12-07 02:37:51.71446+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
469	2026-12-07 02:37:52.147235+00	files_reschedule	wait_python	-1	success	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
470	2026-12-07 02:37:52.584486+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
471	2026-12-07 02:37:52.87847+00	files_reschedule	transform	-1	running	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
472	2026-12-07 02:37:52.912262+00	files_reschedule	transform	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
473	2026-12-07 02:37:53.224358+00	files_reschedule	transform	-1	success	2026-12-07 02:34:00+00	scheduled__2026-12-07T02:34:00+00:00	airflow	\N	\N	1
474	2026-12-07 02:38:00.440712+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
475	2026-12-07 02:38:00.434663+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
476	2026-12-07 02:38:00.553586+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
477	2026-12-07 02:38:00.6045+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
478	2026-12-07 02:38:00.542316+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
479	2026-12-07 02:38:00.487431+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
480	2026-12-07 02:38:00.673852+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
481	2026-12-07 02:38:00.651361+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
482	2026-12-07 02:38:00.79216+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
483	2026-12-07 02:38:00.714551+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
484	2026-12-07 02:38:00.808621+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
485	2026-12-07 02:38:02.526372+00	timeouts	never_poke	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
486	2026-12-07 02:38:02.596721+00	shared_a	wait_shared	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
487	2026-12-07 02:38:02.77006+00	timeouts	never_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
488	2026-12-07 02:38:02.860562+00	timeouts	never_retried	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
489	2026-12-07 02:38:02.801949+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
490	2026-12-07 02:38:02.822334+00	shared_a	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
491	2026-12-07 02:38:02.893017+00	timeouts	never_soft	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
492	2026-12-07 02:38:02.837004+00	files_reschedule	wait_python	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
493	2026-12-07 02:38:02.913468+00	deferred	wait_deferred	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
494	2026-12-07 02:38:03.142878+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
495	2026-12-07 02:38:03.180783+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
496	2026-12-07 02:38:03.205602+00	deferred	pause	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
497	2026-12-07 02:38:03.224659+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
498	2026-12-07 02:38:03.293822+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
499	2026-12-07 02:38:03.220964+00	timeouts	never_soft	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
500	2026-12-07 02:38:02.964812+00	files_poke	wait_poke	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
501	2026-12-07 02:38:03.679859+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
502	2026-12-07 02:38:03.516995+00	shared_c	wait_shared	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
503	2026-12-07 02:38:03.581057+00	shared_b	wait_shared	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
504	2026-12-07 02:38:03.857968+00	files_poke	wait_poke	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
505	2026-12-07 02:38:03.981704+00	shared_c	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
506	2026-12-07 02:38:04.072851+00	shared_b	wait_shared	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
507	2026-12-07 02:38:27.804124+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
508	2026-12-07 02:38:28.466777+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
509	2026-12-07 02:38:28.512551+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
510	2026-12-07 02:38:30.709543+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
511	2026-12-07 02:38:31.018032+00	deferred	pause	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
512	2026-12-07 02:38:31.052149+00	deferred	pause	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
513	2026-12-07 02:38:31.395671+00	deferred	pause	-1	success	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
514	2026-12-07 02:38:33.103363+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
515	2026-12-07 02:38:33.31149+00	files_reschedule	wait_python	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
516	2026-12-07 02:38:33.346957+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
517	2026-12-07 02:38:37.180504+00	timeouts	never_retried	-1	failed	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
518	2026-12-07 02:38:39.29852+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
519	2026-12-07 02:38:39.540528+00	deferred	wait_deferred	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
520	2026-12-07 02:38:39.570398+00	deferred	wait_deferred	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
521	2026-12-07 02:38:39.968715+00	deferred	wait_deferred	-1	success	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
522	2026-12-07 02:38:40.530147+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
523	2026-12-07 02:38:41.064651+00	deferred	publish	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
524	2026-12-07 02:38:41.192689+00	deferred	publish	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
525	2026-12-07 02:38:41.502034+00	deferred	publish	-1	success	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
526	2026-12-07 02:38:42.36188+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
527	2026-12-07 02:38:42.840514+00	timeouts	never_retried	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	2
528	2026-12-07 02:38:42.881097+00	timeouts	never_retried	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
529	2026-12-07 02:38:47.444248+00	shared_a	wait_shared	-1	success	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
530	2026-12-07 02:38:47.888012+00	timeouts	never_soft	-1	skipped	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
531	2026-12-07 02:38:48.180857+00	shared_b	wait_shared	-1	success	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
532	2026-12-07 02:38:48.244084+00	shared_c	wait_shared	-1	success	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
533	2026-12-07 02:38:48.501261+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
534	2026-12-07 02:38:48.511885+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
535	2026-12-07 02:38:48.641107+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
536	2026-12-07 02:38:49.883188+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
537	2026-12-07 02:38:49.860688+00	shared_a	consume	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
538	2026-12-07 02:38:50.009208+00	shared_a	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
539	2026-12-07 02:38:49.947563+00	shared_c	consume	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
540	2026-12-07 02:38:50.168757+00	shared_b	consume	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
541	2026-12-07 02:38:50.338968+00	shared_c	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
542	2026-12-07 02:38:50.500497+00	shared_b	consume	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
543	2026-12-07 02:38:51.08367+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
544	2026-12-07 02:38:51.166114+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
545	2026-12-07 02:38:51.801278+00	shared_b	consume	-1	success	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
546	2026-12-07 02:38:52.227662+00	shared_a	consume	-1	success	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
547	2026-12-07 02:38:52.485628+00	shared_c	consume	-1	success	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
548	2026-12-07 02:38:57.357267+00	timeouts	never_poke	-1	failed	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
549	2026-12-07 02:38:59.786721+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
550	2026-12-07 02:39:00.146867+00	files_reschedule	wait_python	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
551	2026-12-07 02:39:00.174609+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
552	2026-12-07 02:39:13.346523+00	timeouts	never_retried	-1	failed	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	2
553	2026-12-07 02:39:13.369899+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
554	2026-12-07 02:39:13.680631+00	files_reschedule	wait_reschedule	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
555	2026-12-07 02:39:13.72628+00	files_reschedule	wait_reschedule	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
556	2026-12-07 02:39:14.138518+00	files_reschedule	wait_reschedule	-1	success	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
557	2026-12-07 02:39:22.802976+00	files_poke	wait_poke	-1	success	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
558	2026-12-07 02:39:23.427656+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
559	2026-12-07 02:39:23.696574+00	files_poke	load	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
560	2026-12-07 02:39:23.740001+00	files_poke	load	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
561	2026-12-07 02:39:25.662306+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
562	2026-12-07 02:39:25.931561+00	files_reschedule	wait_python	-1	running	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
563	2026-12-07 02:39:25.967222+00	files_reschedule	wait_python	\N	cli_task_run	\N	\N	root	\N	{"host_name": "vm", "full_command": "['$AIRFLOW_VENV/2.10.5/bin/airflow', 'scheduler']"}	\N
564	2026-12-07 02:39:27.202173+00	files_poke	load	-1	success	2026-12-07 02:36:00+00	scheduled__2026-12-07T02:36:00+00:00	airflow	\N	\N	1
\.


--
-- Data for Name: log_template; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.log_template (id, filename, elasticsearch_id, created_at) FROM stdin;
1	dag_id={{ ti.dag_id }}/run_id={{ ti.run_id }}/task_id={{ ti.task_id }}/{% if ti.map_index >= 0 %}map_index={{ ti.map_index }}/{% endif %}attempt={{ try_number }}.log	{dag_id}-{task_id}-{run_id}-{map_index}-{try_number}	2026-12-07 02:28:43.014923+00
\.


--
-- Data for Name: rendered_task_instance_fields; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.rendered_task_instance_fields (dag_id, task_id, run_id, map_index, rendered_fields, k8s_pod_yaml) FROM stdin;
files_poke	wait_poke	scheduled__2026-12-07T02:26:00+00:00	-1	{"filepath": "poke/0228.csv"}	null
deferred	pause	scheduled__2026-12-07T02:26:00+00:00	-1	{}	null
deferred	wait_deferred	scheduled__2026-12-07T02:26:00+00:00	-1	{"filepath": "deferred/0228.csv"}	null
files_reschedule	wait_python	scheduled__2026-12-07T02:26:00+00:00	-1	{"templates_dict": null, "op_args": ["resched/0228.flag"], "op_kwargs": {}}	null
timeouts	never_poke	scheduled__2026-12-07T02:26:00+00:00	-1	{"filepath": "never/0228.csv"}	null
shared_b	wait_shared	scheduled__2026-12-07T02:26:00+00:00	-1	{"filepath": "shared/0228.csv"}	null
timeouts	never_soft	scheduled__2026-12-07T02:26:00+00:00	-1	{"filepath": "never/0228.soft"}	null
timeouts	never_retried	scheduled__2026-12-07T02:26:00+00:00	-1	{"filepath": "never/0228.retry"}	null
shared_a	wait_shared	scheduled__2026-12-07T02:26:00+00:00	-1	{"filepath": "shared/0228.csv"}	null
files_reschedule	wait_reschedule	scheduled__2026-12-07T02:26:00+00:00	-1	{"filepath": "resched/0228.csv"}	null
shared_c	wait_shared	scheduled__2026-12-07T02:26:00+00:00	-1	{"filepath": "shared/0228.csv"}	null
shared_b	consume	scheduled__2026-12-07T02:26:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_a	consume	scheduled__2026-12-07T02:26:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
deferred	publish	scheduled__2026-12-07T02:26:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_c	consume	scheduled__2026-12-07T02:26:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
files_poke	load	scheduled__2026-12-07T02:26:00+00:00	-1	{"bash_command": "sleep 3", "env": null, "cwd": null}	null
files_reschedule	transform	scheduled__2026-12-07T02:26:00+00:00	-1	{"templates_dict": null, "op_args": [], "op_kwargs": {}}	null
files_poke	wait_poke	scheduled__2026-12-07T02:28:00+00:00	-1	{"filepath": "poke/0230.csv"}	null
timeouts	never_soft	scheduled__2026-12-07T02:28:00+00:00	-1	{"filepath": "never/0230.soft"}	null
deferred	pause	scheduled__2026-12-07T02:28:00+00:00	-1	{}	null
timeouts	never_poke	scheduled__2026-12-07T02:28:00+00:00	-1	{"filepath": "never/0230.csv"}	null
deferred	wait_deferred	scheduled__2026-12-07T02:28:00+00:00	-1	{"filepath": "deferred/0230.csv"}	null
shared_a	wait_shared	scheduled__2026-12-07T02:28:00+00:00	-1	{"filepath": "shared/0230.csv"}	null
files_reschedule	wait_python	scheduled__2026-12-07T02:28:00+00:00	-1	{"templates_dict": null, "op_args": ["resched/0230.flag"], "op_kwargs": {}}	null
shared_b	wait_shared	scheduled__2026-12-07T02:28:00+00:00	-1	{"filepath": "shared/0230.csv"}	null
files_reschedule	wait_reschedule	scheduled__2026-12-07T02:28:00+00:00	-1	{"filepath": "resched/0230.csv"}	null
timeouts	never_retried	scheduled__2026-12-07T02:28:00+00:00	-1	{"filepath": "never/0230.retry"}	null
shared_c	wait_shared	scheduled__2026-12-07T02:28:00+00:00	-1	{"filepath": "shared/0230.csv"}	null
deferred	publish	scheduled__2026-12-07T02:28:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_a	consume	scheduled__2026-12-07T02:28:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_c	consume	scheduled__2026-12-07T02:28:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_b	consume	scheduled__2026-12-07T02:28:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
files_poke	load	scheduled__2026-12-07T02:28:00+00:00	-1	{"bash_command": "sleep 3", "env": null, "cwd": null}	null
shared_c	wait_shared	scheduled__2026-12-07T02:30:00+00:00	-1	{"filepath": "shared/0232.csv"}	null
timeouts	never_soft	scheduled__2026-12-07T02:30:00+00:00	-1	{"filepath": "never/0232.soft"}	null
timeouts	never_retried	scheduled__2026-12-07T02:30:00+00:00	-1	{"filepath": "never/0232.retry"}	null
files_reschedule	wait_reschedule	scheduled__2026-12-07T02:30:00+00:00	-1	{"filepath": "resched/0232.csv"}	null
timeouts	never_poke	scheduled__2026-12-07T02:30:00+00:00	-1	{"filepath": "never/0232.csv"}	null
shared_b	wait_shared	scheduled__2026-12-07T02:30:00+00:00	-1	{"filepath": "shared/0232.csv"}	null
files_poke	wait_poke	scheduled__2026-12-07T02:30:00+00:00	-1	{"filepath": "poke/0232.csv"}	null
deferred	wait_deferred	scheduled__2026-12-07T02:30:00+00:00	-1	{"filepath": "deferred/0232.csv"}	null
files_reschedule	wait_python	scheduled__2026-12-07T02:30:00+00:00	-1	{"templates_dict": null, "op_args": ["resched/0232.flag"], "op_kwargs": {}}	null
deferred	pause	scheduled__2026-12-07T02:30:00+00:00	-1	{}	null
shared_a	wait_shared	scheduled__2026-12-07T02:30:00+00:00	-1	{"filepath": "shared/0232.csv"}	null
files_reschedule	transform	scheduled__2026-12-07T02:28:00+00:00	-1	{"templates_dict": null, "op_args": [], "op_kwargs": {}}	null
deferred	publish	scheduled__2026-12-07T02:30:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_c	consume	scheduled__2026-12-07T02:30:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_a	consume	scheduled__2026-12-07T02:30:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_b	consume	scheduled__2026-12-07T02:30:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
files_poke	load	scheduled__2026-12-07T02:30:00+00:00	-1	{"bash_command": "sleep 3", "env": null, "cwd": null}	null
files_reschedule	transform	scheduled__2026-12-07T02:30:00+00:00	-1	{"templates_dict": null, "op_args": [], "op_kwargs": {}}	null
shared_c	wait_shared	scheduled__2026-12-07T02:32:00+00:00	-1	{"filepath": "shared/0234.csv"}	null
deferred	pause	scheduled__2026-12-07T02:32:00+00:00	-1	{}	null
timeouts	never_poke	scheduled__2026-12-07T02:32:00+00:00	-1	{"filepath": "never/0234.csv"}	null
files_poke	wait_poke	scheduled__2026-12-07T02:32:00+00:00	-1	{"filepath": "poke/0234.csv"}	null
shared_a	wait_shared	scheduled__2026-12-07T02:32:00+00:00	-1	{"filepath": "shared/0234.csv"}	null
shared_b	wait_shared	scheduled__2026-12-07T02:32:00+00:00	-1	{"filepath": "shared/0234.csv"}	null
deferred	wait_deferred	scheduled__2026-12-07T02:32:00+00:00	-1	{"filepath": "deferred/0234.csv"}	null
timeouts	never_soft	scheduled__2026-12-07T02:32:00+00:00	-1	{"filepath": "never/0234.soft"}	null
files_reschedule	wait_reschedule	scheduled__2026-12-07T02:32:00+00:00	-1	{"filepath": "resched/0234.csv"}	null
files_reschedule	wait_python	scheduled__2026-12-07T02:32:00+00:00	-1	{"templates_dict": null, "op_args": ["resched/0234.flag"], "op_kwargs": {}}	null
timeouts	never_retried	scheduled__2026-12-07T02:32:00+00:00	-1	{"filepath": "never/0234.retry"}	null
deferred	publish	scheduled__2026-12-07T02:32:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_a	consume	scheduled__2026-12-07T02:32:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_c	consume	scheduled__2026-12-07T02:32:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_b	consume	scheduled__2026-12-07T02:32:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
files_poke	load	scheduled__2026-12-07T02:32:00+00:00	-1	{"bash_command": "sleep 3", "env": null, "cwd": null}	null
files_reschedule	transform	scheduled__2026-12-07T02:32:00+00:00	-1	{"templates_dict": null, "op_args": [], "op_kwargs": {}}	null
shared_c	wait_shared	scheduled__2026-12-07T02:34:00+00:00	-1	{"filepath": "shared/0236.csv"}	null
timeouts	never_retried	scheduled__2026-12-07T02:34:00+00:00	-1	{"filepath": "never/0236.retry"}	null
shared_a	wait_shared	scheduled__2026-12-07T02:34:00+00:00	-1	{"filepath": "shared/0236.csv"}	null
timeouts	never_soft	scheduled__2026-12-07T02:34:00+00:00	-1	{"filepath": "never/0236.soft"}	null
timeouts	never_poke	scheduled__2026-12-07T02:34:00+00:00	-1	{"filepath": "never/0236.csv"}	null
deferred	pause	scheduled__2026-12-07T02:34:00+00:00	-1	{}	null
shared_b	wait_shared	scheduled__2026-12-07T02:34:00+00:00	-1	{"filepath": "shared/0236.csv"}	null
deferred	wait_deferred	scheduled__2026-12-07T02:34:00+00:00	-1	{"filepath": "deferred/0236.csv"}	null
files_poke	wait_poke	scheduled__2026-12-07T02:34:00+00:00	-1	{"filepath": "poke/0236.csv"}	null
files_reschedule	wait_reschedule	scheduled__2026-12-07T02:34:00+00:00	-1	{"filepath": "resched/0236.csv"}	null
files_reschedule	wait_python	scheduled__2026-12-07T02:34:00+00:00	-1	{"templates_dict": null, "op_args": ["resched/0236.flag"], "op_kwargs": {}}	null
deferred	publish	scheduled__2026-12-07T02:34:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_c	consume	scheduled__2026-12-07T02:34:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_b	consume	scheduled__2026-12-07T02:34:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_a	consume	scheduled__2026-12-07T02:34:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
files_poke	load	scheduled__2026-12-07T02:34:00+00:00	-1	{"bash_command": "sleep 3", "env": null, "cwd": null}	null
files_reschedule	transform	scheduled__2026-12-07T02:34:00+00:00	-1	{"templates_dict": null, "op_args": [], "op_kwargs": {}}	null
files_reschedule	wait_python	scheduled__2026-12-07T02:36:00+00:00	-1	{"templates_dict": null, "op_args": ["resched/0238.flag"], "op_kwargs": {}}	null
deferred	wait_deferred	scheduled__2026-12-07T02:36:00+00:00	-1	{"filepath": "deferred/0238.csv"}	null
timeouts	never_poke	scheduled__2026-12-07T02:36:00+00:00	-1	{"filepath": "never/0238.csv"}	null
timeouts	never_retried	scheduled__2026-12-07T02:36:00+00:00	-1	{"filepath": "never/0238.retry"}	null
shared_a	wait_shared	scheduled__2026-12-07T02:36:00+00:00	-1	{"filepath": "shared/0238.csv"}	null
timeouts	never_soft	scheduled__2026-12-07T02:36:00+00:00	-1	{"filepath": "never/0238.soft"}	null
files_reschedule	wait_reschedule	scheduled__2026-12-07T02:36:00+00:00	-1	{"filepath": "resched/0238.csv"}	null
files_poke	wait_poke	scheduled__2026-12-07T02:36:00+00:00	-1	{"filepath": "poke/0238.csv"}	null
shared_b	wait_shared	scheduled__2026-12-07T02:36:00+00:00	-1	{"filepath": "shared/0238.csv"}	null
deferred	pause	scheduled__2026-12-07T02:36:00+00:00	-1	{}	null
shared_c	wait_shared	scheduled__2026-12-07T02:36:00+00:00	-1	{"filepath": "shared/0238.csv"}	null
deferred	publish	scheduled__2026-12-07T02:36:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_b	consume	scheduled__2026-12-07T02:36:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_a	consume	scheduled__2026-12-07T02:36:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
shared_c	consume	scheduled__2026-12-07T02:36:00+00:00	-1	{"bash_command": "true", "env": null, "cwd": null}	null
files_poke	load	scheduled__2026-12-07T02:36:00+00:00	-1	{"bash_command": "sleep 3", "env": null, "cwd": null}	null
\.


--
-- Data for Name: serialized_dag; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.serialized_dag (dag_id, fileloc, fileloc_hash, data, data_compressed, last_updated, dag_hash, processor_subdir) FROM stdin;
shared_b	$ROOT/dags/fleet_dags.py	59586976552739583	{"__version": 1, "dag": {"timetable": {"__type": "airflow.timetables.interval.CronDataIntervalTimetable", "__var": {"expression": "*/2 * * * *", "timezone": "UTC"}}, "edge_info": {}, "start_date": 1767225600.0, "fileloc": "$ROOT/dags/fleet_dags.py", "catchup": false, "tags": ["opsmeta-fleet"], "_dag_id": "shared_b", "timezone": "UTC", "max_active_runs": 3, "_task_group": {"_group_id": null, "prefix_group_id": true, "tooltip": "", "ui_color": "CornflowerBlue", "ui_fgcolor": "#000", "children": {"wait_shared": ["operator", "wait_shared"], "consume": ["operator", "consume"]}, "upstream_group_ids": [], "downstream_group_ids": [], "upstream_task_ids": [], "downstream_task_ids": []}, "_processor_dags_folder": "$ROOT/dags", "tasks": [{"__var": {"reschedule": false, "template_fields_renderers": {}, "is_teardown": false, "_log_config_logger_name": "airflow.task.operators", "is_setup": false, "_needs_expansion": false, "task_id": "wait_shared", "on_failure_fail_dagrun": false, "ui_color": "#91818a", "pool": "default_pool", "template_fields": ["filepath"], "weight_rule": "downstream", "start_from_trigger": false, "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "downstream_task_ids": ["consume"], "ui_fgcolor": "#000", "template_ext": [], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "shared/{{ data_interval_end.strftime('%H%M') }}.csv"}, "__type": "operator"}, {"__var": {"template_fields_renderers": {"bash_command": "bash", "env": "json"}, "is_teardown": false, "_log_config_logger_name": "airflow.task.operators", "is_setup": false, "_needs_expansion": false, "task_id": "consume", "on_failure_fail_dagrun": false, "ui_color": "#f0ede4", "pool": "default_pool", "template_fields": ["bash_command", "env", "cwd"], "weight_rule": "downstream", "start_from_trigger": false, "downstream_task_ids": [], "ui_fgcolor": "#000", "template_ext": [".sh", ".bash"], "_task_type": "BashOperator", "_task_module": "airflow.operators.bash", "_is_empty": false, "start_trigger_args": null, "bash_command": "true"}, "__type": "operator"}], "dag_dependencies": [], "params": []}}	\N	2026-12-07 02:28:48.899853+00	4594e730f4f431f4ea9bc32112f5c137	$ROOT/dags
files_reschedule	$ROOT/dags/fleet_dags.py	59586976552739583	{"__version": 1, "dag": {"timetable": {"__type": "airflow.timetables.interval.CronDataIntervalTimetable", "__var": {"expression": "*/2 * * * *", "timezone": "UTC"}}, "edge_info": {}, "start_date": 1767225600.0, "fileloc": "$ROOT/dags/fleet_dags.py", "catchup": false, "tags": ["opsmeta-fleet"], "_dag_id": "files_reschedule", "timezone": "UTC", "max_active_runs": 3, "_task_group": {"_group_id": null, "prefix_group_id": true, "tooltip": "", "ui_color": "CornflowerBlue", "ui_fgcolor": "#000", "children": {"wait_reschedule": ["operator", "wait_reschedule"], "wait_python": ["operator", "wait_python"], "transform": ["operator", "transform"]}, "upstream_group_ids": [], "downstream_group_ids": [], "upstream_task_ids": [], "downstream_task_ids": []}, "_processor_dags_folder": "$ROOT/dags", "tasks": [{"__var": {"reschedule": true, "template_fields_renderers": {}, "is_teardown": false, "_log_config_logger_name": "airflow.task.operators", "is_setup": false, "_needs_expansion": false, "task_id": "wait_reschedule", "on_failure_fail_dagrun": false, "ui_color": "#91818a", "pool": "default_pool", "template_fields": ["filepath"], "weight_rule": "downstream", "start_from_trigger": false, "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "downstream_task_ids": ["transform"], "ui_fgcolor": "#000", "template_ext": [], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "resched/{{ data_interval_end.strftime('%H%M') }}.csv"}, "__type": "operator"}, {"__var": {"reschedule": true, "template_fields_renderers": {}, "is_teardown": false, "_log_config_logger_name": "airflow.task.operators", "is_setup": false, "_needs_expansion": false, "task_id": "wait_python", "on_failure_fail_dagrun": false, "ui_color": "#e6f1f2", "pool": "default_pool", "template_fields": ["templates_dict", "op_args", "op_kwargs"], "weight_rule": "downstream", "start_from_trigger": false, "downstream_task_ids": ["transform"], "ui_fgcolor": "#000", "template_ext": [], "_task_type": "PythonSensor", "_task_module": "airflow.sensors.python", "_is_empty": false, "start_trigger_args": null, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "op_args": ["resched/{{ data_interval_end.strftime('%H%M') }}.flag"], "op_kwargs": {}}, "__type": "operator"}, {"__var": {"template_fields_renderers": {"templates_dict": "json", "op_args": "py", "op_kwargs": "py"}, "is_teardown": false, "_log_config_logger_name": "airflow.task.operators", "is_setup": false, "_needs_expansion": false, "task_id": "transform", "on_failure_fail_dagrun": false, "ui_color": "#ffefeb", "pool": "default_pool", "template_fields": ["templates_dict", "op_args", "op_kwargs"], "weight_rule": "downstream", "start_from_trigger": false, "downstream_task_ids": [], "ui_fgcolor": "#000", "template_ext": [], "_task_type": "PythonOperator", "_task_module": "airflow.operators.python", "_is_empty": false, "start_trigger_args": null, "op_args": [], "op_kwargs": {}}, "__type": "operator"}], "dag_dependencies": [], "params": []}}	\N	2026-12-07 02:28:49.405606+00	20b8b846433d21e47dc59830ee329445	$ROOT/dags
shared_a	$ROOT/dags/fleet_dags.py	59586976552739583	{"__version": 1, "dag": {"timetable": {"__type": "airflow.timetables.interval.CronDataIntervalTimetable", "__var": {"expression": "*/2 * * * *", "timezone": "UTC"}}, "edge_info": {}, "start_date": 1767225600.0, "fileloc": "$ROOT/dags/fleet_dags.py", "catchup": false, "tags": ["opsmeta-fleet"], "_dag_id": "shared_a", "timezone": "UTC", "max_active_runs": 3, "_task_group": {"_group_id": null, "prefix_group_id": true, "tooltip": "", "ui_color": "CornflowerBlue", "ui_fgcolor": "#000", "children": {"wait_shared": ["operator", "wait_shared"], "consume": ["operator", "consume"]}, "upstream_group_ids": [], "downstream_group_ids": [], "upstream_task_ids": [], "downstream_task_ids": []}, "_processor_dags_folder": "$ROOT/dags", "tasks": [{"__var": {"reschedule": false, "template_fields_renderers": {}, "is_teardown": false, "_log_config_logger_name": "airflow.task.operators", "is_setup": false, "_needs_expansion": false, "task_id": "wait_shared", "on_failure_fail_dagrun": false, "ui_color": "#91818a", "pool": "default_pool", "template_fields": ["filepath"], "weight_rule": "downstream", "start_from_trigger": false, "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "downstream_task_ids": ["consume"], "ui_fgcolor": "#000", "template_ext": [], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "shared/{{ data_interval_end.strftime('%H%M') }}.csv"}, "__type": "operator"}, {"__var": {"template_fields_renderers": {"bash_command": "bash", "env": "json"}, "is_teardown": false, "_log_config_logger_name": "airflow.task.operators", "is_setup": false, "_needs_expansion": false, "task_id": "consume", "on_failure_fail_dagrun": false, "ui_color": "#f0ede4", "pool": "default_pool", "template_fields": ["bash_command", "env", "cwd"], "weight_rule": "downstream", "start_from_trigger": false, "downstream_task_ids": [], "ui_fgcolor": "#000", "template_ext": [".sh", ".bash"], "_task_type": "BashOperator", "_task_module": "airflow.operators.bash", "_is_empty": false, "start_trigger_args": null, "bash_command": "true"}, "__type": "operator"}], "dag_dependencies": [], "params": []}}	\N	2026-12-07 02:28:49.46414+00	02ef14a9b7e4d65190dd10731bfba78e	$ROOT/dags
shared_c	$ROOT/dags/fleet_dags.py	59586976552739583	{"__version": 1, "dag": {"timetable": {"__type": "airflow.timetables.interval.CronDataIntervalTimetable", "__var": {"expression": "*/2 * * * *", "timezone": "UTC"}}, "edge_info": {}, "start_date": 1767225600.0, "fileloc": "$ROOT/dags/fleet_dags.py", "catchup": false, "tags": ["opsmeta-fleet"], "_dag_id": "shared_c", "timezone": "UTC", "max_active_runs": 3, "_task_group": {"_group_id": null, "prefix_group_id": true, "tooltip": "", "ui_color": "CornflowerBlue", "ui_fgcolor": "#000", "children": {"wait_shared": ["operator", "wait_shared"], "consume": ["operator", "consume"]}, "upstream_group_ids": [], "downstream_group_ids": [], "upstream_task_ids": [], "downstream_task_ids": []}, "_processor_dags_folder": "$ROOT/dags", "tasks": [{"__var": {"reschedule": false, "template_fields_renderers": {}, "is_teardown": false, "_log_config_logger_name": "airflow.task.operators", "is_setup": false, "_needs_expansion": false, "task_id": "wait_shared", "on_failure_fail_dagrun": false, "ui_color": "#91818a", "pool": "default_pool", "template_fields": ["filepath"], "weight_rule": "downstream", "start_from_trigger": false, "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "downstream_task_ids": ["consume"], "ui_fgcolor": "#000", "template_ext": [], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "shared/{{ data_interval_end.strftime('%H%M') }}.csv"}, "__type": "operator"}, {"__var": {"template_fields_renderers": {"bash_command": "bash", "env": "json"}, "is_teardown": false, "_log_config_logger_name": "airflow.task.operators", "is_setup": false, "_needs_expansion": false, "task_id": "consume", "on_failure_fail_dagrun": false, "ui_color": "#f0ede4", "pool": "default_pool", "template_fields": ["bash_command", "env", "cwd"], "weight_rule": "downstream", "start_from_trigger": false, "downstream_task_ids": [], "ui_fgcolor": "#000", "template_ext": [".sh", ".bash"], "_task_type": "BashOperator", "_task_module": "airflow.operators.bash", "_is_empty": false, "start_trigger_args": null, "bash_command": "true"}, "__type": "operator"}], "dag_dependencies": [], "params": []}}	\N	2026-12-07 02:28:49.535492+00	c80932962e009eec957412027fcbb041	$ROOT/dags
timeouts	$ROOT/dags/fleet_dags.py	59586976552739583	{"__version": 1, "dag": {"timetable": {"__type": "airflow.timetables.interval.CronDataIntervalTimetable", "__var": {"expression": "*/2 * * * *", "timezone": "UTC"}}, "edge_info": {}, "start_date": 1767225600.0, "fileloc": "$ROOT/dags/fleet_dags.py", "catchup": false, "tags": ["opsmeta-fleet"], "_dag_id": "timeouts", "timezone": "UTC", "max_active_runs": 3, "_task_group": {"_group_id": null, "prefix_group_id": true, "tooltip": "", "ui_color": "CornflowerBlue", "ui_fgcolor": "#000", "children": {"never_poke": ["operator", "never_poke"], "never_soft": ["operator", "never_soft"], "never_retried": ["operator", "never_retried"]}, "upstream_group_ids": [], "downstream_group_ids": [], "upstream_task_ids": [], "downstream_task_ids": []}, "_processor_dags_folder": "$ROOT/dags", "tasks": [{"__var": {"reschedule": false, "template_fields_renderers": {}, "is_teardown": false, "_log_config_logger_name": "airflow.task.operators", "is_setup": false, "_needs_expansion": false, "task_id": "never_poke", "on_failure_fail_dagrun": false, "ui_color": "#91818a", "pool": "default_pool", "template_fields": ["filepath"], "weight_rule": "downstream", "on_failure_callback": "def log_failure(context) -> None:\\n    print(f\\"sensor failed: {context['task_instance'].task_id}\\")\\n", "start_from_trigger": false, "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "downstream_task_ids": [], "ui_fgcolor": "#000", "template_ext": [], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "never/{{ data_interval_end.strftime('%H%M') }}.csv"}, "__type": "operator"}, {"__var": {"reschedule": false, "template_fields_renderers": {}, "is_teardown": false, "_log_config_logger_name": "airflow.task.operators", "is_setup": false, "_needs_expansion": false, "task_id": "never_soft", "on_failure_fail_dagrun": false, "ui_color": "#91818a", "pool": "default_pool", "template_fields": ["filepath"], "weight_rule": "downstream", "start_from_trigger": false, "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "downstream_task_ids": [], "ui_fgcolor": "#000", "template_ext": [], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "never/{{ data_interval_end.strftime('%H%M') }}.soft"}, "__type": "operator"}, {"__var": {"reschedule": false, "template_fields_renderers": {}, "is_teardown": false, "_log_config_logger_name": "airflow.task.operators", "is_setup": false, "_needs_expansion": false, "task_id": "never_retried", "on_failure_fail_dagrun": false, "execution_timeout": 30.0, "ui_color": "#91818a", "pool": "default_pool", "retries": 1, "retry_delay": 5.0, "template_fields": ["filepath"], "weight_rule": "downstream", "start_from_trigger": false, "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "downstream_task_ids": [], "ui_fgcolor": "#000", "template_ext": [], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "never/{{ data_interval_end.strftime('%H%M') }}.retry"}, "__type": "operator"}], "dag_dependencies": [], "params": []}}	\N	2026-12-07 02:28:49.591283+00	2ca1157065c41bf38d10cf04ce8a5bff	$ROOT/dags
deferred	$ROOT/dags/fleet_dags.py	59586976552739583	{"__version": 1, "dag": {"timetable": {"__type": "airflow.timetables.interval.CronDataIntervalTimetable", "__var": {"expression": "*/2 * * * *", "timezone": "UTC"}}, "edge_info": {}, "start_date": 1767225600.0, "fileloc": "$ROOT/dags/fleet_dags.py", "catchup": false, "tags": ["opsmeta-fleet"], "_dag_id": "deferred", "timezone": "UTC", "max_active_runs": 3, "_task_group": {"_group_id": null, "prefix_group_id": true, "tooltip": "", "ui_color": "CornflowerBlue", "ui_fgcolor": "#000", "children": {"wait_deferred": ["operator", "wait_deferred"], "pause": ["operator", "pause"], "publish": ["operator", "publish"]}, "upstream_group_ids": [], "downstream_group_ids": [], "upstream_task_ids": [], "downstream_task_ids": []}, "_processor_dags_folder": "$ROOT/dags", "tasks": [{"__var": {"reschedule": false, "template_fields_renderers": {}, "is_teardown": false, "_log_config_logger_name": "airflow.task.operators", "is_setup": false, "_needs_expansion": false, "task_id": "wait_deferred", "on_failure_fail_dagrun": false, "ui_color": "#91818a", "pool": "default_pool", "template_fields": ["filepath"], "weight_rule": "downstream", "start_from_trigger": false, "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "downstream_task_ids": ["publish"], "ui_fgcolor": "#000", "template_ext": [], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "deferred/{{ data_interval_end.strftime('%H%M') }}.csv"}, "__type": "operator"}, {"__var": {"reschedule": false, "template_fields_renderers": {}, "is_teardown": false, "_log_config_logger_name": "airflow.task.operators", "is_setup": false, "_needs_expansion": false, "task_id": "pause", "on_failure_fail_dagrun": false, "ui_color": "#e6f1f2", "pool": "default_pool", "template_fields": [], "weight_rule": "downstream", "start_from_trigger": false, "downstream_task_ids": ["publish"], "ui_fgcolor": "#000", "template_ext": [], "_task_type": "TimeDeltaSensorAsync", "_task_module": "airflow.sensors.time_delta", "_is_empty": false, "start_trigger_args": null, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"]}, "__type": "operator"}, {"__var": {"template_fields_renderers": {"bash_command": "bash", "env": "json"}, "is_teardown": false, "_log_config_logger_name": "airflow.task.operators", "is_setup": false, "_needs_expansion": false, "task_id": "publish", "on_failure_fail_dagrun": false, "ui_color": "#f0ede4", "pool": "default_pool", "template_fields": ["bash_command", "env", "cwd"], "weight_rule": "downstream", "start_from_trigger": false, "downstream_task_ids": [], "ui_fgcolor": "#000", "template_ext": [".sh", ".bash"], "_task_type": "BashOperator", "_task_module": "airflow.operators.bash", "_is_empty": false, "start_trigger_args": null, "bash_command": "true"}, "__type": "operator"}], "dag_dependencies": [], "params": []}}	\N	2026-12-07 02:28:49.677068+00	a69ac4add522693a572f5ac3ab7a4ebb	$ROOT/dags
files_poke	$ROOT/dags/fleet_dags.py	59586976552739583	{"__version": 1, "dag": {"timetable": {"__type": "airflow.timetables.interval.CronDataIntervalTimetable", "__var": {"expression": "*/2 * * * *", "timezone": "UTC"}}, "edge_info": {}, "start_date": 1767225600.0, "fileloc": "$ROOT/dags/fleet_dags.py", "catchup": false, "tags": ["opsmeta-fleet"], "_dag_id": "files_poke", "timezone": "UTC", "max_active_runs": 3, "_task_group": {"_group_id": null, "prefix_group_id": true, "tooltip": "", "ui_color": "CornflowerBlue", "ui_fgcolor": "#000", "children": {"wait_poke": ["operator", "wait_poke"], "load": ["operator", "load"]}, "upstream_group_ids": [], "downstream_group_ids": [], "upstream_task_ids": [], "downstream_task_ids": []}, "_processor_dags_folder": "$ROOT/dags", "tasks": [{"__var": {"reschedule": false, "template_fields_renderers": {}, "is_teardown": false, "_log_config_logger_name": "airflow.task.operators", "is_setup": false, "_needs_expansion": false, "task_id": "wait_poke", "on_failure_fail_dagrun": false, "ui_color": "#91818a", "pool": "default_pool", "template_fields": ["filepath"], "weight_rule": "downstream", "start_from_trigger": false, "start_trigger_args": {"__type": "START_TRIGGER_ARGS", "trigger_cls": "airflow.triggers.file.FileTrigger", "trigger_kwargs": {"__var": {}, "__type": "dict"}, "next_method": "execute_complete", "next_kwargs": null, "timeout": null}, "downstream_task_ids": ["load"], "ui_fgcolor": "#000", "template_ext": [], "_task_type": "FileSensor", "_task_module": "airflow.sensors.filesystem", "_is_empty": false, "deps": ["airflow.ti_deps.deps.mapped_task_upstream_dep.MappedTaskUpstreamDep", "airflow.ti_deps.deps.not_in_retry_period_dep.NotInRetryPeriodDep", "airflow.ti_deps.deps.not_previously_skipped_dep.NotPreviouslySkippedDep", "airflow.ti_deps.deps.prev_dagrun_dep.PrevDagrunDep", "airflow.ti_deps.deps.ready_to_reschedule.ReadyToRescheduleDep", "airflow.ti_deps.deps.trigger_rule_dep.TriggerRuleDep"], "filepath": "poke/{{ data_interval_end.strftime('%H%M') }}.csv"}, "__type": "operator"}, {"__var": {"template_fields_renderers": {"bash_command": "bash", "env": "json"}, "is_teardown": false, "_log_config_logger_name": "airflow.task.operators", "is_setup": false, "_needs_expansion": false, "task_id": "load", "on_failure_fail_dagrun": false, "ui_color": "#f0ede4", "pool": "default_pool", "template_fields": ["bash_command", "env", "cwd"], "weight_rule": "downstream", "start_from_trigger": false, "downstream_task_ids": [], "ui_fgcolor": "#000", "template_ext": [".sh", ".bash"], "_task_type": "BashOperator", "_task_module": "airflow.operators.bash", "_is_empty": false, "start_trigger_args": null, "bash_command": "sleep 3"}, "__type": "operator"}], "dag_dependencies": [], "params": []}}	\N	2026-12-07 02:28:49.728028+00	aa7d5330f19c26e447c46ab423bd83dc	$ROOT/dags
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
1	never_retried	timeouts	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:28:54.620304+00	2026-12-07 02:29:36.8834+00	42
2	never_poke	timeouts	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:28:55.013515+00	2026-12-07 02:29:56.186255+00	61
3	never_retried	timeouts	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:29:42.226398+00	2026-12-07 02:30:13.220484+00	30
4	never_retried	timeouts	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:30:07.712593+00	2026-12-07 02:30:49.360836+00	41
5	never_poke	timeouts	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:30:06.446841+00	2026-12-07 02:31:08.90413+00	62
6	never_retried	timeouts	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:30:55.699447+00	2026-12-07 02:31:26.211853+00	30
7	never_retried	timeouts	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:32:02.933362+00	2026-12-07 02:32:36.773899+00	33
8	never_poke	timeouts	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:32:03.197604+00	2026-12-07 02:32:57.097002+00	53
9	never_retried	timeouts	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:32:42.754853+00	2026-12-07 02:33:13.2082+00	30
10	never_retried	timeouts	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:34:05.493724+00	2026-12-07 02:34:40.67053+00	35
11	never_poke	timeouts	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:34:04.925708+00	2026-12-07 02:34:59.545577+00	54
12	never_retried	timeouts	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:34:46.689062+00	2026-12-07 02:35:17.334062+00	30
13	never_retried	timeouts	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:36:03.47798+00	2026-12-07 02:36:37.139391+00	33
14	never_poke	timeouts	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:36:03.717501+00	2026-12-07 02:36:57.405108+00	53
15	never_retried	timeouts	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:36:43.288204+00	2026-12-07 02:37:13.69869+00	30
16	never_retried	timeouts	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:38:02.753162+00	2026-12-07 02:38:37.180431+00	34
17	never_poke	timeouts	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:38:02.351151+00	2026-12-07 02:38:57.357195+00	55
18	never_retried	timeouts	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:38:42.830381+00	2026-12-07 02:39:13.346389+00	30
\.


--
-- Data for Name: task_instance; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.task_instance (task_id, dag_id, run_id, map_index, start_date, end_date, duration, state, try_number, max_tries, hostname, unixname, job_id, pool, pool_slots, queue, priority_weight, operator, custom_operator_name, queued_dttm, queued_by_job_id, pid, executor, executor_config, updated_at, rendered_map_index, external_executor_id, trigger_id, trigger_timeout, next_method, next_kwargs, task_display_name) FROM stdin;
transform	files_reschedule	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:29:59.778571+00	2026-12-07 02:30:01.135411+00	1.35684	success	1	0	vm	root	22	default_pool	1	default	1	PythonOperator	\N	2026-12-07 02:29:59.446495+00	2	5670	\N	\\x80057d942e	2026-12-07 02:30:01.159943+00	\N	\N	\N	\N	\N	\N	transform
consume	shared_b	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:30:59.85246+00	2026-12-07 02:31:00.272637+00	0.420177	success	1	0	vm	root	42	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:30:59.315913+00	2	11719	\N	\\x80057d942e	2026-12-07 02:31:00.281134+00	\N	\N	\N	\N	\N	\N	consume
consume	shared_a	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:30:59.349386+00	2026-12-07 02:30:59.960647+00	0.611261	success	1	0	vm	root	40	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:30:59.036668+00	2	11687	\N	\\x80057d942e	2026-12-07 02:30:59.975953+00	\N	\N	\N	\N	\N	\N	consume
consume	shared_c	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:30:59.745037+00	2026-12-07 02:31:00.167501+00	0.422464	success	1	0	vm	root	41	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:30:59.315913+00	2	11708	\N	\\x80057d942e	2026-12-07 02:31:00.176684+00	\N	\N	\N	\N	\N	\N	consume
wait_poke	files_poke	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:30:06.042957+00	2026-12-07 02:31:16.961713+00	70.918756	success	1	0	vm	root	24	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:30:02.926417+00	2	5961	\N	\\x80057d942e	2026-12-07 02:31:16.972424+00	\N	\N	\N	\N	\N	\N	wait_poke
load	files_poke	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:33:22.934789+00	2026-12-07 02:33:26.698695+00	3.763906	success	1	0	vm	root	72	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:33:22.685365+00	2	16112	\N	\\x80057d942e	2026-12-07 02:33:26.715913+00	\N	\N	\N	\N	\N	\N	load
load	files_poke	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:37:23.209276+00	2026-12-07 02:37:26.609361+00	3.400085	success	1	0	vm	root	126	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:37:22.947876+00	2	26089	\N	\\x80057d942e	2026-12-07 02:37:26.620352+00	\N	\N	\N	\N	\N	\N	load
load	files_poke	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:31:17.921926+00	2026-12-07 02:31:21.324829+00	3.402903	success	1	0	vm	root	45	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:31:17.657396+00	2	12532	\N	\\x80057d942e	2026-12-07 02:31:21.337585+00	\N	\N	\N	\N	\N	\N	load
transform	files_reschedule	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:33:52.699556+00	2026-12-07 02:33:53.175303+00	0.475747	success	1	0	vm	root	75	default_pool	1	default	1	PythonOperator	\N	2026-12-07 02:33:52.346108+00	2	16671	\N	\\x80057d942e	2026-12-07 02:33:53.250351+00	\N	\N	\N	\N	\N	\N	transform
consume	shared_a	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:38:49.792922+00	2026-12-07 02:38:52.227358+00	2.434436	success	1	0	vm	root	149	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:38:48.462873+00	2	27641	\N	\\x80057d942e	2026-12-07 02:38:52.24501+00	\N	\N	\N	\N	\N	\N	consume
never_retried	timeouts	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:29:42.226398+00	2026-12-07 02:30:13.220484+00	30.994086	failed	2	1	vm	root	20	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:29:42.006228+00	2	4730	\N	\\x80057d942e	2026-12-07 02:30:13.54005+00	\N	\N	\N	\N	\N	\N	never_retried
transform	files_reschedule	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:32:08.157237+00	2026-12-07 02:32:08.480959+00	0.323722	success	1	0	vm	root	59	default_pool	1	default	1	PythonOperator	\N	2026-12-07 02:32:07.91405+00	2	13761	\N	\\x80057d942e	2026-12-07 02:32:08.490069+00	\N	\N	\N	\N	\N	\N	transform
consume	shared_a	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:34:50.477082+00	2026-12-07 02:34:51.706835+00	1.229753	success	1	0	vm	root	93	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:34:49.990554+00	2	19543	\N	\\x80057d942e	2026-12-07 02:34:51.729407+00	\N	\N	\N	\N	\N	\N	consume
publish	deferred	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:30:43.978731+00	2026-12-07 02:30:44.660784+00	0.682053	success	1	0	vm	root	37	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:30:43.720671+00	2	10138	\N	\\x80057d942e	2026-12-07 02:30:44.672007+00	\N	\N	\N	\N	\N	\N	publish
wait_shared	shared_a	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:30:08.001609+00	2026-12-07 02:30:58.894036+00	50.892427	success	1	0	vm	root	30	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:30:02.926417+00	2	6242	\N	\\x80057d942e	2026-12-07 02:30:58.911842+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_python	files_reschedule	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:29:58.566688+00	2026-12-07 02:29:58.949428+00	0.38274	success	1	0	vm	root	21	default_pool	1	default	2	PythonSensor	\N	2026-12-07 02:29:58.287152+00	2	5614	\N	\\x80057d942e	2026-12-07 02:29:58.96296+00	\N	\N	\N	\N	\N	\N	wait_python
consume	shared_a	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:29:09.048883+00	2026-12-07 02:29:10.809493+00	1.76061	success	1	0	vm	root	16	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:29:07.606565+00	2	3497	\N	\\x80057d942e	2026-12-07 02:29:10.835219+00	\N	\N	\N	\N	\N	\N	consume
pause	deferred	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:28:54.283495+00	2026-12-07 02:29:05.613311+00	11.329816	success	1	0	vm	root	3	default_pool	1	default	2	TimeDeltaSensorAsync	\N	2026-12-07 02:28:51.220783+00	2	2501	\N	\\x80057d942e	2026-12-07 02:29:05.92037+00	\N	\N	\N	\N	\N	\N	pause
wait_deferred	deferred	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:28:54.789346+00	2026-12-07 02:29:05.702933+00	10.913587	success	1	0	vm	root	12	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:28:51.220783+00	2	2524	\N	\\x80057d942e	2026-12-07 02:29:06.036082+00	\N	\N	\N	\N	\N	\N	wait_deferred
wait_shared	shared_b	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:28:54.545597+00	2026-12-07 02:29:06.693712+00	12.148115	success	1	0	vm	root	7	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:28:51.220783+00	2	2516	\N	\\x80057d942e	2026-12-07 02:29:06.920071+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_shared	shared_a	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:28:54.592624+00	2026-12-07 02:29:07.106481+00	12.513857	success	1	0	vm	root	10	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:28:51.220783+00	2	2514	\N	\\x80057d942e	2026-12-07 02:29:07.18258+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_reschedule	files_reschedule	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:28:54.841125+00	2026-12-07 02:29:07.327214+00	12.486089	success	1	0	vm	root	11	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:28:51.220783+00	2	2525	\N	\\x80057d942e	2026-12-07 02:29:07.363136+00	\N	\N	\N	\N	\N	\N	wait_reschedule
wait_shared	shared_c	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:28:54.503932+00	2026-12-07 02:29:07.372901+00	12.868969	success	1	0	vm	root	6	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:28:51.220783+00	2	2507	\N	\\x80057d942e	2026-12-07 02:29:07.470058+00	\N	\N	\N	\N	\N	\N	wait_shared
publish	deferred	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:29:08.671453+00	2026-12-07 02:29:10.886669+00	2.215216	success	1	0	vm	root	15	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:29:07.606565+00	2	3470	\N	\\x80057d942e	2026-12-07 02:29:10.964014+00	\N	\N	\N	\N	\N	\N	publish
consume	shared_b	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:29:08.584509+00	2026-12-07 02:29:10.201225+00	1.616716	success	1	0	vm	root	14	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:29:07.606565+00	2	3472	\N	\\x80057d942e	2026-12-07 02:29:10.231279+00	\N	\N	\N	\N	\N	\N	consume
consume	shared_c	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:29:09.496757+00	2026-12-07 02:29:11.43842+00	1.941663	success	1	0	vm	root	17	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:29:08.393246+00	2	3524	\N	\\x80057d942e	2026-12-07 02:29:11.452861+00	\N	\N	\N	\N	\N	\N	consume
wait_poke	files_poke	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:28:54.480171+00	2026-12-07 02:29:20.240973+00	25.760802	success	1	0	vm	root	5	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:28:51.220783+00	2	2503	\N	\\x80057d942e	2026-12-07 02:29:20.276924+00	\N	\N	\N	\N	\N	\N	wait_poke
load	files_poke	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:29:21.688594+00	2026-12-07 02:29:25.279994+00	3.5914	success	1	0	vm	root	18	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:29:21.337214+00	2	3886	\N	\\x80057d942e	2026-12-07 02:29:25.348727+00	\N	\N	\N	\N	\N	\N	load
never_soft	timeouts	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:28:54.441468+00	2026-12-07 02:29:46.950628+00	52.50916	skipped	1	0	vm	root	4	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:28:51.220783+00	2	2508	\N	\\x80057d942e	2026-12-07 02:29:46.976167+00	\N	\N	\N	\N	\N	\N	never_soft
never_poke	timeouts	scheduled__2026-12-07T02:26:00+00:00	-1	2026-12-07 02:28:55.013515+00	2026-12-07 02:29:56.186255+00	61.17274	failed	1	0	vm	root	13	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:28:51.220783+00	2	2532	\N	\\x80057d942e	2026-12-07 02:29:56.197785+00	\N	\N	\N	\N	\N	\N	never_poke
wait_poke	files_poke	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:32:03.553533+00	2026-12-07 02:33:22.251645+00	78.698112	success	1	0	vm	root	55	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:32:01.062426+00	2	13644	\N	\\x80057d942e	2026-12-07 02:33:22.269573+00	\N	\N	\N	\N	\N	\N	wait_poke
wait_reschedule	files_reschedule	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:31:02.877336+00	2026-12-07 02:31:03.22268+00	0.345344	success	1	0	vm	root	43	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:31:02.683633+00	2	11777	\N	\\x80057d942e	2026-12-07 02:31:03.232479+00	\N	\N	\N	\N	\N	\N	wait_reschedule
never_poke	timeouts	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:30:06.446841+00	2026-12-07 02:31:08.90413+00	62.457289	failed	1	0	vm	root	25	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:30:02.926417+00	2	6016	\N	\\x80057d942e	2026-12-07 02:31:08.92655+00	\N	\N	\N	\N	\N	\N	never_poke
wait_reschedule	files_reschedule	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:33:10.970057+00	2026-12-07 02:33:11.328353+00	0.358296	success	1	0	vm	root	71	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:33:10.751243+00	2	15708	\N	\\x80057d942e	2026-12-07 02:33:11.336429+00	\N	\N	\N	\N	\N	\N	wait_reschedule
never_retried	timeouts	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:32:42.754853+00	2026-12-07 02:33:13.2082+00	30.453347	failed	2	1	vm	root	65	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:32:42.405525+00	2	14914	\N	\\x80057d942e	2026-12-07 02:33:13.231975+00	\N	\N	\N	\N	\N	\N	never_retried
load	files_poke	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:35:25.051666+00	2026-12-07 02:35:28.538211+00	3.486545	success	1	0	vm	root	99	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:35:24.811319+00	2	21133	\N	\\x80057d942e	2026-12-07 02:35:28.578178+00	\N	\N	\N	\N	\N	\N	load
never_retried	timeouts	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:30:55.699447+00	2026-12-07 02:31:26.211853+00	30.512406	failed	2	1	vm	root	39	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:30:55.393653+00	2	11549	\N	\\x80057d942e	2026-12-07 02:31:26.23072+00	\N	\N	\N	\N	\N	\N	never_retried
transform	files_reschedule	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:35:57.226703+00	2026-12-07 02:35:57.707948+00	0.481245	success	1	0	vm	root	102	default_pool	1	default	1	PythonOperator	\N	2026-12-07 02:35:56.984989+00	2	23606	\N	\\x80057d942e	2026-12-07 02:35:57.721174+00	\N	\N	\N	\N	\N	\N	transform
wait_python	files_reschedule	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:33:51.395389+00	2026-12-07 02:33:52.015343+00	0.619954	success	1	0	vm	root	74	default_pool	1	default	2	PythonSensor	\N	2026-12-07 02:33:50.9592+00	2	16635	\N	\\x80057d942e	2026-12-07 02:33:52.027009+00	\N	\N	\N	\N	\N	\N	wait_python
consume	shared_c	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:38:49.880948+00	2026-12-07 02:38:52.485334+00	2.604386	success	1	0	vm	root	147	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:38:48.462873+00	2	27648	\N	\\x80057d942e	2026-12-07 02:38:52.500124+00	\N	\N	\N	\N	\N	\N	consume
consume	shared_b	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:36:47.944691+00	2026-12-07 02:36:48.853153+00	0.908462	success	1	0	vm	root	121	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:36:47.566906+00	2	25408	\N	\\x80057d942e	2026-12-07 02:36:48.91596+00	\N	\N	\N	\N	\N	\N	consume
publish	deferred	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:34:43.781184+00	2026-12-07 02:34:44.198112+00	0.416928	success	1	0	vm	root	91	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:34:43.426596+00	2	18865	\N	\\x80057d942e	2026-12-07 02:34:44.207139+00	\N	\N	\N	\N	\N	\N	publish
consume	shared_b	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:34:51.862792+00	2026-12-07 02:34:52.627434+00	0.764642	success	1	0	vm	root	95	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:34:51.436723+00	2	19609	\N	\\x80057d942e	2026-12-07 02:34:52.649974+00	\N	\N	\N	\N	\N	\N	consume
never_poke	timeouts	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:34:04.925708+00	2026-12-07 02:34:59.545577+00	54.619869	failed	1	0	vm	root	76	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:34:01.082922+00	2	17202	\N	\\x80057d942e	2026-12-07 02:34:59.559609+00	\N	\N	\N	\N	\N	\N	never_poke
pause	deferred	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:30:05.983332+00	2026-12-07 02:30:32.846234+00	26.862902	success	1	0	vm	root	34	default_pool	1	default	2	TimeDeltaSensorAsync	\N	2026-12-07 02:30:32.119465+00	2	8676	\N	\\x80057d942e	2026-12-07 02:30:32.85796+00	\N	\N	\N	\N	\N	null	pause
consume	shared_c	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:34:50.660628+00	2026-12-07 02:34:52.083625+00	1.422997	success	1	0	vm	root	94	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:34:49.990554+00	2	19560	\N	\\x80057d942e	2026-12-07 02:34:52.11747+00	\N	\N	\N	\N	\N	\N	consume
wait_deferred	deferred	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:30:07.701309+00	2026-12-07 02:30:42.670233+00	34.968924	success	1	0	vm	root	36	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:30:40.572726+00	2	10071	\N	\\x80057d942e	2026-12-07 02:30:42.687006+00	\N	\N	\N	2026-12-07 02:34:18.917426	\N	null	wait_deferred
consume	shared_c	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:32:47.200104+00	2026-12-07 02:32:47.845937+00	0.645833	success	1	0	vm	root	66	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:32:46.97323+00	2	15009	\N	\\x80057d942e	2026-12-07 02:32:47.859881+00	\N	\N	\N	\N	\N	\N	consume
never_soft	timeouts	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:30:06.713938+00	2026-12-07 02:30:58.449437+00	51.735499	skipped	1	0	vm	root	26	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:30:02.926417+00	2	6099	\N	\\x80057d942e	2026-12-07 02:30:58.469747+00	\N	\N	\N	\N	\N	\N	never_soft
wait_shared	shared_b	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:30:07.654035+00	2026-12-07 02:30:59.062443+00	51.408408	success	1	0	vm	root	32	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:30:02.926417+00	2	6275	\N	\\x80057d942e	2026-12-07 02:30:59.080493+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_shared	shared_c	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:30:08.309531+00	2026-12-07 02:30:59.132695+00	50.823164	success	1	0	vm	root	33	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:30:02.926417+00	2	6245	\N	\\x80057d942e	2026-12-07 02:30:59.16579+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_python	files_reschedule	scheduled__2026-12-07T02:28:00+00:00	-1	2026-12-07 02:32:05.968507+00	2026-12-07 02:32:07.572859+00	1.604352	success	1	0	vm	root	58	default_pool	1	default	2	PythonSensor	\N	2026-12-07 02:32:03.854547+00	2	13708	\N	\\x80057d942e	2026-12-07 02:32:07.586244+00	\N	\N	\N	\N	\N	\N	wait_python
pause	deferred	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:32:04.314776+00	2026-12-07 02:32:32.219855+00	27.905079	success	1	0	vm	root	61	default_pool	1	default	2	TimeDeltaSensorAsync	\N	2026-12-07 02:32:31.52597+00	2	14544	\N	\\x80057d942e	2026-12-07 02:32:32.235008+00	\N	\N	\N	\N	\N	null	pause
wait_deferred	deferred	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:32:03.62158+00	2026-12-07 02:32:39.682747+00	36.061167	success	1	0	vm	root	63	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:32:38.885407+00	2	14791	\N	\\x80057d942e	2026-12-07 02:32:39.702521+00	\N	\N	\N	2026-12-07 02:36:07.304318	\N	null	wait_deferred
wait_shared	shared_c	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:32:02.949078+00	2026-12-07 02:32:46.418268+00	43.46919	success	1	0	vm	root	51	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:32:01.062426+00	2	13611	\N	\\x80057d942e	2026-12-07 02:32:46.442048+00	\N	\N	\N	\N	\N	\N	wait_shared
publish	deferred	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:32:40.554169+00	2026-12-07 02:32:41.166295+00	0.612126	success	1	0	vm	root	64	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:32:40.221894+00	2	14840	\N	\\x80057d942e	2026-12-07 02:32:41.176453+00	\N	\N	\N	\N	\N	\N	publish
never_soft	timeouts	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:32:03.270005+00	2026-12-07 02:32:46.776739+00	43.506734	skipped	1	0	vm	root	49	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:32:01.062426+00	2	13632	\N	\\x80057d942e	2026-12-07 02:32:46.791822+00	\N	\N	\N	\N	\N	\N	never_soft
never_poke	timeouts	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:32:03.197604+00	2026-12-07 02:32:57.097002+00	53.899398	failed	1	0	vm	root	50	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:32:01.062426+00	2	13624	\N	\\x80057d942e	2026-12-07 02:32:57.144115+00	\N	\N	\N	\N	\N	\N	never_poke
consume	shared_a	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:32:48.727794+00	2026-12-07 02:32:50.373408+00	1.645614	success	1	0	vm	root	67	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:32:48.190896+00	2	15051	\N	\\x80057d942e	2026-12-07 02:32:50.415943+00	\N	\N	\N	\N	\N	\N	consume
consume	shared_b	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:32:49.552955+00	2026-12-07 02:32:50.666035+00	1.11308	success	1	0	vm	root	68	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:32:48.190896+00	2	15075	\N	\\x80057d942e	2026-12-07 02:32:50.679177+00	\N	\N	\N	\N	\N	\N	consume
wait_poke	files_poke	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:38:02.758855+00	2026-12-07 02:39:22.802686+00	80.043831	success	1	0	vm	root	135	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:38:00.393863+00	2	26551	\N	\\x80057d942e	2026-12-07 02:39:22.819432+00	\N	\N	\N	\N	\N	\N	wait_poke
wait_reschedule	files_reschedule	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:37:11.036977+00	2026-12-07 02:37:11.376427+00	0.33945	success	1	0	vm	root	125	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:37:10.797007+00	2	25879	\N	\\x80057d942e	2026-12-07 02:37:11.393554+00	\N	\N	\N	\N	\N	\N	wait_reschedule
never_retried	timeouts	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:36:43.288204+00	2026-12-07 02:37:13.69869+00	30.410486	failed	2	1	vm	root	119	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:36:42.853804+00	2	25114	\N	\\x80057d942e	2026-12-07 02:37:13.711426+00	\N	\N	\N	\N	\N	\N	never_retried
wait_shared	shared_b	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:32:03.513076+00	2026-12-07 02:32:47.245648+00	43.732572	success	1	0	vm	root	52	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:32:01.062426+00	2	13645	\N	\\x80057d942e	2026-12-07 02:32:47.274273+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_shared	shared_a	scheduled__2026-12-07T02:30:00+00:00	-1	2026-12-07 02:32:03.640946+00	2026-12-07 02:32:47.370578+00	43.729632	success	1	0	vm	root	54	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:32:01.062426+00	2	13649	\N	\\x80057d942e	2026-12-07 02:32:47.408806+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_reschedule	files_reschedule	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:39:13.669035+00	2026-12-07 02:39:14.138136+00	0.469101	success	1	0	vm	root	152	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:39:13.306204+00	2	28286	\N	\\x80057d942e	2026-12-07 02:39:14.151941+00	\N	\N	\N	\N	\N	\N	wait_reschedule
wait_reschedule	files_reschedule	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:35:14.869241+00	2026-12-07 02:35:15.21381+00	0.344569	success	1	0	vm	root	98	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:35:14.56343+00	2	20581	\N	\\x80057d942e	2026-12-07 02:35:15.229696+00	\N	\N	\N	\N	\N	\N	wait_reschedule
never_retried	timeouts	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:34:46.689062+00	2026-12-07 02:35:17.334062+00	30.645	failed	2	1	vm	root	92	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:34:46.234399+00	2	18969	\N	\\x80057d942e	2026-12-07 02:35:17.352104+00	\N	\N	\N	\N	\N	\N	never_retried
wait_poke	files_poke	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:34:05.329527+00	2026-12-07 02:35:24.544531+00	79.215004	success	1	0	vm	root	81	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:34:01.082922+00	2	17201	\N	\\x80057d942e	2026-12-07 02:35:24.569355+00	\N	\N	\N	\N	\N	\N	wait_poke
load	files_poke	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:39:23.683955+00	2026-12-07 02:39:27.201939+00	3.517984	success	1	0	vm	root	153	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:39:23.388064+00	2	28484	\N	\\x80057d942e	2026-12-07 02:39:27.213557+00	\N	\N	\N	\N	\N	\N	load
wait_python	files_reschedule	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:37:51.666992+00	2026-12-07 02:37:52.146916+00	0.479924	success	1	0	vm	root	128	default_pool	1	default	2	PythonSensor	\N	2026-12-07 02:37:51.408193+00	2	26351	\N	\\x80057d942e	2026-12-07 02:37:52.163358+00	\N	\N	\N	\N	\N	\N	wait_python
wait_python	files_reschedule	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:35:55.35769+00	2026-12-07 02:35:55.916617+00	0.558927	success	1	0	vm	root	101	default_pool	1	default	2	PythonSensor	\N	2026-12-07 02:35:55.09859+00	2	23486	\N	\\x80057d942e	2026-12-07 02:35:55.93785+00	\N	\N	\N	\N	\N	\N	wait_python
transform	files_reschedule	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:37:52.861113+00	2026-12-07 02:37:53.224067+00	0.362954	success	1	0	vm	root	129	default_pool	1	default	1	PythonOperator	\N	2026-12-07 02:37:52.5289+00	2	26372	\N	\\x80057d942e	2026-12-07 02:37:53.242329+00	\N	\N	\N	\N	\N	\N	transform
transform	files_reschedule	scheduled__2026-12-07T02:36:00+00:00	-1	\N	\N	\N	\N	0	0		root	\N	default_pool	1	default	1	PythonOperator	\N	\N	\N	\N	\N	\\x80057d942e	2026-12-07 02:38:00.202971+00	\N	\N	\N	\N	\N	\N	transform
wait_deferred	deferred	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:34:05.676528+00	2026-12-07 02:34:42.938262+00	37.261734	success	1	0	vm	root	90	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:34:42.129786+00	2	18836	\N	\\x80057d942e	2026-12-07 02:34:42.959991+00	\N	\N	\N	2026-12-07 02:38:10.285654	\N	null	wait_deferred
pause	deferred	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:34:05.194883+00	2026-12-07 02:34:32.821601+00	27.626718	success	1	0	vm	root	88	default_pool	1	default	2	TimeDeltaSensorAsync	\N	2026-12-07 02:34:30.951293+00	2	18211	\N	\\x80057d942e	2026-12-07 02:34:32.831882+00	\N	\N	\N	\N	\N	null	pause
consume	shared_a	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:36:48.15389+00	2026-12-07 02:36:49.185394+00	1.031504	success	1	0	vm	root	122	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:36:47.566906+00	2	25424	\N	\\x80057d942e	2026-12-07 02:36:49.227393+00	\N	\N	\N	\N	\N	\N	consume
wait_shared	shared_c	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:34:05.192973+00	2026-12-07 02:34:49.387159+00	44.194186	success	1	0	vm	root	84	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:34:01.082922+00	2	17126	\N	\\x80057d942e	2026-12-07 02:34:49.396303+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_shared	shared_a	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:34:05.19758+00	2026-12-07 02:34:49.634362+00	44.436782	success	1	0	vm	root	79	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:34:01.082922+00	2	17189	\N	\\x80057d942e	2026-12-07 02:34:49.655912+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_shared	shared_b	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:34:05.190462+00	2026-12-07 02:34:50.319184+00	45.128722	success	1	0	vm	root	77	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:34:01.082922+00	2	17199	\N	\\x80057d942e	2026-12-07 02:34:50.372137+00	\N	\N	\N	\N	\N	\N	wait_shared
never_soft	timeouts	scheduled__2026-12-07T02:32:00+00:00	-1	2026-12-07 02:34:05.02282+00	2026-12-07 02:34:50.754955+00	45.732135	skipped	1	0	vm	root	82	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:34:01.082922+00	2	17218	\N	\\x80057d942e	2026-12-07 02:34:50.772007+00	\N	\N	\N	\N	\N	\N	never_soft
pause	deferred	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:38:03.051854+00	2026-12-07 02:38:31.395453+00	28.343599	success	1	0	vm	root	142	default_pool	1	default	2	TimeDeltaSensorAsync	\N	2026-12-07 02:38:30.689161+00	2	27215	\N	\\x80057d942e	2026-12-07 02:38:31.411281+00	\N	\N	\N	\N	\N	null	pause
wait_shared	shared_c	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:38:03.376039+00	2026-12-07 02:38:48.243701+00	44.867662	success	1	0	vm	root	139	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:38:00.393863+00	2	26557	\N	\\x80057d942e	2026-12-07 02:38:48.261841+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_deferred	deferred	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:38:02.721204+00	2026-12-07 02:38:39.968405+00	37.247201	success	1	0	vm	root	144	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:38:39.274695+00	2	27365	\N	\\x80057d942e	2026-12-07 02:38:39.983647+00	\N	\N	\N	2026-12-07 02:42:07.199197	\N	null	wait_deferred
publish	deferred	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:36:41.041304+00	2026-12-07 02:36:41.683012+00	0.641708	success	1	0	vm	root	118	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:36:40.658119+00	2	25017	\N	\\x80057d942e	2026-12-07 02:36:41.709774+00	\N	\N	\N	\N	\N	\N	publish
never_soft	timeouts	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:36:03.151189+00	2026-12-07 02:36:47.38704+00	44.235851	skipped	1	0	vm	root	105	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:36:00.890514+00	2	23803	\N	\\x80057d942e	2026-12-07 02:36:47.409768+00	\N	\N	\N	\N	\N	\N	never_soft
consume	shared_b	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:38:50.05597+00	2026-12-07 02:38:51.801035+00	1.745065	success	1	0	vm	root	148	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:38:48.462873+00	2	27650	\N	\\x80057d942e	2026-12-07 02:38:51.927499+00	\N	\N	\N	\N	\N	\N	consume
never_poke	timeouts	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:36:03.717501+00	2026-12-07 02:36:57.405108+00	53.687607	failed	1	0	vm	root	112	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:36:00.890514+00	2	23816	\N	\\x80057d942e	2026-12-07 02:36:57.419829+00	\N	\N	\N	\N	\N	\N	never_poke
wait_poke	files_poke	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:36:03.372967+00	2026-12-07 02:37:22.498867+00	79.1259	success	1	0	vm	root	111	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:36:00.890514+00	2	23795	\N	\\x80057d942e	2026-12-07 02:37:22.510559+00	\N	\N	\N	\N	\N	\N	wait_poke
never_retried	timeouts	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:38:42.830381+00	2026-12-07 02:39:13.346389+00	30.516008	failed	2	1	vm	root	146	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:38:42.289307+00	2	27465	\N	\\x80057d942e	2026-12-07 02:39:13.396014+00	\N	\N	\N	\N	\N	\N	never_retried
wait_python	files_reschedule	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:39:25.922454+00	2026-12-07 02:39:26.342939+00	0.420485	up_for_reschedule	1	0	vm	root	154	default_pool	1	default	2	PythonSensor	\N	2026-12-07 02:39:25.627549+00	2	28531	\N	\\x80057d942e	2026-12-07 02:39:26.349072+00	\N	\N	\N	\N	\N	\N	wait_python
wait_deferred	deferred	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:36:02.830918+00	2026-12-07 02:36:39.902569+00	37.071651	success	1	0	vm	root	117	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:36:39.360976+00	2	24950	\N	\\x80057d942e	2026-12-07 02:36:39.912639+00	\N	\N	\N	2026-12-07 02:40:07.421573	\N	null	wait_deferred
wait_shared	shared_c	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:36:03.281642+00	2026-12-07 02:36:47.126673+00	43.845031	success	1	0	vm	root	109	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:36:00.890514+00	2	23797	\N	\\x80057d942e	2026-12-07 02:36:47.149714+00	\N	\N	\N	\N	\N	\N	wait_shared
wait_shared	shared_a	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:36:03.406065+00	2026-12-07 02:36:47.270825+00	43.86476	success	1	0	vm	root	106	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:36:00.890514+00	2	23798	\N	\\x80057d942e	2026-12-07 02:36:47.283019+00	\N	\N	\N	\N	\N	\N	wait_shared
pause	deferred	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:36:03.340601+00	2026-12-07 02:36:32.142471+00	28.80187	success	1	0	vm	root	115	default_pool	1	default	2	TimeDeltaSensorAsync	\N	2026-12-07 02:36:31.479694+00	2	24509	\N	\\x80057d942e	2026-12-07 02:36:32.160909+00	\N	\N	\N	\N	\N	null	pause
never_poke	timeouts	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:38:02.351151+00	2026-12-07 02:38:57.357195+00	55.006044	failed	1	0	vm	root	131	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:38:00.393863+00	2	26500	\N	\\x80057d942e	2026-12-07 02:38:57.373268+00	\N	\N	\N	\N	\N	\N	never_poke
wait_shared	shared_b	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:36:02.961597+00	2026-12-07 02:36:47.382719+00	44.421122	success	1	0	vm	root	104	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:36:00.890514+00	2	23809	\N	\\x80057d942e	2026-12-07 02:36:47.406356+00	\N	\N	\N	\N	\N	\N	wait_shared
consume	shared_c	scheduled__2026-12-07T02:34:00+00:00	-1	2026-12-07 02:36:47.989146+00	2026-12-07 02:36:48.626713+00	0.637567	success	1	0	vm	root	120	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:36:47.566906+00	2	25412	\N	\\x80057d942e	2026-12-07 02:36:48.659172+00	\N	\N	\N	\N	\N	\N	consume
publish	deferred	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:38:41.05167+00	2026-12-07 02:38:41.501697+00	0.450027	success	1	0	vm	root	145	default_pool	1	default	1	BashOperator	\N	2026-12-07 02:38:40.510499+00	2	27418	\N	\\x80057d942e	2026-12-07 02:38:41.511692+00	\N	\N	\N	\N	\N	\N	publish
wait_shared	shared_a	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:38:02.409346+00	2026-12-07 02:38:47.44387+00	45.034524	success	1	0	vm	root	130	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:38:00.393863+00	2	26504	\N	\\x80057d942e	2026-12-07 02:38:47.4599+00	\N	\N	\N	\N	\N	\N	wait_shared
never_soft	timeouts	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:38:02.730689+00	2026-12-07 02:38:47.88771+00	45.157021	skipped	1	0	vm	root	137	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:38:00.393863+00	2	26518	\N	\\x80057d942e	2026-12-07 02:38:47.900953+00	\N	\N	\N	\N	\N	\N	never_soft
wait_shared	shared_b	scheduled__2026-12-07T02:36:00+00:00	-1	2026-12-07 02:38:03.398302+00	2026-12-07 02:38:48.18062+00	44.782318	success	1	0	vm	root	140	default_pool	1	default	2	FileSensor	\N	2026-12-07 02:38:00.393863+00	2	26556	\N	\\x80057d942e	2026-12-07 02:38:48.197514+00	\N	\N	\N	\N	\N	\N	wait_shared
\.


--
-- Data for Name: task_instance_history; Type: TABLE DATA; Schema: public; Owner: -
--

COPY public.task_instance_history (id, task_id, dag_id, run_id, map_index, try_number, start_date, end_date, duration, state, max_tries, hostname, unixname, job_id, pool, pool_slots, queue, priority_weight, operator, custom_operator_name, queued_dttm, queued_by_job_id, pid, executor, executor_config, updated_at, rendered_map_index, external_executor_id, trigger_id, trigger_timeout, next_method, next_kwargs, task_display_name) FROM stdin;
1	never_retried	timeouts	scheduled__2026-12-07T02:26:00+00:00	-1	1	2026-12-07 02:28:54.620304+00	2026-12-07 02:29:36.896854+00	42.27655	failed	1	vm	root	8	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:28:51.220783+00	2	2512	\N	\\x80057d942e	2026-12-07 02:28:56.341888+00	\N	\N	\N	\N	\N	null	never_retried
2	never_retried	timeouts	scheduled__2026-12-07T02:28:00+00:00	-1	1	2026-12-07 02:30:07.712593+00	2026-12-07 02:30:49.363115+00	41.650522	failed	1	vm	root	28	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:30:02.926417+00	2	6214	\N	\\x80057d942e	2026-12-07 02:30:11.686901+00	\N	\N	\N	\N	\N	null	never_retried
3	never_retried	timeouts	scheduled__2026-12-07T02:30:00+00:00	-1	1	2026-12-07 02:32:02.933362+00	2026-12-07 02:32:36.776311+00	33.842949	failed	1	vm	root	47	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:32:01.062426+00	2	13614	\N	\\x80057d942e	2026-12-07 02:32:04.231355+00	\N	\N	\N	\N	\N	null	never_retried
4	never_retried	timeouts	scheduled__2026-12-07T02:32:00+00:00	-1	1	2026-12-07 02:34:05.493724+00	2026-12-07 02:34:40.675634+00	35.18191	failed	1	vm	root	86	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:34:01.082922+00	2	17229	\N	\\x80057d942e	2026-12-07 02:34:08.33504+00	\N	\N	\N	\N	\N	null	never_retried
5	never_retried	timeouts	scheduled__2026-12-07T02:34:00+00:00	-1	1	2026-12-07 02:36:03.47798+00	2026-12-07 02:36:37.142262+00	33.664282	failed	1	vm	root	108	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:36:00.890514+00	2	23837	\N	\\x80057d942e	2026-12-07 02:36:05.245297+00	\N	\N	\N	\N	\N	null	never_retried
6	never_retried	timeouts	scheduled__2026-12-07T02:36:00+00:00	-1	1	2026-12-07 02:38:02.753162+00	2026-12-07 02:38:37.183928+00	34.430766	failed	1	vm	root	134	default_pool	1	default	1	FileSensor	\N	2026-12-07 02:38:00.393863+00	2	26512	\N	\\x80057d942e	2026-12-07 02:38:04.163777+00	\N	\N	\N	\N	\N	null	never_retried
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
1	wait_python	files_reschedule	scheduled__2026-12-07T02:26:00+00:00	-1	1	2026-12-07 02:28:56.603971+00	2026-12-07 02:29:06.269233+00	10	2026-12-07 02:29:31.22054+00
2	wait_python	files_reschedule	scheduled__2026-12-07T02:26:00+00:00	-1	1	2026-12-07 02:29:32.483852+00	2026-12-07 02:29:33.11131+00	1	2026-12-07 02:29:58.099557+00
3	wait_python	files_reschedule	scheduled__2026-12-07T02:28:00+00:00	-1	1	2026-12-07 02:30:13.394387+00	2026-12-07 02:30:19.044406+00	6	2026-12-07 02:30:44.038724+00
4	wait_reschedule	files_reschedule	scheduled__2026-12-07T02:28:00+00:00	-1	1	2026-12-07 02:30:12.989626+00	2026-12-07 02:30:19.119382+00	6	2026-12-07 02:30:39.113216+00
5	wait_reschedule	files_reschedule	scheduled__2026-12-07T02:28:00+00:00	-1	1	2026-12-07 02:30:41.991806+00	2026-12-07 02:30:42.510202+00	1	2026-12-07 02:31:02.478885+00
6	wait_python	files_reschedule	scheduled__2026-12-07T02:28:00+00:00	-1	1	2026-12-07 02:30:44.711864+00	2026-12-07 02:30:44.883005+00	0	2026-12-07 02:31:09.877784+00
7	wait_python	files_reschedule	scheduled__2026-12-07T02:28:00+00:00	-1	1	2026-12-07 02:31:10.901802+00	2026-12-07 02:31:11.156928+00	0	2026-12-07 02:31:36.151673+00
8	wait_python	files_reschedule	scheduled__2026-12-07T02:28:00+00:00	-1	1	2026-12-07 02:31:37.099889+00	2026-12-07 02:31:37.34257+00	0	2026-12-07 02:32:02.336755+00
9	wait_reschedule	files_reschedule	scheduled__2026-12-07T02:30:00+00:00	-1	1	2026-12-07 02:32:04.733537+00	2026-12-07 02:32:07.125694+00	2	2026-12-07 02:32:27.083518+00
10	wait_python	files_reschedule	scheduled__2026-12-07T02:30:00+00:00	-1	1	2026-12-07 02:32:04.903999+00	2026-12-07 02:32:07.349803+00	2	2026-12-07 02:32:32.342316+00
11	wait_reschedule	files_reschedule	scheduled__2026-12-07T02:30:00+00:00	-1	1	2026-12-07 02:32:27.682338+00	2026-12-07 02:32:28.194364+00	1	2026-12-07 02:32:48.182977+00
12	wait_python	files_reschedule	scheduled__2026-12-07T02:30:00+00:00	-1	1	2026-12-07 02:32:33.260073+00	2026-12-07 02:32:33.512091+00	0	2026-12-07 02:32:58.50737+00
13	wait_reschedule	files_reschedule	scheduled__2026-12-07T02:30:00+00:00	-1	1	2026-12-07 02:32:49.867452+00	2026-12-07 02:32:50.61464+00	1	2026-12-07 02:33:10.600866+00
14	wait_python	files_reschedule	scheduled__2026-12-07T02:30:00+00:00	-1	1	2026-12-07 02:32:59.064406+00	2026-12-07 02:32:59.460525+00	0	2026-12-07 02:33:24.442983+00
15	wait_python	files_reschedule	scheduled__2026-12-07T02:30:00+00:00	-1	1	2026-12-07 02:33:25.283964+00	2026-12-07 02:33:25.469289+00	0	2026-12-07 02:33:50.463253+00
16	wait_python	files_reschedule	scheduled__2026-12-07T02:32:00+00:00	-1	1	2026-12-07 02:34:08.159343+00	2026-12-07 02:34:10.88307+00	3	2026-12-07 02:34:35.811906+00
17	wait_reschedule	files_reschedule	scheduled__2026-12-07T02:32:00+00:00	-1	1	2026-12-07 02:34:07.958354+00	2026-12-07 02:34:10.83454+00	3	2026-12-07 02:34:30.825061+00
18	wait_reschedule	files_reschedule	scheduled__2026-12-07T02:32:00+00:00	-1	1	2026-12-07 02:34:32.155342+00	2026-12-07 02:34:32.666787+00	1	2026-12-07 02:34:52.649863+00
19	wait_python	files_reschedule	scheduled__2026-12-07T02:32:00+00:00	-1	1	2026-12-07 02:34:36.687925+00	2026-12-07 02:34:37.034238+00	0	2026-12-07 02:35:02.027165+00
20	wait_reschedule	files_reschedule	scheduled__2026-12-07T02:32:00+00:00	-1	1	2026-12-07 02:34:53.776009+00	2026-12-07 02:34:54.022597+00	0	2026-12-07 02:35:14.015695+00
21	wait_python	files_reschedule	scheduled__2026-12-07T02:32:00+00:00	-1	1	2026-12-07 02:35:02.777273+00	2026-12-07 02:35:03.078458+00	0	2026-12-07 02:35:28.073626+00
22	wait_python	files_reschedule	scheduled__2026-12-07T02:32:00+00:00	-1	1	2026-12-07 02:35:28.947145+00	2026-12-07 02:35:29.262565+00	0	2026-12-07 02:35:54.256367+00
23	wait_reschedule	files_reschedule	scheduled__2026-12-07T02:34:00+00:00	-1	1	2026-12-07 02:36:04.737336+00	2026-12-07 02:36:07.505194+00	3	2026-12-07 02:36:27.490145+00
24	wait_python	files_reschedule	scheduled__2026-12-07T02:34:00+00:00	-1	1	2026-12-07 02:36:05.498682+00	2026-12-07 02:36:07.52167+00	2	2026-12-07 02:36:32.513742+00
25	wait_reschedule	files_reschedule	scheduled__2026-12-07T02:34:00+00:00	-1	1	2026-12-07 02:36:28.177898+00	2026-12-07 02:36:28.441369+00	0	2026-12-07 02:36:48.426906+00
26	wait_python	files_reschedule	scheduled__2026-12-07T02:34:00+00:00	-1	1	2026-12-07 02:36:33.103921+00	2026-12-07 02:36:33.308403+00	0	2026-12-07 02:36:58.304065+00
27	wait_reschedule	files_reschedule	scheduled__2026-12-07T02:34:00+00:00	-1	1	2026-12-07 02:36:49.560777+00	2026-12-07 02:36:49.88556+00	0	2026-12-07 02:37:09.877769+00
28	wait_python	files_reschedule	scheduled__2026-12-07T02:34:00+00:00	-1	1	2026-12-07 02:36:58.931569+00	2026-12-07 02:36:59.173487+00	0	2026-12-07 02:37:24.16701+00
29	wait_python	files_reschedule	scheduled__2026-12-07T02:34:00+00:00	-1	1	2026-12-07 02:37:25.192596+00	2026-12-07 02:37:25.385559+00	0	2026-12-07 02:37:50.379298+00
30	wait_python	files_reschedule	scheduled__2026-12-07T02:36:00+00:00	-1	1	2026-12-07 02:38:04.228358+00	2026-12-07 02:38:07.398143+00	3	2026-12-07 02:38:32.333041+00
31	wait_reschedule	files_reschedule	scheduled__2026-12-07T02:36:00+00:00	-1	1	2026-12-07 02:38:04.475995+00	2026-12-07 02:38:07.70939+00	3	2026-12-07 02:38:27.683312+00
32	wait_reschedule	files_reschedule	scheduled__2026-12-07T02:36:00+00:00	-1	1	2026-12-07 02:38:28.615932+00	2026-12-07 02:38:28.875557+00	0	2026-12-07 02:38:48.862666+00
33	wait_python	files_reschedule	scheduled__2026-12-07T02:36:00+00:00	-1	1	2026-12-07 02:38:33.512864+00	2026-12-07 02:38:33.857021+00	0	2026-12-07 02:38:58.849467+00
34	wait_reschedule	files_reschedule	scheduled__2026-12-07T02:36:00+00:00	-1	1	2026-12-07 02:38:51.458446+00	2026-12-07 02:38:52.442967+00	1	2026-12-07 02:39:12.436639+00
35	wait_python	files_reschedule	scheduled__2026-12-07T02:36:00+00:00	-1	1	2026-12-07 02:39:00.268014+00	2026-12-07 02:39:00.683872+00	0	2026-12-07 02:39:25.594565+00
36	wait_python	files_reschedule	scheduled__2026-12-07T02:36:00+00:00	-1	1	2026-12-07 02:39:26.067983+00	2026-12-07 02:39:26.342939+00	0	2026-12-07 02:39:51.335911+00
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
7	pause	-1	return_value	deferred	scheduled__2026-12-07T02:26:00+00:00	\\x74727565	2026-12-07 02:29:05.225819+00
3	consume	-1	return_value	shared_b	scheduled__2026-12-07T02:26:00+00:00	\\x2222	2026-12-07 02:29:10.184451+00
1	consume	-1	return_value	shared_a	scheduled__2026-12-07T02:26:00+00:00	\\x2222	2026-12-07 02:29:10.731628+00
7	publish	-1	return_value	deferred	scheduled__2026-12-07T02:26:00+00:00	\\x2222	2026-12-07 02:29:10.861097+00
6	consume	-1	return_value	shared_c	scheduled__2026-12-07T02:26:00+00:00	\\x2222	2026-12-07 02:29:11.422015+00
5	load	-1	return_value	files_poke	scheduled__2026-12-07T02:26:00+00:00	\\x2222	2026-12-07 02:29:25.249198+00
13	publish	-1	return_value	deferred	scheduled__2026-12-07T02:28:00+00:00	\\x2222	2026-12-07 02:30:44.642556+00
14	consume	-1	return_value	shared_a	scheduled__2026-12-07T02:28:00+00:00	\\x2222	2026-12-07 02:30:59.945569+00
11	consume	-1	return_value	shared_c	scheduled__2026-12-07T02:28:00+00:00	\\x2222	2026-12-07 02:31:00.158547+00
8	consume	-1	return_value	shared_b	scheduled__2026-12-07T02:28:00+00:00	\\x2222	2026-12-07 02:31:00.264944+00
9	load	-1	return_value	files_poke	scheduled__2026-12-07T02:28:00+00:00	\\x2222	2026-12-07 02:31:21.302118+00
18	publish	-1	return_value	deferred	scheduled__2026-12-07T02:30:00+00:00	\\x2222	2026-12-07 02:32:41.149951+00
21	consume	-1	return_value	shared_c	scheduled__2026-12-07T02:30:00+00:00	\\x2222	2026-12-07 02:32:47.821361+00
19	consume	-1	return_value	shared_a	scheduled__2026-12-07T02:30:00+00:00	\\x2222	2026-12-07 02:32:50.317561+00
20	consume	-1	return_value	shared_b	scheduled__2026-12-07T02:30:00+00:00	\\x2222	2026-12-07 02:32:50.6518+00
17	load	-1	return_value	files_poke	scheduled__2026-12-07T02:30:00+00:00	\\x2222	2026-12-07 02:33:26.66043+00
26	publish	-1	return_value	deferred	scheduled__2026-12-07T02:32:00+00:00	\\x2222	2026-12-07 02:34:44.18906+00
23	consume	-1	return_value	shared_a	scheduled__2026-12-07T02:32:00+00:00	\\x2222	2026-12-07 02:34:51.666282+00
28	consume	-1	return_value	shared_c	scheduled__2026-12-07T02:32:00+00:00	\\x2222	2026-12-07 02:34:52.04912+00
25	consume	-1	return_value	shared_b	scheduled__2026-12-07T02:32:00+00:00	\\x2222	2026-12-07 02:34:52.603567+00
24	load	-1	return_value	files_poke	scheduled__2026-12-07T02:32:00+00:00	\\x2222	2026-12-07 02:35:28.520153+00
34	publish	-1	return_value	deferred	scheduled__2026-12-07T02:34:00+00:00	\\x2222	2026-12-07 02:36:41.660215+00
31	consume	-1	return_value	shared_c	scheduled__2026-12-07T02:34:00+00:00	\\x2222	2026-12-07 02:36:48.585311+00
32	consume	-1	return_value	shared_b	scheduled__2026-12-07T02:34:00+00:00	\\x2222	2026-12-07 02:36:48.832936+00
35	consume	-1	return_value	shared_a	scheduled__2026-12-07T02:34:00+00:00	\\x2222	2026-12-07 02:36:49.162849+00
30	load	-1	return_value	files_poke	scheduled__2026-12-07T02:34:00+00:00	\\x2222	2026-12-07 02:37:26.595464+00
37	publish	-1	return_value	deferred	scheduled__2026-12-07T02:36:00+00:00	\\x2222	2026-12-07 02:38:41.481529+00
41	consume	-1	return_value	shared_b	scheduled__2026-12-07T02:36:00+00:00	\\x2222	2026-12-07 02:38:51.699425+00
36	consume	-1	return_value	shared_a	scheduled__2026-12-07T02:36:00+00:00	\\x2222	2026-12-07 02:38:52.189012+00
38	consume	-1	return_value	shared_c	scheduled__2026-12-07T02:36:00+00:00	\\x2222	2026-12-07 02:38:52.467246+00
39	load	-1	return_value	files_poke	scheduled__2026-12-07T02:36:00+00:00	\\x2222	2026-12-07 02:39:27.188279+00
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

SELECT pg_catalog.setval('public.job_id_seq', 154, true);


--
-- Name: log_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.log_id_seq', 564, true);


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

SELECT pg_catalog.setval('public.task_fail_id_seq', 18, true);


--
-- Name: task_instance_history_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.task_instance_history_id_seq', 6, true);


--
-- Name: task_reschedule_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.task_reschedule_id_seq', 36, true);


--
-- Name: trigger_id_seq; Type: SEQUENCE SET; Schema: public; Owner: -
--

SELECT pg_catalog.setval('public.trigger_id_seq', 10, true);


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

\unrestrict a1ea0uuJtFZpDqrtgSCXBuNDlgEdjQjMtGi3B1IK6c98BYaYwdHPu0gbnh1cRbw

