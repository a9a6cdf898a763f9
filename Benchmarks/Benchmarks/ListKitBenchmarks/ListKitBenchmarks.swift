// Entry point of the suite for package-benchmark: every workload of `Catalog` is registered here.

import Benchmark

let benchmarks: @Sendable () -> Void = {
  DiffBenchmarks.register()
  SnapshotBenchmarks.register()
  DataSourceBenchmarks.register()
  ProcessBenchmarks.register()
  ScalingBenchmarks.register()
}
