package opsmeta.bi;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.catalyst.analysis.UnresolvedFunction$;
import org.apache.spark.sql.catalyst.analysis.UnresolvedStar;
import org.apache.spark.sql.catalyst.expressions.Alias$;
import org.apache.spark.sql.catalyst.expressions.Attribute;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.NamedExpression;
import org.apache.spark.sql.catalyst.plans.logical.LogicalPlan;
import org.apache.spark.sql.catalyst.plans.logical.Project;
import org.apache.spark.sql.catalyst.plans.logical.SubqueryAlias;
import org.apache.spark.sql.catalyst.plans.logical.SubqueryAlias$;
import org.apache.spark.sql.catalyst.rules.Rule;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StructType;
import scala.Option;
import scala.collection.Iterator;
import scala.collection.immutable.Seq;
import scala.jdk.javaapi.CollectionConverters;

/**
 * A BI client's answer carries its map, array and struct columns as JSON text: the Thrift
 * server writes complex values in Hive's text form ({1:2}, keys unquoted), which no BI tool
 * parses. The parser marks the root of each query a client sends (mark); once the analyzer has
 * resolved the query under the mark, this rule puts to_json over each complex column, keeping
 * its name, and drops the mark. Stored bodies of views and functions, and subqueries, are not
 * marked, so only what the client receives changes.
 */
public final class JsonAnswers extends Rule<LogicalPlan> {
  private static final String MARK = "__opsmeta_bi_answer";

  /** The query a client sent, marked as the answer it receives. */
  static LogicalPlan mark(LogicalPlan query) {
    List<NamedExpression> everything = List.of(new UnresolvedStar(Option.empty()));
    return new Project(seq(everything), SubqueryAlias$.MODULE$.apply(MARK, query));
  }

  @Override
  public LogicalPlan apply(LogicalPlan plan) {
    LogicalPlan answer = marked(plan);
    if (answer == null || !answer.resolved()) {
      return plan;
    }
    List<NamedExpression> columns = new ArrayList<>();
    boolean complex = false;
    Iterator<Attribute> output = answer.output().iterator();
    while (output.hasNext()) {
      Attribute column = output.next();
      if (isComplex(column.dataType())) {
        columns.add(asJson(column));
        complex = true;
      } else {
        columns.add(column);
      }
    }
    return complex ? new Project(seq(columns), answer) : answer;
  }

  /** The query under the mark, when plan is a marked root; null otherwise. */
  private static LogicalPlan marked(LogicalPlan plan) {
    if (plan instanceof Project && ((Project) plan).child() instanceof SubqueryAlias) {
      SubqueryAlias alias = (SubqueryAlias) ((Project) plan).child();
      if (alias.alias().equals(MARK)) {
        return alias.child();
      }
    }
    return null;
  }

  private static boolean isComplex(DataType type) {
    return type instanceof MapType || type instanceof ArrayType || type instanceof StructType;
  }

  private static NamedExpression asJson(Attribute column) {
    Expression json = UnresolvedFunction$.MODULE$.apply("to_json", seq(List.<Expression>of(column)), false);
    String name = column.name();
    return Alias$.MODULE$.apply(json, name, Alias$.MODULE$.apply$default$3(json, name),
        Alias$.MODULE$.apply$default$4(json, name), Alias$.MODULE$.apply$default$5(json, name),
        Alias$.MODULE$.apply$default$6(json, name));
  }

  private static <T> Seq<T> seq(List<T> items) {
    return CollectionConverters.asScala(items).toList();
  }
}
