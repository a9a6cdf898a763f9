// The reuse pool of a headless view: registered classes by reuse identifier, the recycled instances waiting per
// identifier, and the per-class counters of what dequeues did. Both views' cells use it, and the collection view's
// supplementary views (without counters).

/// Registered classes and recycled instances per reuse identifier (UIKit's dequeue machinery), with per-class
/// counters.
///
/// A dequeue hands out a recycled instance after calling its `prepareForReuse()` (content stays stale until the data
/// source configures it), or creates one with `init()`. Only instances of the class registered now go back to the
/// pool.
@MainActor
struct ReusePool<View: HeadlessReusableView> {
  private(set) var classes: [String: View.Type] = [:]
  private(set) var waiting: [String: [View]] = [:]
  private var statisticsByClass: [ObjectIdentifier: CellStatistics] = [:]
  private var statisticsOrder: [ObjectIdentifier] = []
  /// While an operation of the view runs: what puts back each instance handed out again (recycled or reconfigured),
  /// kept before it is; nil outside operations.
  var keptStates: [KeptViewProperties]?

  /// Registers the class created for `identifier`; a new class for a registered identifier empties its pool.
  ///
  /// - Complexity: O(1) amortized.
  mutating func register(_ viewClass: View.Type, forIdentifier identifier: String) {
    setClass(viewClass, forIdentifier: identifier)
    noteClass(viewClass)
  }

  /// The registration itself, without the counters: a new class for a registered identifier empties its pool.
  private mutating func setClass(_ viewClass: View.Type, forIdentifier identifier: String) {
    if let previous = classes[identifier], previous != viewClass { waiting[identifier] = nil }
    classes[identifier] = viewClass
  }

  /// Registers every class `other` has registered and this pool has not (a registration outlives an operation the
  /// view takes back: it is the app's, as UIKit's `register` is). The counters stay as they were: a class appears in
  /// them when a later operation dequeues it, so the view taken back counts nothing new.
  ///
  /// - Complexity: O(registered identifiers).
  mutating func keepRegistrations(of other: ReusePool) {
    for (identifier, viewClass) in other.classes where classes[identifier] != viewClass {
      setClass(viewClass, forIdentifier: identifier)
    }
  }

  /// A recycled instance (after `prepareForReuse()`) or a new one; nil when `identifier` is not registered. With
  /// `includingUnregistered`, an unregistered identifier still hands out an instance the app made itself and the view recycled
  /// (a table's classic `dequeueReusableCell(withIdentifier:)`), else nil.
  ///
  /// - Complexity: O(1) amortized.
  mutating func dequeue(_ identifier: String, includingUnregistered: Bool = false) -> View? {
    let viewClass = classes[identifier]
    guard viewClass != nil || includingUnregistered else { return nil }
    let view: View
    if let recycled = waiting[identifier]?.popLast() {
      view = recycled
      keepState(of: view)
      view.prepareForReuseCount += 1
      view.prepareForReuse()
      count(view) {
        $0.dequeues += 1
        $0.reuses += 1
        $0.prepareForReuseCalls += 1
      }
    } else {
      guard let viewClass else { return nil }
      view = viewClass.init()
      view.reuseIdentifier = identifier
      count(view) {
        $0.dequeues += 1
        $0.creations += 1
      }
    }
    return view
  }

  /// Keeps what puts `view` back if the running operation fails (nothing outside operations).
  mutating func keepState(of view: View) {
    if keptStates != nil { keptStates!.append(KeptViewProperties(view)) }
  }

  /// Puts a view that is no longer displayed back, if it is of the class registered for its identifier now, or
  /// if nothing is registered for its identifier (a cell the app made with a reuse identifier, as tables allow).
  ///
  /// - Complexity: O(1) amortized.
  mutating func enqueue(_ view: View, identifier: String) {
    view.indexPath = nil
    if let registered = classes[identifier], registered != type(of: view) { return }
    waiting[identifier, default: []].append(view)
  }

  // MARK: Counters

  /// The counters of one class (zero for a class never seen).
  func statistics(for viewClass: View.Type) -> CellStatistics {
    statisticsByClass[ObjectIdentifier(viewClass)] ?? CellStatistics(className: printedName(of: viewClass))
  }

  /// The counters of every class registered or seen, in the order first registered or seen.
  var allStatistics: [CellStatistics] { statisticsOrder.compactMap { statisticsByClass[$0] } }

  /// Changes the counters of the view's class.
  ///
  /// - Complexity: O(1) expected: one hash lookup for a class seen before (it runs for every dequeue and display).
  mutating func count(_ view: View, _ change: (inout CellStatistics) -> Void) {
    if let index = statisticsByClass.index(forKey: ObjectIdentifier(type(of: view))) {
      change(&statisticsByClass.values[index])
    } else {
      change(&statisticsByClass[noteClass(type(of: view))]!)
    }
  }

  @discardableResult
  private mutating func noteClass(_ viewClass: View.Type) -> ObjectIdentifier {
    let key = ObjectIdentifier(viewClass)
    if statisticsByClass[key] == nil {
      statisticsByClass[key] = CellStatistics(className: printedName(of: viewClass))
      statisticsOrder.append(key)
    }
    return key
  }

  /// Every broken invariant of the pool: a waiting view with an index path, displayed (in `displayed`), or twice in
  /// a pool; counters that do not add up.
  func invariantViolations(displayed: Set<ObjectIdentifier>, label: String) -> [String] {
    var problems: [String] = []
    for (identifier, pool) in waiting {
      for view in pool {
        if view.indexPath != nil { problems.append("pooled \(label) (\(identifier)) has an index path") }
        if displayed.contains(ObjectIdentifier(view)) {
          problems.append("pooled \(label) (\(identifier)) is displayed")
        }
      }
      if Set(pool.map(ObjectIdentifier.init)).count != pool.count {
        problems.append("a \(label) is twice in the pool \(identifier)")
      }
    }
    for statistics in allStatistics where statistics.dequeues != statistics.creations + statistics.reuses {
      problems.append("\(statistics.className): dequeues != creations + reuses")
    }
    return problems
  }
}
