// The scaling series: diff-N-half for N = 1k … 1M, timed, with the heap it allocates (malloc count and bytes) and
// the growth of the process's peak resident memory.

import ListKit

enum ScalingRuns {
  static func all() -> [WorkloadRun] {
    Catalog.scaling.compactMap { workload in
      guard let size = workload.size else { return nil }
      let fixture = Fixture<DiffInputs<Int>>()
      return WorkloadRun(
        workload.name, budget: .iterations(max(10, 10_000_000 / size), seconds: size >= 1_000_000 ? 15 : 5),
        setUp: {
          fixture.value = DiffInputs(Inputs.halfOverlap(size))
          return fixture.value.check()
        },
        body: {
          let inputs = fixture.value
          consume(SectionedDiff.batchUpdate(from: inputs.old, to: inputs.new))
        })
    }
  }
}
