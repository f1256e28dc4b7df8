package opsmeta.bi;

import java.lang.reflect.Field;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.catalog.CatalogTable;
import org.apache.spark.sql.catalyst.catalog.CatalogTablePartition;
import org.apache.spark.sql.catalyst.catalog.CatalogStatistics;
import org.apache.spark.sql.catalyst.catalog.ExternalCatalogEventListener;
import org.apache.spark.sql.catalyst.catalog.ExternalCatalogWithListener;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.internal.SharedState;
import org.apache.spark.sql.types.StructType;
import scala.Option;
import scala.collection.immutable.Seq;

/** The shared external catalog with the metadata of frozen copies kept in memory.
 *
 *  A table function reads frozen copies (opsmeta.warehouse.frozen): external tables in a
 *  {@code <schema>_frozen} database, named after the table, the making's time and a random token,
 *  whose location and partitions are set once, when they are made. So a copy's table metadata,
 *  and the partitions a filter selects from it, never change while the copy exists, and a name is
 *  never reused. Every call of a function otherwise asks the metastore for them again: on the
 *  tests' sample, 21 calls an active_runs call, each getTable 8-19 ms and each partition listed
 *  0.3 ms, most of the call's time.
 *
 *  Held: a copy's table, whether it exists (once it does) and its partitions by filter. Every
 *  other call goes to the metastore. A change made through this catalog (a drop, an alter)
 *  forgets the table. The maps are emptied when they pass {@link #MAX_ENTRIES}: a copy's entries
 *  outlive it only until then (a dropped copy is read by no function). */
public final class FrozenMetadataCache extends ExternalCatalogWithListener {
  /** A frozen copy's database and table name (opsmeta.warehouse.frozen_copies.NAME_PATTERN). */
  private static final Pattern FROZEN_DATABASE = Pattern.compile("^\\w+_frozen$");
  private static final Pattern FROZEN_TABLE = Pattern.compile("^\\w+?__\\w+?__frozen_\\d{13}_[0-9a-f]{8}$");
  static final int MAX_ENTRIES = 10_000;

  private final Map<String, CatalogTable> tables = new ConcurrentHashMap<>();
  private final Map<String, Seq<CatalogTablePartition>> partitions = new ConcurrentHashMap<>();

  private FrozenMetadataCache(ExternalCatalogWithListener current) {
    super(current.unwrapped());
    for (ExternalCatalogEventListener listener : current.listeners()) {
      addListener(listener);
    }
  }

  /** Put the cache in front of the session's shared external catalog: the sessions made from
   *  now on (a JDBC client's each) read through it. Idempotent; whether it was installed now. */
  public static synchronized boolean install(SparkSession session) throws ReflectiveOperationException {
    SharedState shared = session.sharedState();
    ExternalCatalogWithListener current = shared.externalCatalog();
    if (current instanceof FrozenMetadataCache) {
      return false;
    }
    // a lazy val, computed above: its field is what every new session's catalog reads
    Field field = SharedState.class.getDeclaredField("externalCatalog");
    field.setAccessible(true);
    field.set(shared, new FrozenMetadataCache(current));
    return true;
  }

  public static boolean isFrozen(String db, String table) {
    return db != null && table != null && FROZEN_DATABASE.matcher(db).matches() && FROZEN_TABLE.matcher(table).matches();
  }

  private static String key(String db, String table) {
    return db.toLowerCase() + "." + table.toLowerCase();
  }

  private <V> void bounded(Map<String, V> map) {
    if (map.size() >= MAX_ENTRIES) {
      map.clear();
    }
  }

  private void forget(String db, String table) {
    String prefix = key(db, table);
    tables.remove(prefix);
    partitions.keySet().removeIf(k -> k.startsWith(prefix + "\u0000"));
  }

  /** Forget every copy: the next call of each asks the metastore again. */
  public void forgetAll() {
    tables.clear();
    partitions.clear();
  }

  public int cachedTables() {
    return tables.size();
  }

  public int cachedPartitionLists() {
    return partitions.size();
  }

  @Override
  public CatalogTable getTable(String db, String table) {
    if (!isFrozen(db, table)) {
      return super.getTable(db, table);
    }
    String key = key(db, table);
    CatalogTable held = tables.get(key);
    if (held == null) {
      held = super.getTable(db, table);
      bounded(tables);
      tables.put(key, held);
    }
    return held;
  }

  @Override
  public boolean tableExists(String db, String table) {
    return (isFrozen(db, table) && tables.containsKey(key(db, table))) || super.tableExists(db, table);
  }

  @Override
  public Seq<CatalogTablePartition> listPartitionsByFilter(String db, String table, Seq<Expression> predicates,
                                                          String defaultTimeZoneId) {
    if (!isFrozen(db, table)) {
      return super.listPartitionsByFilter(db, table, predicates, defaultTimeZoneId);
    }
    StringBuilder key = new StringBuilder(key(db, table)).append('\u0000').append(defaultTimeZoneId);
    scala.collection.Iterator<Expression> each = predicates.iterator();
    while (each.hasNext()) {
      key.append('\u0000').append(each.next().sql());
    }
    String filter = key.toString();
    Seq<CatalogTablePartition> held = partitions.get(filter);
    if (held == null) {
      held = super.listPartitionsByFilter(db, table, predicates, defaultTimeZoneId);
      bounded(partitions);
      partitions.put(filter, held);
    }
    return held;
  }

  @Override
  public void dropTable(String db, String table, boolean ignoreIfNotExists, boolean purge) {
    forget(db, table);
    super.dropTable(db, table, ignoreIfNotExists, purge);
  }

  @Override
  public void renameTable(String db, String oldName, String newName) {
    forget(db, oldName);
    super.renameTable(db, oldName, newName);
  }

  @Override
  public void alterTable(CatalogTable definition) {
    forget(definition.database(), definition.identifier().table());
    super.alterTable(definition);
  }

  @Override
  public void alterTableDataSchema(String db, String table, StructType schema) {
    forget(db, table);
    super.alterTableDataSchema(db, table, schema);
  }

  @Override
  public void alterTableSchema(String db, String table, StructType schema) {
    forget(db, table);
    super.alterTableSchema(db, table, schema);
  }

  @Override
  public void createPartitions(String db, String table, Seq<CatalogTablePartition> parts, boolean ignoreIfExists) {
    forget(db, table);
    super.createPartitions(db, table, parts, ignoreIfExists);
  }

  @Override
  public void dropPartitions(String db, String table, Seq<scala.collection.immutable.Map<String, String>> specs,
                             boolean ignoreIfNotExists, boolean purge, boolean retainData) {
    forget(db, table);
    super.dropPartitions(db, table, specs, ignoreIfNotExists, purge, retainData);
  }

  @Override
  public void alterPartitions(String db, String table, Seq<CatalogTablePartition> parts) {
    forget(db, table);
    super.alterPartitions(db, table, parts);
  }

  @Override
  public void renamePartitions(String db, String table, Seq<scala.collection.immutable.Map<String, String>> specs,
                               Seq<scala.collection.immutable.Map<String, String>> newSpecs) {
    forget(db, table);
    super.renamePartitions(db, table, specs, newSpecs);
  }

  @Override
  public void alterTableStats(String db, String table, Option<CatalogStatistics> stats) {
    forget(db, table);
    super.alterTableStats(db, table, stats);
  }
}
