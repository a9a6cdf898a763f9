// `Profile NAME [ITERATIONS]`: runs one workload's setup, then ITERATIONS (default 20) of its iterations, with the
// timed region inside `timedRegion(_:)`, for `valgrind --tool=callgrind --toggle-collect='*timedRegion*'`
// (`scripts/bench profile` does this). Run alone it also prints the median wall time of the timed regions and any
// measurement a workload records (history-memory-100k's bytes held): a quick look, not a benchmark. It also prints
// the median and mean number of page faults per timed region (getrusage's minor faults, read outside the region): a count
// that does not depend on the load, for workloads whose time goes into faulting in memory the allocator gave back.
// glibc's heap thresholds are fixed as in the suite (`HeapThresholds`; LISTKIT_BENCH_GLIBC_DEFAULTS=1 keeps glibc's).

import Foundation
import Workloads

/// The only frame callgrind collects in: the timed region of one iteration.
@inline(never)
func timedRegion(_ body: () -> Void) {
  body()
}

/// The wall time of every timed region (read outside it, so callgrind's counts do not include the clock).
nonisolated(unsafe) var durations: [Duration] = []
/// The minor page faults of every timed region.
nonisolated(unsafe) var faults: [Int] = []

/// The process's minor page faults so far.
func minorFaults() -> Int {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return usage.ru_minflt
}

struct ProfilingStopwatch: Stopwatch {
  func measure(_ body: () -> Void) {
    let faultsBefore = minorFaults()
    let start = ContinuousClock.now
    timedRegion(body)
    durations.append(ContinuousClock.now - start)
    faults.append(minorFaults() - faultsBefore)
  }
  /// Prints a recorded measurement (history-memory-100k's bytes held, say) on standard error.
  func record(_ metric: String, _ value: Int) {
    FileHandle.standardError.write(Data("\(metric): \(value)\n".utf8))
  }
}

let heap = HeapThresholds.fix()
let arguments = CommandLine.arguments.dropFirst()
let runs = WorkloadRun.all()
guard let name = arguments.first, let run = runs.first(where: { $0.workload.name == name }) else {
  let names = runs.map(\.workload.name).joined(separator: " ")
  FileHandle.standardError.write(Data("usage: Profile NAME [ITERATIONS]\nworkloads: \(names)\n".utf8))
  exit(2)
}
let iterations = arguments.dropFirst().first.flatMap { Int($0) } ?? 20
if let check = run.setUp() { print("\(name): \(check)") }
for _ in 0..<iterations { run.iteration(ProfilingStopwatch()) }
let sorted = durations.sorted()
let median = sorted.isEmpty ? "—" : "\(sorted[sorted.count / 2])"
let medianFaults = faults.isEmpty ? 0 : faults.sorted()[faults.count / 2]
let meanFaults = faults.isEmpty ? 0 : Double(faults.reduce(0, +)) / Double(faults.count)
print("\(name): \(iterations) iterations, median wall time \(median) (noisy under load; not a benchmark)")
print("\(name): page faults per timed region: median \(medianFaults), mean \(meanFaults) (\(heap))")
