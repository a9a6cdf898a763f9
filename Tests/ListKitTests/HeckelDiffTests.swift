// HeckelDiff over flat arrays: hand cases, duplicates, and seeded random pairs replayed through a UIKit-style applier.
import ListKitTestSupport
import Testing

@testable import ListKit

/// Applies `diff` UIKit-style to `old` (new content taken from `new` for inserts), or describes the rule it breaks.
func applyFlat<E: Hashable>(_ diff: FlatDiff, old: [E], new: [E]) -> Result<[E], FlatDiffFailure> {
  func fail(_ message: String) -> Result<[E], FlatDiffFailure> { .failure(FlatDiffFailure(message: message)) }
  guard diff.deletes == diff.deletes.sorted(), Set(diff.deletes).count == diff.deletes.count else {
    return fail("deletes not ascending/unique")
  }
  guard diff.inserts == diff.inserts.sorted(), Set(diff.inserts).count == diff.inserts.count else {
    return fail("inserts not ascending/unique")
  }
  guard diff.moves.map(\.to) == diff.moves.map(\.to).sorted() else { return fail("moves not by destination") }
  let removed = Set(diff.deletes).union(diff.moves.map(\.from))
  guard removed.count == diff.deletes.count + diff.moves.count else { return fail("delete and move from one index") }
  let placed = Set(diff.inserts).union(diff.moves.map(\.to))
  guard placed.count == diff.inserts.count + diff.moves.count else { return fail("insert and move to one index") }
  guard removed.allSatisfy({ old.indices.contains($0) }) else { return fail("old index out of range") }
  guard placed.allSatisfy({ new.indices.contains($0) }) else { return fail("new index out of range") }
  guard old.count - diff.deletes.count + diff.inserts.count == new.count else { return fail("count arithmetic") }
  var result = [E?](repeating: nil, count: new.count)
  for j in diff.inserts { result[j] = new[j] }
  for move in diff.moves { result[move.to] = old[move.from] }
  var survivors = old.indices.filter { !removed.contains($0) }.makeIterator()
  for j in result.indices where result[j] == nil {
    guard let i = survivors.next() else { return fail("too few survivors") }
    result[j] = old[i]
  }
  guard survivors.next() == nil else { return fail("too many survivors") }
  return .success(result.map { $0! })
}

struct FlatDiffFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

/// Every property the diff promises for `old` → `new`; nil when all hold.
func flatDiffViolation<E: Hashable>(old: [E], new: [E]) -> String? {
  let diff = HeckelDiff.diff(old: old, new: new)
  switch applyFlat(diff, old: old, new: new) {
  case .failure(let failure): return "\(failure) in \(diff)"
  case .success(let result) where result != new: return "applied \(result) ≠ \(new) via \(diff)"
  case .success: break
  }
  guard diff.matchedCount == old.count - diff.deletes.count, diff.matchedCount == new.count - diff.inserts.count
  else { return "matchedCount \(diff.matchedCount) inconsistent" }
  guard diff.moves.count == diff.matchedCount - diff.lisLength else { return "moves ≠ matched − LIS" }
  // Rebuild the whole matching: moves, plus the unmoved matched elements paired in order.
  let movedFrom = Set(diff.moves.map(\.from))
  let movedTo = Set(diff.moves.map(\.to))
  let stayingOld = old.indices.filter { !movedFrom.contains($0) && !diff.deletes.contains($0) }
  let stayingNew = new.indices.filter { !movedTo.contains($0) && !diff.inserts.contains($0) }
  guard stayingOld.count == diff.lisLength, stayingNew.count == diff.lisLength else { return "LIS size mismatch" }
  var oldIndexInNewOrder = [Int32](repeating: -1, count: new.count)
  for move in diff.moves { oldIndexInNewOrder[move.to] = Int32(move.from) }
  for (i, j) in zip(stayingOld, stayingNew) { oldIndexInNewOrder[j] = Int32(i) }
  guard referenceLISLength(oldIndexInNewOrder) == diff.lisLength else {
    return "lisLength \(diff.lisLength) is not maximal (\(referenceLISLength(oldIndexInNewOrder)))"
  }
  return nil
}

@Suite struct HeckelDiffTests {
  @Test func emptyToElements() {
    let diff = HeckelDiff.diff(old: [Int](), new: [1, 2, 3])
    #expect(diff == FlatDiff(deletes: [], inserts: [0, 1, 2], moves: [], matchedCount: 0, lisLength: 0))
  }

  @Test func elementsToEmpty() {
    let diff = HeckelDiff.diff(old: [1, 2, 3], new: [Int]())
    #expect(diff == FlatDiff(deletes: [0, 1, 2], inserts: [], moves: [], matchedCount: 0, lisLength: 0))
  }

  @Test func bothEmpty() {
    #expect(HeckelDiff.diff(old: [Int](), new: []).isEmpty)
  }

  @Test func equalArrays() {
    let diff = HeckelDiff.diff(old: ContiguousArray(0..<100), new: ContiguousArray(0..<100))
    #expect(diff.isEmpty && diff.matchedCount == 100 && diff.lisLength == 100)
  }

  @Test func reversed() {
    let diff = HeckelDiff.diff(old: Array(0..<6), new: Array((0..<6).reversed()))
    #expect(diff.deletes.isEmpty && diff.inserts.isEmpty)
    #expect(diff.moves.count == 5 && diff.lisLength == 1)
    #expect(flatDiffViolation(old: Array(0..<6), new: Array((0..<6).reversed())) == nil)
  }

  @Test func singleMoveForward() {
    let diff = HeckelDiff.diff(old: ["a", "b", "c", "d"], new: ["b", "c", "d", "a"])
    #expect(diff.moves == [FlatDiff.Move(from: 0, to: 3)])
    #expect(diff.deletes.isEmpty && diff.inserts.isEmpty)
  }

  @Test func singleMoveBackward() {
    let diff = HeckelDiff.diff(old: ["a", "b", "c", "d"], new: ["d", "a", "b", "c"])
    #expect(diff.moves == [FlatDiff.Move(from: 3, to: 0)])
  }

  @Test func mixedDeleteInsertMove() {
    let diff = HeckelDiff.diff(old: ["a", "b", "c"] as ContiguousArray, new: ["c", "a", "d"])
    #expect(diff == FlatDiff(deletes: [1], inserts: [2], moves: [.init(from: 2, to: 0)], matchedCount: 2, lisLength: 1))
  }

  @Test func documentedExample() {
    let diff = HeckelDiff.diff(old: [1, 2, 3, 4] as ContiguousArray, new: [4, 1, 2, 5])
    #expect(diff == FlatDiff(deletes: [2], inserts: [3], moves: [.init(from: 3, to: 0)], matchedCount: 3, lisLength: 2))
  }

  @Test(arguments: [
    ([1, 1, 2], [2, 1]),
    ([1, 2], [2, 1, 1]),
    ([1, 1, 2, 2], [2, 2, 1, 1]),
    ([7, 7, 7], [7, 7]),
    ([7, 7], [7, 7, 7, 7]),
    ([7, 7, 7], [7, 7, 7]),
    ([3, 1, 1, 3], [1, 3, 3, 1]),
    ([1, 2, 1, 2, 1], [2, 1, 2]),
  ])
  func duplicatesProduceValidDiffs(old: [Int], new: [Int]) {
    #expect(flatDiffViolation(old: old, new: new) == nil)
  }

  @Test func duplicatesNextToAnAnchorAreMatched() {
    // "x" is unique in both; the repeated "a" after it follows by forward expansion.
    let diff = HeckelDiff.diff(old: ["x", "a", "a"], new: ["y", "x", "a", "a"])
    #expect(diff.deletes.isEmpty && diff.inserts == [0] && diff.moves.isEmpty && diff.matchedCount == 3)
  }

  @Test func allEqualElementsWithoutAnchor() {
    // No unique element: the common prefix (the whole shorter array) is matched in place, the rest deleted.
    let diff = HeckelDiff.diff(old: [5, 5, 5, 5], new: [5, 5])
    #expect(diff.deletes.count == 2 && diff.inserts.isEmpty && diff.moves.isEmpty)
  }

  @Test func hashCollisionsAreResolvedByEquality() {
    struct Colliding: Hashable {
      var value: Int
      func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }
    let old = (0..<50).map(Colliding.init)
    let new = (0..<50).reversed().map(Colliding.init) + [Colliding(value: 99)]
    #expect(flatDiffViolation(old: old, new: new) == nil)
  }

  @Test func randomUniquePairs() {
    runRandomFlat(baseSeed: 0xD1FF_0000, iterations: 2_000, alphabet: 60, allowDuplicates: false)
  }

  @Test func randomPairsWithDuplicates() {
    runRandomFlat(baseSeed: 0xD0B1_0000, iterations: 2_000, alphabet: 8, allowDuplicates: true)
  }

  func runRandomFlat(baseSeed: UInt64, iterations: Int, alphabet: Int, allowDuplicates: Bool) {
    for iteration in 0..<iterations {
      let seed = baseSeed &+ UInt64(iteration)
      var random = SplitMix64(seed: seed)
      func array() -> [Int] {
        let count = Int.random(in: 0...(allowDuplicates ? 24 : alphabet), using: &random)
        if allowDuplicates { return (0..<count).map { _ in Int.random(in: 0..<alphabet, using: &random) } }
        return Array((0..<alphabet).shuffled(using: &random).prefix(count))
      }
      let old = array()
      var new = array()
      if Bool.random(using: &random) {
        // A related pair: a perturbed copy of old, so that long runs stay in place.
        new = old
        for _ in 0..<Int.random(in: 0...4, using: &random) where !new.isEmpty {
          let from = Int.random(in: new.indices, using: &random)
          let element = new.remove(at: from)
          if Bool.random(using: &random) { new.insert(element, at: Int.random(in: 0...new.count, using: &random)) }
        }
        if !allowDuplicates { new += (alphabet..<alphabet + Int.random(in: 0...3, using: &random)) }
      }
      let violation = flatDiffViolation(old: old, new: new)
      #expect(violation == nil, "seed \(seed): \(old) → \(new): \(violation ?? "")")
      if violation != nil { return }
    }
  }
}
