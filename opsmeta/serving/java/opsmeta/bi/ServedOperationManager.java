package opsmeta.bi;

import java.lang.reflect.Field;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.hive.service.cli.operation.GetColumnsOperation;
import org.apache.hive.service.cli.operation.GetFunctionsOperation;
import org.apache.hive.service.cli.operation.GetSchemasOperation;
import org.apache.hive.service.cli.operation.MetadataOperation;
import org.apache.hive.service.cli.operation.OperationManager;
import org.apache.hive.service.cli.session.HiveSession;
import org.apache.hive.service.cli.session.SessionManager;
import org.apache.spark.sql.hive.thriftserver.SparkSQLSessionManager;
import org.apache.spark.sql.hive.thriftserver.server.SparkSQLOperationManager;

/**
 * The JDBC metadata calls of opsmeta serve (GetSchemas, GetTables, GetColumns, GetFunctions:
 * DBeaver's schema tree, a BI tool's table picker) see the served schema alone, as SHOW
 * SCHEMAS does: a client's schema pattern becomes the served schema when it matches it, and a
 * schema that does not exist otherwise. Statements are checked by ServedSchemaParser; these
 * calls never reach a parser. Installed in the endpoint's session manager by install().
 */
public final class ServedOperationManager extends SparkSQLOperationManager {
  /** a schema pattern no schema matches (no JDBC wildcard in it) */
  private static final String NO_SCHEMA = "opsmetaservesnoschemabythisname";

  /** The schema pattern a metadata call is answered with: the client's own until serve()
   *  names the served schema. */
  static String servedPattern(String pattern) {
    String served = ServedSchemaParser.served();
    if (served == null) {
      return pattern;
    }
    if (pattern == null || pattern.isEmpty()) {
      return served;
    }
    return matches(pattern, served) ? served : NO_SCHEMA;
  }

  /** Whether a JDBC pattern (% any run, _ any one character, \ escaping the next; Hive's *
   *  any run) matches name, ignoring case as the metastore does. */
  static boolean matches(String pattern, String name) {
    StringBuilder regex = new StringBuilder();
    for (int i = 0; i < pattern.length(); i++) {
      char c = pattern.charAt(i);
      if (c == '\\' && i + 1 < pattern.length()) {
        regex.append(Pattern.quote(String.valueOf(pattern.charAt(++i))));
      } else if (c == '%' || c == '*') {
        regex.append(".*");
      } else if (c == '_') {
        regex.append('.');
      } else {
        regex.append(Pattern.quote(String.valueOf(c)));
      }
    }
    return Pattern.compile(regex.toString(), Pattern.CASE_INSENSITIVE).matcher(name).matches();
  }

  /** Spark's manager reads Hive's map of operations from its direct superclass's field (a
   *  subclass would read its own, null): point it at the map the operations are kept in. */
  public ServedOperationManager() throws ReflectiveOperationException {
    Field operations = OperationManager.class.getDeclaredField("handleToOperation");
    operations.setAccessible(true);
    replace(SparkSQLOperationManager.class, "handleToOperation", this, operations.get(this));
  }

  @Override
  public synchronized GetSchemasOperation newGetSchemasOperation(HiveSession session, String catalog, String schema) {
    return super.newGetSchemasOperation(session, catalog, servedPattern(schema));
  }

  @Override
  public synchronized MetadataOperation newGetTablesOperation(HiveSession session, String catalog, String schema,
      String table, List<String> tableTypes) {
    return super.newGetTablesOperation(session, catalog, servedPattern(schema), table, tableTypes);
  }

  @Override
  public synchronized GetColumnsOperation newGetColumnsOperation(HiveSession session, String catalog, String schema,
      String table, String column) {
    return super.newGetColumnsOperation(session, catalog, servedPattern(schema), table, column);
  }

  @Override
  public synchronized GetFunctionsOperation newGetFunctionsOperation(HiveSession session, String catalog,
      String schema, String function) {
    return super.newGetFunctionsOperation(session, catalog, servedPattern(schema), function);
  }

  /** Put a ServedOperationManager in place of the session manager's own, before a client
   *  opens a session (a session keeps the manager it was opened with). Spark's session
   *  manager keeps the operation manager twice (Hive's field and its own, where it records
   *  each session's SparkSession), so both are replaced. */
  public static void install(SessionManager sessions) throws ReflectiveOperationException {
    OperationManager current = sessions.getOperationManager();
    if (current instanceof ServedOperationManager) {
      return;
    }
    ServedOperationManager served = new ServedOperationManager();
    served.init(current.getHiveConf());
    served.start();
    replace(SessionManager.class, "operationManager", sessions, served);
    replace(SparkSQLSessionManager.class, "sparkSqlOperationManager", sessions, served);
  }

  private static void replace(Class<?> owner, String name, Object target, Object value) throws ReflectiveOperationException {
    Field field = owner.getDeclaredField(name);
    field.setAccessible(true);
    field.set(target, value);
  }
}
