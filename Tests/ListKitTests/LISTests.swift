// Patience-sorting LIS: hand cases and a seeded comparison against an O(n²) reference.
import ListKitTestSupport
import Testing

@testable import ListKit

/// Length of a longest strictly increasing subsequence of the non-negative values, O(n²).
func referenceLISLength(_ values: [Int32]) -> Int {
  var best = [Int](repeating: 0, count: values.count)
  var result = 0
  for i in values.indices where values[i] >= 0 {
    best[i] = 1
    for k in 0..<i where values[k] >= 0 && values[k] < values[i] { best[i] = max(best[i], best[k] + 1) }
    result = max(result, best[i])
  }
  return result
}

/// Checks that `positions` pick a strictly increasing subsequence of non-negative values.
func isIncreasingSubsequence(_ positions: [Int], of values: [Int32]) -> Bool {
  for (k, p) in positions.enumerated() {
    guard values.indices.contains(p), values[p] >= 0 else { return false }
    if k > 0 && (positions[k - 1] >= p || values[positions[k - 1]] >= values[p]) { return false }
  }
  return true
}

@Suite struct LISTests {
  @Test func emptySequence() {
    #expect(LongestIncreasingSubsequence.positions(in: []) == [])
  }

  @Test func increasingSequenceIsKeptWhole() {
    #expect(LongestIncreasingSubsequence.positions(in: [0, 1, 2, 3, 4]) == [0, 1, 2, 3, 4])
  }

  @Test func decreasingSequenceKeepsOne() {
    #expect(LongestIncreasingSubsequence.positions(in: [4, 3, 2, 1, 0]).count == 1)
  }

  @Test func negativeValuesAreSkipped() {
    #expect(LongestIncreasingSubsequence.positions(in: [-1, 0, -1, 1, -1]) == [1, 3])
    #expect(LongestIncreasingSubsequence.positions(in: [-1, -1]) == [])
  }

  @Test func classicExample() {
    let values: [Int32] = [3, 1, 8, 2, 5, 4, 9, 6, 0, 7]
    let positions = LongestIncreasingSubsequence.positions(in: values)
    #expect(positions.count == 5)  // 1 2 5 6 7 / 1 2 4 6 7
    #expect(isIncreasingSubsequence(positions, of: values))
  }

  @Test func randomSequencesMatchQuadraticReference() {
    var random = SplitMix64(seed: 0x5EED_0001)
    for iteration in 0..<2_000 {
      let count = Int.random(in: 0...40, using: &random)
      var values = (0..<Int32(count)).shuffled(using: &random)
      for k in values.indices where Int.random(in: 0..<5, using: &random) == 0 { values[k] = -1 }
      let positions = LongestIncreasingSubsequence.positions(in: values)
      let ok = isIncreasingSubsequence(positions, of: values) && positions.count == referenceLISLength(values)
      #expect(ok, "iteration \(iteration): \(values) → \(positions)")
      if !ok { break }
    }
  }
}
