// `Profile NAME [ITERATIONS]`: runs one workload's setup, then ITERATIONS (default 20) of its iterations, with the
// timed region inside `timedRegion(_:)`, for `valgrind --tool=callgrind --toggle-collect='*timedRegion*'`
// (scripts/bench-profile does this).

import Foundation
import Workloads

/// The only frame callgrind collects in: the timed region of one iteration.
@inline(never)
func timedRegion(_ body: () -> Void) {
  body()
}

struct ProfilingStopwatch: Stopwatch {
  func measure(_ body: () -> Void) { timedRegion(body) }
}

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
print("\(name): \(iterations) iterations")
