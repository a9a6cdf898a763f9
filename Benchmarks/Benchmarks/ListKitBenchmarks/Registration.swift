// How a workload becomes a package-benchmark benchmark: inputs built by a setup hook (outside the timing), the
// timed body between explicit start/stop marks, and the baseline timed in the same process between iterations.

import Benchmark
import Dispatch
import Foundation
import Workloads

/// State a benchmark's setup builds and its iterations read. package-benchmark runs each benchmark in its own child
/// process, one iteration at a time, so the unchecked sendability is never exercised concurrently.
final class Fixture<Value>: @unchecked Sendable {
  private var stored: Value?
  var value: Value {
    get {
      guard let stored else { preconditionFailure("fixture read before the benchmark's setup ran") }
      return stored
    }
    set { stored = newValue }
  }
  init() {}
}

/// How long and how often a benchmark runs.
struct Budget {
  /// Most measured iterations.
  var iterations: Int
  /// Most wall-clock time for the whole benchmark, baseline included.
  var seconds: Int

  static let fast = Budget(iterations: 10_000, seconds: 2)
  static func iterations(_ count: Int, seconds: Int = 4) -> Budget { Budget(iterations: count, seconds: seconds) }
}

/// Decides on which measured iterations the baseline runs: every one while it has used less than `budget` and has
/// fewer than `maximumSamples`, and in any case until it has `minimumSamples` (a 10 s baseline runs 3 times).
final class BaselineSampler: @unchecked Sendable {
  static let minimumSamples = 3
  static let maximumSamples = 10_000
  static let budget = Duration.seconds(1)

  private var samples = 0
  private var spent = Duration.zero

  func shouldRun(iteration: Int, warmupIterations: Int) -> Bool {
    guard iteration >= warmupIterations, samples < Self.maximumSamples else { return false }
    return samples < Self.minimumSamples || spent < Self.budget
  }

  func record(_ duration: Duration) {
    samples += 1
    spent += duration
  }
}

enum Suite {
  static let warmupIterations = 5

  static let baselineMetric = BenchmarkMetric.custom(
    CustomMetricName.baselineNanoseconds, polarity: .prefersSmaller, useScalingFactor: false)
  static let movesMetric = BenchmarkMetric.custom(
    CustomMetricName.moves, polarity: .prefersSmaller, useScalingFactor: false)
  static let minimalMovesMetric = BenchmarkMetric.custom(
    CustomMetricName.minimalMoves, polarity: .prefersSmaller, useScalingFactor: false)

  static func configuration(
    _ workload: Workload, budget: Budget, extraMetrics: [BenchmarkMetric] = []
  ) -> Benchmark.Configuration {
    var metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal] + extraMetrics
    if workload.baseline != nil { metrics.append(baselineMetric) }
    if workload.recordsMoves { metrics += [movesMetric, minimalMovesMetric] }
    return Benchmark.Configuration(
      metrics: metrics, timeUnits: .microseconds, warmupIterations: warmupIterations,
      maxDuration: .seconds(budget.seconds), maxIterations: budget.iterations)
  }

  /// Registers `name` from the catalog.
  ///
  /// - `setup` runs once, before the warm-up, and returns the minimal-moves check for diff workloads (it has
  ///   already trapped if the moves were not minimal).
  /// - `baseline`, when given, runs between measured iterations (see `BaselineSampler`), timed by its own clock.
  /// - `iteration` runs one measured iteration; it calls `stopwatch.measure` exactly once around the timed work, and
  ///   may do untimed work (resetting state) before or after it.
  static func register(
    _ name: String, budget: Budget = .fast, extraMetrics: [BenchmarkMetric] = [],
    setup: @escaping () throws -> MoveCheck?, baseline: (() -> Void)? = nil,
    iteration: @escaping (_ stopwatch: Stopwatch) -> Void
  ) {
    let workload = Catalog.workload(name)
    precondition((baseline != nil) == (workload.baseline != nil), "\(name): baseline does not match the catalog")
    let sampler = BaselineSampler()
    let moves = Fixture<MoveCheck?>()
    Benchmark(name, configuration: configuration(workload, budget: budget, extraMetrics: extraMetrics)) {
      benchmark in
      if let check = moves.value {
        benchmark.measurement(movesMetric, check.moves)
        benchmark.measurement(minimalMovesMetric, check.minimalMoves)
      }
      if let baseline, sampler.shouldRun(iteration: benchmark.currentIteration, warmupIterations: warmupIterations) {
        let start = ContinuousClock.now
        baseline()
        let duration = start.duration(to: .now)
        sampler.record(duration)
        benchmark.measurement(baselineMetric, Int(duration.wholeNanoseconds))
      }
      iteration(Stopwatch(benchmark: benchmark))
    } setup: {
      let check = try setup()
      if let check, !check.isMinimal {
        throw SuiteError.movesNotMinimal(name: name, check: check)
      }
      moves.value = check
    }
  }

  /// Registers a workload whose iteration is just `body`, timed.
  static func register(
    _ name: String, budget: Budget = .fast, extraMetrics: [BenchmarkMetric] = [],
    setup: @escaping () throws -> MoveCheck?, baseline: (() -> Void)? = nil, body: @escaping () -> Void
  ) {
    register(name, budget: budget, extraMetrics: extraMetrics, setup: setup, baseline: baseline) { stopwatch in
      stopwatch.measure(body)
    }
  }
}

/// Marks the timed part of an iteration; everything else the iteration does is neither timed nor counted.
struct Stopwatch: @unchecked Sendable {
  let benchmark: Benchmark

  func measure(_ body: () -> Void) {
    benchmark.startMeasurement()
    body()
    benchmark.stopMeasurement()
  }
}

enum SuiteError: Error, CustomStringConvertible {
  case movesNotMinimal(name: String, check: MoveCheck)
  case process(name: String, message: String)

  var description: String {
    switch self {
    case .movesNotMinimal(let name, let check): "\(name): moves are not minimal (\(check))"
    case .process(let name, let message): "\(name): \(message)"
    }
  }
}

extension Duration {
  /// The duration in whole nanoseconds.
  var wholeNanoseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}

/// Runs `body` on the main actor: directly when the benchmark runs on the main thread, else through the main queue
/// (the hop happens before the body's own start/stop marks, so it is not timed).
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
