package opsmeta.bi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.spark.sql.catalyst.FunctionIdentifier;
import org.apache.spark.sql.catalyst.TableIdentifier;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.parser.ParameterContext;
import org.apache.spark.sql.catalyst.parser.ParseException;
import org.apache.spark.sql.catalyst.parser.ParserInterface;
import org.apache.spark.sql.catalyst.plans.logical.Command;
import org.apache.spark.sql.catalyst.plans.logical.LogicalPlan;
import org.apache.spark.sql.catalyst.trees.TreeNode;
import org.apache.spark.sql.execution.command.ExplainCommand;
import org.apache.spark.sql.execution.command.SetCommand;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.StructType;
import scala.collection.Iterator;
import scala.collection.immutable.Seq;

/**
 * The statements a BI user of opsmeta serve may run: queries of the served (marts) schema and
 * its table functions, and the SHOW / DESCRIBE / USE / EXPLAIN / SET (reading) statements BI
 * tools send. Anything that writes, drops, creates, caches, adds jars or sets a value is
 * refused, and so is any name in another schema (staging, intermediate, raw, frozen copies);
 * SHOW SCHEMAS lists the served schema alone. A query's answer is marked for JsonAnswers.
 *
 * Only the statements a client sends are checked: the stored bodies of the served views and
 * table functions, which read other schemas, are parsed while the analyzer resolves the
 * statement that names them (its frames on the stack), and pass. Off until opsmeta serve calls
 * serve(schema) after its own setup statements.
 */
public final class ServedSchemaParser implements ParserInterface {
  private static volatile String served = null;
  private static final Set<String> READING_COMMANDS = new HashSet<>(Arrays.asList(
      "ShowTables", "ShowTablesExtended", "ShowViews", "ShowFunctions", "ShowColumns", "ShowCreateTable",
      "ShowTableProperties", "ShowPartitions", "ShowNamespacesCommand", "ShowCatalogsCommand",
      "DescribeRelation", "DescribeColumn", "DescribeFunction", "DescribeNamespace",
      "SetCatalogAndNamespace", "SetCommand", "ExplainCommand"));
  /** the unresolved nodes that name a table, view, function or schema, and how they name it */
  private static final Set<String> NAMED_NODES = new HashSet<>(Arrays.asList(
      "UnresolvedRelation", "UnresolvedTableOrView", "UnresolvedTable", "UnresolvedView",
      "UnresolvedFunctionName", "UnresolvedIdentifier", "UnresolvedTableValuedFunction"));
  private static final String SCHEMA_NODE = "UnresolvedNamespace";
  /** statements run later or named only once analysed: EXECUTE IMMEDIATE's text, a procedure,
   *  IDENTIFIER('...') (a name this check cannot read before the analyzer does) */
  private static final Set<String> DEFERRED_NODES = new HashSet<>(Arrays.asList(
      "UnresolvedExecuteImmediate", "ExecuteImmediateQuery", "Call", "PlanWithUnresolvedIdentifier",
      "ExpressionWithUnresolvedIdentifier"));
  /** built-in functions that call Java methods of the server's JVM */
  private static final Set<String> JVM_FUNCTIONS = new HashSet<>(Arrays.asList("reflect", "java_method", "try_reflect"));
  private static final String DEFAULT_CATALOG = "spark_catalog";
  private static final String ANALYZER_PACKAGE = "org.apache.spark.sql.catalyst.analysis.";

  private final ParserInterface delegate;

  public ServedSchemaParser(ParserInterface delegate) {
    this.delegate = delegate;
  }

  /** Check every statement from now on, serving {@code schema} alone. */
  public static void serve(String schema) {
    if (!schema.matches("[a-z_][a-z0-9_]*")) {
      throw new IllegalArgumentException("not a schema name: " + schema);
    }
    served = schema;
  }

  public static String served() {
    return served;
  }

  /** A statement opsmeta serve does not run for a BI user. */
  public static final class Refused extends RuntimeException {
    Refused(String message) {
      super("opsmeta serve: " + message);
    }
  }

  @Override
  public LogicalPlan parsePlan(String sqlText) throws ParseException {
    return guarded(delegate.parsePlan(sqlText));
  }

  @Override
  public LogicalPlan parsePlanWithParameters(String sqlText, ParameterContext parameters) throws ParseException {
    return guarded(delegate.parsePlanWithParameters(sqlText, parameters));
  }

  private LogicalPlan guarded(LogicalPlan plan) throws ParseException {
    String schema = served;
    if (schema == null || insideAnalysis()) {
      return plan;
    }
    String kind = plan.getClass().getSimpleName();
    if (kind.equals("ShowNamespacesCommand")) {
      return delegate.parsePlan("show schemas like '" + schema + "'");
    }
    check(plan, schema, true);
    return plan instanceof Command ? plan : JsonAnswers.mark(plan);
  }

  /** Whether this parse is of a stored body the analyzer is expanding (a view's text, a SQL
   *  function's body), not of a statement a client sent. */
  private static boolean insideAnalysis() {
    return StackWalker.getInstance().walk(frames -> frames.anyMatch(
        frame -> frame.getClassName().startsWith(ANALYZER_PACKAGE)));
  }

  static void check(TreeNode<?> node, String schema, boolean root) {
    String kind = node.getClass().getSimpleName();
    if (node instanceof Command || kind.equals("InsertIntoStatement")) {
      if (!root || !READING_COMMANDS.contains(kind)) {
        throw new Refused("BI users read the marts: " + describe(kind) + " is not allowed");
      }
      if (node instanceof SetCommand && ((SetCommand) node).kv().isDefined()
          && ((SetCommand) node).kv().get()._2().isDefined()) {
        throw new Refused("BI users cannot change session settings (SET key=value)");
      }
      if (node instanceof ExplainCommand) {
        check(((ExplainCommand) node).logicalPlan(), schema, false);
      }
    }
    if (DEFERRED_NODES.contains(kind)) {
      throw new Refused("BI users read the marts: " + describe(kind) + " is not allowed");
    }
    if (kind.equals("UnresolvedFunction")) {
      List<String> parts = nameParts(node);
      if (JVM_FUNCTIONS.contains(parts.get(parts.size() - 1).toLowerCase(Locale.ROOT))) {
        throw new Refused("BI users read the marts: " + String.join(".", parts) + "() is not allowed");
      }
    }
    if (NAMED_NODES.contains(kind) || kind.equals(SCHEMA_NODE)) {
      List<String> parts = nameParts(node);
      List<String> namespace = kind.equals(SCHEMA_NODE) ? parts : parts.subList(0, Math.max(0, parts.size() - 1));
      if (!isServed(namespace, schema)) {
        throw new Refused("only the schema " + schema + " is served; " + String.join(".", parts) + " is not");
      }
    }
    for (Object child : children(node)) {
      check((TreeNode<?>) child, schema, false);
    }
  }

  static boolean isServed(List<String> namespace, String schema) {
    List<String> lower = new ArrayList<>();
    for (String part : namespace) {
      lower.add(part.toLowerCase(Locale.ROOT));
    }
    return lower.isEmpty() || lower.equals(List.of(schema)) || lower.equals(List.of(DEFAULT_CATALOG, schema));
  }

  private static String describe(String kind) {
    return kind.replace("Command", "").replace("Statement", "").replaceAll("([a-z])([A-Z])", "$1 $2").toUpperCase(Locale.ROOT);
  }

  @SuppressWarnings("unchecked")
  private static List<String> nameParts(TreeNode<?> node) {
    for (String method : new String[] {"multipartIdentifier", "nameParts", "name"}) {
      // UnresolvedFunction's name is nameParts
      try {
        Object value = node.getClass().getMethod(method).invoke(node);
        if (value instanceof Seq) {
          List<String> parts = new ArrayList<>();
          Iterator<String> iterator = ((Seq<String>) value).iterator();
          while (iterator.hasNext()) {
            parts.add(iterator.next());
          }
          return parts;
        }
      } catch (ReflectiveOperationException e) {
        // the next way of naming
      }
    }
    throw new Refused("cannot tell what " + node.getClass().getSimpleName() + " names");
  }

  /** A node's children, its inner ones (a WITH's definitions), and for a plan its expressions
   *  and the plans of its subquery expressions. */
  private static List<Object> children(TreeNode<?> node) {
    List<Object> found = new ArrayList<>();
    addAll(found, node.children());
    addAll(found, node.innerChildren());
    if (node instanceof LogicalPlan) {
      addAll(found, ((LogicalPlan) node).subqueries());
      addAll(found, ((LogicalPlan) node).expressions());
    }
    return found;
  }

  private static void addAll(List<Object> found, Seq<?> items) {
    Iterator<?> iterator = items.iterator();
    while (iterator.hasNext()) {
      Object item = iterator.next();
      if (item instanceof TreeNode) {
        found.add(item);
      }
    }
  }

  @Override
  public Expression parseExpression(String sqlText) throws ParseException {
    return delegate.parseExpression(sqlText);
  }

  @Override
  public TableIdentifier parseTableIdentifier(String sqlText) throws ParseException {
    return delegate.parseTableIdentifier(sqlText);
  }

  @Override
  public FunctionIdentifier parseFunctionIdentifier(String sqlText) throws ParseException {
    return delegate.parseFunctionIdentifier(sqlText);
  }

  @Override
  public Seq<String> parseMultipartIdentifier(String sqlText) throws ParseException {
    return delegate.parseMultipartIdentifier(sqlText);
  }

  @Override
  public LogicalPlan parseQuery(String sqlText) throws ParseException {
    return delegate.parseQuery(sqlText);
  }

  @Override
  public StructType parseRoutineParam(String sqlText) throws ParseException {
    return delegate.parseRoutineParam(sqlText);
  }

  @Override
  public StructType parseTableSchema(String sqlText) throws ParseException {
    return delegate.parseTableSchema(sqlText);
  }

  @Override
  public DataType parseDataType(String sqlText) throws ParseException {
    return delegate.parseDataType(sqlText);
  }
}
