// Entry point of the suite for package-benchmark: every runnable workload of the catalog is registered.

import Benchmark
import Workloads

let benchmarks: @Sendable () -> Void = {
  for run in WorkloadRun.all() { Suite.register(run) }
}
