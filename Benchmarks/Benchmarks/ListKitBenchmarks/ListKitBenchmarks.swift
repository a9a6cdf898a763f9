// Entry point of the suite for package-benchmark: every runnable workload of the catalog is registered, in a process
// whose glibc heap thresholds are fixed (`HeapThresholds`).

import Benchmark
import Workloads

let benchmarks: @Sendable () -> Void = {
  HeapThresholds.fix()
  for run in WorkloadRun.all() { Suite.register(run) }
}
