// The list of workloads: name, what is timed, the in-process baseline and the target. The benchmark executable
// registers exactly these names and the report prints them in this order, so a workload is added here once.

/// One benchmark of the suite, as the report describes it.
public struct Workload: Sendable {
  /// Which table the workload belongs to.
  public enum Table: Sendable {
    case main
    case scaling
  }

  /// What a workload measures of memory, next to its time.
  public enum Memory: Sendable {
    /// The peak resident set of the spawned process (its `ru_maxrss` from `wait4`), with a limit in MB (10^6 bytes).
    case peakResident(limitMegabytes: Double?)
    /// The bytes the workload's structures still hold after the timed region (malloc's bytes in use after minus
    /// before), against the bytes of a reference structure measured the same way in the same process, with a
    /// limit on the ratio held / reference.
    case heldBytes(reference: String, limitRatio: Double?)
  }

  /// The benchmark name, as registered with package-benchmark.
  public let name: String
  /// What one timed iteration does.
  public let summary: String
  /// What the same process times next to it (nil: no baseline), shown as "ours / baseline".
  public let baseline: String?
  /// The target for the median, in milliseconds.
  public let targetMilliseconds: Double?
  /// The target for the median ratio ours / baseline.
  public let targetRatio: Double?
  /// The target for the median number of heap allocations of one iteration.
  public let targetMallocs: Int?
  /// True when the workload diffs and records its moves (checked minimal once, outside the timing).
  public let recordsMoves: Bool
  public let table: Table
  /// For the scaling tables: the number of items in each snapshot.
  public let size: Int?
  /// What the workload measures of memory (nil: nothing beyond allocation counts).
  public let memory: Memory?

  public init(
    _ name: String, _ summary: String, baseline: String? = nil, targetMilliseconds: Double? = nil,
    targetRatio: Double? = nil, targetMallocs: Int? = nil, recordsMoves: Bool = false, table: Table = .main,
    size: Int? = nil, memory: Memory? = nil
  ) {
    self.name = name
    self.summary = summary
    self.baseline = baseline
    self.targetMilliseconds = targetMilliseconds
    self.targetRatio = targetRatio
    self.targetMallocs = targetMallocs
    self.recordsMoves = recordsMoves
    self.table = table
    self.size = size
    self.memory = memory
  }
}

/// Names of the custom metrics the benchmarks record next to package-benchmark's own.
public enum CustomMetricName {
  /// Nanoseconds of one run of the workload's baseline, timed in the same process between measured iterations.
  public static let baselineNanoseconds = "baselineNanoseconds"
  /// Item moves in the diff's batch update.
  public static let moves = "moves"
  /// matched − LIS of the flattened arrays: the least number of moves any diff with that matching needs.
  public static let minimalMoves = "minimalMoves"
  /// Peak resident bytes of a spawned process (`Workload.Memory.peakResident`).
  public static let peakResidentBytes = "peakResidentBytes"
  /// Bytes held after the timed region, and the bytes of the reference structure (`Workload.Memory.heldBytes`).
  public static let heldBytes = "heldBytes"
  public static let referenceBytes = "referenceBytes"
}

public enum Catalog {
  static let collectionDifference = "CollectionDifference: `new.difference(from: old).inferringMoves()`, flattened"

  /// Every workload, in report order.
  public static let workloads: [Workload] =
    existing + deriveAppend + issue11 + issue20 + listConfigurations + crashLogs

  /// The workloads before issue 11 (its regression check compares these with a build before it), and issue 9's
  /// table apply.
  static let existing: [Workload] = [
    Workload(
      "diff-10k-half", "sectioned diff, 1 section, `0..<10000` → `5000..<15000`", baseline: collectionDifference,
      targetMilliseconds: 0.4, targetMallocs: 20, recordsMoves: true),
    Workload(
      "diff-50k-half", "sectioned diff, 1 section, `0..<50000` → `25000..<75000`", baseline: collectionDifference,
      targetMilliseconds: 2.5, recordsMoves: true),
    Workload(
      "diff-10k-same", "sectioned diff of two separately built equal snapshots of `0..<10000`",
      baseline: collectionDifference, targetMilliseconds: 0.005, recordsMoves: true),
    Workload(
      "diff-10k-shuffle", "sectioned diff, `0..<10000` → Fisher–Yates shuffle (splitmix64, seed 42)",
      baseline: collectionDifference, targetMilliseconds: 1.0, recordsMoves: true),
    Workload(
      "churn-10k-moderate", "sectioned diff, n = 10k, delete/insert/move 20 % each", baseline: collectionDifference,
      targetMilliseconds: 0.5, recordsMoves: true),
    Workload(
      "churn-10k-heavy", "sectioned diff, n = 10k, delete/insert/move 50 % each", baseline: collectionDifference,
      recordsMoves: true),
    Workload(
      "churn-50k-moderate", "sectioned diff, n = 50k, delete/insert/move 20 % each", baseline: collectionDifference,
      targetMilliseconds: 3, recordsMoves: true),
    Workload(
      "diff-100x100-3changed", "sectioned diff, 100 sections × 100 items, 3 sections with half their items replaced",
      baseline: collectionDifference, targetMilliseconds: 0.05, recordsMoves: true),
    Workload(
      "diff-uuid-10k-moderate", "build both snapshots (random UUIDs, churn-10k-moderate layout) + sectioned diff",
      baseline: collectionDifference, recordsMoves: true),
    Workload(
      "anyitem-diff-10k-half", "diff-10k-half with items wrapped in `AnyItem` of two types",
      baseline: "its concrete twin: the same diff on `Int` items", targetRatio: 1.3, recordsMoves: true),
    Workload(
      "build-10k", "`appendSections([\"main\"])` + `appendItems` of a prebuilt 10k array",
      baseline: "`Set(items)` + `ContiguousArray(items)`", targetMilliseconds: 0.002),
    Workload(
      "build-50k", "`appendSections([\"main\"])` + `appendItems` of a prebuilt 50k array",
      baseline: "`Set(items)` + `ContiguousArray(items)`"),
    Workload(
      "build-100x100", "100 × (`appendSections` + `appendItems` of 100 items), arrays made inside",
      baseline: "the same arrays into `[[Int]]` + one `Set` of all items + section index dictionary"),
    Workload(
      "delete-5k-of-10k", "build 10k, then `deleteItems` of the first 5,000",
      baseline: "`Set` + array build of 10k, then remove 5k from both", targetMilliseconds: 0.1),
    Workload(
      "delete-25-of-50-sections", "build 50 × 100, then `deleteSections` of every other section",
      baseline: "`[[Int]]` + `Set` build, then drop 25 sections and their items", targetMilliseconds: 0.05),
    Workload(
      "reload-5k", "build 10k, then `reloadItems` of 5,000", baseline: "`Set` + array build of 10k, then 5k lookups",
      targetMilliseconds: 0.1),
    Workload(
      "query-item-identifiers-100x", "100 reads of `itemIdentifiers` on a 5k snapshot (10 × 500), each consumed",
      baseline: "100 × concatenating the 10 arrays into a new `Array`", targetMilliseconds: 1),
    Workload(
      "outline-expand-10k", "`tryUserExpand` of a parent with 10,000 children (diff + headless apply)",
      targetMilliseconds: 2),
    Workload(
      "apply-10k-half", "`tryApply` of diff-10k-half through the headless collection view, validation included",
      baseline: "`SectionedDiff.batchUpdate` alone on the same snapshots", targetMilliseconds: 1),
    Workload(
      "dequeue-registration-10k",
      "scroll 10,000 rows a viewport (20) at a time and back, cells from a `CellRegistration`",
      baseline: "the same scroll with a class registration and `dequeueReusableCell(withReuseIdentifier:for:)`",
      targetRatio: 1.1),
    Workload(
      "apply-10k-controllers",
      "`tryApply` of a 10k half-overlap diff through `CellControllerDataSource` (controlled items, view state)",
      baseline: "the same apply through `MixedListDataSource`, plain items (no controllers)"),
    Workload(
      "apply-10k-table",
      "`tryApply` of diff-10k-half through `TableViewDiffableDataSource` and `HeadlessTableView` (alternating directions)",
      baseline: "the same applies through `CollectionViewDiffableDataSource` and `HeadlessCollectionView`"),
    Workload(
      "lks-pagination", "`lks Scripts/pagination.lks`: 1,000 pages of 100 items, `apply` after each (whole process)",
      targetMilliseconds: 300, memory: .peakResident(limitMegabytes: 60)),
    Workload("lks-startup", "`lks -c 'quit'` (whole process)", targetMilliseconds: 30),
    Workload(
      "lks-color-20k", "`lks --color always -c` printing a layout of 20,000 rows, output discarded (whole process)",
      targetMilliseconds: 1_000),
    Workload(
      "lks-plain-20k", "the same as lks-color-20k with `--color never`: coloured output is within 1.5× of this",
      targetMilliseconds: 1_000),
  ]

  /// Issue 11's derive–edit–apply workloads (after the derive-append-100 series), history memory and the 1M session.
  static let issue11: [Workload] = [
    Workload(
      "derive-move-1", "`snapshot()` + `moveItem` of one item (25,000 after 75,000) + `tryApply`, 100k items",
      baseline: deriveBaseline, targetMilliseconds: 0.05, recordsMoves: true),
    Workload(
      "derive-delete-1", "`snapshot()` + `deleteItems` of one item (50,000) + `tryApply`, 100k items",
      baseline: deriveBaseline, targetMilliseconds: 0.05, recordsMoves: true),
    Workload(
      "derive-reconfigure-1", "`snapshot()` + `reconfigureItems` of one item + `tryApply`, 100k items",
      baseline: deriveBaseline, targetMilliseconds: 0.05, recordsMoves: true),
    Workload(
      "history-memory-100k",
      "1,000 × (`snapshot()` + append 100 + `tryApply`), each applied snapshot kept in a history, ending at 100k",
      memory: .heldBytes(reference: "one 100k snapshot (`appendItems` of `0..<100000`)", limitRatio: 2)),
    Workload(
      "lks-1M",
      "`lks Scripts/million.lks`: 1M items: append, apply, move one, apply, delete 500, apply (whole process)",
      targetMilliseconds: 500, memory: .peakResident(limitMegabytes: 200)),
  ]

  /// Issue 20's workloads: moves and deletes at 100k and 1M through the derive–edit–apply cycle, an edit of an older
  /// version, a dependent's debug build and the issue's 1M shell session.
  static let issue20: [Workload] = [
    Workload(
      "derive-move1-100k", "`snapshot()` + `moveItem` of the first item after the last + `tryApply`, 100k items",
      baseline: deriveBaseline, targetMilliseconds: 0.2, recordsMoves: true),
    Workload(
      "derive-move1-1M", "`snapshot()` + `moveItem` of the first item after the last + `tryApply`, 1M items",
      baseline: deriveBaseline, targetMilliseconds: 0.4, recordsMoves: true),
    Workload(
      "derive-movemid-100k", "`snapshot()` + `moveItem` of item n/4 after item 3n/4 + `tryApply`, 100k items",
      baseline: deriveBaseline, targetMilliseconds: 0.2, recordsMoves: true),
    Workload(
      "derive-delete1-1M", "`snapshot()` + `deleteItems` of the middle item + `tryApply`, 1M items",
      baseline: deriveBaseline, targetMilliseconds: 0.1, recordsMoves: true),
    Workload(
      "oldbase-append100-1M",
      "a copy of an **older** 1M snapshot (a newer one derived from it is alive) + append 100 + `SectionedDiff`",
      baseline: deriveBaseline, targetMilliseconds: 1, recordsMoves: true),
    Workload(
      "debug-dependent-10k",
      "a dependent package's **debug** build: 100 sections × 100 items, each item appended alone (whole process)",
      targetMilliseconds: 50),
    Workload(
      "lks-1M-move",
      "`lks -c`: append 1M, apply, move x1 after x1000000, apply, delete every other of x1…x1000, apply (whole process)",
      targetMilliseconds: 500, memory: .peakResident(limitMegabytes: 200)),
  ]

  static let deriveBaseline = "the same edit's diff between two separately built snapshots (no shared storage)"

  /// A list configuration's two updates at 100k `Identifiable`, `ContentEquatable` items: the full array (what
  /// `SimpleList.setItems` does at its turn) and the O(change) edit (what `updateItems` does).
  /// Issue 32's crash logs: `lks explain` of a 100 MB log (`CrashLogInputs`, written once by the setup), whole
  /// process, output discarded.
  static let crashLogs: [Workload] = [
    Workload(
      "lks-explain-console-100mb",
      "`lks explain` of a 100 MB console log: ordinary app lines, 5 R15 crashes (whole process)",
      targetMilliseconds: 5_000, memory: .peakResident(limitMegabytes: 300)),
    Workload(
      "lks-explain-many-100mb",
      "`lks explain` of a 100 MB log with 57,843 R15 crashes: 50 explained, the rest counted (whole process)",
      targetMilliseconds: 5_000, memory: .peakResident(limitMegabytes: 300)),
    Workload(
      "lks-explain-line-100mb",
      "`lks explain` of a 100 MB console log on one line, no line breaks, 3 crashes in it (whole process)",
      targetMilliseconds: 5_000, memory: .peakResident(limitMegabytes: 300)),
    Workload(
      "lks-explain-junk-100mb",
      "`lks explain` of 50 MB of text with invalid UTF-8, then 50 MB of random bytes, then a crash (whole process)",
      targetMilliseconds: 5_000, memory: .peakResident(limitMegabytes: 300)),
  ]

  static let listConfigurations: [Workload] = [
    Workload(
      "list-setitems-100k-plus100",
      "`SimpleList.setItems`' work: build the snapshot of 100,100 items + `ListApplier.tryApply` (content compared, "
        + "diff, apply) on a list showing 100,000",
      baseline: "building the same snapshot + `SectionedDiff.batchUpdate` from the shown one", targetMilliseconds: 20),
    Workload(
      "list-updateitems-100k-append100",
      "`SimpleList.updateItems`' work: `snapshot()` + `appendItems` of 100 + `ListApplier.tryApply(comparingContent: "
        + "false)` on a list showing 100,000 (deleted again untimed)",
      targetMilliseconds: 0.2),
  ]

  /// The sizes of the derive-append-100 series (issue 11: flat from 1k to 1M).
  public static let deriveAppendSizes = [1_000, 10_000, 100_000, 1_000_000]

  /// The most the 1M figure of derive-append-100 may be, as a multiple of the 1k figure.
  public static let deriveAppendFlatness = 2.0

  /// derive-append-100 at each size: the app's cycle (`dataSource.snapshot()`, append a page, apply).
  static let deriveAppend: [Workload] = deriveAppendSizes.map { size in
    Workload(
      deriveAppendName(size),
      "`snapshot()` + `appendItems` of 100 new items + `tryApply` on \(sizeLabel(size)) items (deleted again untimed)",
      baseline: deriveBaseline, targetMilliseconds: 0.05, recordsMoves: true, size: size)
  }

  /// `derive-append-100-1k` …
  public static func deriveAppendName(_ size: Int) -> String { "derive-append-100-\(sizeLabel(size))" }

  /// The scaling series: diff-N-half for growing N.
  public static let scaling: [Workload] = [1_000, 10_000, 100_000, 1_000_000].map { size in
    Workload(
      "scaling-diff-\(sizeLabel(size))-half", "sectioned diff, 1 section, `0..<N` → `N/2..<3N/2`",
      recordsMoves: true, table: .scaling, size: size)
  }

  /// `1k`, `10k`, `1M`.
  public static func sizeLabel(_ size: Int) -> String {
    if size >= 1_000_000 && size % 1_000_000 == 0 { return "\(size / 1_000_000)M" }
    if size >= 1_000 && size % 1_000 == 0 { return "\(size / 1_000)k" }
    return "\(size)"
  }

  /// The workload named `name`; traps for a name that is not in the catalog (a typo in a registration).
  public static func workload(_ name: String) -> Workload {
    guard let workload = (workloads + scaling).first(where: { $0.name == name }) else {
      preconditionFailure("benchmark '\(name)' is not in Catalog.workloads")
    }
    return workload
  }
}
