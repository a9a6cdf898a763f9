// The scaling series: diff-N-half for N = 1k … 1M, timed, with the heap it allocates (malloc count and bytes) and
// the growth of the process's peak resident memory.

import Benchmark
import ListKit
import Workloads

enum ScalingBenchmarks {
  static func register() {
    for workload in Catalog.scaling {
      guard let size = workload.size else { continue }
      let fixture = Fixture<DiffInputs<Int>>()
      Suite.register(
        workload.name, budget: .iterations(max(10, 10_000_000 / size), seconds: size >= 1_000_000 ? 15 : 5),
        extraMetrics: [.mallocBytesCount, .peakMemoryResidentDelta],
        setup: {
          fixture.value = DiffInputs(Inputs.halfOverlap(size))
          return fixture.value.check()
        },
        body: {
          let inputs = fixture.value
          blackHole(SectionedDiff.batchUpdate(from: inputs.old, to: inputs.new))
        })
    }
  }
}
