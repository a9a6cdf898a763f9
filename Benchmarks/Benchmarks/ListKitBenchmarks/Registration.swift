// How a `WorkloadRun` becomes a package-benchmark benchmark: inputs built by the setup hook (outside the timing),
// the timed region between explicit start/stop marks, and the baseline timed in the same process between measured
// iterations, recorded as a custom metric.

import Benchmark
import Workloads

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

/// The benchmark's measurement around the timed region, and its custom metrics.
struct BenchmarkStopwatch: Stopwatch {
  let benchmark: Benchmark

  func measure(_ body: () -> Void) {
    benchmark.startMeasurement()
    body()
    benchmark.stopMeasurement()
  }

  func record(_ metric: String, _ value: Int) {
    benchmark.measurement(Suite.customMetric(metric), value)
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

  static func customMetric(_ name: String) -> BenchmarkMetric {
    .custom(name, polarity: .prefersSmaller, useScalingFactor: false)
  }

  static func configuration(_ run: WorkloadRun) -> Benchmark.Configuration {
    let workload = run.workload
    var metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]
    // Bytes malloc'd inside the diff. Not peakMemoryResident*: its 5 ms sampling thread allocates, and the
    // interposer counts every thread, so it would inflate the allocation counts.
    if workload.table == .scaling { metrics += [.mallocBytesCount] }
    if workload.baseline != nil { metrics.append(baselineMetric) }
    if workload.recordsMoves { metrics += [movesMetric, minimalMovesMetric] }
    switch workload.memory {
    case .peakResident: metrics.append(customMetric(CustomMetricName.peakResidentBytes))
    case .heldBytes:
      metrics += [customMetric(CustomMetricName.heldBytes), customMetric(CustomMetricName.referenceBytes)]
    case nil: break
    }
    return Benchmark.Configuration(
      metrics: metrics, timeUnits: .microseconds, warmupIterations: warmupIterations,
      maxDuration: .seconds(run.budget.seconds), maxIterations: run.budget.iterations)
  }

  static func register(_ run: WorkloadRun) {
    let sampler = BaselineSampler()
    let moves = MoveRecord()
    Benchmark(run.workload.name, configuration: configuration(run)) { benchmark in
      if let check = moves.check {
        benchmark.measurement(movesMetric, check.moves)
        benchmark.measurement(minimalMovesMetric, check.minimalMoves)
      }
      if let baseline = run.baseline,
        sampler.shouldRun(iteration: benchmark.currentIteration, warmupIterations: warmupIterations)
      {
        let start = ContinuousClock.now
        baseline()
        let duration = start.duration(to: .now)
        sampler.record(duration)
        let (seconds, attoseconds) = duration.components
        benchmark.measurement(baselineMetric, Int(seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
      }
      run.iteration(BenchmarkStopwatch(benchmark: benchmark))
    } setup: {
      moves.check = run.setUp()
    }
  }
}

/// The move check the setup hook made, read by the iterations (one benchmark per process, one iteration at a time).
final class MoveRecord: @unchecked Sendable {
  var check: MoveCheck?
}
