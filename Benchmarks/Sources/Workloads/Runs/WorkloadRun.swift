// A workload made runnable: its setup (inputs, minimal-move check), its baseline and one iteration with the timed
// region marked. The benchmark executable and the profiler both run these, so a body is written once.

import Dispatch
import Foundation

/// Marks the timed region of an iteration. The benchmark starts and stops its measurement around `body`; the
/// profiler calls `body` inside `timedRegion(_:)`, which callgrind's `--toggle-collect` selects.
public protocol Stopwatch {
  func measure(_ body: () -> Void)
  /// Records a measurement other than time (a custom metric of `CustomMetricName`), made outside the timed region.
  func record(_ metric: String, _ value: Int)
}

extension Stopwatch {
  public func record(_ metric: String, _ value: Int) {}
}

/// One workload of the catalog, ready to run.
public struct WorkloadRun: Sendable {
  /// How long and how often the benchmark runs.
  public struct Budget: Sendable {
    /// Most measured iterations.
    public var iterations: Int
    /// Most wall-clock time for the whole benchmark, baseline included.
    public var seconds: Int

    public static let fast = Budget(iterations: 10_000, seconds: 2)
    public static func iterations(_ count: Int, seconds: Int = 4) -> Budget {
      Budget(iterations: count, seconds: seconds)
    }
  }

  public let workload: Workload
  public let budget: Budget
  /// Builds the inputs (outside any timing) and, for a diff, checks its moves once; traps when they are not minimal.
  public let setUp: @Sendable () -> MoveCheck?
  /// The baseline of the catalog entry, when it has one.
  public let baseline: (@Sendable () -> Void)?
  /// One iteration: calls `stopwatch.measure` exactly once around the timed work, and may do untimed work (resetting
  /// state) before or after it.
  public let iteration: @Sendable (_ stopwatch: any Stopwatch) -> Void

  init(
    _ name: String, budget: Budget = .fast, setUp: @escaping @Sendable () -> MoveCheck?,
    baseline: (@Sendable () -> Void)? = nil, iteration: @escaping @Sendable (_ stopwatch: any Stopwatch) -> Void
  ) {
    workload = Catalog.workload(name)
    precondition((baseline != nil) == (workload.baseline != nil), "\(name): baseline does not match the catalog")
    self.budget = budget
    self.setUp = {
      let check = setUp()
      if let check, !check.isMinimal { preconditionFailure("\(name): moves are not minimal (\(check))") }
      return check
    }
    self.baseline = baseline
    self.iteration = iteration
  }

  /// A workload whose iteration is just `body`, timed.
  init(
    _ name: String, budget: Budget = .fast, setUp: @escaping @Sendable () -> MoveCheck?,
    baseline: (@Sendable () -> Void)? = nil, body: @escaping @Sendable () -> Void
  ) {
    self.init(name, budget: budget, setUp: setUp, baseline: baseline) { stopwatch in stopwatch.measure(body) }
  }
}

extension WorkloadRun {
  /// Every runnable workload: the catalog's main table, then the scaling series. The `lks` workloads are absent
  /// when the binary is not there or the caller said to skip them (see `ProcessRuns`).
  public static func all() -> [WorkloadRun] {
    DiffRuns.all() + SnapshotRuns.all() + DataSourceRuns.all() + RegistrationRuns.all() + ControllerRuns.all()
      + DeriveRuns.all() + ProcessRuns.all() + ScalingRuns.all() + ListRuns.all()
  }
}

/// State a workload's setup builds and its iterations read. Each benchmark runs in its own process, one iteration
/// at a time, so the unchecked sendability is never exercised concurrently.
final class Fixture<Value>: @unchecked Sendable {
  private var stored: Value?
  var value: Value {
    get {
      guard let stored else { preconditionFailure("fixture read before the workload's setup ran") }
      return stored
    }
    set { stored = newValue }
  }
  init() {}
}

/// Keeps a result alive so the optimizer cannot drop the work that made it.
@inline(never)
public func consume<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// Runs `body` on the main actor: directly on the main thread, else through the main queue (the hop happens
/// before the body's own timed region, so it is not timed).
func onMainActor(_ body: @MainActor () -> Void) {
  if Thread.isMainThread {
    MainActor.assumeIsolated(body)
  } else {
    withoutActuallyEscaping(body) { body in
      let box = UncheckedSendable(body)
      DispatchQueue.main.sync { MainActor.assumeIsolated(box.value) }
    }
  }
}

struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// A stopwatch passed into a main-actor closure.
struct SendableStopwatch: @unchecked Sendable {
  let stopwatch: any Stopwatch
  func measure(_ body: () -> Void) { stopwatch.measure(body) }
  func record(_ metric: String, _ value: Int) { stopwatch.record(metric, value) }
}
