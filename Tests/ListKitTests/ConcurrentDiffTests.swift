// Diffs running on several threads at once (background diffing does this): they share no mutable state. The thread
// sanitizer run of `scripts/test` is what proves it; these tests give it the concurrent diffs to watch, including the
// empty and equal-section cases that once wrote into the standard library's shared empty-array storage.
import ListKitTestSupport
import Testing

@testable import ListKit

@Suite("Concurrent diffs")
struct ConcurrentDiffTests {
  private static func snapshot(sections: [String], itemsPerSection: Int) -> DiffableDataSourceSnapshot<String, Int> {
    var result = DiffableDataSourceSnapshot<String, Int>()
    result.appendSections(sections)
    for (s, section) in sections.enumerated() {
      result.appendItems(Array(s * 1000..<(s * 1000 + itemsPerSection)), toSection: section)
    }
    return result
  }

  @Test("empty, equal and changed snapshots diffed on many threads at once give the sequential results")
  func concurrentDiffsMatchSequential() async {
    let pairs: [(DiffableDataSourceSnapshot<String, Int>, DiffableDataSourceSnapshot<String, Int>)] = [
      (.init(), .init()),
      (Self.snapshot(sections: [], itemsPerSection: 0), Self.snapshot(sections: ["a"], itemsPerSection: 0)),
      (Self.snapshot(sections: ["a"], itemsPerSection: 0), Self.snapshot(sections: [], itemsPerSection: 0)),
      (
        Self.snapshot(sections: ["a", "b"], itemsPerSection: 3),
        Self.snapshot(sections: ["a", "b"], itemsPerSection: 5)
      ),
      (
        Self.snapshot(sections: ["a", "b"], itemsPerSection: 4),
        Self.snapshot(sections: ["b", "c"], itemsPerSection: 2)
      ),
    ]
    let expected = pairs.map { SectionedDiff.batchUpdate(from: $0.0, to: $0.1) }
    let rounds = 64
    let results = await withTaskGroup(of: (Int, BatchUpdate).self) { group in
      for round in 0..<rounds {
        let index = round % pairs.count
        let (old, new) = pairs[index]
        group.addTask { (index, SectionedDiff.batchUpdate(from: old, to: new)) }
      }
      var results: [(Int, BatchUpdate)] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(results.count == rounds)
    for (index, update) in results { #expect(update == expected[index]) }
  }
}
